// The words a turn picks an earlier listed record by when it picks by the day told of it (`the one
// arriving later`, `the pair ready sooner`), the same in every grammar: a grammar tells the records of
// a list each given one day which is the latest and which the earliest (TurnValue `toldAs`), and a
// later turn's pick by day says one of them (TurnReading `picks`), matched as any told word is
// (plugins/src/confirm_read/picked-earlier.ts).
import type { TurnValue } from "./port.js";

/** The stems of a pick by day: the record told the latest day of a list, the earliest. */
export const DAY_PICKS = { latest: "$latestDay", earliest: "$earliestDay" } as const;

/** A day as the grammars give it, with no time: `2026-03-05`. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Marks the record of a turn's list told the latest day and the one told the earliest with the
 * stems a later pick by day matches. Only where every listed record (a value told words of, an id)
 * is told exactly one day (TurnValue `of`), two records or more, and the days differ: a list where
 * one record has no day, or two share one, tells no order.
 */
export function markDayExtremes(values: readonly TurnValue[]): void {
  const records = values.filter((v) => v.kind === "id" && v.toldAs !== undefined);
  if (records.length < 2) return;
  const days: string[] = [];
  for (const record of records) {
    const own = values.filter((v) => v.kind === "date" && v.superseded !== true && v.of === String(record.value));
    if (own.length !== 1 || typeof own[0]!.value !== "string" || !DAY.test(own[0]!.value)) return;
    days.push(own[0]!.value);
  }
  if (new Set(days).size !== days.length) return;
  const sorted = [...days].sort();
  const latest = records[days.indexOf(sorted[sorted.length - 1]!)]!;
  const earliest = records[days.indexOf(sorted[0]!)]!;
  latest.toldAs = [...latest.toldAs!, DAY_PICKS.latest];
  earliest.toldAs = [...earliest.toldAs!, DAY_PICKS.earliest];
}
