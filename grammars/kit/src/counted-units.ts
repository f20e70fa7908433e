// The sums a turn asks for by a count of things priced one by one before (`R$ 210 a diária`, then
// `fatura 3 diárias`; `4 tickets at 28 each`, then `refund two of them`): what the count costs at a
// price of one is worked out of two values the person said, in two turns, so it is theirs as a sum
// said is. One reading for every language, and for both the checks that read it: grounding takes
// the sums as said (core's conversation), confirm_read takes a call that holds one as holding what
// was asked (plugins/src/confirm_read/unit-prices.ts).
import type { TurnReading, TurnValue } from "./port.js";

/** Whether a value is a sum read as a number: an amount or a number, not a count. */
function numericSum(v: TurnValue): boolean {
  return (v.kind === "amount" || v.kind === "number") && v.count !== true && typeof v.value === "number";
}

/**
 * The prices of one of several things the turns told (the earlier turns, and the latest turn's
 * story): counted (`eachOf`, `4 tickets at 28 each`) or said of one unit (`unit`, `R$ 210 a diária`).
 */
export function unitPricesTold(latest: TurnReading, earlier: readonly TurnReading[]): TurnValue[] {
  return [...earlier.flatMap((turn) => turn.values), ...latest.values.filter((v) => v.background === true)].filter((v) => ((v.eachOf ?? 0) > 1 || v.unit === true) && numericSum(v));
}

/** The counts the latest turn's request gives, or undefined where it says a sum of its own: a sum said is what is asked. */
function countsAsked(latest: TurnReading): ReadonlySet<number> | undefined {
  const request = latest.values.filter((v) => v.background !== true && v.superseded !== true);
  if (request.some(numericSum)) return undefined;
  return new Set(request.filter((v) => v.count === true && typeof v.value === "number").map((v) => v.value as number));
}

/**
 * The one count of things the latest turn's request gives (`fatura 3 diárias`, `estorna as duas`),
 * where it gives no sum of its own: a sum said is what is asked, and two counts leave which one
 * the sum is of open. Undefined otherwise.
 */
export function countOfUnitsAsked(latest: TurnReading): number | undefined {
  const counts = countsAsked(latest);
  return counts?.size === 1 ? [...counts][0] : undefined;
}

/**
 * What the latest turn asks for at each price of one told before, in cents rounded back to the
 * currency's unit (`3 × 18,50` is 55,50 however the floats round): its one count times the price
 * (`two of the four tickets`), or, where it names no count but picks the things by a word told of the
 * price (`a pair of private sessions at 40 each`, then `invoice her for the pair of private
 * sessions`), the count the price was told of times the price. None where the turn says a sum of its
 * own, or gives two counts.
 */
export function countedUnitSums(latest: TurnReading, earlier: readonly TurnReading[]): number[] {
  const counts = countsAsked(latest);
  if (counts === undefined || counts.size > 1) return [];
  const [count] = counts;
  const out: number[] = [];
  for (const price of unitPricesTold(latest, earlier)) {
    const picked = latest.picks !== undefined && (price.toldAs ?? []).includes(latest.picks);
    const times = count ?? (picked ? price.eachOf : undefined);
    if (times !== undefined) out.push(Math.round(times * (price.value as number) * 100) / 100);
  }
  return out;
}
