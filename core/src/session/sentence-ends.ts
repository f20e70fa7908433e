// Where a sentence of an outside text ends: one rule for every reader of the session that reads a
// text sentence by sentence (an instruction's sentence, identifiers written together, a revision's
// announcement), so that two readers never cut the same text in two ways.

/** Marks that may close a sentence after its stop (`reply.)`, `done."`). */
const CLOSING: ReadonlySet<string> = new Set([")", "]", '"', "'", "\u2019", "\u201d"]);

/** A number's abbreviation (`no.`, `nr.`, `nos.`) ending at its dot, a figure a blank after it. */
const NUMBER_WORD_BEFORE = /(?:^|[^\p{L}])(?:no|nos|nr|num)$/iu;
const FIGURE_AFTER = /^[ \t]{1,2}\d/;

/**
 * Whether the dot at `i` closes a number's abbreviation before its figure (`[edit] no. 32, not
 * 23`): the sentence goes on with the number it names. Reads a few characters either side.
 */
function numberedAbbreviation(text: string, i: number): boolean {
  return FIGURE_AFTER.test(text.slice(i + 1, i + 4)) && NUMBER_WORD_BEFORE.test(text.slice(Math.max(0, i - 4), i));
}

/**
 * Whether a sentence ends at `i`: a line break, or `.`, `!`, `?` before a space or the end, a
 * closing bracket or quote between them (`reply.)`); not the dot of `4.1m` or `a.b@c`, nor that of
 * `no. 32`. A semicolon does not end one: what it joins is said together.
 */
export function endsSentence(text: string, i: number): boolean {
  const c = text[i];
  if (c === "\n") return true;
  if (c !== "." && c !== "!" && c !== "?") return false;
  const next = CLOSING.has(text[i + 1] ?? "") ? i + 2 : i + 1;
  if (c === "." && numberedAbbreviation(text, i)) return false;
  return next >= text.length || /\s/.test(text[next]!);
}

/** Where the sentence that holds `from` ends (its stop's index, or the text's length), and where the next starts. */
export function sentenceEnd(text: string, from: number): { end: number; next: number } {
  for (let i = from; i < text.length; i++) if (endsSentence(text, i)) return { end: i, next: i + 1 };
  return { end: text.length, next: text.length };
}

/** The sentence of a text that holds the span from `from` to `to`: from the end of the sentence before it to the end of its own, or the text's end. */
export function sentenceAt(text: string, from: number, to: number): string {
  // A cue's match may begin at the stop that ends the sentence before it (`…at the first session.
  // Reply to me with your slot`): its sentence starts after that stop, not with the sentence it ends.
  let start = from < to && endsSentence(text, from) ? from + 1 : from;
  while (start > 0 && !endsSentence(text, start - 1)) start--;
  let end = to;
  while (end < text.length && !endsSentence(text, end)) end++;
  return text.slice(start, Math.min(text.length, end + 1));
}
