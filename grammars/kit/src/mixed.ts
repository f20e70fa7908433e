// Turns in more than one language, and turns in a language no grammar reads: where a turn breaks
// into clauses, how the readings of its clauses join, and whether a third language (Spanish,
// German …) is clearly what a text is written in, so that no installed grammar reads it as its own.
import { createRequire } from "node:module";
import { blankAddressWords } from "./detect.js";
import { withoutNames } from "./names.js";
import { outsideQuotes } from "./third-language.js";
import { spanishMarks } from "./spanish-marks.js";
import type { TurnReading } from "./port.js";
import { MAX_TURN_CHARS } from "./reading.js";

// The language identifier is loaded the first time a text is long enough to weigh: importing the
// engine, or checking a call with no turn, never loads its tables.
const require = createRequire(import.meta.url);
let identifier: typeof import("tinyld/light") | undefined;
function detectAll(text: string): Array<{ lang: string; accuracy: number }> {
  return (identifier ??= require("tinyld/light") as typeof import("tinyld/light")).detectAll(text);
}

/** The fewest words a clause needs for its own language to be told apart from its neighbours'. */
export const MIXED_CLAUSE_WORDS = 3;

/** The most characters a language identifier is given: enough to tell, in bounded time. */
const IDENTIFY_CHARS = 600;

/** The fewest words a text needs before an identifier's word about a third language is taken. */
export const IDENTIFY_WORDS = 4;

/** How sure the identifier must be of a third language, and 3 times surer than of any installed one. */
const CLEAR_ACCURACY = 0.3;

/**
 * The lower bar for a stretch no installed grammar recognises as its own (`Muchas gracias y buen fin
 * de semana`): two readers agree that it is no installed language, so the identifier's word on a
 * few words may be less sure, if it is twice as sure as of any installed language.
 */
const SOME_ACCURACY = 0.1;

/** How sure the identifier is asked to be: `clear` of a whole turn, `some` of a stretch no grammar recognises. */
export type ThirdLanguageBar = "clear" | "some";

/**
 * The text cut after each sentence's end (`.`, `!`, `?`, `;` followed by a space) and at each
 * line break, every piece keeping its own spacing so that the pieces join back into the text.
 * One pass over the characters: no pattern that backtracks.
 */
export function splitClauses(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const end = c === "\n" || ((c === "." || c === "!" || c === "?" || c === ";") && /\s/.test(text[i + 1] ?? ""));
    if (!end) continue;
    let j = i + 1;
    while (j < text.length && /\s/.test(text[j]!)) j++;
    out.push(text.slice(start, j));
    start = j;
    i = j - 1;
  }
  if (start < text.length) out.push(text.slice(start));
  return out;
}

/** The readings of a turn's pieces as one reading: each piece's acts, places and values, in order. */
export function mergeReadings(parts: readonly TurnReading[], language: string, length: number): TurnReading {
  const reading: TurnReading = { language, read: parts.some((p) => p.read), sending: [], destinations: [], values: [] };
  for (const part of parts) {
    reading.sending.push(...part.sending);
    reading.destinations.push(...part.destinations);
    reading.values.push(...part.values);
  }
  // The pieces were cut from the turn's first MAX_TURN_CHARS characters.
  if (length > MAX_TURN_CHARS) reading.cut = { read: MAX_TURN_CHARS, of: length };
  const languages = readBy(parts);
  if (languages.length > 1) reading.languages = languages;
  return reading;
}

/**
 * A reading of a turn's pieces in which the values the whole turn's own reading takes back stay taken
 * back: a correction said after a switch of language (`cancela o 4410 e avisa no #vendas. Actually, make
 * it 4412`) takes back a value of the piece before, which that piece's reading alone cannot see. The
 * whole reading's values are met with the pieces' in order, by kind and value; one pass over each.
 */
export function withValuesTakenBack(merged: TurnReading, whole: TurnReading): TurnReading {
  if (!whole.read || !whole.values.some((v) => v.superseded === true)) return merged;
  let at = 0;
  for (const w of whole.values) {
    let k = at;
    while (k < merged.values.length && (merged.values[k]!.kind !== w.kind || String(merged.values[k]!.value) !== String(w.value))) k++;
    if (k === merged.values.length) continue;
    if (w.superseded === true) merged.values[k]!.superseded = true;
    at = k + 1;
  }
  return merged;
}

