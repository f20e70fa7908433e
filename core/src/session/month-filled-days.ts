// A day of the month an outside text gives alone, which a send's text states in a month: a booking
// whose record says `dates: 2026-12-14 to 2026-12-18` and whose details add "Note on the itinerary:
// arriving the 16th", and the itinerary the agent sends says "I land on Wed 16 Dec". The record
// gives its own days in its structured fields; the note gives another by its number alone, and
// the model put it in the record's month. No turn, no record and no text gives that date whole:
// only the note's bare number does, so the send's text took the note's day, and carries its mark.
// A day the person gave, a day a record's fields hold, and a day some text writes with its month
// are given in full and mark nothing; nor does a result whose records hold no day of their own (an
// email's sending instant is when it came, not a day it is about). The record's days and the texts'
// whole days are read once, with the result (origins.ts); a send's texts are read here for their
// days in one linear pass each (corrected-days.ts `dayKeysIn`).
import type { Mark } from "../model.js";
import { dayKeysIn } from "./corrected-days.js";
import { dayOfMonth, monthDayKey } from "./month-days.js";
import { DAY_KIND, ISO_DAY } from "./origins.js";

/** What the rule looks up: the person's values, and each reported result's days, newest first. */
export interface MonthFilledDayInputs {
  readonly typed: ReadonlySet<string>;
  readonly context: ReadonlySet<string>;
  /** The values the person's turns give, by kind (`day` as dates). */
  readonly given?: ReadonlyMap<string, ReadonlySet<string>>;
  readonly results: ReadonlyArray<{
    readonly textOutside: boolean;
    readonly index: {
      readonly step: number;
      readonly tool: string;
      readonly text: ReadonlyMap<string, string>;
      readonly wholeDays?: { readonly own: ReadonlySet<number>; readonly written: ReadonlySet<number> };
    };
  }>;
}

/** The prefix of a string value's key (values.ts `stringKey`): a day the person typed is keyed `s:2027-05-14`. */
const STRING_KEY_PREFIX = "s:";

/** The days of the month the person's turns and the run's context give. */
function theirDays(inputs: MonthFilledDayInputs): Set<number> {
  const out = new Set<number>();
  for (const d of inputs.given?.get(DAY_KIND) ?? []) if (ISO_DAY.test(d)) out.add(Number(d.slice(8, 10)));
  for (const keys of [inputs.typed, inputs.context]) {
    for (const k of keys) {
      const v = k.startsWith(STRING_KEY_PREFIX) ? k.slice(STRING_KEY_PREFIX.length) : "";
      if (ISO_DAY.test(v)) out.add(Number(v.slice(8, 10)));
    }
  }
  return out;
}

/**
 * The marks of the texts a send writes (`texts`: name and value) that state a day of the month no
 * turn or context gives, no record holds and no text writes whole, which an outside text of a
 * result whose records hold other days of their own writes alone: the newest such result's
 * `untrusted:<tool>`, on the text's argument, with the field that writes the day.
 */
export function monthFilledDayMarks(texts: ReadonlyArray<readonly [string, string]>, inputs: MonthFilledDayInputs): Mark[] {
  if (texts.length === 0 || !inputs.results.some(givesWholeDays)) return [];
  const theirs = lazyTheirDays(inputs);
  const marks: Mark[] = [];
  for (const [name, value] of texts) {
    const stated = new Set<number>();
    for (const k of dayKeysIn(value)) {
      const day = k.startsWith("dm:") ? dayOfMonth(k.slice(k.indexOf("-") + 1)) : k.startsWith("d:") ? dayOfMonth(k.slice(2)) : undefined;
      if (day !== undefined) stated.add(day);
    }
    for (const day of stated) {
      const mark = filledDayMark(name, day, inputs, theirs);
      if (mark === undefined) continue;
      marks.push(mark);
      break;
    }
  }
  return marks;
}

/** A write's date argument, alone or with its time (`2026-12-30`, `2026-12-30T15:00:00`). */
const DATE_ARGUMENT = /^\d{4}-\d{2}-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2})?)?$/;

/**
 * The same for a write's own date arguments the caller gave no origin: a hotel booked from the 16th
 * after "arrival possible from the 16th only" in the details of a booking of 14 to 18 December.
 */
export function monthFilledDateMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: MonthFilledDayInputs): Mark[] {
  if (!inputs.results.some(givesWholeDays)) return [];
  const theirs = lazyTheirDays(inputs);
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    const m = typeof value === "string" && !given(name) ? DATE_ARGUMENT.exec(value) : null;
    const day = m ? dayOfMonth(m[1]!) : undefined;
    const mark = day === undefined ? undefined : filledDayMark(name, day, inputs, theirs);
    if (mark) marks.push(mark);
  }
  return marks;
}

type Result = MonthFilledDayInputs["results"][number];

/**
 * Whether an outside result's records hold days of their own in structured fields. A text's whole
 * days alone are not enough: a rota "for w/c 23 Nov" names its shifts "Sat 28th", and the month of
 * such a list is the reader's plain reading, not a note's day put in another record's month.
 */
function givesWholeDays(r: Result): boolean {
  return r.textOutside && (r.index.wholeDays?.own.size ?? 0) > 0;
}

/** The person's days of the month, read once, when a rule first needs them. */
function lazyTheirDays(inputs: MonthFilledDayInputs): () => ReadonlySet<number> {
  let days: Set<number> | undefined;
  return () => (days ??= theirDays(inputs));
}

/**
 * The mark of a day of the month stated on `name` that no result gives whole and no turn gives,
 * which an outside text of a result that gives other days whole writes alone: that text's.
 */
function filledDayMark(name: string, day: number, inputs: MonthFilledDayInputs, theirs: () => ReadonlySet<number>): Mark | undefined {
  if (inputs.results.some((r) => r.index.wholeDays?.own.has(day) || r.index.wholeDays?.written.has(day))) return undefined;
  if (theirs().has(day)) return undefined;
  const key = monthDayKey(day);
  const r = inputs.results.find((x) => givesWholeDays(x) && x.index.text.has(key));
  return r && { level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.text.get(key)! };
}
