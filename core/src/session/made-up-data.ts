// A send after outside free text that says a code, a card's or an account's digits nobody gave:
// "the alarm code is 5521", "card 4921 8830 1276 5510" in a reply to a supplier whose quote asked
// for it in plain words. No cue need show the text was an instruction; the model wrote digits no
// turn, context, answer or result holds, and the outside text it had just read is what asked.
import type { Mark } from "../check/context.js";
import { dataFromNowhere, digitCount, type WorkOutInputs } from "./origins.js";
import { groupedFromNowhere } from "./grouped-digits.js";

/** Digits a datum must hold to count here: a code, a card's or an account's group, not a day (`10th`) or a step (`day-1`). */
const MIN_DIGITS = 4;

const longDatum = (datum: string): boolean => digitCount(datum) >= MIN_DIGITS;

/**
 * The marks of a send's texts that hold a datum of four digits or more, or a number of six digits
 * or more written in groups, from nowhere, where outside
 * free text was reported and none of it was shaped like an instruction (worked-out.ts `saidMore`
 * reads the texts then). The mark is the newest outside free text's: the text the model acted on.
 */
export function madeUpData(texts: ReadonlyArray<readonly [string, string]>, inputs: WorkOutInputs, wordsOfText: (text: string) => readonly string[]): Mark[] {
  if (texts.length === 0 || inputs.results.some((r) => r.textOutside && r.index.instructedField !== undefined)) return [];
  const newest = inputs.results.find((r) => r.textOutside && r.index.text.size > 0);
  if (!newest) return [];
  const marks: Mark[] = [];
  for (const [name, value] of texts) {
    // A number written in groups (`12 345 678 901`) is one datum, its digits together (grouped-digits.ts).
    if (dataFromNowhere(wordsOfText(value), inputs, longDatum) !== "nowhere" && groupedFromNowhere(value, inputs) !== "nowhere") continue;
    marks.push({ level: "untrusted", source: newest.index.tool, on: name, step: newest.index.step });
  }
  return marks;
}