/**
 * False when a language identifier is clearly sure that a text of some length is in a language
 * none of `installed` (BCP 47 subtags) is: "envía el recibo a Ana mañana" is Spanish, not a
 * Portuguese turn with odd spelling. A short text, or one the identifier is unsure of, is left
 * to the grammars' own detection. A line the turn quotes is what it passes on, not what it is
 * written in (`say exactly "Muchas gracias por su paciencia"`): the identifier weighs the words
 * outside quotes, where there are enough of them.
 */
export function thirdLanguageAllows(text: string, installed: readonly string[], alsoRead: readonly string[] = []): boolean {
  const head = text.slice(0, IDENTIFY_CHARS);
  const unquoted = outsideQuotes(head);
  const sample = unquoted === head || identifierWords(unquoted).length < IDENTIFY_WORDS ? head : unquoted;
  return thirdLanguageOf(sample, installed, "clear", alsoRead) === undefined;
}

/**
 * The language (a BCP 47 subtag) a language identifier names for a text of at least
 * `IDENTIFY_WORDS` words, where it is none of `installed` and the identifier is as sure of it as
 * `bar` asks, and three (`clear`) or two (`some`) times surer than of any installed language;
 * Spanish, where the identifier is less sure but the text's small words are Spanish ones
 * (`spanishByItsMarks`) and the session's grammar does not read Spanish (`alsoRead`, its
 * `Grammar.alsoReads`); undefined otherwise.
 */
export function thirdLanguageOf(text: string, installed: readonly string[], bar: ThirdLanguageBar, alsoRead: readonly string[] = []): string | undefined {
  const words = identifierWords(text.slice(0, IDENTIFY_CHARS));
  if (words.length < IDENTIFY_WORDS) return undefined;
  let ranked: Array<{ lang: string; accuracy: number }>;
  try {
    ranked = detectAll(words.join(" "));
  } catch {
    return undefined;
  }
  const top = ranked[0];
  if (!top) return undefined;
  const ours = Math.max(0, ...ranked.filter((r) => installed.includes(r.lang)).map((r) => r.accuracy));
  const [least, times] = bar === "clear" ? [CLEAR_ACCURACY, 3] : [SOME_ACCURACY, 2];
  if (!installed.includes(top.lang) && top.accuracy >= least && top.accuracy >= times * ours) return namesOnly(text, words.length, installed, top.lang, least) ? undefined : top.lang;
  return !alsoRead.includes(SPANISH) && spanishByItsMarks(text, ranked, installed) ? SPANISH : undefined;
}

const SPANISH = "es";

/** The fewest words marked Spanish (`spanishMarks`) that tell a text is Spanish where the identifier is unsure. */
const SPANISH_MARKED_WORDS = 3;

/**
 * Whether a text the identifier is too unsure of is Spanish all the same: the identifier ranks
 * Spanish, not installed, above every installed language, and the text's words, names left out,
 * are marked Spanish by `SPANISH_MARKED_WORDS` or more, a third of its words or more, and none is
 * marked Portuguese or English. `Por favor, envíale la factura a Ramón antes del viernes` is
 * Spanish, not a Portuguese sentence with odd words; `Manda o recibo para a Lucía, ella lo necesita
 * antes del viernes` and `refund 20 on 4545 y mándale un correo` are not: a word of an installed
 * language says the text is that language's, with a Spanish stretch in it at most.
 */
function spanishByItsMarks(text: string, ranked: ReadonlyArray<{ lang: string; accuracy: number }>, installed: readonly string[]): boolean {
  if (installed.includes(SPANISH)) return false;
  const spanish = ranked.find((r) => r.lang === SPANISH);
  if (!spanish || ranked.some((r) => installed.includes(r.lang) && r.accuracy >= spanish.accuracy)) return false;
  const words = identifierWords(withoutNames(text.slice(0, IDENTIFY_CHARS))).map((w) => w.toLowerCase());
  const marks = spanishMarks(words);
  return marks.spanish >= SPANISH_MARKED_WORDS && 3 * marks.spanish >= words.length && marks.neighbours === 0;
}

/**
 * Whether what made a text look like a third language was its names and places: an English
 * sentence naming `Łukasz Kowalczyk` and `Kraków` is named Polish, and without its names the
 * identifier names an installed language; `two crossings on Ms Adeyemi's account …` is named
 * Turkish, and without its names the identifier names no language surely (French at 0.06), and
 * not Turkish at all. A German sentence without its capitalised nouns is still named German, so a
 * language's own sentences stay its own; a text the identifier names another third language as
 * surely (`least`) without its names stays foreign too. Only where names were left out and enough
 * words remain to tell.
 */
