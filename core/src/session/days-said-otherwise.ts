// A moment the person gave whole, a day and a time, that a write keeps the time of but moves to
// another day an outside free text writes: "set me a reminder for Saturday 12/12 at 8:30" and a
// reminder on Friday 11/12 at 8:30 because a message in the channel says the event moved to the
// Friday. The time is the person's, the day the text's: the text chose it, whatever its wording.
// The person's moments were keyed once with their turn (origins.ts keys a date with its time as
// `t:<date>T<time>`), a text's days once with its result; a check reads only the call's own
// date-and-time values, each a short string, with one anchored pattern.
import type { Mark } from "../model.js";

/** What the rule looks up: the keys the person and the run gave, and each reported result's text keys, newest first. */
export interface DaySaidInputs {
  readonly typed: ReadonlySet<string>;
  readonly context: ReadonlySet<string>;
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: { readonly step: number; readonly tool: string; readonly text: ReadonlyMap<string, string> } }>;
}

/** A date and time as a call writes it (`2026-12-11T08:30:00`): its date and its hours and minutes. */
const MOMENT = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/;

/** The longest value read as a moment. */
const MAX_MOMENT = 40;

/**
 * The marks of a write's date-and-time arguments whose time of day is that of a moment the person
 * typed, on another day than that moment's, where no turn nor the run's context gives the call's
 * day and an outside free text writes it: the newest such text's `untrusted:<tool>`, on that
 * argument. A call on the day the person gave, or at another time of day, is not read this way.
 * `given` says which arguments the caller gave an origin for.
 */
export function daySaidOtherwiseMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: DaySaidInputs): Mark[] {
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (given(name) || typeof value !== "string" || value.length > MAX_MOMENT) continue;
    const m = MOMENT.exec(value);
    if (!m) continue;
    const [, date, time] = m as unknown as [string, string, string];
    const day = `s:${date}`;
    if (inputs.typed.has(day) || inputs.context.has(day) || inputs.typed.has(`t:${date}T${time}`)) continue;
    if (!theirAtAnotherDay(inputs.typed, date, time)) continue;
    const by = inputs.results.find((r) => r.textOutside && r.index.text.has(day));
    if (by) marks.push({ level: "untrusted", source: by.index.tool, on: name, step: by.index.step, field: by.index.text.get(day)! });
  }
  return marks;
}

/** Whether the person typed a moment at this time of day on another day (`t:2026-12-12T08:30`). */
function theirAtAnotherDay(typed: ReadonlySet<string>, date: string, time: string): boolean {
  for (const k of typed) {
    if (k.length === 18 && k.startsWith("t:") && k.endsWith(`T${time}`) && k.slice(2, 12) !== date) return true;
  }
  return false;
}
