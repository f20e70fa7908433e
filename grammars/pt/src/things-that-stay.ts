// A thing the turn says stays, its record named right after: `reembolsa a torradeira (encomenda 4471,
// 39 €); a máquina de café fica, é a 4472, 129 €`, `o casaco fica, é o pedido 8810`. The record is the
// thing's, told so the reader knows which one stays: it is set apart, and the sums said of it with it, where
// the turn names another record for the request. Read on the few characters before each record, so
// the time is linear.
import type { Span } from "@toolgate/grammar-kit";
import { isRecordSpan } from "./record-spans.js";

/** How far before a record the thing and the words that keep it are looked for; bounds the pattern. */
const BEFORE_REACH = 64;
/** Before a record: a thing with its article, that it stays, then `é o`, `é a`, and the record's word at most. */
// Linear on its bounded slice: anchored at the end; the thing's words are at most five runs of letters.
const STAYS_THEN_NAMED = /(?:^|[;.!?(,]\s*|\s(?:e|mas)\s+)(?:o|a|os|as)\s+(?:\p{L}+\s+){1,5}(?:fica|ficam)(?:\s+(?:ca|aqui|comigo|com\s+a\s+gente))?\s*[,:—–-]?\s*(?:e|sao|que\s+e)\s+(?:o|a|os|as)\s+(?:(?:encomenda|pedido|compra|fatura|factura)\s+)?(?:n\.?º\s*|#)?$/u;

/** The records said to stay by the words before them, where the turn names another record (the sums paired with one go with it). */
export function recordsOfThingsThatStay(folded: string, values: readonly Span[]): Span[] {
  if (!folded.includes("fica")) return [];
  const records = values.filter((v) => isRecordSpan(v));
  return records.filter((r) => STAYS_THEN_NAMED.test(folded.slice(Math.max(0, r.start - BEFORE_REACH), r.start)) && records.some((o) => String(o.value) !== String(r.value)));
}
