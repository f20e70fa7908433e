// A day and time only another author's message gives: "Lea posted the sprint retro in #team-sync,
// set me a reminder for when it starts" points the agent at Lea's message, and the reminder's time
// is hers. A time that only Tom's reply in the same channel gives ("heard the retro begins 13:30
// now", "notes go on the board by 14:10") is Tom's, whoever he says he speaks for: the person
// named whose message to follow, and it was not his. Read only where the person's turns name an
// author of the result and that author's messages give a day and time of their own, and only for a
// time the person, the context or an answer did not give. The senders and the texts that give each
// time were read once, with the result (origins.ts `indexResult`): a check looks up its own times.
import type { Mark } from "../model.js";
import { dateTimeKeyOf, givenValue, leafKeys, timeKeysIn, wordsOf, type DateTimeText, type GivenValues } from "./origins.js";
import { valueKeys } from "./values.js";
import { typedForms, typedWord, type TypedForms } from "./naming-words.js";

/** What the rule looks up: the person's values and words, and each reported result's senders and days and times, newest first. */
export interface OtherAuthorInputs extends GivenValues {
  readonly typedWords: ReadonlySet<string>;
  readonly results: ReadonlyArray<{
    readonly textOutside: boolean;
    readonly index: {
      readonly step: number;
      readonly tool: string;
      readonly dateTimeTexts: ReadonlyMap<string, readonly DateTimeText[]>;
      readonly senders?: ReadonlyMap<number, readonly string[]>;
      readonly recordDayTimes?: ReadonlyMap<number, { readonly days: ReadonlySet<string>; readonly times: ReadonlySet<string> }>;
      readonly recordWords?: ReadonlyMap<number, ReadonlySet<string>>;
      readonly words?: ReadonlyMap<string, string>;
    };
  }>;
}

/**
 * The marks of a write's local date-time arguments the caller gave no origin and no turn, context
 * or answer gives, where an outside result gives that day and time only in messages whose senders
 * the person's turns do not name, and gives another in a message of a sender they do name: the
 * `untrusted:<tool>` of that result, on that argument, with the field of the first text giving it.
 */
export function otherAuthorMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: OtherAuthorInputs): Mark[] {
  const marks: Mark[] = [];
  let forms: TypedForms | undefined;
  for (const [name, value] of Object.entries(args)) {
    if (given(name)) continue;
    const key = dateTimeKeyOf(value);
    if (key === undefined || givenValue(inputs, key)) continue;
    for (const r of inputs.results) {
      const texts = r.index.dateTimeTexts.get(key);
      const senders = r.index.senders;
      if (!r.textOutside || texts === undefined || senders === undefined) continue;
      forms ??= typedForms(inputs.typedWords);
      const named = namedSenders(senders, forms);
      if (named.size === 0) break;
      // A text of no known sender, or of one the person named, gives the time as theirs.
      if (texts.some((t) => t.record === undefined || !senders.has(t.record) || named.has(t.record))) break;
      if (givesATime(r.index.dateTimeTexts, named)) marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: texts[0]!.field });
      break;
    }
  }
  return marks;
}

/** The records whose sender the person's turns name by one of its words (`lea` of `lea.k`, after "Lea posted …"). */
function namedSenders(senders: ReadonlyMap<number, readonly string[]>, forms: TypedForms): Set<number> {
  const named = new Set<number>();
  for (const [record, words] of senders) if (words.some((w) => typedWord(w, forms))) named.add(record);
  return named;
}

/** Whether a text of one of these records gives a day and time: the named author's message sets a time of its own. */
function givesATime(dateTimeTexts: ReadonlyMap<string, readonly DateTimeText[]>, records: ReadonlySet<number>): boolean {
  for (const texts of dateTimeTexts.values()) if (texts.some((t) => t.record !== undefined && records.has(t.record))) return true;
  return false;
}

/** Whether a text's times hold every time the named senders' messages give (at least one). */
function digestOf(written: readonly string[], named: ReadonlySet<number>, by: ReadonlyMap<number, { readonly times: ReadonlySet<string> }>): boolean {
  let any = false;
  for (const record of named) {
    for (const t of by.get(record)?.times ?? []) {
      if (!written.includes(t)) return false;
      any = true;
    }
  }
  return any;
}

/** The most times of day read from one write's text argument. */
const MAX_TEXT_TIMES = 8;

/**
 * The same rule for a day or a time of day apart: a reminder is set before the event, at a time no
 * message gives, and its day and its text carry the event's. A write's local date-time argument
 * whose day, or a text argument's time of day (`API review at 10:30`), that no turn, context or
 * answer gives, and that an outside result gives only in messages of senders the person's turns
 * do not name, where a sender they do name gives a day (for a day) or a time (for a time) of their
 * own: the `untrusted:<tool>` of that result, on that argument. A text that also gives every time
 * of the named senders' messages is a digest of several messages, not a swap: it is left.
 * `textArgument` says which arguments are a write's own text.
 */
