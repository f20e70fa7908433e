// The difference of two sums the turn told, asked for by name: `cobrei 120 no pedido 4471 mas o certo era
// 95, devolve a diferença`, `pagou 80 € e o preço era 65 €; reembolse a diferença`, `cobraram 45,90 em vez
// de 39,90, estorna a diferença`. The two sums are the working, set apart; their difference is asked.
// A turn that says the difference itself (`a diferença, 15 €`, `a diferença de 25`) is left as it is.
import type { Span } from "@toolgate/grammar-kit";
import type { WorkedValue } from "./worked-values.js";

/** The word, folded: `diferença` → `diferenca`; `diferencas` too. */
const WORD = "diferenc";
/** Words that stand between the word and a sum that is the difference itself: `a diferença, 15`, `a diferença é de 25`, `diferença: 10`. */
const SAID_AFTER = /^[\s,:=(-]*(?:(?:e|sao|seria|fica|da|foi)\s+)?(?:de\s+)?(?:r\$\s?|€\s?|us\$\s?)?$/;
/** How far after the word a sum that is the difference itself may stand. */
const SAID_REACH = 24;
/** How far before the word the two sums may stand. */
const REACH = 200;
/** Articles and contractions that make a bare number of three digits or more a record: `no 4471`, `o 7702`. */
const RECORD_ARTICLES = /(?:^|\s)(?:o|a|no|na|do|da|pro|pra|ao|pelo|pela|n\.?º|#)\s*$/;

/** A sum: an amount, or a bare number not named as a record. */
function isSum(v: Span, folded: string): boolean {
  if (typeof v.value !== "number" || v.value <= 0) return false;
  if (v.kind === "amount") return true;
  return v.kind === "number" && !(/^\d{3,}$/.test(v.text) && RECORD_ARTICLES.test(folded.slice(Math.max(0, v.start - 6), v.start)));
}

/** The difference asked by name, worked out of the last two sums told before it; none where the turn says it. */
export function differences(text: string, folded: string, values: readonly Span[]): WorkedValue[] {
  const at = folded.indexOf(WORD);
  if (at < 0 || folded.indexOf(WORD, at + WORD.length) >= 0) return [];
  let end = at + WORD.length;
  while (end < folded.length && end - at < 12 && /\p{L}/u.test(folded[end]!)) end++;
  const next = values.find((v) => v.start >= end);
  if (next !== undefined && isSum(next, folded) && next.start - end <= SAID_REACH && SAID_AFTER.test(folded.slice(end, next.start))) return [];
  const sums: number[] = [];
  values.forEach((v, i) => {
    if (v.end <= at && at - v.start <= REACH && isSum(v, folded)) sums.push(i);
  });
  if (sums.length < 2) return [];
  const [i, j] = [sums[sums.length - 2]!, sums[sums.length - 1]!];
  const [a, b] = [values[i]!, values[j]!];
  if (a.currency !== undefined && b.currency !== undefined && a.currency !== b.currency) return [];
  const value = Math.round(Math.abs((a.value as number) - (b.value as number)) * 100) / 100;
  if (value === 0) return [];
  const currency = a.currency ?? b.currency;
  const kind = a.kind === "amount" || b.kind === "amount" ? "amount" : "number";
  return [{ told: [i, j], value: { kind, text: text.slice(at, end), value, ...(currency ? { currency } : {}) } }];
}
