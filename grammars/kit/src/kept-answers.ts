// Answers about words kept between turns: a turn's words are mostly a language's common words,
// met turn after turn, so a reader that works an answer out per word (a vote, a slip tried
// letter by letter) keeps it. Bounded: the memory is emptied whole when full, so a hostile text of
// new words costs its own work and no more memory.
export class KeptAnswers<V> {
  private readonly answers = new Map<string, V>();

  constructor(private readonly most: number) {}

  /** The answer kept for `key`, else `answer(key)`, then kept. */
  of(key: string, answer: (key: string) => V): V {
    if (this.answers.has(key)) return this.answers.get(key) as V;
    const found = answer(key);
    if (this.answers.size >= this.most) this.answers.clear();
    this.answers.set(key, found);
    return found;
  }
}
