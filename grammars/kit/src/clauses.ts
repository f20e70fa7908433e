// Language-neutral walking of a turn's words for a grammar's sending acts: where each word's
// clause starts, and which fixed phrases (`pass it on`, `pôr em cópia`) start at a word. What
// breaks a clause and what a phrase says are each grammar's data.

/** A word of a turn as the walkers need it: whether punctuation or the turn's end follows it. */
export interface ClauseWord {
  breakAfter: boolean;
}

/** A fixed phrase that is a sending act; `*` in its words stands for one word of the turn. */
export interface ActPhrase {
  words: readonly string[];
  lemma: string;
}

/**
 * The index of the first word of the clause each word belongs to, at most `window` words back.
 * A clause starts after punctuation and after any word `breaksAfter` says ends one.
 */
export function clauseStarts<W extends ClauseWord>(words: readonly W[], breaksAfter: (word: W) => boolean, window: number): number[] {
  const starts: number[] = [];
  for (let i = 0; i < words.length; i++) {
    const prev = words[i - 1];
    const breaks = i === 0 || prev!.breakAfter || breaksAfter(prev!);
    starts.push(breaks ? i : Math.max(starts[i - 1]!, i - window));
  }
  return starts;
}

/**
 * The first phrase, in order, whose words start at word i with no break inside it, and its
 * length; `fits` says whether a phrase's word (or `*`) fits a word of the turn.
 */
export function matchPhrase<W extends ClauseWord>(
  phrases: readonly ActPhrase[],
  words: readonly W[],
  i: number,
  fits: (phraseWord: string, word: W) => boolean,
): { length: number; lemma: string } | undefined {
  for (const phrase of phrases) {
    const n = phrase.words.length;
    if (i + n > words.length) continue;
    let ok = true;
    for (let k = 0; k < n && ok; k++) {
      ok = fits(phrase.words[k]!, words[i + k]!);
      if (k < n - 1 && words[i + k]!.breakAfter) ok = false;
    }
    if (ok) return { length: n, lemma: phrase.lemma };
  }
  return undefined;
}
