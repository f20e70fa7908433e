// The words a turn picks an earlier listed record or sum by when it picks by price (`the dearer one`,
// `a mais barata`), the same in every grammar: a grammar tells the dearest and the cheapest of a
// priced list by them (TurnValue `toldAs`) and a later turn's pick by price says one of them
// (TurnReading `picks`). A pick by price picks by the sum, so the confirm_read check also asks of the
// call's sums (plugins/src/confirm_read/picked-earlier.ts); a pick by any other word picks a record.
import type { TurnValue } from "./port.js";

/** The stems of a pick by price: the dearest of a list, the cheapest. */
export const PRICE_PICKS = { dearest: "$dearest", cheapest: "$cheapest" } as const;

/**
 * Told of each sum a list tells words of where the list is of sums, not records (`the garden room is
 * 1,800 and the loft is 2,400`, told-of-each.ts): a pick of it by word picks a sum, as a pick by price
 * does, where a bare number of another list may be a record (`o 6610 é a da pomada`).
 */
export const LISTED_SUM = "$sum";

/**
 * The pick of the one left (`no sorry, the other one`): not a word told of a listed value but the
 * other of a two-value list, the one a turn before picked being taken back (picked-earlier.ts).
 */
export const OTHER_PICK = "$other";

/** Whether a turn's pick word is a pick by price. */
export function picksByPrice(word: string): boolean {
  return word === PRICE_PICKS.dearest || word === PRICE_PICKS.cheapest;
}

/**
 * Where the dearest and the cheapest of a list of prices stand: each the index of the one price at
 * that extreme, undefined where two prices or more share it (no one value is then picked by it).
 */
export function priceExtremes(prices: readonly number[]): { dearest: number | undefined; cheapest: number | undefined } {
  return { dearest: loneIndexOf(prices, Math.max(...prices)), cheapest: loneIndexOf(prices, Math.min(...prices)) };
}

/** The index of the one price equal to `extreme`, undefined where it stands more than once. */
function loneIndexOf(prices: readonly number[], extreme: number): number | undefined {
  const at = prices.indexOf(extreme);
  return at >= 0 && prices.indexOf(extreme, at + 1) < 0 ? at : undefined;
}

/**
 * Marks the dearest and the cheapest of a turn's priced list (each value with its price) with the
 * stems a later pick by price matches; nothing where a value is listed twice or two prices share an
 * extreme. Each grammar finds its list its own way; the marking is the same in all of them.
 */
export function markPriceExtremes(list: ReadonlyArray<{ readonly value: TurnValue; readonly price: number }>): void {
  if (list.length < 2 || new Set(list.map((p) => String(p.value.value))).size !== list.length) return;
  const { dearest, cheapest } = priceExtremes(list.map((p) => p.price));
  if (dearest === undefined || cheapest === undefined) return;
  list.forEach(({ value }, i) => {
    const told = [...(value.toldAs ?? [])];
    if (i === dearest) told.push(PRICE_PICKS.dearest);
    if (i === cheapest) told.push(PRICE_PICKS.cheapest);
    value.toldAs = told;
  });
}
