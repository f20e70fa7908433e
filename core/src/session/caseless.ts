// A text lower-cased for a cheap search of the words a case-blind pattern needs, before the
// pattern itself is run (delegation.ts, instructions.ts).

/**
 * The text lower-cased as a pattern's `i` flag compares it: `toLowerCase` gives every letter the
 * patterns' ASCII words match (`K`, the Kelvin sign, as `k`), except the long s (`ſ`), which the
 * `iu` flags match as `s` and which stays itself.
 */
export function caseless(text: string): string {
  const lower = text.toLowerCase();
  return lower.includes("ſ") ? lower.replaceAll("ſ", "s") : lower;
}

/**
 * A pattern that finds any of `words` in a lower-cased text (`caseless`): one pass over the text,
 * where a search for each word would be a pass each. Made once, where the words are declared.
 */
export function anyOf(words: readonly string[]): RegExp {
  return new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"));
}

/**
 * A finder of which of `words` a lower-cased text (`caseless`) holds, in one pass for all of them
 * (a search per word, or per list of words, is a pass each): every place one of them starts is
 * visited, and each word starting there is taken, so a word inside or beside another (`ask` in
 * `asked`) is found as a search for it alone finds it. Made once, where the words are declared.
 */
export function wordFinder(words: Iterable<string>): (lower: string) => Set<string> {
  const byFirst = new Map<string, string[]>();
  for (const w of new Set(words)) (byFirst.get(w[0]!) ?? byFirst.set(w[0]!, []).get(w[0]!)!).push(w);
  const any = new RegExp(anyOf([...byFirst.values()].flat()).source, "g");
  return (lower) => {
    const found = new Set<string>();
    any.lastIndex = 0;
    for (let m = any.exec(lower); m !== null; m = any.exec(lower)) {
      for (const w of byFirst.get(m[0][0]!)!) if (lower.startsWith(w, m.index)) found.add(w);
      any.lastIndex = m.index + 1;
    }
    return found;
  };
}