export function otherAuthorDayMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, textArgument: (name: string) => boolean, inputs: OtherAuthorInputs): Mark[] {
  const marks: Mark[] = [];
  let forms: TypedForms | undefined;
  for (const [name, value] of Object.entries(args)) {
    if (given(name) || typeof value !== "string") continue;
    const key = dateTimeKeyOf(value);
    const days = key !== undefined && !givenValue(inputs, key) ? [value.slice(0, 10)].filter((d) => !valueKeys(d).some((k) => givenValue(inputs, k))) : [];
    const written = key === undefined && textArgument(name) ? timeKeysIn(value.slice(0, 512)).slice(0, MAX_TEXT_TIMES) : [];
    const times = written.filter((k) => !givenValue(inputs, k));
    if (days.length === 0 && times.length === 0) continue;
    for (const r of inputs.results) {
      const by = r.index.recordDayTimes;
      const senders = r.index.senders;
      if (!r.textOutside || by === undefined || senders === undefined) continue;
      forms ??= typedForms(inputs.typedWords);
      const named = namedSenders(senders, forms);
      if (named.size === 0) break;
      const own = (part: "days" | "times") => [...named].some((record) => (by.get(record)?.[part].size ?? 0) > 0);
      // Given by some message, and every message that gives it is another sender's.
      const othersOnly = (part: "days" | "times", k: string) => {
        let any = false;
        for (const [record, held] of by) {
          if (!held[part].has(k)) continue;
          if (!senders.has(record) || named.has(record)) return false;
          any = true;
        }
        return any;
      };
      // A text that gives every time of the named senders' messages beside another's retells several
      // messages (a digest of the channel's bookings): it followed the named author too, and swapped
      // none. One that drops a named time and gives another sender's in its place is a swap.
      const digest = digestOf(written, named, by);
      const taken = (days.length > 0 && own("days") && days.some((d) => othersOnly("days", d))) || (times.length > 0 && !digest && own("times") && times.some((t) => othersOnly("times", t)));
      if (taken) marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step });
      break;
    }
  }
  return marks;
}

/** An argument that says where a thing happens: an event's `location`, a meeting's `venue`. */
const PLACE_ARGUMENT = /(?:^|_)(?:location|venue)$/i;

/** The longest place read for its words: an address, not a text. */
const MAX_PLACE = 200;

const LETTERS = /^\p{L}{3,}$/u;
const DIGIT = /\d/;
/** A word of a place that names it: three letters or more, or one with a digit (a house number, a room). */
const isPlaceWord = (w: string): boolean => LETTERS.test(w) || DIGIT.test(w);

/**
 * The same rule for a place: "create the meeting at the time and place Hendrik suggests in his
 * email", and the event set at "Hotel Meridian annex, Stationsplein 9" that only the company's
 * newsletter, of the same search, writes. A write's place argument (`location`, `venue`) the caller
 * gave no origin and no turn, context or answer gives, whose words the person did not type, where
 * the texts of an outside result that write those words are all messages of senders the person's
 * turns do not name, and the result holds a message of a sender they do name: the `untrusted:<tool>`
 * of that result, on that argument, with the field of the text that writes its first word. A word
 * the named sender's message writes too, or one a text of no known sender writes, leaves the place
 * theirs: a place the letter the person named gives in any words of its own is the letter's.
 */
export function otherAuthorPlaceMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: OtherAuthorInputs): Mark[] {
  const marks: Mark[] = [];
  let forms: TypedForms | undefined;
  for (const [name, value] of Object.entries(args)) {
    if (!PLACE_ARGUMENT.test(name) || given(name) || typeof value !== "string" || value.length > MAX_PLACE) continue;
    if (leafKeys(value).some((k) => givenValue(inputs, k))) continue;
    const words = wordsOf(value).filter((w) => isPlaceWord(w) && !inputs.typedWords.has(w));
    if (words.length === 0) continue;
    for (const r of inputs.results) {
      const held = r.index.recordWords;
      const senders = r.index.senders;
      if (!r.textOutside || held === undefined || senders === undefined) continue;
      const holders = [...held].filter(([, w]) => words.some((x) => w.has(x))).map(([record]) => record);
      if (holders.length === 0) continue;
      forms ??= typedForms(inputs.typedWords);
      const named = namedApart(senders, forms);
      if (named.size > 0 && holders.every((record) => senders.has(record) && !named.has(record))) {
        const field = words.map((w) => r.index.words?.get(w)).find((f) => f !== undefined);
        marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, ...(field !== undefined ? { field } : {}) });
      }
      break;
    }
  }
  return marks;
}

/**
 * The records whose sender the person's turns name by a word not every sender of the result
 * shares: "Hendrik from Baltic Timber" names Hendrik's mail, not the newsletter both come from
 * `baltic-timber.example` with.
 */
function namedApart(senders: ReadonlyMap<number, readonly string[]>, forms: TypedForms): Set<number> {
  const all = [...senders.values()];
  const named = new Set<number>();
  for (const [record, words] of senders) if (words.some((w) => typedWord(w, forms) && !all.every((other) => other.includes(w)))) named.add(record);
  return named;
}
