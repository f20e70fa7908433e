// Records (or bare sums) listed each with its price in one turn, then one picked in a later turn by
// being the dearer or the cheaper: `the green one, order DB-610 at £85, or the red one, DB-611 at
// £129.50`, then `she's sending back the dearer one`; `two quotes: 1.8k for the van only and 2.5k with
// packing`, then `they went for the dearer one`. The later turn names no record and no sum; the
// prices said before say which one it is. The listing turn tells the dearest and the cheapest of its
// list by the kit's PRICE_PICKS (TurnValue `toldAs`); the picking turn says which it picks by
// (TurnReading `picks`), and the confirm_read check matches them (picked-earlier.ts), as it does for
// the Portuguese grammar's words told of listed records.
// Values are walked once in order and the text searched with a cursor that only moves on: linear.
import { isPriceInDigits, LISTED_SUM, markPriceExtremes, PRICE_PICKS, type TurnReading, type TurnValue } from "@toolgate/grammar-kit";

/**
 * Between a record and its price: a mark or a word that gives a price (`DB-610 at £85`, `R-1: 40`,
 * `order 7701 for 20`, `A-2 (55)`, `B-3 costs 30`). Linear: anchored, fixed words.
 */
const PRICE_AFTER_RECORD = /^\s*(?:[:=(—–-]\s*)?(?:(?:at|for|of|is|was|costs?|cost|@)\s+)?$/u;

/**
 * The pick by price, right after `the` (`the dearer one`, `the cheapest quote`, `the more
 * expensive dress`, `the pricier`), not before a number (`the dearer 40` names a sum). Linear: fixed
 * words.
 */
const PICKED_BY_PRICE = /(?:^|[^\p{L}\d])the\s+(?:(dear|pric)i?(?:er|est)|(cheap)(?:er|est)|(more|most)\s+expensive|(less|least)\s+expensive)(?![\p{L}\d])(?!\s*(?:of\s+)?[£$€]?\d)/iu;

/**
 * Words that turn a pick around or leave it open: a negation (`not the dearer one`, `don't refund the
 * cheaper one`), the one left (`the other`), or the picked one said to stay (`she's keeping the
 * cheaper one`, `the dearer one stays`). A turn with any of them is not read as picking by price:
 * which one is asked for would be the opposite, and the check then reads nothing rather than the
 * wrong record. Linear: fixed words.
 */
const PICK_TURNED = /(?:(?:^|[^\p{L}])(?:not|never|the\s+other|keep(?:s|ing)?|kept|stays?|staying)|n['’]t)(?![\p{L}])/iu;

/**
 * A clause that only sets aside what was picked before, `not that one`, `no, not this`, ended by a
 * mark: it turns no pick said in another clause (`actually not that one, the pricier one` picks the
 * dearer). Linear: fixed words, one optional space run each.
 */
const SET_ASIDE = /(?:^|[,;.:!?—–-]|\bno|\bactually)\s*not\s+(?:that|this)(?:\s+one)?\s*[,;.:!?—–-]/giu;

/** The stem a turn picks an earlier listed value by, by price; undefined where it picks none. */
export function pickedByPrice(text: string): string | undefined {
  const m = PICKED_BY_PRICE.exec(text);
  if (m === null || PICK_TURNED.test(text.replace(SET_ASIDE, " "))) return undefined;
  return m[1] !== undefined || m[3] !== undefined ? PRICE_PICKS.dearest : PRICE_PICKS.cheapest;
}


/** Sums as a priced list: each is its own price. */
function pricedSums(sums: readonly TurnValue[]): Array<{ value: TurnValue; price: number }> {
  return sums.map((v) => ({ value: v, price: v.value as number }));
}

/**
 * The values a list tells prices of, each with its price: records each with a price said right after
 * them, or, where the turn names no record, its sums in digits. The same value twice, a record with no
 * price right after it, or two equal prices at the top or bottom leave the list unread.
 */
function pricedList(text: string, values: readonly TurnValue[]): Array<{ value: TurnValue; price: number }> {
  const live = values.filter((v) => v.superseded !== true);
  if (!live.some((v) => v.kind === "id")) return pricedSums(live.filter(isPriceInDigits));
  const pairs: Array<{ value: TurnValue; price: number }> = [];
  let cursor = 0;
  for (let i = 0; i < live.length; i++) {
    const v = live[i]!;
    const at = text.indexOf(v.text, cursor);
    if (at < 0) return [];
    cursor = at + v.text.length;
    if (v.kind !== "id") continue;
    const next = live[i + 1];
    if (next === undefined || !isPriceInDigits(next)) return [];
    const nextAt = text.indexOf(next.text, cursor);
    if (nextAt < 0 || nextAt - cursor > 24 || !PRICE_AFTER_RECORD.test(text.slice(cursor, nextAt))) return [];
    pairs.push({ value: v, price: next.value as number });
  }
  return pairs;
}

/**
 * The listed records (told of by a list: TurnValue `toldAs`) each with the one sum the turn said of
 * it (TurnValue `of`), where every listed record has exactly one: `BX-14 a full service for 95, and
 * BX-15 new brake pads and a chain for 60`, the price said a few words after its record.
 */
function pricedByRecord(values: readonly TurnValue[]): Array<{ value: TurnValue; price: number }> {
  const records = values.filter((v) => v.kind === "id" && v.toldAs !== undefined && v.superseded !== true);
  const pairs: Array<{ value: TurnValue; price: number }> = [];
  for (const record of records) {
    const sums = values.filter((v) => v.of === String(record.value) && isPriceInDigits(v));
    if (sums.length !== 1) return [];
    pairs.push({ value: record, price: sums[0]!.value as number });
  }
  return pairs;
}

/**
 * Marks the dearest and the cheapest of a turn's priced list with the stems a later pick by price
 * matches. A list of sums told each by its words (LISTED_SUM: `customer CL-19: the deep clean at 240
 * and the end-of-tenancy at 310`) is a priced list where its records give none.
 */
export function markPricedList(text: string, reading: TurnReading): void {
  const adjacent = pricedList(text, reading.values);
  const paired = adjacent.length > 0 ? adjacent : pricedByRecord(reading.values);
  const list = paired.length > 0 ? paired : pricedSums(reading.values.filter((v) => v.toldAs?.includes(LISTED_SUM) === true && isPriceInDigits(v)));
  markPriceExtremes(list);
}
