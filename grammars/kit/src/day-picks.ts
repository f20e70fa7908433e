// The words a turn picks an earlier listed record by when it picks by its day (`a que sai primeiro`,
// `the one arriving later`, `the pair ready sooner`), the same in every grammar: a grammar tells the
// earliest and the latest of a list of records each told one day by them (TurnValue `toldAs`) and a
// later turn's pick by day says one of them (TurnReading `picks`), as a pick by price does
// (price-picks.ts). The pick is of a record: the confirm_read check reads it as any word told of a
// record (plugins/src/confirm_read/picked-earlier.ts).
import type { TurnValue } from "./port.js";
import { priceExtremes } from "./price-picks.js";

/** The stems of a pick by day: the record of the earliest day of a list, of the latest. */
export const DAY_PICKS = { earliest: "$earliestDay", latest: "$latestDay" } as const;

/** A day as the grammars give it, with no time: `2026-03-05`. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

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

/**
 * The same marks for a reading whose dates say which record they are of (TurnValue `of`): only where
 * every listed record (a value told words of, an id) is told exactly one day, two records or more,
 * and the days all differ — a list where one record has no day, or two share one, tells no order.
 */
export function markRecordDayExtremes(values: readonly TurnValue[]): void {
  const records = values.filter((v) => v.kind === "id" && v.toldAs !== undefined);
  if (records.length < 2) return;
  const list: { value: TurnValue; day: number }[] = [];
  for (const record of records) {
    const own = values.filter((v) => v.kind === "date" && v.superseded !== true && v.of === String(record.value));
    if (own.length !== 1 || typeof own[0]!.value !== "string" || !DAY.test(own[0]!.value)) return;
    list.push({ value: record, day: Date.parse(own[0]!.value) });
  }
  if (new Set(list.map((p) => p.day)).size !== list.length) return;
  markDayExtremes(list);
}