function namesOnly(text: string, wordCount: number, installed: readonly string[], named: string, least: number): boolean {
  const words = identifierWords(withoutNames(text.slice(0, IDENTIFY_CHARS)));
  if (words.length === wordCount || words.length < IDENTIFY_WORDS) return false;
  try {
    const top = detectAll(words.join(" "))[0];
    return top !== undefined && (installed.includes(top.lang) || (top.lang !== named && top.accuracy < least));
  } catch {
    return false;
  }
}

/**
 * The words of a text an identifier weighs: ids, numbers, addresses and handles say nothing of a
 * language. A compound joined by hyphens is weighed as one word (`op-ed`, `check-in`, `manda-lhe`):
 * its halves apart are not words of its language, and an identifier takes `op ed` for Dutch.
 */
function identifierWords(text: string): string[] {
  return (blankAddressWords(text, "@#/:0123456789").match(HYPHENED_WORD) ?? []).filter((w) => w.length >= 2);
}

/** A run of letters, with the runs of letters a single hyphen joins to it: unambiguous, so linear. */
const HYPHENED_WORD = /\p{L}+(?:-\p{L}+)*/gu;

/** A stretch of a turn written in another installed language than the grammar that reads the turn. */
export interface ForeignStretch {
  language: string;
  start: number;
  end: number;
}

/** The most other-language stretches of one turn that are read: a turn that switches back and forth more often is read for these. */
export const MAX_FOREIGN_STRETCHES = 8;

/** Characters that make a run of non-space characters an address, a handle, a channel or a number: no word of a language. */
const NOT_PROSE = /[@#/\d]/;
const RUN = /\S+/g;
const WORD_IN_RUN = /\p{L}[\p{L}'’]*/gu;

/**
 * The stretches of a text, inside one sentence, that switch to another installed language: `anota no
 * 8318 que o cliente ligou, then post it on #support`, `cancela o 8317 and let the customer know`.
 * `ownerOf` names the one language a word belongs to, or none (a word both languages or neither
 * own: `a`, `email`, a name). A stretch starts at a word of another language than `own`, runs over
 * that language's words and words of none, and ends before the next word of `own` (or of a third
 * language); it counts only with `MIXED_CLAUSE_WORDS` words of its language or more. One pass, and
 * at most `MAX_FOREIGN_STRETCHES` stretches.
 */
export function foreignStretches(text: string, own: string, ownerOf: (word: string) => string | undefined): ForeignStretch[] {
  const out: ForeignStretch[] = [];
  let open: { language: string; start: number; words: number } | undefined;
  const close = (end: number) => {
    if (open && open.words >= MIXED_CLAUSE_WORDS) out.push({ language: open.language, start: open.start, end });
    open = undefined;
  };
  for (const run of text.matchAll(RUN)) {
    if (out.length === MAX_FOREIGN_STRETCHES) return out;
    if (NOT_PROSE.test(run[0])) continue;
    for (const word of run[0].matchAll(WORD_IN_RUN)) {
      const owner = ownerOf(word[0].toLowerCase());
      if (owner === undefined) continue;
      const at = run.index + word.index;
      if (owner === own || (open && owner !== open.language)) close(at);
      if (owner === own) continue;
      if (open) open.words++;
      else open = { language: owner, start: at, words: 1 };
    }
  }
  close(text.length);
  return out;
}

/**
 * A reading with the sending acts and places to send to that the readings of its other-language
 * stretches found: the values stay those the whole turn's reading gave, where corrections and pairs
 * are read across the whole turn.
 */
export function withActsOf(reading: TurnReading, stretches: readonly TurnReading[]): TurnReading {
  const sending = [...reading.sending];
  const destinations = [...reading.destinations];
  for (const part of stretches) {
    sending.push(...part.sending);
    for (const d of part.destinations) if (!destinations.some((e) => e.kind === d.kind && e.value === d.value)) destinations.push(d);
  }
  const languages = readBy([reading, ...stretches]);
  return { ...reading, sending, destinations, ...(languages.length > 1 ? { languages } : {}) };
}

/** The languages of the readings that read their text, each once, in order (TurnReading `languages`). */
function readBy(parts: readonly TurnReading[]): string[] {
  const out: string[] = [];
  for (const p of parts) for (const l of p.read ? (p.languages ?? [p.language]) : []) if (!out.includes(l)) out.push(l);
  return out;
}
