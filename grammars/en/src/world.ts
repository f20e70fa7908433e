// The one place the English grammar touches compromise's global world: it adds the grammar's
// words once, when this module loads, and hands out the same `nlp` to every reader. Nothing
// passes a lexicon per call, because that would mutate the shared world on every turn.
import nlp from "compromise";
import { RELATIVE_DAYS, SENDING_VERBS } from "./lexicon.js";

function extendWorld(): void {
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

extendWorld();

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

/** Parses a text once with compromise and returns what the English grammar needs of it. */
export function analyse(text: string): Analysis {
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
