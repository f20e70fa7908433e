// Two sums and the difference between them said as a sum of its own: `tinha orçamento de 650 e
// cobraram 720 …, quer a diferença de 70 de volta`, `pagou 95 mas era 80, devolve a diferença, 15`.
// The difference is the request's, the two sums it is worked out of are the story's: where the sum
// said with `diferença` is what one earlier sum exceeds another by, both are set apart. The arithmetic
// ties the three together. differences.ts works the difference out where no sum is said with it.
// Linear: the word is found once, and at most MOST_SUMS sums before it are compared pairwise.
import type { Span } from "@toolgate/grammar-kit";
import { isSum } from "./sum-spans.js";

/** `diferença` then at most `de`, `:`, `que é`, `ou seja`, and a currency before the sum said with it; or `de volta` or `a mais` and a comma. */
// What is done with the difference may stand between, before a comma: `quer a diferença de volta, 40 reais`, `cobrou a diferença a mais, 12`.
const DIFFERENCE_SAID = /(?:^|[^\p{L}])diferenca\s*(?:(?:de\s+volta|a\s+mais|a\s+menos)\s*(?=,))?(?:(?:de|:|,|que\s+e|que\s+da|ou\s+seja)\s*)?(?:(?:r\$|€)\s*)?$/u;
/** How far before a sum the word is read. */
const REACH = 28;
/** Most sums before the difference compared in pairs. */
const MOST_SUMS = 12;

/** The two sums a turn, folded, says the difference between, where that difference is said as a sum after them. */
export function sumsOfADifferenceSaid(folded: string, values: readonly Span[]): Span[] {
  if (!folded.includes("diferenca")) return [];
  const sums = values.filter(isSum).sort((a, b) => a.start - b.start);
  for (let k = 0; k < sums.length; k++) {
    const said = sums[k]!;
    if (!DIFFERENCE_SAID.test(folded.slice(Math.max(0, said.start - REACH), said.start))) continue;
    const before = sums.slice(Math.max(0, k - MOST_SUMS), k);
    const pairs: Span[][] = [];
    for (let i = 0; i < before.length; i++) for (let j = i + 1; j < before.length; j++) {
      const a = before[i]!.value as number;
      const b = before[j]!.value as number;
      if (Math.abs(Math.abs(b - a) - (said.value as number)) < 0.005) pairs.push([before[i]!, before[j]!]);
    }
    // One pair only: two pairs that both differ by it leave which two were meant open.
    if (pairs.length === 1) return pairs[0]!;
  }
  return [];
}
