// The Portuguese grammar's own tokenizer. It does not use compromise: compromise keeps one global
// lexicon, and Portuguese words added to it would change how English turns read in the same process.

export interface Token {
  /** The word as written. */
  text: string;
  /** Lower case without accents: `Não` → `nao`, `amanhã` → `amanha`. */
  fold: string;
  /** The fold before a hyphen: `envie-o` → `envie`, the form a verb is looked up by. */
  key: string;
  start: number;
  end: number;
  /** True when punctuation or a line break follows the word. */
  breakAfter: boolean;
  /** True when the word starts with a capital letter. */
  capital: boolean;
}

/** Lower case without accents, as Unicode says: the definition the tables below are made from. */
function foldByUnicode(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
}

/** A letter or digit of any script, the characters of a word. */
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/**
 * The last code unit the tables below hold: Latin-1 and Latin Extended-A and B, every letter a
 * Portuguese turn is written in. Up to it, a word is folded and read character by character from
 * the tables, each entry made at load by the Unicode definition for the character alone (folding
 * is the same character by character there: a decomposition, marks dropped, a lower case that
 * looks at no neighbour); past it, by the definition itself.
 */
const TABLED = 0x24f;
/** Each tabled code unit's fold, as `foldByUnicode` gives it for the character alone. */
const FOLDS: readonly string[] = Array.from({ length: TABLED + 1 }, (_, c) => foldByUnicode(String.fromCharCode(c)));
/** Each tabled code unit's fold where it is one code unit, else its lower case where that is, else itself: offsets kept. */
const KEPT_FOLDS: readonly string[] = Array.from({ length: TABLED + 1 }, (_, c) => keptFold(String.fromCharCode(c)));
/** Whether each tabled code unit is a letter or a digit. */
const LETTERS: Uint8Array = Uint8Array.from({ length: TABLED + 1 }, (_, c) => (LETTER_OR_DIGIT.test(String.fromCharCode(c)) ? 1 : 0));

/** A character's fold where it keeps its length, else its lower case where that does, else the character. */
function keptFold(ch: string): string {
  const f = foldByUnicode(ch);
  return f.length === ch.length ? f : ch.toLowerCase().length === ch.length ? ch.toLowerCase() : ch;
}

/** True when every character of the text is ASCII. */
function ascii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** Lower case without accents. */
export function fold(text: string): string {
  // Plain ASCII has no accent to take off (most words, ids and numbers of a turn).
  return ascii(text) ? text.toLowerCase() : foldAccented(text);
}

/** The fold of a text with a character past ASCII: from the tables where every character is in them. */
function foldAccented(text: string): string {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > TABLED) return foldByUnicode(text);
  let out = "";
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= 0x7f) continue;
    out += text.slice(run, i).toLowerCase() + FOLDS[c]!;
    run = i + 1;
  }
  return out + text.slice(run).toLowerCase();
}

/**
 * The text folded character by character, so that offsets in it are offsets in the text: a
 * character whose fold is of another length is only lower-cased, or left as it is.
 */
export function foldKeepingOffsets(text: string): string {
  let out = "";
  // Runs of ASCII are lower-cased whole: their fold, character by character, is their lower case.
  let run = 0;
  for (let i = 0; i < text.length; ) {
    const c = text.charCodeAt(i);
    if (c <= 0x7f) {
      i++;
      continue;
    }
    out += text.slice(run, i).toLowerCase();
    if (c <= TABLED) {
      out += KEPT_FOLDS[c]!;
      i++;
    } else {
      const ch = text.slice(i, i + ((text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1));
      out += keptFold(ch);
      i += ch.length;
    }
    run = i;
  }
  return out + text.slice(run).toLowerCase();
}

/** The code units (1, or 2 past the BMP) of the letter or digit at i; 0 when none stands there. */
function letterOrDigitAt(text: string, i: number): number {
  if (i >= text.length) return 0;
  const c = text.charCodeAt(i);
  if (c <= 0x7f) return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) ? 1 : 0;
  if (c <= TABLED) return LETTERS[c]!;
  const n = (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
  return LETTER_OR_DIGIT.test(text.slice(i, i + n)) ? n : 0;
}

/**
 * The end of the word that starts at a letter or digit: more letters, digits and apostrophes,
 * then parts joined by a hyphen (`envie-o`, `guarda-chuva`), as
 * `[\p{L}\p{N}][\p{L}\p{N}'’]*(?:-[\p{L}\p{N}]+)*` matches it, read character by character.
 */
function wordEnd(text: string, start: number): number {
  let i = start + letterOrDigitAt(text, start);
  for (;;) {
    const c = text.charCodeAt(i);
    const n = c === 0x27 || c === 0x2019 ? 1 : letterOrDigitAt(text, i);
    if (n === 0) break;
    i += n;
  }
  while (text.charCodeAt(i) === 0x2d && letterOrDigitAt(text, i + 1) > 0) {
    i++;
    for (let n = letterOrDigitAt(text, i); n > 0; n = letterOrDigitAt(text, i)) i += n;
  }
  return i;
}

const CAPITAL = /^\p{Lu}/u;
/**
 * What ends a clause between two words: a stop or a bracket, a dash with spaces, or a `+` or `&`
 * with spaces, which join two requests as `e` does (`anota no 7117 que atrasou + email ze@…`); a
 * `+` with no space after it starts a phone (`para +351 …`) and breaks nothing.
 */
const BREAK = /[.,;:!?()[\]{}\n—–]|\s[-+&]\s/;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  // Words are found character by character, not by a pattern: a match per word made an array each.
  for (let start = 0; start < text.length; ) {
    if (letterOrDigitAt(text, start) === 0) {
      start += (text.codePointAt(start) ?? 0) > 0xffff ? 2 : 1;
      continue;
    }
    const end = wordEnd(text, start);
    const word = text.slice(start, end);
    const folded = fold(word);
    const hyphen = folded.indexOf("-");
    const first = word.charCodeAt(0);
    tokens.push({
      text: word,
      fold: folded,
      key: hyphen === -1 ? folded : folded.slice(0, hyphen),
      start,
      end,
      breakAfter: false,
      // An ASCII letter is a capital from A to Z; any other letter is asked of Unicode.
      capital: first <= 0x7f ? first >= 0x41 && first <= 0x5a : CAPITAL.test(word),
    });
    start = end;
  }
  for (let i = 0; i < tokens.length; i++) {
    const end = tokens[i]!.end;
    const next = tokens[i + 1]?.start ?? text.length;
    // Most words are followed by a single space, which breaks nothing.
    const space = next === end + 1 && text.charCodeAt(end) === 0x20;
    tokens[i]!.breakAfter = i === tokens.length - 1 || (!space && BREAK.test(text.slice(end, next)));
  }
  return tokens;
}
