// The identifiers a text writes together in one sentence: "fl_tp_1947 is cancelled, you are on
// fl_tp_1951" tells of two records at once, where "quote NL-77128 as the reference" under a page
// that writes "reference NL-77120" elsewhere names another record beside the one the person typed
// (ids-said-otherwise.ts reads the pairs). Read once, when a result is reported, in one pass over
// its texts' sentences and words.
import { stringKey } from "./values.js";
import { sentenceEnd } from "./sentence-ends.js";

/** The shortest and longest identifiers read. */
const SHORTEST = 4;
const LONGEST = 40;

/** An identifier: one token of letters, digits and the marks that join them, with a letter and a digit. */
const IDENTIFIER = /^(?=[^\d]*\d)(?=[^a-z]*[a-z])[a-z\d][a-z\d_\-./]*$/;

/**
 * The form of an identifier, lower-cased: each letter `a`, each digit `9`, each mark kept
 * (`fl_tp_1947` and `fl_fr_2201` are both `aa_aa_9999`); undefined for a value that is no identifier.
 */
export function identifierForm(id: string): string | undefined {
  if (id.length < SHORTEST || id.length > LONGEST) return undefined;
  const lower = id.toLowerCase();
  if (!IDENTIFIER.test(lower)) return undefined;
  let form = "";
  for (const c of lower) form += c >= "0" && c <= "9" ? "9" : c >= "a" && c <= "z" ? "a" : c;
  return form;
}

/** The key of two identifiers a sentence writes together, in either order. */
export function idPair(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}

/** The most identifiers of one sentence paired, and the most pairs kept of one result. */
const MAX_IDS_IN_SENTENCE = 12;
const MAX_PAIRS = 2048;

/** Marks a word may carry before it in a sentence (`(NL-77128`), not part of the identifier. */
const BEFORE = new Set(["(", '"', "'", "[", "{", "<"]);
/** Marks a word may carry after it (`fl_1947,`, `NL-77128)`), not part of the identifier. */
const AFTER = new Set([")", '"', "'", "]", "}", ">", ".", ",", ":", ";", "!", "?"]);

/** A word without the marks around it, trimmed by index: `(NL-77128),` is `NL-77128`. */
function bare(word: string): string {
  let from = 0;
  let to = word.length;
  while (from < to && BEFORE.has(word[from]!)) from++;
  while (to > from && AFTER.has(word[to - 1]!)) to--;
  return word.slice(from, to);
}

/**
 * Adds to `out` the pairs of identifiers (`identifierForm`, keyed as values.ts `stringKey` keys a
 * string) that one sentence of `text` writes together: what a text tells of two records at once.
 * One pass over the text's sentences (sentence-ends.ts) and words.
 */
export function idsTogetherIn(text: string, out: Set<string>): void {
  let from = 0;
  while (from < text.length && out.size < MAX_PAIRS) {
    const { end, next } = sentenceEnd(text, from);
    // A semicolon parts two statements of one sentence ("fl_1947 is cancelled; rebooked: fl_1951"):
    // what each tells of a record is told apart, so their identifiers are not paired.
    for (const statement of text.slice(from, end).split(";")) {
      const ids: string[] = [];
      for (const word of statement.split(/\s+/)) {
        const id = bare(word);
        if (identifierForm(id) !== undefined && ids.length < MAX_IDS_IN_SENTENCE) ids.push(stringKey(id));
      }
      for (let i = 0; i < ids.length; i++) for (let j = i + 1; j < ids.length; j++) if (ids[i] !== ids[j]) out.add(idPair(ids[i]!, ids[j]!));
    }
    from = next;
  }
}
