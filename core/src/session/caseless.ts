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
