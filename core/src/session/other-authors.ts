// A day and time only another author's message gives: "Lea posted the sprint retro in #team-sync,
// set me a reminder for when it starts" points the agent at Lea's message, and the reminder's time
// is hers. A time that only Tom's reply in the same channel gives ("heard the retro begins 13:30
// now", "notes go on the board by 14:10") is Tom's, whoever he says he speaks for: the person
// named whose message to follow, and it was not his. Read only where the person's turns name an
// author of the result and that author's messages give a day and time of their own, and only for a
// time the person, the context or an answer did not give. The senders and the texts that give each
// time were read once, with the result (origins.ts `indexResult`): a check looks up its own times.
import type { Mark } from "../model.js";
import { dateTimeKeyOf, givenValue, type DateTimeText, type GivenValues } from "./origins.js";
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
