// Two words one after the other, read from a grammar's table of a word and the words that may follow
// it (`my share`, `the difference`, `a minha parte`): the same reading in every grammar, so a grammar
// writes only its table. One pass over the words, no pattern.

/** A word and the words one of which may follow it. */
export type WordPairs = ReadonlyMap<string, ReadonlySet<string>>;

/** Whether `words` (a text's words, in the table's case) hold a word followed by one the table gives it. */
export function holdsWordPair(pairs: WordPairs, words: readonly string[]): boolean {
  for (let i = 0; i + 1 < words.length; i++) if (pairs.get(words[i]!)?.has(words[i + 1]!) === true) return true;
  return false;
}
