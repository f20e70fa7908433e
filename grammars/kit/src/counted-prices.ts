// The sums a turn asks for by counting things a turn before priced one of: `four tickets for the gig
// at 28 each`, then `refund two of the four tickets` asks for 56; `a pair of private sessions at 40
// each`, then `invoice her for the pair of private sessions` asks for 80. The grammars mark the
// price of one (TurnValue `eachOf`, `unit`) and the count a turn names (`count`); what the things
// cost together is worked out here, once, for grounding and the confirm read alike.
import type { TurnReading, TurnValue } from "./port.js";

/** Whether a value is the price of one of several things: a sum read as a number, said `each` of a count over one or of one unit. */
function priceOfOne(v: TurnValue): v is TurnValue & { value: number } {
  return (v.kind === "amount" || v.kind === "number") && typeof v.value === "number" && ((v.eachOf ?? 0) > 1 || v.unit === true);
}

/**
 * The sums the latest turn asks for at a price of one told before (an earlier turn, or the latest
 * turn's story): its one count times each such price (`two of the four tickets`), or, where it names
 * no count but picks the things by a word told of the price (`the pair of private sessions`), the
 * count the price was told of times the price. None where the request says a sum of its own: the
 * person said what it costs. Rounded to the cent: `3 × 18,50` is 55,50 however the floats round.
 */
export function countedPrices(latest: TurnReading, earlier: readonly TurnReading[]): number[] {
  const request = latest.values.filter((v) => v.background !== true && v.superseded !== true);
  if (request.some((v) => v.count !== true && (v.kind === "amount" || v.kind === "number") && typeof v.value === "number")) return [];
  const counts = new Set(request.filter((v) => v.count === true && typeof v.value === "number").map((v) => v.value as number));
  if (counts.size > 1) return [];
  const [count] = counts;
  const out: number[] = [];
  for (const price of [...earlier.flatMap((turn) => turn.values), ...latest.values.filter((v) => v.background === true)]) {
    if (!priceOfOne(price)) continue;
    const picked = latest.picks !== undefined && (price.toldAs ?? []).includes(latest.picks);
    const times = count ?? (picked ? price.eachOf : undefined);
    if (times !== undefined) out.push(Math.round(times * price.value * 100) / 100);
  }
  return out;
}
