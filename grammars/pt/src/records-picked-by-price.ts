// Records listed each with its price, then one picked by being the dearest or the cheapest: `as
// reservas R-101 a 90 €, R-102 a 140 € e R-103 a 75 €. cancela a mais cara`, `as encomendas 4410 de
// 30 e 4411 de 55, reembolsa a mais barata`, `o pedido 7701 por 20 e o 7702 por 35; estorna o maior`.
// The pick names no record; the sums say which one it is. The records not picked, and their sums,
// are the list the pick was made from, set apart as a record left by the word that picks another is.
// Read once over the values and once over the words after the last pair, so the time is linear.
import { isSumInDigits, priceExtremes, type Span } from "@toolgate/grammar-kit";
import { countsThings } from "./facts.js";
import { isRecordSpan } from "./record-spans.js";

/**
 * Between a record and its price: a mark or a word that gives a price (`R-101 a 90 €`, `4410: 30`,
 * `o 7701 por 20`, `a 5501 de 12`, `a 881 custa 45`), a currency sign at most. Linear: anchored, fixed words.
 */
const PRICE_AFTER_RECORD = /^\s*(?:[:=(—–-]\s*)?(?:(?:a|de|por|com|em|custa|custou|e\s+de|fica\s+em|ficou\s+em)\s+)?(?:(?:€|r\$|us\$)\s*)?$/u;

/**
 * The pick by price after the list, the article and at most one noun before the word of degree
 * (`a mais cara`, `o mais barato`, `a reserva mais cara`, `o maior`, `a de menor valor`), not before a
 * number (`o maior de 30` names a sum). Folded text. Linear: fixed words and one bounded word.
 */
export const PICKED_BY_PRICE = /(?:^|[^\p{L}\d])(?:o|a|no|na|do|da|pro|pra|pelo|pela)\s+(?:\p{L}{2,16}\s+)?(?:mais\s+(car|barat)[oa]|(maior|menor)|de\s+(maior|menor)\s+valor)(?![\p{L}\d])(?!\s*(?:de\s+)?\d)/gu;

/** Whether the pick is the dearest (`caro`, `maior`) or the cheapest (`barato`, `menor`). */
export function pickedDearest(m: RegExpExecArray): boolean {
  const word = m[1] ?? m[2] ?? m[3]!;
  return word === "car" || word === "maior";
}

/**
 * Between a price and the record it is said of after it: the preposition that gives the price to the
 * record (`por 1200 na MR-5`, `700 no pedido 4410`, `35 pra encomenda 5521`), a record's noun at most.
 * Linear: anchored, fixed words.
 */
const PRICE_BEFORE_RECORD = /^\s*(?:,\s*)?(?:no|na|pro|pra|ao|em|para\s+[oa])\s+(?:(?:pedido|encomenda|reserva|fatura|factura)\s+)?(?:n\.?º\s*|#\s*)?$/u;

/** Whether a span is a sum a record may be priced at: an amount or a number, no record itself. */
function isPrice(v: Span): boolean {
  return !isRecordSpan(v) && (v.kind === "amount" || v.kind === "number") && typeof v.value === "number";
}

/**
 * Each record with the price said right after it; only where the next value after the record is a sum.
 * Where no two records are priced so, each record with the price said right before it (`o do veleiro
 * por 1200 na MR-5 e o da lancha por 700 na MR-6`), the two never mixed in one list.
 */
function pricedRecords(folded: string, values: readonly Span[]): Array<{ record: Span; price: Span }> {
  const after: Array<{ record: Span; price: Span }> = [];
  const before: Array<{ record: Span; price: Span }> = [];
  for (let i = 0; i + 1 < values.length; i++) {
    const [first, second] = [values[i]!, values[i + 1]!];
    if (second.start - first.end > 24) continue;
    const gap = folded.slice(first.end, second.start);
    if (isRecordSpan(first) && isPrice(second) && PRICE_AFTER_RECORD.test(gap)) {
      after.push({ record: first, price: second });
      continue;
    }
    // A number as long as a record's is a price where a word that gives one stands before it (`por 1200`).
    const price = isPrice(first) || (first.kind === "number" && PRICE_WORD_BEFORE.test(folded.slice(Math.max(0, first.start - 16), first.start)));
    if (price && isRecordSpan(second) && PRICE_BEFORE_RECORD.test(gap)) before.push({ record: second, price: first });
  }
  return after.length >= 2 || before.length < 2 ? after : before;
}

/** A sum alone in brackets: `(1.800)`, `(R$ 2.600)`. Anchored on the short text either side. */
const OPENS_BRACKET = /\(\s*(?:(?:€|r\$|us\$)\s*)?$/u;
const CLOSES_BRACKET = /^\s*(?:(?:€|euros?|reais)\s*)?\)/u;

/**
 * Things listed by what they are, each with its price alone in brackets and no record of its own
 * (`o do caminhão pequeno (1.800) e o do caminhão grande (2.600)`): each price stands for its
 * thing, paired with itself. Only the sums before `end`; at least two.
 */
function pricesInBrackets(folded: string, values: readonly Span[], end: number): Array<{ record: Span; price: Span }> {
  const out: Array<{ record: Span; price: Span }> = [];
  for (const v of values) {
    if (v.end > end) break;
    if (isRecordSpan(v) || (v.kind !== "amount" && v.kind !== "number") || typeof v.value !== "number") continue;
    if (OPENS_BRACKET.test(folded.slice(Math.max(0, v.start - 8), v.start)) && CLOSES_BRACKET.test(folded.slice(v.end, v.end + 12))) out.push({ record: v, price: v });
  }
  return out;
}

/**
 * Before a word that gives a price, at the end of the words before a sum: `o Básico sai 1.200`, `barra
 * por 180`, `a de guitarra custa 35`, `fica em 90`. Folded text, anchored: linear.
 */
const PRICE_WORD_BEFORE = /(?:^|[^\p{L}])(?:por|sai|saiu|custa|custou|fica|ficou|vale|(?:fica|ficou|sai|saiu)\s+(?:em|por|a))\s+(?:(?:€|r\$|us\$)\s*)?$/u;

/** A word that gives a price, right after a number: the number is then what the price is of (`as 5 por 140`, `2 a 35`). */
const PRICE_WORD_AFTER = /^\s+(?:por|a|custa|custam|sai|saem|fica|ficam)\s/u;

/**
 * Things listed with their prices and no record priced (`dois pacotes: o Básico sai 1.200 e o
 * Completo 1.850`, `barra por 180 e cintura por 260`), then picked by price: each sum before `end`
 * stands for its thing, paired with itself, where one of them at least is said as money or after a
 * word that gives a price (the others may leave it out: `e o Completo 1.850`). A number that counts
 * (`3 aulas`), and one as long as a record's with no such word (`o 4410`), is no price; nor is a record
 * named beside the list (the customer, `cliente NOI-5`).
 */
function pricesSaid(folded: string, values: readonly Span[], end: number): Array<{ record: Span; price: Span }> {
  const out: Array<{ record: Span; price: Span }> = [];
  let priced = false;
  for (const v of values) {
    if (v.end > end) break;
    if (!isSumInDigits(v) || countsThings(folded, v)) continue;
    const said = v.kind === "amount" || PRICE_WORD_BEFORE.test(folded.slice(Math.max(0, v.start - 16), v.start));
    priced ||= said;
    // `as 5 por 140`: a number a price is said of is what is priced, not a price.
    if (said || (!isRecordSpan(v) && !PRICE_WORD_AFTER.test(folded.slice(v.end, v.end + 12)))) out.push({ record: v, price: v });
  }
  if (!priced || out.length < 2) return [];
  // Records said between the prices are what is priced, each after its sum (pricedRecords reads
  // `por 1200 na MR-5`), and a pick of a sum alone would leave the record of the other.
  const first = out[0]!.price.start;
  const last = out[out.length - 1]!.price.start;
  return values.some((v) => v.kind === "id" && v.start > first && v.start < last) ? [] : out;
}

/** Whether any sum is said after `from`: the request's own, so no sum listed before is picked for it. */
function sumAfter(values: readonly Span[], from: number): boolean {
  return values.some((v) => v.start >= from && (v.kind === "amount" || v.kind === "number") && !isRecordSpan(v));
}

/** The records (and their prices) a pick by price does not choose; none unless two records or more have prices, one pick follows them and one record alone is its extreme. */
export function recordsNotPickedByPrice(folded: string, values: readonly Span[]): Span[] {
  // Each such turn holds `mais car`, `mais barat`, `maior` or `menor`.
  if (!/mais\s+(?:car|barat)|maior|menor/u.test(folded)) return [];
  let pairs = pricedRecords(folded, values);
  // With no records priced, things listed with their prices in brackets, or else each after a word
  // that gives a price, are picked among the same way.
  if (pairs.length < 2) {
    // `search` reads from the start whatever the global pattern's lastIndex.
    const pickAt = folded.search(PICKED_BY_PRICE);
    const inBrackets = pickAt < 0 || sumAfter(values, pickAt) || !folded.includes("(") ? [] : pricesInBrackets(folded, values, pickAt);
    pairs = inBrackets.length >= 2 || pickAt < 0 || sumAfter(values, pickAt) ? inBrackets : pricesSaid(folded, values, pickAt);
  }
  if (pairs.length < 2) return [];
  const after = folded.slice(pairs[pairs.length - 1]!.price.end);
  const kinds = new Set<boolean>();
  PICKED_BY_PRICE.lastIndex = 0;
  for (let m = PICKED_BY_PRICE.exec(after); m !== null; m = PICKED_BY_PRICE.exec(after)) kinds.add(pickedDearest(m));
  if (kinds.size !== 1) return [];
  const dearest = [...kinds][0]!;
  const extremes = priceExtremes(pairs.map((p) => p.price.value as number));
  const chosen = dearest ? extremes.dearest : extremes.cheapest;
  if (chosen === undefined) return [];
  return [...new Set(pairs.filter((_, i) => i !== chosen).flatMap((p) => [p.record, p.price]))];
}
