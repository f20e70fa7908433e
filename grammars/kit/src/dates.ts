// Language-neutral date arithmetic for the grammars, and the loop that runs a grammar's date
// patterns over a text. Dates are written YYYY-MM-DD and counted in UTC calendar days from the
// session clock; the patterns, and the words they read, are each grammar's data.
import type { Span, SpanSet } from "./addresses.js";

const DAY_MS = 86_400_000;

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** YYYY-MM-DD of a valid calendar date, undefined otherwise. */
export function isoDate(year: number, month: number, day: number): string | undefined {
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return undefined;
  return `${String(year).padStart(4, "0")}-${pad(month)}-${pad(day)}`;
}

/** The UTC calendar day `days` after now, as YYYY-MM-DD. */
export function addDays(now: Date, days: number): string {
  const base = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const d = new Date(base + days * DAY_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The year a date names: the clock's when none is written, 20YY for a two-digit one. */
/** A day of the month said with no month (`the 21st`, `dia 4`): the next such day, this month's or the next's once past. */
export function nextDayOfMonth(day: number, now: Date): string | undefined {
  const y = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  if (day >= now.getUTCDate()) return isoDate(y, month, day);
  return month === 12 ? isoDate(y + 1, 1, day) : isoDate(y, month + 1, day);
}

export function fullYear(text: string | undefined, now: Date): number {
  if (text === undefined || text === "") return now.getUTCFullYear();
  const y = Number(text);
  return text.length === 2 ? 2000 + y : y;
}

/** One way a language writes a date, with the reason it is read so. */
export interface DatePattern {
  pattern: RegExp;
  read: (m: RegExpExecArray, now: Date) => string | undefined;
  reason: string;
  /** `Friday, March 6`: a weekday right before a written date gives way to it. */
  yieldsToDate?: boolean;
}

/**
 * Runs date patterns, in order, over `matched` (the text, or a form of it with the same offsets)
 * and adds each date no span read before it takes to the set; the span's text is from `text`.
 */
export function scanDatePatterns(patterns: readonly DatePattern[], text: string, matched: string, now: Date, spans: SpanSet): Span[] {
  const found: Span[] = [];
  for (const { pattern, read, yieldsToDate } of patterns) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(matched); m !== null; m = pattern.exec(matched)) {
      const raw = m[0].trim();
      const start = m.index + m[0].indexOf(raw);
      const end = start + raw.length;
      if (!spans.free(start, end)) continue;
      if (yieldsToDate && found.some((s) => s.start >= end && s.start - end <= 3)) continue;
      const value = read(m, now);
      if (value === undefined) continue;
      spans.collect(found, { start, end, kind: "date", text: text.slice(start, end), value });
    }
  }
  return found;
}
