// A date a text writes with no year (`14 January`, `January 14th`, `3/22`): the grammars give it
// the clock's year, so in November "check in 14 January" reads as a January already past, while
// the booking, the event or the trip it asks for is the coming one. The day is keyed in both
// years: the clock's (a payment "on 14 January" said in November is the past one) and the next.
// A date whose words write a year, or may (`5 Mar 26`), or that a weekday or a relative word
// gives (`Monday`, `tomorrow`), keeps its one reading.
import type { TurnValue } from "@toolgate/grammar-kit";

/** A calendar date as the grammars normalise it. */
const ISO_DAY = /^(\d{4})-(\d{2}-\d{2})$/;

/** The longest written date looked at: a day and a month's name, with room for `the` and `of`. */
const MAX_WRITTEN = 32;

/** A run of digits. */
const DIGITS = /\d+/g;

/** A letter: a month's name, or a day's ordinal suffix. */
const LETTER = /[a-z]/i;

/**
 * The same day and month a year after the reading, where the words wrote no year: one digit run
 * beside a month's name (`14 January`, `the 3rd of March`), or two with no letter (`3/22`,
 * `5.3.`). Undefined for any other value.
 */
export function nextYearOfYearless(v: TurnValue): string | undefined {
  if (v.kind !== "date" || typeof v.value !== "string" || v.text.length > MAX_WRITTEN) return undefined;
  const day = ISO_DAY.exec(v.value);
  if (!day) return undefined;
  const runs = v.text.match(DIGITS)?.length ?? 0;
  const letters = LETTER.test(v.text);
  const yearless = (runs === 1 && letters) || (runs === 2 && !letters);
  // 29 February has no twin in the year after.
  if (!yearless || day[2] === "02-29") return undefined;
  return `${Number(day[1]) + 1}-${day[2]}`;
}
