// The sentence of an outside text that says two slots were swapped: "EDIT: A and B swapped because
// of the room booking - examiner B now 09:00-12:00", "swap approved, Owain moves to Tue 1 at 11:00
// and Elin takes Mon 30 11:00", "a Rita e o Hugo trocaram, ela fica com sábado às 8h". A swap
// hands one row the time or the day another row of the same list holds, so, unlike another
// correction's, its times and days are ones the rest of the result writes too: the correction
// rules that keep only a correction's new values (superseded-times.ts, corrected-days.ts) keep a
// swap's whole. Only a swap stated as done counts: a question ("anyone can swap Tue 11:00?") or an
// offer changes nothing. Read with one word scan of the text, once, when its result is reported.
import { sentenceAt } from "./sentence-ends.js";

/** Words that say a swap was made (`Kofi and Gaz swapped`, `trocaram`). */
const SWAPPED = new Set([
  "swapped", "traded", "trocado", "trocada", "trocados", "trocadas", "trocou", "trocaram", "trocámos", "trocamos",
  // Rotas come in languages no grammar reads: German, Dutch, French, Spanish, Italian.
  "getauscht", "geruild", "échangé", "échangés", "échangée", "échangées", "intercambiado", "intercambiados", "scambiato", "scambiati",
]);
/** The noun of a swap, which says one was made beside a word of its settling (`swap approved`, `troca combinada`, `Tausch (bestätigt)`). */
const SWAP = new Set(["swap", "troca", "tausch", "ruil", "échange", "intercambio", "cambio", "scambio"]);
const SETTLED = new Set([
  "approved", "agreed", "confirmed", "done", "aprovada", "combinada", "feita", "confirmada", "acordada",
  "bestätigt", "vereinbart", "genehmigt", "bevestigd", "afgesproken", "confirmé", "validé", "confirmado", "acordado", "confermato",
]);

/** The longest text read, as the other cue readers read. */
const MAX_READ = 20_000;

/** A word and where it ends: one pass over the text, no pattern that can backtrack. */
const WORD = /[\p{L}]+/gu;

/**
 * The sentences of a text that state a swap as made, in order, at most `max`. A sentence that ends
 * with a question mark asks for one.
 */
export function swapSentences(text: string, max = 4): string[] {
  const slice = text.length > MAX_READ ? text.slice(0, MAX_READ) : text;
  const out: string[] = [];
  let before = "";
  let coveredTo = -1;
  for (const m of slice.matchAll(WORD)) {
    const word = m[0].toLowerCase();
    const made = SWAPPED.has(word) || (SWAP.has(word) && SETTLED.has(before)) || (SETTLED.has(word) && SWAP.has(before));
    before = word;
    if (!made || m.index < coveredTo) continue;
    const sentence = sentenceAt(slice, m.index, m.index + m[0].length);
    const start = slice.indexOf(sentence, Math.max(0, m.index - sentence.length));
    coveredTo = start + sentence.length;
    if (sentence.trimEnd().endsWith("?")) continue;
    out.push(sentence);
    if (out.length >= max) break;
  }
  return out;
}
