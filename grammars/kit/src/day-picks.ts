// The words a turn picks an earlier listed record by when it picks by its day (`a que sai primeiro`,
// `the one that arrives last`), the same in every grammar: a grammar tells the earliest and the
// latest of a list of records each told one day by them (TurnValue `toldAs`) and a later turn's pick
// by day says one of them (TurnReading `picks`), as a pick by price does (price-picks.ts). The pick is
// of a record: the confirm_read check reads it as any word told of a record (picked-earlier.ts).
import type { TurnValue } from "./port.js";
import { priceExtremes } from "./price-picks.js";

/** The stems of a pick by day: the record of the earliest day of a list, of the latest. */
export const DAY_PICKS = { earliest: "$earliest", latest: "$latest" } as const;

/**
 * Marks the record of the earliest and of the latest day of a turn's list (each record with its one
 * day, as a time) with the stems a later pick by day matches; nothing where a record is listed twice
 * or two records share an extreme day. The extremes are found as a list's prices are: the one value
 * at the top and at the bottom, each standing once.
 */
export function markDayExtremes(list: ReadonlyArray<{ readonly value: TurnValue; readonly day: number }>): void {
  if (list.length < 2 || new Set(list.map((p) => String(p.value.value))).size !== list.length) return;
  const { dearest: latest, cheapest: earliest } = priceExtremes(list.map((p) => p.day));
  if (latest === undefined || earliest === undefined) return;
  list.forEach(({ value }, i) => {
    if (i !== latest && i !== earliest) return;
    value.toldAs = [...(value.toldAs ?? []), i === latest ? DAY_PICKS.latest : DAY_PICKS.earliest];
  });
}
