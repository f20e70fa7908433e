// A stay's end the person gave as a length: "book it for 2 nights from 19 December" gives the
// check-out of 21 December though no turn writes that date. The call's end date is then the
// person's, as the start it counts from is: not a value the model chose, nor one an outside text
// led to. Only a length written in digits beside the word `night` counts (the turn's runs of words
// were keyed once with each turn, origins.ts `wordKeys`); a check looks up the call's own dates.

/** A calendar date as a call writes it (`2026-12-21`), or the date of a date and time. */
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]|$)/;

/** The longest stay read: a month and more of nights, not a span of years. */
const MAX_NIGHTS = 62;

const DAY_MS = 86_400_000;

/** The day number of a call's date, or undefined where the value is no date. */
function dayOf(value: unknown): number | undefined {
  if (typeof value !== "string" || value.length > 40) return undefined;
  const m = DATE.exec(value);
  if (!m) return undefined;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(ms) ? undefined : ms / DAY_MS;
}

/**
 * The date arguments of a call, among `candidates` (those whose origin was not found), that lie a
 * number of nights after another date argument of the call the person typed, where a turn writes
 * that number beside `night` or `nights` (`w:2 nights`). `typed` holds the turns' keys (a date as
 * `s:2026-12-19`).
 */
export function stayEndsSaid(args: Readonly<Record<string, unknown>>, candidates: readonly string[], typed: ReadonlySet<string>): string[] {
  const starts: number[] = [];
  for (const value of Object.values(args)) {
    const day = dayOf(value);
    if (day !== undefined && typed.has(`s:${(value as string).slice(0, 10)}`)) starts.push(day);
  }
  if (starts.length === 0) return [];
  const ends: string[] = [];
  for (const name of candidates) {
    const end = dayOf(args[name]);
    if (end === undefined) continue;
    const said = starts.some((start) => {
      const nights = end - start;
      return nights >= 1 && nights <= MAX_NIGHTS && (typed.has(`w:${nights} nights`) || typed.has(`w:${nights} night`));
    });
    if (said) ends.push(name);
  }
  return ends;
}
