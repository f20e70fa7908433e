// A payment at a sum only an outside text's revision gives (revised-sums.ts reads the revision's
// sums once, when the result is reported): the write's own sums are looked up here, on the check
// path. Its own file, so that the reading imports nothing of origins.ts, which imports it.
import type { Mark } from "../model.js";
import { instructedMark, type InstructedIndex } from "./instructed-mark.js";
import { givenValue, type GivenValues } from "./origins.js";
import { SUM_ARGUMENT, numberKey } from "./values.js";

/** What the rule looks up: the person's values, and each reported result's revised sums. */
export interface RevisedSumInputs extends GivenValues {
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: InstructedIndex & { readonly revisedSums?: ReadonlySet<string> } }>;
}

/**
 * The marks of a write's sums (`amount`, `total_price`) the caller gave no origin, at a sum only an
 * outside text's revision gives, that no turn, context or answer gives: the newest such result's
 * `untrusted:<tool>`, with the field of its instruction where it has one.
 */
export function revisedSumMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: RevisedSumInputs): Mark[] {
  if (!inputs.results.some((r) => r.textOutside && (r.index.revisedSums?.size ?? 0) > 0)) return [];
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (given(name) || !SUM_ARGUMENT.test(name) || typeof value !== "number" || !Number.isFinite(value)) continue;
    const key = numberKey(value);
    if (givenValue(inputs, key)) continue;
    const r = inputs.results.find((x) => x.textOutside && x.index.revisedSums?.has(key) === true);
    if (r) marks.push(instructedMark(name, r.index));
  }
  return marks;
}
