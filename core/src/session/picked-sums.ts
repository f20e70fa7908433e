// A sum the person picked off a price list by the word that sets its line apart: "pay the 8m berth
// fee" and a yard's page that lists "Up to 6m: 540 GBP / Up to 8m: 720 GBP / Up to 10m: 910 GBP"
// before its bank line. The account ties the last sum of the list (account-sums.ts), but the list
// offers each line as a choice, and the person chose the line whose label holds a word they typed.
// Only a label word with a digit sets a line apart (a size, a length, a class: `8m`, `2-bed`, `T3`):
// a word of letters ("pay", "full", "season") is one the person may type for any reason, and an
// appended line that names a new total in words is not picked by them. A word two labels hold picks
// neither line. The labels are read once per text, when its result is reported; a check only looks
// words up.
import type { LabelledSum } from "./amounts.js";

/** The most picked sums kept per result. */
const MAX_PICKED = 256;
/** A word of a label: letters and digits, joined by `-` or `.` (linear, no backtracking). */
const WORD = /[\p{L}\p{N}]+(?:[-.][\p{L}\p{N}]+)*/gu;
const DIGIT = /\d/;

/**
 * The label words of a text's sums that set a line apart: for each sum beside a currency (amounts.ts
 * `labelledSumsWritten`, read once per text), the words with a digit between it and the line's
 * previous sum (or the line's start). Added to `out` by word:
 * the number key of the one sum whose label holds it, `""` where two sums' labels (of this or another
 * text of the result) hold it.
 */
export function pickingWords(sums: readonly LabelledSum[], out: Map<string, string>): void {
  if (sums.length < 2) return;
  for (const { key, label } of sums) {
    for (const m of label.matchAll(WORD)) {
      const word = m[0].toLowerCase();
      if (!DIGIT.test(word)) continue;
      const had = out.get(word);
      if (had === undefined && out.size >= MAX_PICKED) continue;
      out.set(word, had === undefined || had === key ? key : "");
    }
  }
}

/**
 * Whether the person's turns (`typedWords`, lower-cased) pick the sum `key` off a list: a word
 * they typed is the label word of that sum alone.
 */
export function pickedSum(key: string, picking: ReadonlyMap<string, string> | undefined, typedWords: ReadonlySet<string>): boolean {
  if (picking === undefined) return false;
  for (const [word, sum] of picking) if (sum === key && typedWords.has(word)) return true;
  return false;
}
