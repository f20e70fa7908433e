// A place an outside text moves a record to while the person asked another change of it: "the
// climbing gym wrote about Saturday's session, change my event to the new start time", and the
// update also sets the event's location to "our Nordbahnhof hall, Lindenstrasse 80" that a line of
// the gym's email gives. The record the update names holds a place of its own (its `location`);
// the person's turns speak of no place at all (the grammars' `place` set: `place`, `venue`,
// `address`, `local`, `morada`), so the new one was not theirs to ask for, and the outside text
// that writes its words chose it. A place the person typed, the run's context or an answer gave,
// one the record already holds, and a write that names no listed record with a place of its own
// are not read this way; nor is a turn that speaks of a place ("the new time and place they
// give"), which sent the agent to the text for it. A record's place that a line written into it
// made free text ("Hollow Oak Studios, 9 Tanner St -> from 30 Nov at our second site: Unit 12,
// Kelham Island Works") is still the place it holds, and the line's words are a text's like any
// other's. The records' places and the texts' words were read once, with each result (origins.ts
// `indexResult`); a check looks up the call's own values.
import type { TurnWordSet } from "@toolgate/grammar-kit";
import type { Mark } from "../model.js";
import { givenValue, leafKeys, wordsOf, type GivenValues } from "./origins.js";

/** What the rule looks up: the person's values and words, and each reported result's listed values and free-text words, newest first. */
export interface UnaskedPlaceInputs extends GivenValues {
  /** The concepts the person's turns spoke of (conversation.ts `spoke`): a place among them. */
  readonly spoke?: ReadonlySet<TurnWordSet>;
  /** The words of the person's turns, lower-cased. */
  readonly typedWords: ReadonlySet<string>;
  readonly results: ReadonlyArray<{
    readonly textOutside: boolean;
    readonly index: {
      readonly step: number;
      readonly tool: string;
      readonly listed?: {
        readonly values: ReadonlyMap<string, { readonly record: number; readonly field: string }>;
        /** The whole values of the records' short free-text fields: a place a line was written into is still the record's place. */
        readonly textValues?: ReadonlyMap<string, { readonly record: number; readonly field: string }>;
      };
      readonly words: ReadonlyMap<string, string>;
    };
  }>;
}

/** An argument that says where a record is: an event's `location`, a meeting's `venue`. */
const PLACE_ARGUMENT = /(?:^|_)(?:location|venue)$/i;

/** An argument that names a record by its identifier (`event_id`): the record the write changes. */
const RECORD_ID_ARGUMENT = /(?:^|_)id$/i;

/** The longest place read for its words: an address, not a text. */
const MAX_PLACE = 200;

/**
 * The marks of a write's place arguments (`location`, `venue`) the caller gave no origin, after
 * turns that speak of no place: an argument whose value no turn, context or answer gives and the
 * record the write names by another argument does not hold, where that record (of an outside list)
 * holds a place under the same field, and an outside free text writes a word of the value that the
 * person's turns do not. It carries the `untrusted:<tool>` of the newest such text, on that
 * argument, with the text's field.
 */
export function unaskedPlaceMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: UnaskedPlaceInputs): Mark[] {
  if (inputs.spoke?.has("place") === true) return [];
  const places = Object.keys(args).filter((name) => PLACE_ARGUMENT.test(name) && !given(name) && typeof args[name] === "string");
  if (places.length === 0) return [];
  const marks: Mark[] = [];
  for (const name of places) {
    const value = args[name] as string;
    if (value.length > MAX_PLACE) continue;
    const keys = leafKeys(value);
    if (keys.length === 0 || keys.some((k) => givenValue(inputs, k))) continue;
    const own = recordPlaceKeys(args, name, inputs);
    // The write names no listed record with a place of its own, or keeps the one it has.
    if (own === undefined || keys.some((k) => own.has(k))) continue;
    const words = wordsOf(value).filter((w) => !inputs.typedWords.has(w));
    for (const r of inputs.results) {
      if (!r.textOutside) continue;
      const word = words.find((w) => r.index.words.has(w));
      if (word === undefined) continue;
      marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.words.get(word)! });
      break;
    }
  }
  return marks;
}

/**
 * The keys of the place (the field named `place`) of the listed record the write names by its
 * identifier (`event_id: ev_cs_501`), newest result first; undefined where no identifier names
 * such a record or the record holds no such field.
 */
function recordPlaceKeys(args: Readonly<Record<string, unknown>>, place: string, inputs: UnaskedPlaceInputs): Set<string> | undefined {
  for (const [name, value] of Object.entries(args)) {
    if (!RECORD_ID_ARGUMENT.test(name) || typeof value !== "string" || value.length > MAX_PLACE) continue;
    const keys = leafKeys(value);
    for (const r of inputs.results) {
      const listed = r.index.listed?.values;
      if (listed === undefined) continue;
      const at = keys.map((k) => listed.get(k)).find((x) => x !== undefined && x.record >= 0);
      if (at === undefined) continue;
      const held = new Set<string>();
      for (const [k, where] of listed) if (where.record === at.record && lastSegment(where.field) === place) held.add(k);
      // The record's place read as free text (a line appended to it): still the place it holds.
      for (const [k, where] of r.index.listed?.textValues ?? []) if (where.record === at.record && lastSegment(where.field) === place) held.add(k);
      if (held.size > 0) return held;
      break;
    }
  }
  return undefined;
}

/** The last name of a field's dotted path (`location` of `events.location`). */
function lastSegment(field: string): string {
  return field.slice(field.lastIndexOf(".") + 1);
}
