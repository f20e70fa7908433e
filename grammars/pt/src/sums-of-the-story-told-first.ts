// Sums told in the sentences before the request, where the request's sentence gives its own: `o
// vestido da Marta custa 1,5 mil e o da irmã 980. a Marta já deu um sinal de 300. faz a fatura do
// que falta pra Marta, 1200`; `a diária era 90 e passa pra 110. faz a fatura da semana, 770`. The
// sentences before the first act verb tell the story (prices, what was paid, what changed), and the
// one sum the request names is what it asks; a call that takes a sum of the story is asked about.
import { isSumInDigits, type ClauseAct, type Span } from "@toolgate/grammar-kit";
import { ASKED_SUM_BEFORE, countsThings } from "./facts.js";
import { isRecordSpan } from "./record-spans.js";
import { endsSentence } from "./sentence-ends.js";
import { isSum } from "./sum-spans.js";

/** Where the sentence holding `at` starts: after the last sentence's end before it. */
function sentenceStart(text: string, at: number): number {
  for (let i = at - 1; i >= 0; i--) if (endsSentence(text, i)) return i + 1;
  return 0;
}

/**
 * Whether a value is a sum the request's sentence names: an amount, or a number that counts nothing;
 * a bare number as long as a record's only after a comma (`do que falta, 1200`) or a billing verb
 * (`fatura 180`), since `estorna o 8120` names a record.
 */
function requestSum(text: string, v: Span): boolean {
  if (!isSum(v)) return false;
  if (v.kind === "amount") return true;
  if (countsThings(text, v) || !isSumInDigits(v)) return false;
  // A bare number as long as a record's (`o 8120`) is a sum of the request only where its words say so.
  if (!isRecordSpan(v)) return true;
  const before = text.slice(Math.max(0, v.start - 40), v.start);
  return /,\s*$/.test(before) || ASKED_SUM_BEFORE.test(before);
}

/**
 * The sums of the sentences before the one that holds the turn's first act verb, where that
 * sentence names exactly one sum (one value, said once or more) and the sentences before name
 * another. A turn whose request names no sum, or several, is read as before: which of the story's
 * sums it means is then another reader's question.
 */
export function sumsOfTheStoryToldFirst(text: string, values: readonly Span[], acts: readonly ClauseAct[]): Set<Span> {
  const out = new Set<Span>();
  if (acts.length === 0) return out;
  const from = sentenceStart(text, acts[0]!.start);
  if (from === 0) return out;
  const asked = new Set<number>();
  for (const v of values) if (v.start >= from && requestSum(text, v)) asked.add(v.value as number);
  if (asked.size !== 1) return out;
  for (const v of values) {
    if (v.end > from || !isSum(v) || asked.has(v.value as number)) continue;
    out.add(v);
  }
  return out;
}
