// A sum said as the price of one unit (`3 caixas de 150 reais cada`, `a 20 euros a unidade`) is not
// the sum asked for where the turn gives another sum of its own (`cria a fatura das outras duas, 300
// reais`): the call carries the total, and a call that carries the unit's price is asked about. With
// no other sum (`estorna 10 cada nos pedidos 4410 e 4411`) the unit's price is what each call carries.
import type { Span } from "@toolgate/grammar-kit";
import { isRecordSpan } from "./record-spans.js";

/** How far after a sum the words that make it a unit's price are looked for. */
const AFTER_REACH = 24;
/** After a sum: its currency at most, then `cada` or `a/por unidade`, the word ending there. Linear: anchored at the start, fixed words apart by blanks. */
const PER_UNIT = /^\s*(?:(?:reais|real|euros?|€|dolares|conto|contos|paus)\s+)?(?:cada(?:\s+(?:um|uma))?|a\s+unidade|por\s+unidade|por\s+cabeca|por\s+pessoa)(?![\p{L}\d])/u;

/** The sums the turn, folded, says as a unit's price, where it gives another sum that is not one. */
export function unitPrices(folded: string, values: readonly Span[]): Span[] {
  const isSum = (v: Span) => (v.kind === "amount" || v.kind === "number") && typeof v.value === "number" && !isRecordSpan(v);
  const units = values.filter((v) => isSum(v) && PER_UNIT.test(folded.slice(v.end, v.end + AFTER_REACH)));
  if (units.length === 0) return [];
  const unitSet = new Set(units);
  const unitValues = new Set(units.map((u) => u.value));
  const firstUnitEnd = units.reduce((least, u) => Math.min(least, u.end), Infinity);
  // A count of things (`3 caixas`) is no sum of the request's: another sum must be written with its currency or after a unit's price.
  const another = values.some((v) => isSum(v) && !unitSet.has(v) && (v.kind === "amount" || firstUnitEnd <= v.start) && !unitValues.has(v.value));
  return another ? units : [];
}
