// A date a text writes as a day of the month alone (`the 20th`, `dia 20`): "move your standing
// orders to the 20th" names no month, and the grammars give it the coming 20th, while the order it
// moves is collected next in January. The day is what the text gives, in whichever month the call
// puts it: it is keyed by the day alone, apart from the dates, so that only a rule that reads a
// date as a day of the month (a standing order's collection day) looks it up.
import type { TurnReading } from "@toolgate/grammar-kit";
import { dayKeysIn } from "./corrected-days.js";

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
  return dayOfMonth(value.slice(8, 10));
}

/** The day of the month of a valid day's digits (1 to 31), else undefined. */
export function dayOfMonth(digits: string): number | undefined {
  const day = Number(digits);
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

/** A date in figures with a slash and no month name, its year optional (`7/12`, `check-out 7/12`, `7/12/2026`): the end of a date's text. */
const SLASH_DATE = /(?<![\d/])(\d{1,2})\/(\d{1,2})(?:\/(?:\d{4}|\d{2}))?$/;

/**
 * The keys of both days of every date a reading's grammar wrote in figures whose two numbers could
 * each be the month (`7/12`): the grammar reads one order (an English one month first, 12 July),
 * while a French hotel's "check-out 7/12" beside "in December" means the 7th. Either number is the
 * day in one of the readings, and which the writer meant is not the grammar's to say.
 */
export function eitherOrderDayKeys(reading: TurnReading): string[] {
  const keys: string[] = [];
  for (const v of reading.values) {
    if (v.kind !== "date" || v.text.length > 2 * MAX_WRITTEN + 8) continue;
    const m = SLASH_DATE.exec(v.text.trim());
    if (!m || Number(m[1]) > 12 || Number(m[2]) > 12 || Number(m[1]) < 1 || Number(m[2]) < 1) continue;
    keys.push(monthDayKey(Number(m[1])), monthDayKey(Number(m[2])));
  }
  return keys;
}

/** The prefix of the key corrected-days.ts gives a day it reads by its day alone (`d:16`). */
const DAY_ALONE_KEY = "d:";

/**
 * The keys of the days of the month a text writes alone the ways of languages no installed grammar
 * reads (`reportées au 19`, `le 16`, `ab dem 16.`, `pasan al 10`), as corrected-days.ts reads them: a
 * restaurant's notice that moves the weekend's bookings "au 16" gives the 16th as surely as "to the
 * 16th" does. A Portuguese day written with its month is keyed by its day too there; the whole
 * date is looked up before the day alone, so the key adds only the day the model moved to another month.
 */
export function monthDayKeysWritten(text: string): string[] {
  const keys: string[] = [];
  for (const k of dayKeysIn(text)) if (k.startsWith(DAY_ALONE_KEY)) keys.push(monthDayKey(Number(k.slice(DAY_ALONE_KEY.length))));
  return keys;
}

/**
 * The short names of the days of the week in the languages outside texts come in (English, German,
 * French, Italian, Spanish, Portuguese, Dutch): `Sat`, `Sa`, `sam`, `sab`, `sáb`, `za`. Two letters
 * alone say little (`do`, `so`), so they count only as the two ends of a range (`WEEKDAY_RANGE`).
 */
const SHORT_WEEKDAYS: ReadonlySet<string> = new Set([
  "mon", "tue", "wed", "thu", "fri", "sat", "sun",
  "mo", "di", "mi", "do", "fr", "sa", "so",
  "lun", "mar", "mer", "jeu", "ven", "sam", "dim",
  "gio", "sab", "dom",
  "mié", "mie", "jue", "vie", "sáb",
  "seg", "ter", "qua", "qui", "sex",
  "ma", "wo", "vr", "za", "zo",
]);

/**
 * A range of days written by their short weekday and day of the month, with no month (`Sat 26 -
 * Sat 2`, `sab 16 - sab 23`, `Sa 16 – Sa 23`, `Sat 12 to Sat 19`): a stay or a week told by its
 * ends, the month left to the reader. A day before its month (`Sa 9. Jan.`) is read with the whole
 * date. Bounded repeats only, none nested.
 */
const WEEKDAY_RANGE = /(?<![\p{L}\p{N}])(\p{L}{2,3})\.?\s{1,3}(\d{1,2})(?:\s{0,3}[-–—]\s{0,3}|\s{1,3}(?:to|till|until|bis|au|al|a|até|tot)\s{1,3})(\p{L}{2,3})\.?\s{1,3}(\d{1,2})(?![\p{N}]|[.:,]\d)/gu;

/** The longest text read for weekday ranges, and the most ranges read of one text. */
const MAX_RANGE_READ = 20_000;
const MAX_RANGES = 8;

/** The keys of the two days of every range of weekdays a text writes with their days of the month and no month. */
export function weekdayRangeKeys(text: string): string[] {
  const keys: string[] = [];
  let ranges = 0;
  for (const m of text.slice(0, MAX_RANGE_READ).matchAll(WEEKDAY_RANGE)) {
    if (++ranges > MAX_RANGES) break;
    if (!SHORT_WEEKDAYS.has(m[1]!.toLowerCase()) || !SHORT_WEEKDAYS.has(m[3]!.toLowerCase())) continue;
    for (const digits of [m[2]!, m[4]!]) {
      const day = Number(digits);
      if (day >= 1 && day <= 31) keys.push(monthDayKey(day));
    }
  }
  return keys;
}
