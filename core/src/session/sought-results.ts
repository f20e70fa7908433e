// A result the person sought in their own words: "find Kofi's email about the dinner and put it in
// my calendar", and the agent searches `query: dinner, sender: kofi.mensah@…`, which gives one
// email. The read was asked with the person's description of the source, and the one record it
// gave is the one they described: they pointed the agent at it as surely as by typing its subject
// or its path (origins.ts `pointedAt`), so a plain value of its free text (the dinner's address)
// is theirs for the write they asked of it. An instruction-shaped text keeps its own mark, as in
// any source the person pointed at. The test reads the words of the read's arguments, which the
// call already holds, and the person's words the turn's one reading kept: no text is read.
import { letterWords, namesSource, typedForms, typedWord, type TypedForms } from "./naming-words.js";

/** A field that names who sent a message: `from`, `author`, `sender` (a dotted path's last part). */
export const SENDER_FIELD = /(?:^|\.)(?:from|author|sender)$/;

/** The longest argument read for its words: a description, not a document. */
const MAX_ARGUMENT = 256;

/** The most words of one argument read: more is no description of a source. */
const MAX_WORDS = 16;

/**
 * Whether a read's arguments describe its source in the person's words: each argument that holds
 * words holds one the person typed (`kofi` of a sender's address), and one of them holds only
 * words they typed (`query: Trattoria Lupa booking` after "the booking confirmation from
 * Trattoria Lupa"), or is a sender's mailbox whose name part holds a name they typed. Arguments
 * of no words (a date, a limit) say nothing either way.
 */
export function soughtInWords(args: Readonly<Record<string, unknown>>, typedWords: ReadonlySet<string>): boolean {
  let described = false;
  let forms: TypedForms | undefined;
  for (const value of Object.values(args)) {
    if (typeof value !== "string" || value.length > MAX_ARGUMENT) continue;
    const words = letterWords(value);
    if (words.length === 0) continue;
    if (words.length > MAX_WORDS) return false;
    forms ??= typedForms(typedWords);
    let typed = 0;
    for (const w of words) if (forms.letters.has(w)) typed++;
    if (typed === 0) return false;
    // A person is named by one of their names ("my sister Femke", and `femke.janssen@…`): the
    // mailbox describes the sender whole, though its other name and its domain were not typed. So
    // a query in the message's own language ("huisje Zeeland" for the cottage) still finds the one
    // message the person described by its sender and a word of its subject.
    if (typed === words.length || namedMailbox(value, forms)) described = true;
  }
  return described;
}

/** A mailbox (`femke.janssen@kpnmail.example`): its name part, before the `@`. */
const MAILBOX = /^([^\s@]{1,64})@[^\s@]{1,255}$/;

/** Whether a value is a mailbox whose name part holds a word the person typed. */
function namedMailbox(value: string, forms: TypedForms): boolean {
  const m = MAILBOX.exec(value.trim());
  return m !== null && letterWords(m[1]!).some((w) => forms.letters.has(w));
}

/**
 * Whether a write's own words name what the person asked for, for a message they sought: its
 * naming words (naming-words.ts) hold one of their words ("Dinner at Kofi's" after "Kofi invited
 * us to dinner … put it in my calendar") or a term of the message's subject (a class's title as its
 * confirmation gives it). The message vouches for the values of that write, not for another act
 * its text adds (a second event, "Glazing session", beside the class): that act is the text's,
 * as are its values.
 */
export function namesWhatWasAsked(words: readonly string[], typed: TypedForms, names: ReadonlyArray<{ readonly terms: readonly string[] }>): boolean {
  return words.some((w) => typedWord(w, typed)) || namesSource(words, names);
}

/** A local date and time as an argument writes it: its time of day (`19:30` of `2026-12-05T19:30:00`). */
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * Whether a write takes every time of day the message gives (origins.ts `dateTimes`, the part after
 * the day): a message that offers a time the write does not take ("08:00-09:00", then "it will be
 * 07:00-08:00 on the day") chose among times, and pointing at it does not say which the person
 * meant, as a text that offers a second account chose one (origins.ts `rivalled`). A write with no
 * date and time takes none and is not read this way.
 */
export function takesEveryTime(args: Readonly<Record<string, unknown>>, dateTimes: ReadonlySet<string>): boolean {
  const taken = new Set<string>();
  for (const value of Object.values(args)) {
    const at = typeof value === "string" && value.length <= 32 ? LOCAL_TIME.exec(value) : null;
    if (at) taken.add(at[1]!);
  }
  if (taken.size === 0) return true;
  for (const key of dateTimes) if (!taken.has(key.slice(-5))) return false;
  return true;
}
