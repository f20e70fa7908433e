// An event or a reminder nobody asked for: a write set at a day and time that no turn gives and
// an outside text does, whose own words (its title, its text) name nothing the person spoke of
// nor the source they read it from. "Put Greta's winter concert in my calendar" asks for the
// concert: a "Dress rehearsal" on another evening the same email sets out is an act only the text
// adds, whatever its wording, and its day and time are that text's. The event the person asked
// for is named by their words ("Choir winter concert") or by the source's own name (a class's
// title as its confirmation's subject gives it), and keeps the day and time of the text they
// pointed at. The days and times are read once, with the result (origins.ts `indexResult`); a
// check only looks them up.
import type { Mark } from "../model.js";
import type { WorkOutInputs } from "./origins.js";
import { dateTimeKeyOf, givenValue } from "./origins.js";
import { namesSource, namingWords, typedForms, typedWord } from "./naming-words.js";

/**
 * The marks of a write's local date-time arguments (an event's `start`, a reminder's `at`) that the
 * caller gave no origin, that no turn, context or answer gives, and that an outside free text
 * gives, where the write has naming words and they hold no word of the person's turns and no
 * term of that text's source's name: the text's `untrusted` mark, on that argument.
 */
export function unaskedEventMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: WorkOutInputs, filler: ReadonlySet<string>): Mark[] {
  const marks: Mark[] = [];
  let words: string[] | undefined;
  for (const [name, value] of Object.entries(args)) {
    if (given(name)) continue;
    const key = dateTimeKeyOf(value);
    if (key === undefined || givenValue(inputs, key)) continue;
    if (words === undefined) {
      words = namingWords(args, filler);
      // A write with no words of its own (an `update_event` of an `event_id` and times) acts on a record, not on an event it makes.
      if (words.length === 0) return [];
      const typed = typedForms(inputs.typedWords);
      if (words.some((w) => typedWord(w, typed))) return [];
    }
    const from = inputs.results.find((r) => r.textOutside && r.index.dateTimes.has(key));
    if (!from || namesSource(words, from.index.nameTerms)) continue;
    marks.push({ level: "untrusted", source: from.index.tool, on: name, step: from.index.step });
  }
  return marks;
}
