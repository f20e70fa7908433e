// The price of one of several things, held where the turn asks for them all: `four tickets for the
// gig at 28 each`, then `refund two of the four tickets` with 28; `three nights were 45 a night, 135
// in all. refund the three nights` with 45; `a pair of private sessions at 40 each`, then `invoice her
// for the pair of private sessions` with 40. The grammar marks the price of one (TurnValue `eachOf`);
// the turn that names the things by a count over one, or picks them by a word told of the price,
// asks for more than one of them, so a call that holds the price of one is asked about. What the
// several cost is no value read here: a product nobody said is grounding's (docs/checks.md).
import { countedPrices, type TurnReading, type TurnValue } from "@toolgate/grammar-kit";
import type { EarlierRead } from "./earlier-turns.js";
import { leaves, shown, type Slot } from "./slots.js";
import { isSum } from "./sums.js";

/** Whether a value is a sum read as a number: the price a call's number argument is held against. */
function numericSum(v: TurnValue): boolean {
  return isSum(v) && typeof v.value === "number";
}

/** The prices of one of several things a turn told (an earlier turn, or the latest turn's story): counted (`eachOf`) or said of one unit (`unit`). */
function pricesOfOne(latest: TurnReading, earlier: readonly TurnReading[]): TurnValue[] {
  return [...earlier.flatMap((turn) => turn.values), ...latest.values.filter((v) => v.background === true)].filter((v) => ((v.eachOf ?? 0) > 1 || v.unit === true) && numericSum(v));
}

/**
 * Whether a call's number is what the latest turn asks for at a price of one told before (kit
 * `countedPrices`: `R$ 210 a diária`, then `fatura 3 diárias` with 630; `a pair of private sessions at
 * 40 each`, then `invoice her for the pair` with 80): the call worked out what was asked, and no
 * earlier sum, said of one unit or of another thing, is asked about in its place.
 */
export function heldAsCountedUnits(latest: TurnReading, earlier: readonly TurnReading[], slots: ReadonlyMap<string, Slot>, read: { argument: string; call?: unknown }): boolean {
  if (slots.get(read.argument) !== "number" || typeof read.call !== "number") return false;
  const call = read.call;
  return countedPrices(latest, earlier).some((sum) => Math.round(sum * 100) === Math.round(call * 100));
}

/**
 * Whether the latest turn asks for more than one of the things `price` is the price of one of: it
 * names things by a count over one and by none of one (`two of the four tickets`, not `one of the
 * three nights`), or picks by a word told of the price (`the pair of private sessions`).
 */
function asksForSeveral(latest: TurnReading, price: TurnValue): boolean {
  const counts = latest.values.filter((v) => v.count === true && typeof v.value === "number");
  if (counts.some((v) => v.value === 1)) return false;
  return counts.length > 0 || (latest.picks !== undefined && (price.toldAs ?? []).includes(latest.picks));
}

/**
 * The call's number arguments that hold the price of one of several things a turn told (an earlier
 * turn, or the latest turn's story), where the latest turn asks for more than one of them and says
 * no such sum in its request.
 */
export function unitPricesHeld(latest: TurnReading, earlier: readonly TurnReading[], slots: ReadonlyMap<string, Slot>, args: Readonly<Record<string, unknown>>): EarlierRead[] {
  // A price each of several records the same turn lists carries (`sinal de 30 cada: RV-11, RV-12, RV-13`)
  // is what a call on one of those records holds: one call a record, each with the price of one.
  const held = new Set(leaves(args, "").map((l) => String(l.value)));
  const perRecord = (turn: TurnReading) => {
    const records = turn.values.filter((v) => v.kind === "id");
    return new Set(records.map((v) => String(v.value))).size >= 2 && records.some((v) => held.has(String(v.value)));
  };
  const prices = [...earlier.filter((turn) => !perRecord(turn)).flatMap((turn) => pricesOfOne(latest, [turn])), ...(perRecord(latest) ? [] : pricesOfOne(latest, []))];
  if (prices.length === 0) return [];
  const asked = new Set(latest.values.filter((v) => v.background !== true && v.count !== true && v.superseded !== true && numericSum(v)).map((v) => v.value));
  const out: EarlierRead[] = [];
  for (const [name, slot] of slots) {
    if (slot !== "number" || !(name in args)) continue;
    for (const { value } of leaves(args[name], "")) {
      if (typeof value !== "number" || asked.has(value)) continue;
      const price = prices.find((p) => p.value === value && asksForSeveral(latest, p));
      if (price !== undefined) out.push({ argument: name, said: price.eachOf === undefined ? `${shown(price)} each` : `${shown(price)} each of ${price.eachOf}`, call: value });
    }
  }
  return out;
}
