// A sum said as the price of one unit (`3 caixas de 150 reais cada`, `a 20 euros a unidade`, `2
// noites a 60`) is not the sum asked for where the turn gives another sum of its own (`cria a
// fatura das outras duas, 300 reais`, `120 no total`): the call carries the total, and a call that
// carries the unit's price is asked about. With no other sum (`estorna 10 cada nos pedidos 4410 e
// 4411`) the unit's price is what each call carries.
import type { Span } from "@toolgate/grammar-kit";
import { isRecordSpan } from "./record-spans.js";

/** How far after a sum the words that make it a unit's price are looked for. */
const AFTER_REACH = 24;
/**
 * After a sum: its currency at most, then `cada`, or `a`/`por` and the one unit it is the price of
 * (`a unidade`, `por pessoa`, `a diária`, `por noite`, `a hora`, `por aula`), the word ending there.
 * Linear: anchored at the start, fixed words apart by blanks.
 */
const PER_UNIT = /^\s*(?:(?:reais|real|euros?|€|dolares|conto|contos|paus)\s+)?(?:cada(?:\s+(?:um|uma))?|(?:a|por)\s+(?:unidade|cabeca|pessoa|diaria|noite|hora|aula|sessao|dia|semana|mes|peca|lugar|bilhete|entrada))(?![\p{L}\d])/u;

/** How far before a sum the count and the things counted are looked for (`10 sessoes de fisioterapia a `). */
const BEFORE_REACH = 40;
/**
 * Before a sum: a count in digits, the things counted as a plural noun (with at most one `de`
 * noun after it: `latas de tinta`), then `a` and a currency sign at most, the slice's end. `N
 * coisas a P` prices each thing (`2 noites a 60`); `N coisas por P` is what all N cost (`10
 * sessões por 750`), so `por` is not read here. Anchored at the end of a bounded slice.
 */
const COUNTED_AT = /(?:^|[^\p{L}\d.,])(\d{1,3})\s+\p{L}{2,}s(?:\s+de\s+\p{L}{2,})?\s+a\s+(?:(?:r\$|€)\s*)?$/u;

/**
 * The end of COUNTED_AT alone: `a` between blanks, then a currency sign at most, at the slice's end.
 * Any blank counts, as in COUNTED_AT (a tab, a line break, a non-breaking space), so the quick test
 * never turns away a sum the full pattern would read.
 */
const AFTER_A = /\sa\s+(?:(?:r\$|€)\s*)?$/u;

/** The count a sum is said of as each one's price (`2 noites a 60`: 2), if the words before it say one. */
function countPriced(folded: string, v: Span): number | undefined {
  const before = folded.slice(Math.max(0, v.start - BEFORE_REACH), v.start);
  // Only a sum right after `a` (a currency sign at most between) is read further: most are not.
  if (!AFTER_A.test(before)) return undefined;
  const m = COUNTED_AT.exec(before);
  const count = m ? Number(m[1]) : NaN;
  return count >= 2 ? count : undefined;
}

/**
 * The prices said of a count of things (`2 noites a 60`) where a sum after them makes up at least
 * that many (`120 no total`, `215 tudo`, a bare `350` written like a record's number too): the total
 * the person names, of which the price is a part. With no such sum the price may be what the call
 * carries. One pass over the values, each looking ahead.
 */
function pricesOfCounts(folded: string, values: readonly Span[], isSum: (v: Span) => boolean): Span[] {
  const out: Span[] = [];
  for (const v of values) {
    if (!isSum(v)) continue;
    const count = countPriced(folded, v);
    if (count === undefined) continue;
    const least = count * (v.value as number);
    if (values.some((t) => t.start >= v.end && (t.kind === "amount" || t.kind === "number") && typeof t.value === "number" && t.value >= least)) out.push(v);
  }
  return out;
}

/** The sums the turn, folded, says as a unit's price, where it gives another sum that is not one. */
export function unitPrices(folded: string, values: readonly Span[]): Span[] {
  const isSum = (v: Span) => (v.kind === "amount" || v.kind === "number") && typeof v.value === "number" && !isRecordSpan(v);
  const counted = pricesOfCounts(folded, values, isSum);
  const units = values.filter((v) => isSum(v) && PER_UNIT.test(folded.slice(v.end, v.end + AFTER_REACH)));
  if (units.length === 0) return counted;
  const unitSet = new Set(units);
  const unitValues = new Set(units.map((u) => u.value));
  const firstUnitEnd = units.reduce((least, u) => Math.min(least, u.end), Infinity);
  // A count of things (`3 caixas`) is no sum of the request's: another sum must be written with its currency or after a unit's price.
  const another = values.some((v) => isSum(v) && !unitSet.has(v) && (v.kind === "amount" || firstUnitEnd <= v.start) && !unitValues.has(v.value));
  return another ? [...units, ...counted] : counted;
}

/**
 * The sums the turn, folded, says as the price of one unit (`R$ 35 cada`, `210 a diaria`, `85 por
 * aula`, `2 noites a 60`), whether or not it gives a total too: what a later count of the units
 * (`fatura 3 diarias`) is that many times of.
 */
export function pricesOfOne(folded: string, values: readonly Span[]): Span[] {
  return values.filter((v) => (v.kind === "amount" || v.kind === "number") && typeof v.value === "number" && !isRecordSpan(v) && (PER_UNIT.test(folded.slice(v.end, v.end + AFTER_REACH)) || countPriced(folded, v) !== undefined));
}
