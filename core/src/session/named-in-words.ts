// A source the person names in their own words: "the email from Harlow Lettings about my move-out
// inspection" points at the email whose subject is `Move-out inspection - Flat 3`, though no turn
// types the subject whole. The terms of a source's name are read once, when its result is
// reported; a check only counts which of them the person's words hold. The name's words are
// given as origins.ts `wordsOf` cuts them, the same words a turn's are. The words a name says
// nothing of its source with (`your`, `about`, `sobre`) are the grammars' (the port's
// `name_filler` set, turn-words.ts); words of fewer than four letters without a digit are left
// out by their length.

/** The fewest terms of one name the person's words must hold for the name to point at its source. */
export const NAMED_TERMS = 2;
/** The most terms kept of one name, and the most names kept of one result: a check counts no more. */
const MAX_TERMS = 12;
const MAX_NAMES = 16;

/**
 * The terms of the words of a structured value that names its source (a subject, a title, a file's name):
 * its words of four characters or more, or of two or more with a digit (`Q1`, `2027`), each once.
 * Undefined when it has fewer than NAMED_TERMS of them: one word the person says is too common to
 * point at a source (`invoice`, `roadmap`).
 */
export function nameTerms(words: readonly string[], filler: ReadonlySet<string>): string[] | undefined {
  const terms: string[] = [];
  for (const w of words) {
    if (terms.length >= MAX_TERMS) break;
    if ((w.length >= 4 || (w.length >= 2 && /\d/.test(w))) && !filler.has(w) && !terms.includes(w)) terms.push(w);
  }
  return terms.length >= NAMED_TERMS ? terms : undefined;
}

/** A name's terms and the record of the result that holds it. */
export interface NamedRecord {
  readonly terms: readonly string[];
  readonly record: number;
}

/** Adds a name's terms to a result's, while it keeps fewer than MAX_NAMES. */
export function keepNameTerms(words: readonly string[], record: number, out: NamedRecord[], filler: ReadonlySet<string>): void {
  if (out.length >= MAX_NAMES) return;
  const terms = nameTerms(words, filler);
  if (terms) out.push({ terms, record });
}

/**
 * Whether the person's words hold NAMED_TERMS terms of one of a result's names: of a name of
 * `record` where one is given (the record that holds the value asked about; -1 for none).
 */
export function namedInWords(names: readonly NamedRecord[], typedWords: ReadonlySet<string>, record?: number): boolean {
  for (const { terms, record: of } of names) {
    if (record !== undefined && of !== record) continue;
    let n = 0;
    for (const t of terms) if (typedWords.has(t) && ++n >= NAMED_TERMS) return true;
  }
  return false;
}
