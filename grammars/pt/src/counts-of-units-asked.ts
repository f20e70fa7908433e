// A number in digits right before the plural noun of what it counts (`fatura 3 diárias`, `estorna 2
// poltronas`, `cobra 4 aulas`) is how many units the request is for, not a record nor the sum: read
// before the ids, so that `fatura 3` never names invoice 3, and marked a count (TurnValue `count`)
// where the turn gives no sum of its own. A turn that gives one too (`3 camisolas, 90 no total`)
// tells the count as its story (facts.ts `countsOfThings`).
import type { Span, SpanSet } from "@toolgate/grammar-kit";
import { countsOfThings, countsThings } from "./facts.js";

/** One or two digits standing alone before a word: a count, never part of a longer number, a sum's cents or an id. Linear: no repetition but the blanks, after a fixed run. */
const DIGITS_BEFORE_A_WORD = /(?<![\p{L}\d.,\-/#$€])(\d{1,2})(?=\s+\p{L})/gu;

/** Claims the counts in digits of things the turn names after them, before ids and bare numbers are scanned. */
export function scanCountsOfUnits(text: string, spans: SpanSet): void {
  DIGITS_BEFORE_A_WORD.lastIndex = 0;
  for (let m = DIGITS_BEFORE_A_WORD.exec(text); m !== null; m = DIGITS_BEFORE_A_WORD.exec(text)) {
    const span: Span = { start: m.index, end: m.index + m[1]!.length, kind: "number", text: m[1]!, value: Number(m[1]) };
    if (countsThings(text, span) && spans.free(span.start, span.end)) spans.add(span);
  }
}

/** The numbers that count the things a request is for, where the turn gives no other sum: their count is what is asked, no sum or record. */
export function countsOfUnitsAsked(text: string, values: readonly Span[]): Span[] {
  const counts = values.filter((v) => countsThings(text, v));
  return counts.length === 0 || countsOfThings(text, values).size > 0 ? [] : counts;
}
