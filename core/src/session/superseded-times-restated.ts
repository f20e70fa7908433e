// A time of day a write's own text restates from a correction an outside text slipped under the
// letter: the kiln manager posts "shelves must be loaded by Sun 29 Nov 18:00", an "[edit: loading
// deadline now Sat 28 Nov 12:00]" is added to the post, and the channel topic the person asked for
// reads "load shelves by Sat 28 Nov 12:00". A write whose date and time the model wrote at such a
// time carries the text's mark (superseded-times.ts); a topic, a note or a message that states it
// in words took the same correction, and carries it too. Not where the person gave that time, nor
// where their turns speak of a change of time (the correction is then the news they sent the agent
// to). The write's text is read for its times only after a result whose correction gave one was
// reported; the result's times were read with it.
import type { TurnWordSet } from "@toolgate/grammar-kit";
import type { Mark } from "../model.js";
import { timeKeysIn } from "./origins.js";

/** What the rule looks up: the person's concepts and values, and each reported result's index, newest first. */
export interface RestatedTimeInputs {
  readonly spoke?: ReadonlySet<TurnWordSet>;
  readonly given?: ReadonlyMap<string, ReadonlySet<string>>;
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: { readonly step: number; readonly tool: string; readonly supersededTimes: ReadonlySet<string>; readonly instructedField?: string } }>;
}

/** The longest text argument read for its times. */
const MAX_TEXT = 2000;
/** A text of words, not a date and time alone (`2026-11-28T12:00:00` is superseded-times.ts's). */
const WORDS = /\s/;

/**
 * The marks of a write's text arguments (the caller gave no origin: `given`) that state a time of
 * day an outside text's correction gave in place of its letter's, that the person did not give:
 * the newest such result's `untrusted:<tool>`, on that argument. None where the person spoke of a
 * change of time.
 */
export function restatedTimeMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: RestatedTimeInputs): Mark[] {
  if (!inputs.results.some((r) => r.textOutside && r.index.supersededTimes.size > 0)) return [];
  if (inputs.spoke?.has("time_change") === true) return [];
  const theirs = inputs.given?.get("time");
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (given(name) || typeof value !== "string" || value.length > MAX_TEXT || !WORDS.test(value)) continue;
    const times = timeKeysIn(value).filter((k) => !(theirs?.has(k) ?? false));
    const by = inputs.results.find((r) => r.textOutside && times.some((k) => r.index.supersededTimes.has(k)));
    if (by) marks.push({ level: "untrusted", source: by.index.tool, on: name, step: by.index.step, ...(by.index.instructedField !== undefined ? { field: by.index.instructedField } : {}) });
  }
  return marks;
}
