// The sum of a whole order beside the sum of the part the person asks for: `o cliente pagou 210 no
// pedido 8810 mas só a cadeira veio partida, que custou 45; reembolsa só a cadeira`, `… 45 €, não
// reembolses o pedido todo, que foi 210 €`. The whole's sum is the story's, not the request's.
import type { Span } from "@toolgate/grammar-kit";

/** Words said beside a sum that make it a whole order's: `pagou 210 no pedido`, `deu 210 no total`, `o pedido todo, que foi 210`. */
const WHOLE_WORDS = new Set(["pedido", "encomenda", "compra", "total", "todo", "toda", "inteiro", "inteira", "pagou", "pagaram", "deu"]);
/** Words that say the whole is not asked for, after `não` within a few words: `não o pedido inteiro`, `não reembolses o pedido todo`. */
const WHOLE_DENIED = new Set(["todo", "toda", "inteiro", "inteira", "total"]);
/** Words that narrow a request to a part: `só os 35`, `apenas 35`. */
const ONLY = new Set(["so", "apenas", "somente"]);
/** How many words before and after a sum are read for the words of a whole. */
const BEFORE = 4;
/** A word of a whole is read beside a sum only within its sentence. */
const SENTENCE_END = /[.;!?]/;
const AFTER = 3;

/**
 * Whether the word at `i` says `não`: the word itself, or `n` as typed in a hurry (`n estorna o
 * pedido todo`) where a word, not a number, follows: `n 3390` is a record's number.
 */
function isNot(words: readonly Word[], i: number): boolean {
  const w = words[i]!.fold;
  return w === "nao" || (w === "n" && words[i + 1] !== undefined && !/^\d/.test(words[i + 1]!.fold));
}

interface Word {
  fold: string;
  start: number;
  end: number;
}

/** A sum a part may be asked from: an amount, or a bare number of at most three digits (not a record). */
function isSum(v: Span): boolean {
  if (typeof v.value !== "number") return false;
  return v.kind === "amount" || (v.kind === "number" && /^\d{1,3}(?:[.,]\d{1,2})?$/.test(v.text.trim()));
}

/**
 * The whole order's sum a turn tells beside the part it asks for: the turn narrows the request
 * (`só a cadeira`, or `não` (or `n`) and within six words `todo`, `inteiro`), gives exactly two sums of
 * different values, and only the larger is said beside the words of a whole order. That sum is
 * returned, to be set apart; a turn with no such cue, or where both or neither sum is a whole's,
 * is left as it is.
 */
export function wholeSums(folded: string, values: readonly Span[]): Span[] {
  const sums = values.filter(isSum);
  if (sums.length !== 2 || sums[0]!.value === sums[1]!.value) return [];
  const words: Word[] = [];
  for (const m of folded.matchAll(/[\p{L}\d]+/gu)) words.push({ fold: m[0], start: m.index, end: m.index + m[0].length });
  let narrowed = false;
  for (let i = 0; i < words.length && !narrowed; i++) {
    const w = words[i]!.fold;
    if (w === "so" && words[i + 1]?.fold !== "que") narrowed = true;
    if (isNot(words, i)) for (let k = i + 1; k < words.length && k <= i + 6; k++) if (WHOLE_DENIED.has(words[k]!.fold)) narrowed = true;
  }
  // The words of a denied whole (`não reembolses a encomenda toda`) name no whole for a sum narrowed after them (`…, só os 35`).
  const denial = new Set<number>();
  if (narrowed) {
    for (let i = 0; i < words.length; i++) {
      if (!isNot(words, i)) continue;
      for (let k = i + 1; k < words.length && k <= i + 6; k++) {
        if (!WHOLE_DENIED.has(words[k]!.fold)) continue;
        for (let d = i; d <= k; d++) denial.add(d);
        break;
      }
    }
  }
  if (!narrowed) return [];
  const whole = (sum: Span): boolean => {
    const first = words.findIndex((w) => w.end > sum.start);
    if (first < 0) return false;
    let last = first;
    while (last + 1 < words.length && words[last + 1]!.start < sum.end) last++;
    for (let k = Math.max(0, first - BEFORE); k <= Math.min(words.length - 1, last + AFTER); k++) {
      if (denial.has(k) && k < first && words.slice(k + 1, first).some((w) => ONLY.has(w.fold))) continue;
      if (k >= first && k <= last) continue;
      // After the sum, a comma too ends what the sum is said of: `custou 75, o pedido é o 9120` names the record in a clause of its own.
      const between = folded.slice(Math.min(words[k]!.end, sum.end), Math.max(words[k]!.start, sum.start));
      if (WHOLE_WORDS.has(words[k]!.fold) && !SENTENCE_END.test(between) && !(k > last && between.includes(","))) return true;
    }
    return false;
  };
  const [a, b] = sums as [Span, Span];
  const larger = (a.value as number) > (b.value as number) ? a : b;
  const smaller = larger === a ? b : a;
  return whole(larger) && !whole(smaller) ? [larger] : [];
}
