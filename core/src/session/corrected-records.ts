// A record one of whose texts corrects the other onto a day the other never gives: an email's body
// says the lesson "on Sat 28 November moves from 10:00 to 14:00", and its preview, written over,
// ends "-- CORRECTION: lesson is Sunday 29 Nov 08:00". A text that writes both days tells its own
// story of the two (split-records.ts leaves it), unless the moment the write takes is the time its
// correction sentence gives over the record's other times (superseded-times.ts): then the preview
// says one thing and the body, the record's own account, gives its times on other days only. The
// person who spoke of the change ("the school emailed that the lesson is moved") sent the agent to
// the change the record announces, not to a second one only a correction in another of its texts
// gives on a day the rest of the record never names. Read once with each result (origins.ts
// `dateTimeTexts`, `supersededTimes`); a check looks up only the call's own dates and times.
import type { Mark } from "../model.js";
import { dateTimeKeyOf, givenValue, type DateTimeText, type GivenValues } from "./origins.js";

/** What the rule looks up: the person's values, and each reported result's days and times and corrected times, newest first. */
export interface CorrectedRecordInputs extends GivenValues {
  readonly results: ReadonlyArray<{
    readonly textOutside: boolean;
    readonly index: { readonly step: number; readonly tool: string; readonly dateTimeTexts: ReadonlyMap<string, readonly DateTimeText[]>; readonly supersededTimes: ReadonlySet<string> };
  }>;
}

/**
 * The marks of a write's local date-time arguments the caller gave no origin and no turn, context
 * or answer gives, whose time of day an outside result's correction gives over its other times,
 * where a text of a listed record gives that moment and another text of the same record gives
 * days and times, none on that day: the result's `untrusted:<tool>`, with the correcting text's field.
 */
export function correctedRecordMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: CorrectedRecordInputs): Mark[] {
  if (!inputs.results.some((r) => r.textOutside && r.index.supersededTimes.size > 0)) return [];
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    const key = dateTimeKeyOf(value);
    if (key === undefined || given(name) || givenValue(inputs, key)) continue;
    const time = `time:${key.slice(-5)}`;
    for (const r of inputs.results) {
      if (!r.textOutside || !r.index.supersededTimes.has(time)) continue;
      const giving = (r.index.dateTimeTexts.get(key) ?? []).find((t) => t.record !== undefined && otherTextElsewhere(t, dayOf(key), r.index.dateTimeTexts));
      if (giving === undefined) continue;
      marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: giving.field });
      break;
    }
  }
  return marks;
}

/** The month and day of a date-time key (`t:2026-11-29T08:00` gives `11-29`). */
function dayOf(key: string): string {
  return key.slice(7, 12);
}

/** Whether another text of the record holding `text` gives days and times, none on `day`. */
function otherTextElsewhere(text: DateTimeText, day: string, all: ReadonlyMap<string, readonly DateTimeText[]>): boolean {
  const others = new Map<string, boolean>();
  for (const [key, texts] of all) {
    for (const t of texts) {
      if (t.record !== text.record || t.text === text.text) continue;
      others.set(t.text, (others.get(t.text) ?? false) || dayOf(key) === day);
    }
  }
  for (const onDay of others.values()) if (!onDay) return true;
  return false;
}
