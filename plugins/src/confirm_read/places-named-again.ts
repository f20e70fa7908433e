// A place an earlier turn priced by its number (`150 o quarto 12, 180 o 14 e 95 o 21`, `o quarto 3 fica
// a 120, o 5 a 90`), named again by that number in the latest turn (`fature o 14`, `afinal ele quer o
// 12`, `o 5 — não, espera, o 3`): the number names the place, no sum or record of the call, and the
// call's sum is read against the price told of the place named, not against the list's first sum. The
// grammar pairs each price with its place's number (TurnValue `of`) in a turn that tells only. The
// place named is a pick of its price (picked-earlier.ts `Pick`): the reads of a sum picked by price or
// by a word hold the call's sum against it and ask about the list's others, one way for every pick.
import type { TurnReading, TurnValue } from "@toolgate/grammar-kit";
import { PLACE_NAMED, type Pick } from "./picked-earlier.js";
import { isSum } from "./sums.js";

/** A bare number short enough to name a place (`o 3`, `o quarto 14`), said without a currency. */
const PLACE_NUMBER = /^\d{1,3}$/;

/** The place the latest turn names again, and the numbers of it and of any place it took back. */
export interface PlaceNamedAgain {
  /**
   * The price told of the place named, picked as a pick by word picks a sum (picked-earlier.ts): the
   * call's sum is read against it, and the list's other prices are asked about, by the same reads.
   */
  readonly pick: Pick;
  /** The latest turn's values that name a priced place, the one kept and any taken back: names, not values of the call. */
  readonly names: ReadonlySet<TurnValue>;
}

/**
 * The place of the newest earlier turn that prices two places or more by their numbers, named again
 * by exactly one number the latest turn keeps; undefined otherwise.
 */
export function placeNamedAgain(latest: TurnReading, earlier: readonly TurnReading[]): PlaceNamedAgain | undefined {
  const bare = latest.values.filter((v) => v.kind === "number" && v.of === undefined && v.currency === undefined && PLACE_NUMBER.test(v.text.trim()));
  if (bare.length === 0) return undefined;
  for (const turn of earlier) {
    // A price the pick itself set apart in the earlier reading (picked-across-turns) is still the price of its place.
    const priced = turn.values.filter((v) => isSum(v) && v.of !== undefined && PLACE_NUMBER.test(v.of));
    if (new Set(priced.map((v) => v.of)).size < 2) continue;
    const names = new Set(bare.filter((v) => priced.some((p) => p.of === String(v.value))));
    const kept = new Set([...names].filter((v) => v.superseded !== true).map((v) => String(v.value)));
    if (kept.size !== 1) return undefined;
    const [place] = kept;
    const price = priced.find((p) => p.of === place)!;
    return { pick: { word: PLACE_NAMED, picked: price, others: priced.filter((p) => p.of !== place), row: [] }, names };
  }
  return undefined;
}

/** The latest turn's values without the numbers that name a priced place. */
export function withoutPlaceNames(values: readonly TurnValue[], named: PlaceNamedAgain | undefined): TurnValue[] {
  return named === undefined ? [...values] : values.filter((v) => !named.names.has(v));
}
