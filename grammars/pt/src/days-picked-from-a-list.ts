// Days said together as a list, then one of them named again as the one the request is for: `a
// enfermeira vem terça e quinta, marca a visita de quinta`, `temos aulas na segunda, na quarta e na
// sexta; põe o lembrete na quarta`. The days of the list not named again are set apart. Read on the
// few characters between the days, so the time is linear. A day of the list said with its weekday
// and its day of the month (`a de terça dia 10 e a de sexta dia 13 … na de terça`) is picked by its
// weekday said again alone, which the reader dates as the next such weekday, not as the listed one.
import type { Span } from "@toolgate/grammar-kit";
import { dayRuns } from "./day-runs.js";
import { WEEKDAYS } from "./lexicon.js";

/** Between two days of a list, folded: `terça e quinta`, `na segunda, na quarta`, `segunda, quarta e sexta`. */
const LISTED_BETWEEN = /^\s*(?:,\s*(?:e\s+)?|e\s+)(?:(?:na|no|a|o|de)\s+){0,2}$/;

/** The days of a list that a later day, one of them named again alone, leaves out. */
export function daysNotPicked(folded: string, values: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const { run: listed, after } of dayRuns(folded, values.filter((v) => v.kind === "date"), LISTED_BETWEEN)) {
    const listedValues = new Set(listed.map((d) => d.value));
    // The days said after the list that are some of its own: one alone picks it; two or more pick none.
    const again = new Set(after.map((d) => pickedValue(folded, d, listed)).filter((v) => v !== undefined && listedValues.has(v)));
    if (again.size === 1 && listedValues.size === listed.length) {
      const [picked] = again;
      out.push(...listed.filter((d) => d.value !== picked));
    }
  }
  return out;
}

/** The weekday a day is said with, if its words name one: `terça dia 10`, `na de sexta`. */
function weekdayOf(folded: string, day: Span): string | undefined {
  for (const word of folded.slice(day.start, day.end).split(/[^a-z]+/)) if (WEEKDAYS[word] !== undefined) return word;
  return undefined;
}

/**
 * The listed day a later day picks: the one of the same date, or, for a weekday said alone (no digit),
 * the one listed day said with that weekday.
 */
function pickedValue(folded: string, day: Span, listed: readonly Span[]): string | number | undefined {
  if (listed.some((d) => d.value === day.value)) return day.value;
  if (/\d/.test(folded.slice(day.start, day.end))) return undefined;
  const weekday = weekdayOf(folded, day);
  if (weekday === undefined) return undefined;
  const named = listed.filter((d) => /\d/.test(folded.slice(d.start, d.end)) && weekdayOf(folded, d) === weekday);
  return named.length === 1 ? named[0]!.value : undefined;
}
