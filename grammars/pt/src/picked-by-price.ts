// Records listed each with its price in one turn, then one picked in a later turn by being the dearest
// or the cheapest: `três entregas: … pedido FL-301, R$ 180; … FL-302, R$ 95; … FL-303, R$ 240`, then
// `o mais caro a gente cancela`; `três reservas: AL-601, 240 euros; AL-602, 180 euros; AL-603, 95
// euros`, then `envie a confirmação da mais barata`. The later turn names no record; the prices said
// before say which one it is. As in the English grammar (picked-by-price.ts there), the listing turn
// tells the dearest and the cheapest of its list by the kit's PRICE_PICKS (TurnValue `toldAs`) and the
// picking turn says which it picks by (TurnReading `picks`); confirm_read matches them. A list picked
// from in its own turn is records-picked-by-price.ts's. The text is read by fixed-word patterns
// (linear); the values once for each listed record, and a list is a few.
import { isSumInDigits, LISTED_SUM, markPriceExtremes, PRICE_PICKS, type TurnValue } from "@toolgate/grammar-kit";
import { PICKED_BY_PRICE, pickedDearest } from "./records-picked-by-price.js";

/** The pick by price, read once from the turn's start (the shared pattern is global). */
const PICK = new RegExp(PICKED_BY_PRICE.source, "u");

/**
 * Words that turn a pick around or leave it open: a negation (`não cancele a mais cara`), the one
 * left (`a outra`), or the picked one said to stay (`a mais barata fica`, `mantém o mais caro`). A pick
 * with any of them a few words either side picks nothing by price here: which one is asked for would
 * be the opposite. A `não` further off is another clause's (`o mais caro cancelamos, ela já não
 * quer`). Folded text. Linear: fixed words.
 */
// `fica com` / `fique com` before the pick takes it (`fique com o mais barato`): no word that keeps it as it is.
const PICK_TURNED = /(?:^|[^\p{L}])(?:nao|nunca|nem|outr[oa]|(?:fica|ficam|fique)(?!\s+com(?![\p{L}]))|mante[mn]\p{L}{0,3}|manter|guard\p{L}{1,3})(?![\p{L}])/u;

/** How many characters either side of a pick are read for the words that turn it. */
const NEAR = 20;

/** The stem a turn picks an earlier listed record by, by price; undefined where it picks none, or picks both ways. */
export function pickedByPrice(folded: string): string | undefined {
  const m = PICK.exec(folded);
  if (m === null || PICK_TURNED.test(folded.slice(Math.max(0, m.index - NEAR), m.index + m[0].length + NEAR))) return undefined;
  const dearest = pickedDearest(m);
  // `o mais caro ou o mais barato`: a pick each way is no pick.
  const rest = PICK.exec(folded.slice(m.index + m[0].length));
  if (rest !== null && pickedDearest(rest) !== dearest) return undefined;
  return dearest ? PRICE_PICKS.dearest : PRICE_PICKS.cheapest;
}

/** Whether a value is a sum written in digits: not a count said in words. */
function isSum(v: TurnValue): boolean {
  return isSumInDigits(v) && v.count !== true && v.superseded !== true;
}

/**
 * The records the turn gives one price each (the sums the reading says are theirs, `of`), or, where
 * it gives none, its sums told each by their words (`o do Rafa R$ 720, o da Bruna R$ 440`).
 */
function pricedList(values: readonly TurnValue[]): Array<{ value: TurnValue; price: number }> {
  const records = values.filter((v) => v.kind === "id" && v.superseded !== true);
  const pairs: Array<{ value: TurnValue; price: number }> = [];
  for (const record of records) {
    const sums = values.filter((v) => v.of === String(record.value) && isSum(v));
    if (sums.length === 1) pairs.push({ value: record, price: sums[0]!.value as number });
  }
  if (pairs.length >= 2 && pairs.length === records.length) return pairs;
  // A list whose sums the reading paired with no record (`1) Lari, R$ 900, pedido TT-51; 2) Gui, R$ 350,
  // TT-52`): where the turn says as many amounts as records, each in its place, the amount at a record's
  // place is its price, as a row's contact is its record's. Amounts only: the numbers that count the
  // list's items (`1)`, `2)`) stand among them.
  const amounts = values.filter((v) => v.kind === "amount" && v.background !== true && isSum(v));
  if (records.length >= 2 && pairs.length === 0 && amounts.length === records.length && new Set(records.map((r) => String(r.value))).size === records.length) {
    return records.map((record, i) => ({ value: record, price: amounts[i]!.value as number }));
  }
  return values.filter((v) => v.toldAs?.includes(LISTED_SUM) === true && isSum(v)).map((v) => ({ value: v, price: v.value as number }));
}

/** Marks the dearest and the cheapest of a turn's priced list for a later pick by price (the kit's markPriceExtremes). */
export function markPricedList(values: readonly TurnValue[]): void {
  markPriceExtremes(pricedList(values));
}

/**
 * Marks the dearest and the cheapest of a list of places priced by their numbers (`150 o quarto 12,
 * 180 o 14 e 95 o 21`): the sums are what a later pick by price picks (`fique com o mais barato`), as
 * a list of sums told by their words is, since the place's number names no record. `placed`: the sums
 * the turn said of a place. Every sum of the turn stands in the list, one whose place the reading did
 * not pair too (`e o 7, o da varanda, a 140`): where two sums or more are said of places, the turn
 * prices places. Nothing where the turn already marked a priced list of records or of told sums.
 */
export function markPricedPlaces(values: readonly TurnValue[], placed: readonly TurnValue[]): void {
  if (placed.length < 2 || values.some((v) => v.toldAs?.some((w) => w === PRICE_PICKS.dearest || w === PRICE_PICKS.cheapest) === true)) return;
  const sums = values.filter((v) => isSum(v) && v.background !== true && typeof v.value === "number");
  if (!placed.every((v) => sums.includes(v))) return;
  markPriceExtremes(sums.map((v) => ({ value: v, price: v.value as number })));
}
