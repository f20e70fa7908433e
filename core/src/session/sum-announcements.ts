// Whether a text announces more than one changed sum: "the monthly price is now 44.00 EUR" and,
// in another sentence, "the first payment becomes 59.00 EUR". A person who says their fee went up
// knows of one change, the letter's; a second sum announced beside it is one they did not speak
// of, and the person's word vouches for neither. Read once, when a result is reported, and only
// for a text whose cues all announce a changed sum.
import { cueSentence, onlyChangeCues } from "./instructions.js";

/** Whether, past the sentence of its first cue, the text holds another cue that announces a changed sum. */
export function announcesSumsTwice(text: string): boolean {
  const first = cueSentence(text);
  if (first === undefined) return false;
  const at = text.indexOf(first);
  const rest = text.slice(0, at) + "\n" + text.slice(at + first.length);
  return onlyChangeCues(rest, "sum");
}
