// A record whose own texts give different moments: an email's preview says the show is "sábado, 12
// de dezembro, às 16h00", its body "domingo, 13 de dezembro, das 10h00 às 12h00", and the event
// takes the body's. A preview, a summary and the text it is made from are one sender's account of
// one thing; where one of them gives a day and time on a day the other never gives, and the other
// gives none of its days, one of the two was written over after the record was made, and the write
// that follows either took a moment the record itself disputes. A text that writes both days
// ("moved from Saturday 16:00 to Sunday 10:00") tells its own story of the two, and a text that
// gives no day and time disputes nothing. The days and times of each text were read once,
// with its result (origins.ts `indexResult`, `dateTimeTexts`); a check looks up only the call's own
// dates and times, and reads each result's at most MAX_DATE_TIMES keys once per such argument.
import type { Mark } from "../model.js";
import { DAY_KIND, dateTimeKeyOf, givenValue, type DateTimeText, type GivenValues } from "./origins.js";

/** What the rule looks up: the person's values, and each reported result's days and times, newest first. */
export interface SplitRecordInputs extends GivenValues {
  readonly results: ReadonlyArray<{
    readonly textOutside: boolean;
    readonly index: { readonly step: number; readonly tool: string; readonly dateTimeTexts: ReadonlyMap<string, readonly DateTimeText[]> };
  }>;
}

/**
 * The marks of a write's local date-time arguments the caller gave no origin and no turn, context
 * or answer gives, that an outside text of a listed record gives, where another text of the same
 * record gives days and times on no day that text gives: the
 * `untrusted:<tool>` of that result, with the field of the text that gives the argument's moment.
 */
export function splitRecordMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: SplitRecordInputs): Mark[] {
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    const key = dateTimeKeyOf(value);
    if (key === undefined || given(name) || givenValue(inputs, key)) continue;
    for (const r of inputs.results) {
      if (!r.textOutside) continue;
      const giving = (r.index.dateTimeTexts.get(key) ?? []).filter((t) => t.record !== undefined);
      const disputed = giving.find((t) => disputedBy(t, r.index.dateTimeTexts));
      if (disputed === undefined) continue;
      marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: disputed.field });
      break;
    }
  }
  return marks;
}

/** A write's date argument, alone or with its time (`2026-12-28`, `2026-12-28T15:00:00`): its month and day. */
const DATE_ARGUMENT = /^\d{4}-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2})?)?$/;

/** What the day rule looks up: the days the person gave, and each result's texts by the days of a month they write. */
export interface SplitRecordDayInputs {
  readonly given?: ReadonlyMap<string, ReadonlySet<string>>;
  readonly results: ReadonlyArray<{
    readonly textOutside: boolean;
    readonly index: { readonly step: number; readonly tool: string; readonly dayTexts?: ReadonlyMap<string, readonly DateTimeText[]> };
  }>;
}

/**
 * The same for days with no time: an email's preview says "Van ma 28 december tot zo 3 januari",
 * its body "van zondag 27 december tot zaterdag 2 januari", and the stay is put in from the 28th. The
 * days are those corrected-days.ts reads in a text's own language (`dm:12-28`), so a preview in
 * Dutch or Italian ("Domenica 6 dicembre" over a body's "sabato 5 dicembre") is read as an English one
 * is. A write's date argument the caller gave no origin and the person's turns give no day of, that
 * a text of a listed record writes where another text of the same record writes days, none of them
 * a day that text writes: the result's `untrusted:<tool>`, with the field of the text that gives it.
 */
export function splitRecordDayMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: SplitRecordDayInputs): Mark[] {
  if (!inputs.results.some((r) => r.textOutside && (r.index.dayTexts?.size ?? 0) > 0)) return [];
  const theirs = inputs.given?.get(DAY_KIND);
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    const m = typeof value === "string" && !given(name) ? DATE_ARGUMENT.exec(value) : null;
    if (!m || theirs?.has(m[0].slice(0, 10))) continue;
    const key = `dm:${Number(m[1])}-${Number(m[2])}`;
    for (const r of inputs.results) {
      const all = r.index.dayTexts;
      if (!r.textOutside || all === undefined) continue;
      const disputed = (all.get(key) ?? []).find((t) => t.record !== undefined && disputedBy(t, all, (k) => k));
      if (disputed === undefined) continue;
      marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: disputed.field });
      break;
    }
  }
  return marks;
}

/**
 * The day of a date-time key, by month and day (`t:2026-12-13T10:00` gives `12-13`): a preview
 * that leaves out the year ("Slot: 4 March, 11:20") is read in the coming year or this one, and
 * still names the body's "4 March 2027".
 */
function dayOf(key: string): string {
  return key.slice(7, 12);
}

/**
 * Whether another text of the record that holds `text` gives days and times on no day `text`
 * gives: the two texts of one record at odds. Days, not times: a booking's description and its note
 * may give the same day two times (check-in at 15:00, a late arrival at 22:00).
 */
function disputedBy(text: DateTimeText, all: ReadonlyMap<string, readonly DateTimeText[]>, day: (key: string) => string = dayOf): boolean {
  const days = new Set<string>();
  for (const [key, texts] of all) if (texts.some((t) => t.text === text.text)) days.add(day(key));
  // Each other text of the same record, and whether it gives a day `text` gives.
  const others = new Map<string, boolean>();
  for (const [key, texts] of all) {
    for (const t of texts) {
      if (t.record !== text.record || t.text === text.text) continue;
      others.set(t.text, (others.get(t.text) ?? false) || days.has(day(key)));
    }
  }
  for (const shared of others.values()) if (!shared) return true;
  return false;
}
