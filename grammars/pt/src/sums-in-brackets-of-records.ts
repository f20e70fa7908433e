// A sum written in brackets after a record and the words that tell what it is: `a FER-310
// (berbequim, 89,90 €) e a FER-311 (escadote, 54 €)`, `o pedido ACG-501 da picanha (R$ 320) …, o
// ACG-502 da linguiça (R$ 85)`, `a CMP-88 é a barraca do seu Zé (diária de 60) e a CMP-89 …
// (diária de 140)`. The bracket tells the price of the thing the clause names, and the thing is the
// record's: the sum is that record's. The counterpart of sums-of-bracketed-records.ts, where the
// record is the one in brackets. Pairs are read only where two records or more each get one (one
// record is the request's). One pass over the values; only the few characters between are read.
import type { Span } from "@toolgate/grammar-kit";
import { bracketAround } from "./records-in-brackets.js";
import { isRecordSpan } from "./record-spans.js";
import { isSum } from "./sum-spans.js";

/** Most characters from the record to the bracket: the words that name the thing (`da picanha do churrasco`). */
const REACH = 32;
/** A mark that ends the record's clause or aside before the bracket: the words after it tell of something else. */
const CLAUSE_ENDS = /[.;:,!?\n()]/;

/**
 * Each sum in brackets with the record its clause names before the bracket, keyed by the sum: the
 * sum the only value in its bracket, the record the value right before the bracket, in one clause.
 */
export function sumsInBracketsOfRecords(folded: string, spans: readonly Span[]): Map<Span, Span> {
  const out = new Map<Span, Span>();
  if (!folded.includes("(")) return out;
  const values = spans.filter((s) => s.kind === "id" || s.kind === "number" || s.kind === "amount").sort((a, b) => a.start - b.start);
  values.forEach((sum, i) => {
    const record = values[i - 1];
    if (record === undefined || !isSum(sum) || !isRecordSpan(record)) return;
    if (bracketAround(folded, sum) === undefined) return;
    const open = folded.lastIndexOf("(", sum.start);
    // The sum the only value in its bracket, and the record outside it, close before it.
    const next = values[i + 1];
    if (open < record.end || open - record.end > REACH) return;
    if (next !== undefined && next.start < folded.indexOf(")", sum.end)) return;
    if (CLAUSE_ENDS.test(folded.slice(record.end, open))) return;
    out.set(sum, record);
  });
  return new Set([...out.values()].map((r) => String(r.value))).size >= 2 ? out : new Map();
}
