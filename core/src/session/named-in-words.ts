// A source the person names in their own words: "the email from Harlow Lettings about my move-out
// inspection" points at the email whose subject is `Move-out inspection - Flat 3`, though no turn
// types the subject whole. The terms of a source's name are read once, when its result is
// reported; a check only counts which of them the person's words hold. The name's words are
// given as origins.ts `wordsOf` cuts them, the same words a turn's are.

/**
 * Words a name is written with that say nothing of which source it is: a subject's `your`,
 * `about`, `with`. Words of fewer than four letters
 * without a digit are left out by their length.
 */
const NOT_TERMS: ReadonlySet<string> = new Set([
  "your", "yours", "with", "from", "about", "this", "that", "these", "those", "there", "here", "have", "will", "would",
  "please", "thanks", "thank", "hello", "into", "over", "after", "before", "when", "what", "which",
  "sobre", "para", "como", "esta", "este", "isto", "pelo", "pela",
]);

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
export function nameTerms(words: readonly string[]): string[] | undefined {
  const terms: string[] = [];
  for (const w of words) {
    if (terms.length >= MAX_TERMS) break;
    if ((w.length >= 4 || (w.length >= 2 && /\d/.test(w))) && !NOT_TERMS.has(w) && !terms.includes(w)) terms.push(w);
  }
  return terms.length >= NAMED_TERMS ? terms : undefined;
}

/** A name's terms and the record of the result that holds it. */
export interface NamedRecord {
  readonly terms: readonly string[];
  readonly record: number;
}

/** Adds a name's terms to a result's, while it keeps fewer than MAX_NAMES. */
export function keepNameTerms(words: readonly string[], record: number, out: NamedRecord[]): void {
  if (out.length >= MAX_NAMES) return;
  const terms = nameTerms(words);
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
