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

/** Whether a lower-cased text (`caseless`) holds one of `words`, or `words` are not given. */
export function mayHold(lower: string, words: readonly string[] | undefined): boolean {
  return words === undefined || words.some((w) => lower.includes(w));
}
