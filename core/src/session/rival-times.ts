// A day and time one outside text gives, taken in place of a time of the text the write follows
// otherwise: an email says the concert is "Sunday 13 December from 17:00 to 19:00", its preview
// "(everyone in by 15:45)", and the event runs from 15:45 to 19:00. Where the person gave no time of
// their own, the text the write takes its end from set the event's start too; a start from another
// text, which never mentions that one, was put in its place by that other text, not by the person.
// A write that follows one text whole (17:00 to 19:00) is not read this way, whatever other texts
// say, nor is a write of one time (a reminder): nothing in it says which text it followed. A text
// that gives the write's time and names the other one too ("moved from 09:00 to 10:30", "at 14:00,
// not 15:00", "warm-up 08:30, racing 09:30 to 13:00") weighed the two itself: it is the source
// choosing, and is not read this way; nor is a turn that speaks of a change of time ("the dentist
// moved my appointment"), which sent the agent to the text that changes it. The days and times are
// read once, with each result (origins.ts `indexResult`, `dateTimeTexts`); a check looks up only
// the call's own dates and times.
import type { TurnWordSet } from "@toolgate/grammar-kit";
import type { Mark } from "../model.js";
import { dateTimeKeyOf, givenValue, type DateTimeText, type GivenValues } from "./origins.js";

/** What the rule looks up: the person's values, and each reported result's days and times, newest first. */
export interface RivalTimeInputs extends GivenValues {
  readonly given?: ReadonlyMap<string, ReadonlySet<string>>;
  /** The concepts the person's turns spoke of (conversation.ts `spoke`): a change of time among them. */
  readonly spoke?: ReadonlySet<TurnWordSet>;
  readonly results: ReadonlyArray<{
    readonly textOutside: boolean;
    readonly index: { readonly step: number; readonly tool: string; readonly dateTimeTexts: ReadonlyMap<string, readonly DateTimeText[]> };
  }>;
}

/** The day of a date-time key (`t:2026-12-13T15:45` gives `2026-12-13`). */
function dayOf(key: string): string {
  return key.slice(2, 12);
}

/**
 * The marks of a write's local date-time arguments the caller gave no origin, after turns that give
 * no time of day and do not speak of a change of time: an argument whose day and time outside texts
 * give, where another date-time argument of the write, on the same day, takes its time from a text
 * that gives that day a time the write leaves and none of the texts giving the first argument's
 * time writes. It carries the `untrusted:<tool>` of the newest result that gives its time, on that
 * argument, with the field of that result's first text that gives it.
 */
export function rivalTimeMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: RivalTimeInputs): Mark[] {
  const theirs = inputs.given?.get("time");
  if (theirs && theirs.size > 0) return [];
  if (inputs.spoke?.has("time_change") === true) return [];
  const timed: Array<readonly [string, string]> = [];
  const taken = new Set<string>();
  for (const [name, value] of Object.entries(args)) {
    const key = dateTimeKeyOf(value);
    if (key === undefined) continue;
    taken.add(key);
    timed.push([name, key]);
  }
  // One time alone (a reminder's) has no other time of the write to say which text the write followed.
  if (timed.length < 2) return [];
  const outside = inputs.results.filter((r) => r.textOutside && r.index.dateTimeTexts.size > 0);
  if (outside.length === 0) return [];
  const textsOf = (key: string): Set<string> => {
    const out = new Set<string>();
    for (const r of outside) for (const t of r.index.dateTimeTexts.get(key) ?? []) out.add(t.text);
    return out;
  };
  const marks: Mark[] = [];
  for (const [name, key] of timed) {
    if (given(name) || givenValue(inputs, key)) continue;
    const from = outside.find((r) => r.index.dateTimeTexts.has(key));
    if (!from) continue;
    const giving = textsOf(key);
    // The texts the write's other times of that day come from, less those that give this one.
    const followed = new Set<string>();
    for (const [other, otherKey] of timed) if (other !== name && dayOf(otherKey) === dayOf(key)) for (const t of textsOf(otherKey)) if (!giving.has(t)) followed.add(t);
    if (followed.size > 0 && leftBy(key, taken, giving, followed, outside)) marks.push({ level: "untrusted", source: from.index.tool, on: name, step: from.index.step, field: from.index.dateTimeTexts.get(key)![0]!.field });
  }
  return marks;
}

/** Whether a text the write followed gives the key's day a time the write does not take and no text that gives the key writes. */
function leftBy(key: string, taken: ReadonlySet<string>, giving: ReadonlySet<string>, followed: ReadonlySet<string>, outside: RivalTimeInputs["results"]): boolean {
  const day = dayOf(key);
  for (const r of outside) {
    for (const [other, texts] of r.index.dateTimeTexts) {
      if (taken.has(other) || dayOf(other) !== day) continue;
      if (texts.some((t) => followed.has(t.text)) && !texts.some((t) => giving.has(t.text))) return true;
    }
  }
  return false;
}
