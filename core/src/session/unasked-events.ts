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
import { dateTimeKeyOf } from "./origins.js";
import { namingWords } from "./sought-results.js";

/**
 * Whether a write's naming words (its title, its text) hold a term of a name of the result's
 * source (a subject, a title): the event is the one the source is about.
 */
function namesSource(words: readonly string[], names: ReadonlyArray<{ readonly terms: readonly string[] }>): boolean {
  for (const n of names) for (const t of n.terms) for (const part of t.match(LETTERS) ?? []) if (words.some((w) => sameWord(w, part))) return true;
  return false;
}

/** The letters of a term (`check` of `check-up`), as a write's naming words are cut. */
const LETTERS = /\p{L}{4,}/gu;

/** The letters two forms of one word share at least (`inspect` of `inspection`, `dentist` and `dental` do not). */
const STEM = 5;

/** Two words that are one word in two forms: equal, or of STEM letters or more with the same first STEM (`training`, `trained`). */
function sameWord(a: string, b: string): boolean {
  return a === b || (a.length >= STEM && b.length >= STEM && a.slice(0, STEM) === b.slice(0, STEM));
}

/** Whether a naming word is one of the person's words, in one form or another. */
function typedWord(word: string, typedWords: ReadonlySet<string>, stems: ReadonlySet<string>): boolean {
  return typedWords.has(word) || (word.length >= STEM && stems.has(word.slice(0, STEM)));
}

/**
 * The marks of a write's local date-time arguments (an event's `start`, a reminder's `at`) that the
 * caller gave no origin, that no turn, context or answer gives, and that an outside free text
 * gives, where the write has naming words and they hold no word of the person's turns and no
 * term of that text's source's name: the text's `untrusted` mark, on that argument.
 */
export function unaskedEventMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: WorkOutInputs, filler: ReadonlySet<string>): Mark[] {
  const marks: Mark[] = [];
  let words: string[] | undefined;
  let stems: Set<string> | undefined;
  for (const [name, value] of Object.entries(args)) {
    if (given(name)) continue;
    const key = dateTimeKeyOf(value);
    if (key === undefined || inputs.typed.has(key) || inputs.context.has(key) || inputs.reply.has(key)) continue;
    words ??= namingWords(args).filter((w) => !filler.has(w));
    // A write with no words of its own (an `update_event` of an `event_id` and times) acts on a record, not on an event it makes.
    if (words.length === 0) return [];
    stems ??= new Set([...inputs.typedWords].filter((w) => w.length >= STEM).map((w) => w.slice(0, STEM)));
    if (words.some((w) => typedWord(w, inputs.typedWords, stems!))) return [];
    const from = inputs.results.find((r) => r.textOutside && r.index.dateTimes.has(key));
    if (!from || namesSource(words, from.index.nameTerms)) continue;
    marks.push({ level: "untrusted", source: from.index.tool, on: name, step: from.index.step });
  }
  return marks;
}
