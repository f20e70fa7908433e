// A value taken back by what is said between it and the next value of its kind: the readers of
// `ou melhor dizendo` (better-said.ts) and `não é essa, é …` (that-one-corrected.ts) differ only in the
// words between and in the words every match holds. Read on the few characters between the two values.
import type { Span } from "@toolgate/grammar-kit";
import { isRecordSpan } from "./record-spans.js";

/** How a correction is said between two values. */
export interface SaidBetween {
  /** Words every match holds, tried on the whole turn first: most turns hold none. */
  readonly gate: RegExp;
  /** The whole text between the two values, folded. */
  readonly between: RegExp;
  /** The most characters between the two values. */
  readonly reach: number;
}

/** The values taken back: each one the text after it, up to the next value of its kind, says is corrected. */
export function takenBackBetween(folded: string, values: readonly Span[], said: SaidBetween): Span[] {
  const out: Span[] = [];
  if (!said.gate.test(folded)) return out;
  for (let i = 0; i + 1 < values.length; i++) {
    const [before, after] = [values[i]!, values[i + 1]!];
    if (after.start - before.end > said.reach || !(before.kind === after.kind || (isRecordSpan(before) && isRecordSpan(after)))) continue;
    if (said.between.test(folded.slice(before.end, after.start))) out.push(before);
  }
  return out;
}
