// A whole, then a fraction of it asked for with the fraction worked out after it: `o implante fica
// 2.400, faz fatura da metade agora, 1.200`, `o curso custa 900; cobra um terço, 300`. The part is the
// request's, the whole the story's: where the sum said after the fraction word is that fraction of a
// sum said before it, the whole is set apart. The arithmetic ties the three together, so no wording of
// the sentence around them is needed. A fraction said of each one (`dividem os 300, metade cada, 150`,
// `um terço para cada um, 200`) splits the whole among people: it is the story's however it was told.
// One pass over the values; the fraction words found once.
import type { Span } from "@toolgate/grammar-kit";
import { isSum } from "./sum-spans.js";
import { SHARES } from "./told-shares.js";

/** The fraction words whose part a turn may write out after them (`dobro` is no part); the share each takes is told-shares.ts's. */
const FRACTION = /(?:^|[^\p{L}])(?:(metade)|(?:um|1)\s+(terco|quarto))(?![\p{L}])/gu;
/**
 * Right before the whole: a verb or noun of what a thing costs (`fica 2.400`, `custa 900`, `deu 480`,
 * `orçamento de 650`): the whole is told as a price, not asked for (`estorna 40 … e metade disso, 20`
 * asks for both). Anchored at the end of a bounded slice; fixed choices: linear.
 */
const TOLD_AS_PRICE = /(?:^|[^\p{L}])(?:fica|ficou|ficava|custa|custou|custava|deu|da|sai|saiu|foi|era|e|vale|valia|cobrou|cobraram|total\s+de|orcamento\s+de|preco\s+de)\s+(?:(?:r\$|€)\s*)?$/u;
/** Right after the fraction word: it is each one's (`metade cada`, `metade pra cada um`, `um terço para cada`). Anchored at the start; fixed words: linear. */
const EACH_ONES = /^\s*(?:,\s*)?(?:(?:para|pra|a)\s+)?cada(?![\p{L}])/u;
/** How far before the whole its price verb is read. */
const PRICE_REACH = 24;
/** Most characters between the fraction word and the part written after it. */
const PART_REACH = 30;
/** Most fraction words read in one turn. */
const MOST_WORDS = 8;

/** Whether the sum is told as what a thing costs: a price verb right before it. */
function toldAsPrice(folded: string, whole: Span): boolean {
  return TOLD_AS_PRICE.test(folded.slice(Math.max(0, whole.start - PRICE_REACH), whole.start));
}

/** Whether `part` is `share` of `whole`, to the cent. */
function isShareOf(part: number, whole: number, share: number): boolean {
  return whole > part && Math.abs(whole * share - part) < 0.005;
}

/** The sums a turn, folded, says as the whole of a fraction asked for and written out after the fraction word. */
export function wholesOfFractionsSaid(folded: string, values: readonly Span[]): Span[] {
  const out: Span[] = [];
  const sums = values.filter(isSum).sort((a, b) => a.start - b.start);
  if (sums.length < 2) return out;
  FRACTION.lastIndex = 0;
  let read = 0;
  for (let m = FRACTION.exec(folded); m !== null && read < MOST_WORDS; m = FRACTION.exec(folded)) {
    read++;
    const share = SHARES[m[1] ?? m[2]!]!;
    const at = m.index + m[0].length;
    const part = sums.find((v) => v.start >= at && v.start - at <= PART_REACH);
    if (part === undefined) continue;
    const split = EACH_ONES.test(folded.slice(at, at + PART_REACH));
    for (const whole of sums) if (whole.end <= m.index && isShareOf(part.value as number, whole.value as number, share) && (split || toldAsPrice(folded, whole))) out.push(whole);
  }
  return out;
}
