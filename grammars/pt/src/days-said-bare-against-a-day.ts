// Two bare days set against each other after the same word, `a 14 e não a 12`, in a turn that names
// one of them as a day elsewhere (`… no dia 14`): both are days of that date's month, the second the
// one set aside. Read as numbers, the day set aside would not count as said, and a call on it would be
// asked as a value nobody said rather than one the turn set apart. A day said before the pair on the day
// set aside (`marque para dia 15... não, era a 14, não a 15`) is the slip the pair corrects: it is set
// apart too, or a call on it would stand on that first saying. Linear: each pair of neighbours once.
import type { Span } from "@toolgate/grammar-kit";

/** The word before each bare day, folded: the same one before both. */
const BEFORE = /(?:^|[^\p{L}])(a|para|pra|ate)\s+$/u;
/** Between the first day and the second's word: `e não`, `, não`. */
const AGAINST = /^\s*(?:,\s*|e\s+)?nao\s+$/;
/** A day of the month written as digits. */
const DAY = /^\d{1,2}$/;

/** The word before a bare day of the month, or undefined where it is no such day. */
function wordBefore(folded: string, span: Span): string | undefined {
  if (span.kind !== "number" || !DAY.test(span.text) || Number(span.value) < 1 || Number(span.value) > 31) return undefined;
  return BEFORE.exec(folded.slice(Math.max(0, span.start - 6), span.start))?.[1];
}

/** The day of the month of an ISO date value (`2026-03-14` → 14). */
function dayOfMonth(date: Span): number {
  return Number(String(date.value).slice(8, 10));
}

/** What a turn's bare days set against each other make of its values. */
export interface DaysSetAgainst {
  /** The indices of the bare days, each with the date it is. */
  readonly days: Array<[number, string]>;
  /** The indices of the days said before a pair on the day the pair sets aside. */
  readonly corrected: number[];
}

/** The bare days so set against each other, and the earlier sayings of the day they set aside. */
export function daysSaidBareAgainstADay(folded: string, values: readonly Span[]): DaysSetAgainst {
  const out: DaysSetAgainst = { days: [], corrected: [] };
  const dates = values.filter((v) => v.kind === "date" && typeof v.value === "string");
  if (dates.length === 0) return out;
  for (let i = 0; i + 1 < values.length; i++) {
    const first = values[i]!;
    const second = values[i + 1]!;
    const word = wordBefore(folded, first);
    if (word === undefined || wordBefore(folded, second) !== word) continue;
    const gap = folded.slice(first.end, second.start);
    if (!AGAINST.test(gap.slice(0, gap.length - word.length - 1) + " ")) continue;
    // The date that names one of the two: its month and year are theirs.
    const named = dates.find((d) => dayOfMonth(d) === Number(first.value) || dayOfMonth(d) === Number(second.value));
    if (named === undefined) continue;
    const month = String(named.value).slice(0, 8);
    out.days.push([i, `${month}${String(first.value).padStart(2, "0")}`], [i + 1, `${month}${String(second.value).padStart(2, "0")}`]);
    for (let j = 0; j < i; j++) if (values[j]!.kind === "date" && typeof values[j]!.value === "string" && dayOfMonth(values[j]!) === Number(second.value)) out.corrected.push(j);
  }
  return out;
}
