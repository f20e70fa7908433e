// A day a later turn corrects by the bare day alone (`ponha o lembrete no dia 15`, then `enganei-me,
// era a 14, não a 15` or `desculpe, é a 14 e não a 15`): a grammar reads one turn at a time, and the
// later turn, with no date of its own, gives two numbers, the second set aside. Where the one set aside
// is the day of a date the person's turn before gave, the two are days of that date's month: the kept
// one a date the call may take, the other the date taken back, in both turns. Read here, where the
// two turns' readings meet, from their values alone (no second reading of the text).
import type { TurnReading, TurnValue } from "@toolgate/grammar-kit";
import { frozen } from "../check/frozen.js";

/** A day of the month written bare, as a number: `14`. */
const BARE_DAY = /^\d{1,2}$/;
/** A date a call takes, `2026-03-15`: its year and month, and its day. */
const ISO_DAY = /^(\d{4}-\d{2}-)(\d{2})$/;

/** The day a value writes bare, or undefined where it is no bare day of a month. */
function bareDay(v: TurnValue): number | undefined {
  if (v.kind !== "number" || !BARE_DAY.test(v.text)) return undefined;
  const day = Number(v.value);
  return day >= 1 && day <= 31 ? day : undefined;
}

/** The year and month of a date the reading asks for on this day, or undefined. */
function monthOfDay(reading: TurnReading, day: number): string | undefined {
  for (const v of reading.values) {
    if (v.kind !== "date" || v.superseded === true || typeof v.value !== "string") continue;
    const m = ISO_DAY.exec(v.value);
    if (m !== null && Number(m[2]) === day) return m[1];
  }
  return undefined;
}

/**
 * The two readings with the correction read as days, or undefined where the later turn is no such
 * correction: it gives no date of its own, exactly one bare day kept and one set aside, and the one
 * set aside is a day the earlier turn asks for.
 */
export function daysCorrectedInALaterTurn(earlier: TurnReading, later: TurnReading): { earlier: TurnReading; later: TurnReading } | undefined {
  if (!earlier.read || !later.read || later.values.some((v) => v.kind === "date")) return undefined;
  const kept = later.values.filter((v) => v.superseded !== true && bareDay(v) !== undefined);
  const apart = later.values.filter((v) => v.superseded === true && bareDay(v) !== undefined);
  if (kept.length !== 1 || apart.length !== 1 || kept[0]!.value === apart[0]!.value) return undefined;
  const day = bareDay(apart[0]!)!;
  const month = monthOfDay(earlier, day);
  if (month === undefined) return undefined;
  const dateOf = (d: number) => `${month}${String(d).padStart(2, "0")}`;
  const values = later.values.map((v) => (v === kept[0] || v === apart[0] ? { ...v, kind: "date" as const, value: dateOf(bareDay(v)!) } : v));
  const takenBack = earlier.values.map((v) => (v.kind === "date" && v.value === dateOf(day) ? { ...v, superseded: true } : v));
  return { earlier: frozen({ ...earlier, values: takenBack }), later: frozen({ ...later, values }) };
}
