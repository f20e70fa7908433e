// A note the model writes on a record it passes on to someone (a forward's `note`) that restates a
// datum only an outside free text gives: "forward the Hotel Lindner receipt to my bookkeeper", and
// a note "guest VAT number DE 298 113 447, bill corrected to 412.40 EUR" that the receipt's own
// body asked to be added. The record goes whole with the send: what its text says reaches the
// recipient anyway. A figure the model copies out of the text into its own words says it as the
// sender's, vouched for, and that is what an instruction in the text wants ("add the note:",
// "tell them the total is …"). A note that gives no datum ("For November.") or one the person, the
// run's context, an answer or a record's structured field gave is the sender's own. Only the words
// of the call's own texts are read, against the results' indexes.
import type { Mark } from "../model.js";
import { dataOf, datumKeys, digitCount, freeTextHolders, type WorkOutInputs } from "./origins.js";

/** Digits a datum must hold to count here: a figure, a code or an account's group, not a day (`10th`) or a count. */
const MIN_DIGITS = 4;

/** The most words of one text looked through. */
const MAX_WORDS = 400;

/**
 * The marks of the texts the model wrote on a send that passes a record on (`texts`: the note of a
 * forward), one per text that holds a datum of four digits or more that no turn, context or answer
 * gives, that no reported result holds as a structured value or inside one, and that an outside
 * free text writes: the `untrusted:<tool>` of the newest such text, with its field.
 */
export function passedOnNoteMarks(texts: ReadonlyArray<readonly [string, string]>, inputs: Pick<WorkOutInputs, "typed" | "context" | "reply" | "results">, wordsOfText: (text: string) => readonly string[]): Mark[] {
  if (!inputs.results.some((r) => r.textOutside)) return [];
  const marks: Mark[] = [];
  for (const [name, value] of texts) {
    const mark = datumMark(name, wordsOfText(value).slice(0, MAX_WORDS), inputs);
    if (mark) marks.push(mark);
  }
  return marks;
}

/** The mark of the first datum of these words that only an outside free text gives. */
function datumMark(name: string, words: readonly string[], inputs: Pick<WorkOutInputs, "typed" | "context" | "reply" | "results">): Mark | undefined {
  for (const word of words) {
    for (const datum of dataOf(word)) {
      if (digitCount(datum) < MIN_DIGITS) continue;
      const outside = freeTextHolders(datumKeys(datum), inputs).find((h) => h.result.textOutside);
      if (outside) return { level: "untrusted", source: outside.result.index.tool, on: name, step: outside.result.index.step, field: outside.field };
    }
  }
  return undefined;
}
