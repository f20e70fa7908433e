// Names and places inside a sentence (`José`, `Łukasz`, `Kraków`, `São Paulo`): words of no
// language the sentence is written in, set aside where a text's language is judged.

/** A run's first letter, after any quotes or brackets that open it. */
const FIRST_LETTER = /\p{L}/u;
const UPPER = /\p{Lu}/u;
/** Marks that end a sentence, and marks that may close a quote or an aside after one. */
const SENTENCE_ENDS = ".!?";
const CLOSERS = "\"'”’)]";
/** The letters a run's word is made of, from its first letter. */
const LETTERS = /[\p{L}'’]+/u;

/**
 * The text with each name blanked out, a space for each of its code units so that the rest keeps
 * its place: a run of non-space characters whose first letter is a capital, that does not open
 * the text, a sentence or a line, and whose word (lower case) `owns` does not claim. `Please text
 * José on …`, `from Düsseldorf`, `Hi team, Grzegorz …` lose their names; `Envía el recibo` keeps
 * its first word, and a language's own words written with a capital mid-sentence (`I`, `Friday`)
 * stay where `owns` claims them. German capitalises its nouns, but what is left of a German
 * sentence (`Bitte schick die … an`) is still German. One pass over the runs.
 */
export function withoutNames(text: string, owns: (word: string) => boolean = () => false): string {
  if (!UPPER.test(text)) return text;
  let out = "";
  let copied = 0;
  let opens = true;
  let i = 0;
  while (i < text.length) {
    // The blanks before a run: a line break among them opens a line, as a sentence's end does.
    let code = text.charCodeAt(i);
    if (isBlank(code)) {
      if (code === 0x0a) opens = true;
      i++;
      continue;
    }
    const at = i;
    while (i < text.length && !isBlank(text.charCodeAt(i))) i++;
    const opening = opens;
    opens = endsSentence(text, at, i);
    // Most runs open with a small letter or a digit: no name, and nothing more to look at.
    code = text.charCodeAt(at);
    if (opening || (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) continue;
    const word = text.slice(at, i);
    const first = FIRST_LETTER.exec(word);
    if (!first || !UPPER.test(first[0])) continue;
    const letters = LETTERS.exec(word.slice(first.index))![0].toLowerCase().replace(/’/g, "'");
    if (owns(letters)) continue;
    out += text.slice(copied, at) + " ".repeat(i - at);
    copied = i;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** Whether a code unit is white space as `\s` reads it. */
function isBlank(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/** Whether the run from `start` to `end` ends a sentence (`arrived.`, `today?"`, `(see below).`): the run after it opens the next. */
function endsSentence(text: string, start: number, end: number): boolean {
  let i = end - 1;
  while (i >= start && CLOSERS.includes(text[i]!)) i--;
  return i >= start && SENTENCE_ENDS.includes(text[i]!);
}
