// The words a write says what it is about with, and whether they meet the person's words or the
// name of a source: an event titled "Dinner at Kofi's" after "Kofi invited us to dinner", a class
// titled "Wheel throwing for beginners" from the email whose subject is "Booking confirmed: Wheel
// throwing for beginners". Words are cut into their letters (`lena` of `lena's`, `check` of
// `check-up`) and meet whole or on their first STEM letters (`concert`, `concerts`; `training`,
// `trained`), the lenient side: a write that meets them is taken as the one asked for.

/** A word that can say what a write is about: four letters or more (`dinner`, `inspection`). */
const NAMING_WORD = /\p{L}{4,}/gu;

/** The letters of a word as the person typed it, for a read's arguments (`kofi` of `kofi.mensah`, `lena` of `lena's`). */
const LETTER_WORD = /\p{L}{3,}/gu;

/** The arguments that say what a write is about: a title, a name, a subject, a text, by their name's last word. */
const NAMING_ARGUMENT = /(?:^|_)(?:title|name|subject|summary|text|description|message|note)$/i;

/** The longest argument read for its naming words: a title or a short text. */
const MAX_TEXT = 512;

/** The letters two forms of one word share at least (`inspect` of `inspection`; `dentist` and `dental` do not meet). */
const STEM = 5;

/** The most of the person's words cut into letters for one call. */
const MAX_TYPED = 4096;

/**
 * The words that say what a write is about: those of four letters or more, lower case, of its
 * arguments named for it (an event's title, a reminder's text), less the grammars' filler words.
 */
export function namingWords(args: Readonly<Record<string, unknown>>, filler: ReadonlySet<string>): string[] {
  const words: string[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (!NAMING_ARGUMENT.test(name) || typeof value !== "string" || value.length > MAX_TEXT) continue;
    words.push(...namingWordsOf(value, filler));
  }
  return words;
}

/** The naming words of one short text (a record's title, an argument named for what a write is about): none of a longer one. */
export function namingWordsOf(text: string, filler: ReadonlySet<string>): string[] {
  if (text.length > MAX_TEXT) return [];
  return (text.toLowerCase().match(NAMING_WORD) ?? []).filter((w) => !filler.has(w));
}

/** The person's words cut into letters, and their first STEM letters. */
export interface TypedForms {
  readonly letters: ReadonlySet<string>;
  readonly stems: ReadonlySet<string>;
}

/** The person's words (conversation.ts `typedWords`) as `TypedForms`, made once per call that needs them. */
export function typedForms(typedWords: ReadonlySet<string>): TypedForms {
  const letters = new Set<string>();
  const stems = new Set<string>();
  let n = 0;
  for (const word of typedWords) {
    if (++n > MAX_TYPED) break;
    for (const w of word.match(LETTER_WORD) ?? []) {
      letters.add(w);
      if (w.length >= STEM) stems.add(w.slice(0, STEM));
    }
  }
  return { letters, stems };
}

/** The words of three letters or more of a value, lower case: what a read's argument is cut into. */
export function letterWords(value: string): string[] {
  return value.toLowerCase().match(LETTER_WORD) ?? [];
}

/** Whether a word is one of the person's, in one form or another. */
export function typedWord(word: string, typed: TypedForms): boolean {
  return typed.letters.has(word) || (word.length >= STEM && typed.stems.has(word.slice(0, STEM)));
}

/** The longest ending one form of a word adds to another: `labels`, `labelled`, `archived`. */
const FORM_ENDING = 3;

/** Whether the person typed `word` in another form: one is the other with at most FORM_ENDING letters more. */
export function typedForm(word: string, typed: ReadonlySet<string>): boolean {
  for (const w of typed) {
    const [short, long] = w.length < word.length ? [w, word] : [word, w];
    if (short.length >= 4 && long.length - short.length <= FORM_ENDING && long.startsWith(short)) return true;
  }
  return false;
}

function sameWord(a: string, b: string): boolean {
  return a === b || (a.length >= STEM && b.length >= STEM && a.slice(0, STEM) === b.slice(0, STEM));
}

/** Whether naming words hold a term of a name of a source (a subject, a title: origins.ts `nameTerms`), in one form or another. */
export function namesSource(words: readonly string[], names: ReadonlyArray<{ readonly terms: readonly string[] }>): boolean {
  for (const n of names) for (const t of n.terms) for (const part of t.match(NAMING_WORD) ?? []) if (words.some((w) => sameWord(w, part))) return true;
  return false;
}
