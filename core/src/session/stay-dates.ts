// A date of a stay or a trip only an outside free text gives, in place of one the person or a
// structured field gives: a hotel booked from 6 December because the event's note says "attendees
// arrive the evening before", where the booking's dates field says 7 to 9 December; a check-out on
// 17 January because the invitation says "the room block runs to Sunday", where the person typed
// "out 16 January". The call keeps one end of the dates it was given and moves the other to a date
// only the text writes: the text chose it, whatever its wording and though the person pointed at
// the text. A call whose dates are all given, or all only the text's (the dates of the email the
// person asked to act on), is not read this way. The text may give the moved date as a length
// instead: "minimum stay 3 nights" and the check-out three nights after the check-in the person
// typed (night-counts.ts). Dates were keyed once with each turn and each result (origins.ts
// `indexResult`); a check looks up only the call's own date arguments.
import type { Mark } from "../model.js";
import { nightsKey } from "./night-counts.js";

/** What the rule looks up: the keys the person and the run gave, and each reported result's keys, newest first. */
export interface StayDateInputs {
  readonly typed: ReadonlySet<string>;
  readonly context: ReadonlySet<string>;
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: { readonly step: number; readonly tool: string; readonly structured: ReadonlyMap<string, string>; readonly text: ReadonlyMap<string, string> } }>;
}

/** A calendar date as a call writes it (`2026-12-06`), or the date of a date and time. */
const DATE = /^(\d{4}-\d{2}-\d{2})(?:[T ]|$)/;

/** A date key, or a range of two, as a turn or a structured field is keyed (`s:2026-12-07 to 2026-12-09`). */
const GIVEN_DATE = /^s:(\d{4}-\d{2}-\d{2})(?: to (\d{4}-\d{2}-\d{2}))?$/;

const DAY_MS = 86_400_000;

/** The day number of a date key (`s:2026-12-06`). */
function dayNumber(key: string): number {
  return Date.parse(`${key.slice(2)}T00:00:00Z`) / DAY_MS;
}

/** The key a date is looked up by (origins.ts keys a date as its written string). */
function dateKey(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 40) return undefined;
  const m = DATE.exec(value);
  return m ? `s:${m[1]}` : undefined;
}

/**
 * The marks of a write with two or more date arguments, one of whose dates the person's turns,
 * the context or a structured field gives, whose other date nobody gives but an outside
 * free text writes, while the person or a structured field gives a date the call does not take
 * (the end it moved): on that date argument, the newest such text's `untrusted:<tool>`.
 * `ownOrigin` says which arguments the caller gave an origin for.
 */
export function stayDateMarks(args: Readonly<Record<string, unknown>>, ownOrigin: (name: string) => boolean, inputs: StayDateInputs): Mark[] {
  const dates: Array<readonly [string, string]> = [];
  for (const [name, value] of Object.entries(args)) {
    const key = dateKey(value);
    if (key !== undefined && !ownOrigin(name)) dates.push([name, key]);
  }
  if (dates.length < 2) return [];
  // The dates the person, the run and the structured fields give: a field's range (`2026-12-07 to
  // 2026-12-09`) gives both its ends.
  const givenDates = new Set<string>();
  const take = (keys: Iterable<string>) => {
    for (const k of keys) {
      const m = GIVEN_DATE.exec(k);
      if (!m) continue;
      givenDates.add(`s:${m[1]}`);
      if (m[2] !== undefined) givenDates.add(`s:${m[2]}`);
    }
  };
  take(inputs.typed);
  take(inputs.context);
  for (const r of inputs.results) take(r.index.structured.keys());
  const kept = dates.filter(([, key]) => givenDates.has(key));
  if (kept.length === 0 || kept.length === dates.length) return [];
  const taken = new Set(dates.map(([, key]) => key));
  // A date the person or a structured field gives that the call leaves out: the end it moved.
  if (![...givenDates].some((k) => !taken.has(k))) return [];
  const marks: Mark[] = [];
  for (const [name, key] of dates) {
    if (givenDates.has(key)) continue;
    // The date as the text writes it, or as the nights it lies from a date the call keeps.
    const lengths = kept.map(([, k]) => nightsKey(Math.abs(dayNumber(key) - dayNumber(k))));
    const found = (text: ReadonlyMap<string, string>) => [key, ...lengths].find((k) => text.has(k));
    const r = inputs.results.find((x) => x.textOutside && found(x.index.text) !== undefined);
    if (r) marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.text.get(found(r.index.text)!)! });
  }
  return marks;
}
