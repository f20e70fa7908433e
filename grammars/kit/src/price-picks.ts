// The words a turn picks an earlier listed record or sum by when it picks by price (`the dearer one`,
// `a mais barata`), the same in every grammar: a grammar tells the dearest and the cheapest of a
// priced list by them (TurnValue `toldAs`) and a later turn's pick by price says one of them
// (TurnReading `picks`). A pick by price picks by the sum, so the confirm_read check also asks of the
// call's sums (plugins/src/confirm_read/picked-earlier.ts); a pick by any other word picks a record.

/** The stems of a pick by price: the dearest of a list, the cheapest. */
export const PRICE_PICKS = { dearest: "$dearest", cheapest: "$cheapest" } as const;

/** Whether a turn's pick word is a pick by price. */
export function picksByPrice(word: string): boolean {
  return word === PRICE_PICKS.dearest || word === PRICE_PICKS.cheapest;
}
