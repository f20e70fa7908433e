// A sum said of a record the turn names by what it is before its number: in `estorna 40 no pedido do
// pneu o 8830 e 25 no da corrente 8831` the 40 is the 8830's and the 25 the 8831's. The words of what
// the record is (`do pneu`, `da corrente`) stand between the sum and the record, where PAIRING in
// read.ts reads only a record's word and article; this reader pairs across them, word by word.
import type { Span } from "@toolgate/grammar-kit";
import { isRecordSpan } from "./record-spans.js";
import { OF_CONTRACTIONS as OF } from "./lexicon.js";

/** How far after a sum its record may stand; bounds the pattern below. */
const RECORD_REACH = 40;

/** The words that may stand between a sum and its described record, in order, each set at most once but the description. */
const CURRENCIES = new Set(["€", "euro", "euros", "reais", "real", "r$"]);
const GIVING = new Set(["no", "na", "pro", "pra", "ao", "pelo", "pela"]);
const RECORD_WORDS = new Set(["pedido", "encomenda", "compra", "fatura", "factura", "conta"]);
const ARTICLES = new Set(["o", "a"]);
/** The words right before the record's number (`o pedido 8830`, `nº 8831`); not the lexicon's NUMBER_WORDS, numbers said in words. */
const RECORD_NUMBER_CUES = new Set(["pedido", "encomenda", "compra", "nº", "n.º", "#"]);
/** A word of what the record is: letters only. */
const DESCRIPTION = /^\p{L}+$/u;

/**
 * Whether the words between a sum and a record give the sum to the record described: a currency at
 * most, the preposition that gives the sum to it, the record's word at most, `do`/`da` and one word
 * of what the record is, the record's article and word at most (`no pedido do pneu o`, `no da corrente`).
 * Read word by word, once: no pattern to backtrack.
 */
function givesToDescribed(between: string): boolean {
  const words = between.trim().split(/\s+/);
  let i = 0;
  const take = (set: ReadonlySet<string>) => (words[i] !== undefined && set.has(words[i]!) ? (i++, true) : false);
  take(CURRENCIES);
  if (!take(GIVING)) return false;
  take(RECORD_WORDS);
  if (!take(OF) || words[i] === undefined || !DESCRIPTION.test(words[i]!)) return false;
  i++;
  take(ARTICLES);
  take(RECORD_NUMBER_CUES);
  return i === words.length;
}

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
    if (!givesToDescribed(folded.slice(sum.end, record.start))) continue;
    out.set(sum, record);
    i++;
  }
  return new Set([...out.values()].map((r) => String(r.value))).size >= 2 ? out : new Map();
}
