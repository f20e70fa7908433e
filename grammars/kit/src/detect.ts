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

/** Whether a code unit is one of `marks`. */
function isMark(code: number, marks: string): boolean {
  for (let k = 0; k < marks.length; k++) if (marks.charCodeAt(k) === code) return true;
  return false;
}

/** Whether a code unit is white space as `\s` reads it. */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/**
 * The text with every run of non-space characters that holds one of `marks` (`@`, `#`, `/` …,
 * each one code unit) or looks like a host (`x.com`, `report.pdf`) blanked out: addresses say
 * nothing of a language. Only a run that holds a mark or a `.` can be blanked, so only those runs
 * are looked at, from the first such character in them; each character is read at most twice. A
 * regular expression such as `\S*[@#/]\S*` takes quadratic time on one long run.
 */
export function blankAddressWords(text: string, marks: string): string {
  let out = "";
  let copied = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const mark = isMark(code, marks);
    if (!mark && code !== 0x2e) continue;
    let start = i;
    while (start > 0 && !isSpace(text.charCodeAt(start - 1))) start--;
    let end = i + 1;
    let blank = mark;
    while (end < text.length && !isSpace(text.charCodeAt(end))) {
      if (!blank && isMark(text.charCodeAt(end), marks)) blank = true;
      end++;
    }
    if (blank || dotted(text.slice(start, end))) {
      out += `${text.slice(copied, start)} `;
      copied = end;
    }
    i = end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

const ADDRESS_MARKS = "@#/";

/** The words of a text that may say its language, lower case; addresses, links and handles left out. */
export function proseWords(text: string): string[] {
  // Addresses, links, handles and channels say nothing of the language: `ana@x.com` is no word.
  const prose = blankAddressWords(text.slice(0, DETECT_CHARS), ADDRESS_MARKS);
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
