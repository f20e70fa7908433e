// A record told, after the turn set a sum apart, as the one of that sum: `cancela não o de 50, o
// outro 🎈 o 6620 é o de 50 e o 6621 o de 120`. The pick came first and the records after it, so the
// readers that pick from a list told before (picked-by-word.ts) do not see it; the record the turn
// names as the one of the sum it denied is denied with it.
import type { Span, TurnValue } from "@toolgate/grammar-kit";
import { isRecordSpan } from "./record-spans.js";

/**
 * Between a record and the sum it is told as the one of, on the text as typed (the `é` that links is
 * told from the `e` that joins): `6620 é o de 50`, `a 7701 é a de 30`. Linear: anchored at both ends,
 * each part a choice among fixed words apart by blanks.
 */
const IS_THE_ONE_OF = /^\s*(?:,\s*)?[éÉ]\s+(?:o|a)\s+(?:de|do|da)\s+(?:r\$\s?|€\s?)?$/u;
/** How far apart a record and its sum may stand. */
const REACH = 16;

/** Marks, in place, each record told as the one of a sum the turn set apart before it. `values[i]` is the value of `spans[i]`. */
export function recordsOfSumsSetApart(text: string, spans: readonly Span[], values: TurnValue[]): void {
  const apart = new Set<unknown>();
  for (let i = 0; i < spans.length; i++) {
    const span = spans[i]!;
    if ((span.kind === "number" || span.kind === "amount") && !isRecordSpan(span) && values[i]!.superseded === true) apart.add(span.value);
    const sum = spans[i + 1];
    if (apart.size === 0 || sum === undefined || !isRecordSpan(span) || values[i]!.superseded === true) continue;
    if (sum.kind !== "number" && sum.kind !== "amount") continue;
    if (sum.start - span.end > REACH || !apart.has(sum.value) || !IS_THE_ONE_OF.test(text.slice(span.end, sum.start))) continue;
    values[i]!.superseded = true;
    values[i + 1]!.superseded = true;
  }
}
