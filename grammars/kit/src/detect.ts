// Language-neutral scoring for a grammar's detect(): the share of a text's words that its
// language owns, against words of other languages and words neither side knows. Which words
// count for and against a language is each grammar's data.

/** How one word of a text counts: for the language, against it, or neither. */
export type WordVote = "own" | "foreign" | "unknown";

/** Weight of a word neither side knows: a name, a product, a typo. */
const UNKNOWN_WEIGHT = 0.35;

/** The most characters of a text its language is judged from: enough words, in bounded time. */
export const DETECT_CHARS = 20_000;

const ASCII_LETTER = /^[a-z]$/i;
const WORD_CHAR = /^\w$/;

/** Whether a run of non-space characters is a host or a file name: a `.` after one character or more, then two letters or more ending the word. */
function dotted(token: string): boolean {
  for (let i = token.indexOf(".", 1); i > 0; i = token.indexOf(".", i + 1)) {
    let j = i + 1;
    while (j < token.length && ASCII_LETTER.test(token[j]!)) j++;
    if (j - i - 1 >= 2 && (j === token.length || !WORD_CHAR.test(token[j]!))) return true;
  }
  return false;
}

/** Whether a token holds a character `marks` holds of, read by code point without copying the token. */
function marked(token: string, marks: (c: string) => boolean): boolean {
  for (const c of token) if (marks(c)) return true;
  return false;
}

/**
 * The text with every run of non-space characters that holds one of `marks` (`@`, `#`, `/` …) or
 * looks like a host (`x.com`, `report.pdf`) blanked out, in one pass: addresses say nothing of a
 * language. A regular expression such as `\S*[@#/]\S*` takes quadratic time on one long run.
 */
export function blankAddressWords(text: string, marks: (c: string) => boolean): string {
  return text.replace(NON_SPACE_RUN, (token) => (marked(token, marks) || dotted(token) ? " " : token));
}

/** A run of non-space characters: one pass, each character tried once. */
const NON_SPACE_RUN = /\S+/g;

const ADDRESS_MARKS = new Set(["@", "#", "/"]);

/** The words of a text that may say its language, lower case; addresses, links and handles left out. */
export function proseWords(text: string): string[] {
  // Addresses, links, handles and channels say nothing of the language: `ana@x.com` is no word.
  const prose = blankAddressWords(text.slice(0, DETECT_CHARS), (c) => ADDRESS_MARKS.has(c));
  return prose.toLowerCase().match(/[\p{L}][\p{L}'’]*/gu) ?? [];
}

/** How sure a grammar may be, from 0 to 1, that a text is in its language, given how each word votes. */
export function languageShare(text: string, vote: (word: string) => WordVote): number {
  if (typeof text !== "string") return 0;
  let own = 0;
  let foreign = 0;
  let unknown = 0;
  for (const word of proseWords(text)) {
    const v = vote(word);
    if (v === "own") own++;
    else if (v === "foreign") foreign++;
    else unknown++;
  }
  if (own === 0) return 0;
  return own / (own + 1.5 * foreign + UNKNOWN_WEIGHT * unknown + 0.5);
}
