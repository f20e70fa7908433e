// Where a sentence of a turn ends. Several readers ask it (the story told before a request, the
// pieces a record is picked from, the places told as data, the places said without their noun), and
// one answer keeps them agreeing on what one sentence is: a stop inside a number (`R$ 2.400`, `1.5`),
// an address (`ana@mail.pt`) or after a short title (`Sr. Costa`) goes on with the sentence. The
// kit's names.ts reads sentence ends of its own, over whole runs between blanks and with no language's
// titles, because it serves to judge a text's language, before any grammar is chosen.
import { TITLES } from "./titles.js";

/** Whether a character is a letter or a digit: a stop between it and the word before joins the two. */
function isWordCharacter(c: string | undefined): boolean {
  return c !== undefined && /[\p{L}\p{N}]/u.test(c);
}

/** Whether the character at `i` ends a sentence: `!`, `?`, a line break, or a stop with no letter or digit right after it and no short title right before it. */
export function endsSentence(text: string, i: number): boolean {
  const c = text[i];
  if (c === "\n" || c === "!" || c === "?") return true;
  if (c !== "." || isWordCharacter(text[i + 1])) return false;
  let k = i;
  while (k > 0 && /\p{L}/u.test(text[k - 1]!)) k--;
  return !TITLES.has(text.slice(k, i).toLowerCase());
}

/** Whether the character at `i` ends a sentence or an item of a list: a semicolon ends one too (`o vestido no 6602; o véu no 6603`). */
export function endsSentenceOrItem(text: string, i: number): boolean {
  return text[i] === ";" || endsSentence(text, i);
}
