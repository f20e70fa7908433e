// A sum said of a record the turn names by what it is before its number: in `estorna 40 no pedido do
// pneu o 8830 e 25 no da corrente 8831` the 40 is the 8830's and the 25 the 8831's. The words of what
// the record is (`do pneu`, `da corrente`) stand between the sum and the record, where PAIRING in
// read.ts reads only a record's word and article; this reader pairs across them.
import type { Span } from "@toolgate/grammar-kit";
import { isRecordSpan } from "./record-spans.js";

/** How far after a sum its record may stand; bounds the pattern below. */
const RECORD_REACH = 40;

/**
 * Between a sum and its record: a currency at most, the preposition that gives the sum to it, the
 * record's word at most, `do`/`da` and one word of what the record is, the record's article or word at
 * most. Linear: anchored at both ends, each part a word or a choice among fixed words apart by blanks.
 */
const SUM_TO_DESCRIBED_RECORD = /^\s*(?:(?:€|euros?|reais|real|r\$)\s*)?(?:no|na|pro|pra|ao|pelo|pela)\s+(?:(?:pedido|encomenda|compra|fatura|factura|conta)\s+)?(?:do|da|dos|das)\s+\p{L}+\s+(?:(?:o|a)\s+)?(?:(?:pedido|encomenda|compra|n\.?º)\s+)?#?$/u;

/**
 * Each sum followed by a described record it is said of, keyed by the sum; only where two records
 * or more each get one (one record is the request's, however described). One pass over the values.
 */
export function sumsOfDescribedRecords(folded: string, spans: readonly Span[]): Map<Span, Span> {
  const out = new Map<Span, Span>();
  const values = spans.filter((s) => s.kind === "id" || s.kind === "number" || s.kind === "amount").sort((a, b) => a.start - b.start);
  for (let i = 0; i + 1 < values.length; i++) {
    const sum = values[i]!;
    const record = values[i + 1]!;
    if ((sum.kind !== "number" && sum.kind !== "amount") || typeof sum.value !== "number" || isRecordSpan(sum)) continue;
    if (!isRecordSpan(record) || record.start - sum.end > RECORD_REACH) continue;
    if (!SUM_TO_DESCRIBED_RECORD.test(folded.slice(sum.end, record.start))) continue;
    out.set(sum, record);
    i++;
  }
  return new Set([...out.values()].map((r) => String(r.value))).size >= 2 ? out : new Map();
}
