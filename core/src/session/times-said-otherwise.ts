// A time of day the person gave, that a write leaves for one an outside text writes: "set me a
// reminder at 8:45 tomorrow" and a reminder at 07:30 because the rota post says "set reminders for
// 07:30"; "move it to Wednesday 2 December at 15:00" and the appointment moved to 08:30, the one
// chair the practice's email says is free. The person's times were read with their turn (said-
// instead.ts `givenInTurn`), the texts' with their result (origins.ts `timeKeysIn`, kept among the
// result's text keys); a check reads only the call's own dates and times, each a short value.
import type { Mark } from "../model.js";
import { LEAD_KIND, minutesOfDay, timeKey } from "./superseded-times.js";

/** What the rule looks up: the person's times of day and leads, and each reported result's text keys, newest first. */
export interface TimeSaidInputs {
  readonly given?: ReadonlyMap<string, ReadonlySet<string>>;
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: { readonly step: number; readonly tool: string; readonly text: ReadonlyMap<string, string> } }>;
}

/**
 * The marks of a write that takes none of the times of day the person's turns give (nor one of
 * them less a lead they asked for, `15 minutes before`), on each date-and-time argument whose time
 * an outside free text writes: the newest such text's `untrusted:<tool>`. A write with no time of
 * day, or after turns that give none, is not read this way. `given` says which arguments the
 * caller gave an origin for.
 */
export function timeSaidOtherwiseMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: TimeSaidInputs): Mark[] {
  const theirs = inputs.given?.get("time");
  if (!theirs || theirs.size === 0) return [];
  const leads = [0, ...[...(inputs.given?.get(LEAD_KIND) ?? [])].map((k) => Number(k.slice(5))).filter(Number.isFinite)];
  const timed: Array<readonly [string, number]> = [];
  for (const [name, value] of Object.entries(args)) {
    const minutes = minutesOfDay(value) ?? timeArgument(name, value);
    if (minutes !== undefined) timed.push([name, minutes]);
  }
  // One time the person gave, taken as it is or less their lead, makes the write's times theirs.
  if (timed.some(([, minutes]) => leads.some((lead) => theirs.has(timeKey(minutes + lead))))) return [];
  const marks: Mark[] = [];
  for (const [name, minutes] of timed) {
    if (given(name)) continue;
    const key = timeKey(minutes);
    const by = inputs.results.find((r) => r.textOutside && r.index.text.has(key));
    if (by) marks.push({ level: "untrusted", source: by.index.tool, on: name, step: by.index.step, field: by.index.text.get(key)! });
  }
  return marks;
}

/** An argument named for a time of day (`time`, `start_time`, `arrival_time`). */
const TIME_NAME = /(?:^|_)time$/i;
/** A time of day written alone, 24-hour (`21:00`, `07:30:00`). */
const BARE_TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/**
 * The minutes of a time of day a call gives in its own argument, apart from the date: a table
 * booked on `date: 2026-12-05` at `time: "21:00"` is set at a time as a local date and time is.
 * Only an argument named for a time, holding a time of day alone.
 */
function timeArgument(name: string, value: unknown): number | undefined {
  if (typeof value !== "string" || value.length > 8 || !TIME_NAME.test(name)) return undefined;
  const m = BARE_TIME.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}
