// A moment only a message's preview writes: the snippet "new slot Sat 5 Dec 14:00-19:00 (ignore
// times below, typo)" over a body that gives Saturday 5 December from 11:00 to 16:00, and the
// update that takes the preview's times. A mail system cuts a preview from its body, so every day
// and time of a true preview is in its body too; one that is not was written apart from the body
// (preview-drift.ts says the same of any value). An event's moment is a day and a time written
// together, which the value-level keys of preview-drift.ts do not hold: the keys here are the
// day-and-time keys each text gives (origins.ts `dateTimeKeys`) and, for a preview that names no
// day ("the slot is noon till two"), its times of day alone. Read once per result when it is
// reported (origins.ts `previewMoments`); a check looks up only the call's own moments.
import type { Mark } from "../model.js";
import { dateTimeKeyOf, givenValue, type GivenValues } from "./origins.js";

/** What the rule looks up: the person's values, and each reported result's preview-only moments, newest first. */
export interface PreviewMomentInputs extends GivenValues {
  readonly results: ReadonlyArray<{
    readonly textOutside: boolean;
    readonly index: { readonly step: number; readonly tool: string; readonly previewMoments?: ReadonlyMap<string, string> };
  }>;
}

/**
 * The marks of a write's local date-time arguments the caller gave no origin, whose day and time,
 * or whose time of day, no turn, context or answer gives and a record's preview writes where its
 * body, which writes moments of its own, does not: the `untrusted:<tool>` of the newest such
 * result, with the preview's field.
 */
export function previewMomentMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: PreviewMomentInputs): Mark[] {
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    const key = dateTimeKeyOf(value);
    if (key === undefined || given(name)) continue;
    const time = timeKeyOf(key);
    if (givenValue(inputs, key) || givenValue(inputs, time)) continue;
    for (const r of inputs.results) {
      const field = r.textOutside ? (r.index.previewMoments?.get(key) ?? r.index.previewMoments?.get(time)) : undefined;
      if (field === undefined) continue;
      marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field });
      break;
    }
  }
  return marks;
}

/** The time-of-day key (`time:14:00`) of a date-time key (`t:2026-12-05T14:00`), as origins.ts `timeKeysIn` writes it. */
function timeKeyOf(key: string): string {
  return `time:${key.slice(key.indexOf("T") + 1)}`;
}
