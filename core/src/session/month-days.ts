// A date a text writes as a day of the month alone (`the 20th`, `dia 20`): "move your standing
// orders to the 20th" names no month, and the grammars give it the coming 20th, while the order it
// moves is collected next in January. The day is what the text gives, in whichever month the call
// puts it: it is keyed by the day alone, apart from the dates, so that only a rule that reads a
// date as a day of the month (a standing order's collection day) looks it up.
import type { TurnReading } from "@toolgate/grammar-kit";

/** A day of the month written alone, as the grammars give its words: a number of one or two digits, its ordinal suffix, and `the` or `dia` before it. */
const DAY_ALONE = /^(?:(?:the|dia)\s+)?(\d{1,2})(?:st|nd|rd|th|º|ª)?$/i;

/** The longest written date looked at. */
const MAX_WRITTEN = 12;

/** The key of a day of the month (1 to 31): `dm:20`. */
export function monthDayKey(day: number): string {
  return `dm:${day}`;
}

/** The day of the month of a day written as an argument holds it (`2027-05-17` is 17), else undefined. */
export function isoDayOfMonth(value: string): number | undefined {
  if (value.length !== 10 || value[4] !== "-" || value[7] !== "-") return undefined;
  const day = Number(value.slice(8, 10));
  return Number.isInteger(day) && day >= 1 && day <= 31 ? day : undefined;
}

/** The keys of the days of the month a reading's dates write alone, with no month and no year. */
export function monthDayKeys(reading: TurnReading): string[] {
  const keys: string[] = [];
  for (const v of reading.values) {
    if (v.kind !== "date" || v.text.length > MAX_WRITTEN) continue;
    const m = DAY_ALONE.exec(v.text.trim());
    const day = m ? Number(m[1]) : 0;
    if (day >= 1 && day <= 31) keys.push(monthDayKey(day));
  }
  return keys;
}
