// The one place the English grammar touches compromise's global world: it loads compromise and
// adds the grammar's words once, the first time a text is read (a client that reads no turn
// never loads it), and hands out the same `nlp` to every reader. Nothing passes a lexicon per
// call, because that would mutate the shared world on every turn.
import { createRequire } from "node:module";
import type compromise from "compromise";
import { RELATIVE_DAYS, SENDING_VERBS } from "./lexicon.js";

type Nlp = typeof compromise;
let world: Nlp | undefined;

/** compromise, its world extended; loaded synchronously (its one-file CommonJS build) when first used. */
function loaded(): Nlp {
  if (!world) {
    const nlp = createRequire(import.meta.url)("compromise") as Nlp;
    extendWorld(nlp);
    world = nlp;
  }
  return world;
}

/** compromise's reading of a text, in the one extended world. */
function nlp(text: string): ReturnType<Nlp> {
  return loaded()(text);
}

function extendWorld(nlp: Nlp): void {
  const words: Record<string, string> = {};
  for (const verb of SENDING_VERBS) {
    for (const extra of verb.extra) {
      if (!/^[a-z]+$/.test(extra)) continue;
      words[extra] = extra.endsWith("ed") ? "PastTense" : "Infinitive";
    }
  }
  // Short forms of dates compromise does not know; their meaning is read by dates.ts.
  for (const word of Object.keys(RELATIVE_DAYS)) if (/^[a-z]+$/.test(word)) words[word] ??= "Date";
  nlp.addWords(words);
}

/** True when compromise's lexicon holds the word: a real word, never read as a slip of another. */
export function knownWord(word: string): boolean {
  const lexicon = (loaded().model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon;
  return Object.hasOwn(lexicon, word);
}

/** A term as the English grammar reads it from compromise. */
export interface Term {
  /** Lower case, with contractions expanded (`don't` gives `do` then `not`). */
  norm: string;
  /** The words as written (empty for the hidden half of a contraction). */
  text: string;
  tags: Set<string>;
  start: number;
  end: number;
  /** The spaces and punctuation after the term. */
  post: string;
  /** True when punctuation or a sentence end follows this term. */
  breakAfter: boolean;
}

interface RawTerm {
  text: string;
  normal?: string;
  implicit?: string;
  post?: string;
  tags?: Set<string>;
  offset?: { start: number; length: number };
}

/** What compromise reads in one text: its terms, the people and places, the numbers in words. */
export interface Analysis {
  terms: Term[];
  names: Array<{ text: string; start: number }>;
  numbers: Array<{ text: string; start: number; value: number; unit: string; ordinal: boolean }>;
}

/**
 * compromise's cost grows faster than the length of a run of numbers or symbols with no sentence
 * end (30,000 `+1`s take most of a minute), so a text is given to it in pieces of at most this
 * many characters, cut at a sentence end where there is one and at a space otherwise.
 */
export const PIECE = 1_000;

/** Where to cut a text into pieces for compromise. */
export function pieces(text: string): Array<{ start: number; text: string }> {
  const out: Array<{ start: number; text: string }> = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + PIECE);
    if (end < text.length) {
      const window = text.slice(start, end);
      const sentence = Math.max(window.lastIndexOf(". "), window.lastIndexOf("! "), window.lastIndexOf("? "), window.lastIndexOf("\n"));
      const space = window.lastIndexOf(" ");
      if (sentence > PIECE / 4) end = start + sentence + 1;
      else if (space > PIECE / 4) end = start + space;
    }
    out.push({ start, text: text.slice(start, end) });
    start = end;
  }
  return out;
}

/** Parses a text once with compromise and returns what the English grammar needs of it. */
export function analyse(text: string): Analysis {
  const all: Analysis = { terms: [], names: [], numbers: [] };
  for (const piece of pieces(text)) {
    const part = analysePiece(piece.text);
    for (const t of part.terms) all.terms.push({ ...t, start: t.start + piece.start, end: t.end + piece.start });
    for (const n of part.names) all.names.push({ ...n, start: n.start + piece.start });
    for (const n of part.numbers) all.numbers.push({ ...n, start: n.start + piece.start });
  }
  const last = all.terms[all.terms.length - 1];
  if (last) last.breakAfter = true;
  return all;
}

function analysePiece(text: string): Analysis {
  const doc = nlp(text);
  doc.compute("offset");
  const terms: Term[] = [];
  const docs = (doc as unknown as { docs: RawTerm[][] }).docs;
  for (const sentence of docs) {
    sentence.forEach((raw, i) => {
      const start = raw.offset?.start ?? 0;
      const norm = (raw.implicit ?? raw.normal ?? raw.text).toLowerCase();
      const post = raw.post ?? "";
      terms.push({
        norm,
        text: raw.text,
        post,
        tags: raw.tags ?? new Set<string>(),
        start,
        end: start + (raw.offset?.length ?? raw.text.length),
        breakAfter: i === sentence.length - 1 || /[.,;:!?()[\]{}\n—–]|\s-\s/.test(post),
      });
    });
  }
  const names: Analysis["names"] = [];
  for (const view of [doc.people(), doc.places()]) {
    const json = view.json({ offset: true }) as Array<{ text: string; offset?: { start: number } }>;
    for (const item of json) names.push({ text: item.text, start: item.offset?.start ?? 0 });
  }
  const numbers: Analysis["numbers"] = [];
  const json = doc.numbers().json({ offset: true }) as Array<{
    text: string;
    offset?: { start: number };
    number?: { num?: number; unit?: string };
    terms?: Array<{ tags?: string[] }>;
  }>;
  for (const item of json) {
    const value = item.number?.num;
    if (typeof value !== "number" || !Number.isFinite(value)) continue;
    numbers.push({
      text: item.text,
      start: item.offset?.start ?? 0,
      value,
      unit: (item.number?.unit ?? "").toLowerCase(),
      ordinal: (item.terms ?? []).some((t) => (t.tags ?? []).includes("Ordinal")),
    });
  }
  return { terms, names, numbers };
}

export { nlp };
