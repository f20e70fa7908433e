// Sums an English turn works out aloud before it gives them: `refund 2 x 28 = 56`, `8 sessions at
// 35 so 280`, `4 hours @ 60 = 240`. The count and the price are how the sum was made; the result
// said after them is the sum asked for, so the factors are set aside and a call that holds one of
// them where the turn gives the result is asked about.
import type { Span } from "@toolgate/grammar-kit";

/**
 * The words between a count and the price it is multiplied by: `x`, `×`, `*`, `times`, `at`, `@`,
 * with at most two words of what is counted before them (`8 sessions at`, `2 nights @`).
 */
const TIMES_BETWEEN = /^\s*(?:[a-z]+\s+){0,2}(?:x|×|\*|times|at|@)\s*(?:[$€£]\s?)?$/i;

/**
 * The words between the price and the result it gives: `=`, `so`, `makes`, `equals`, `is`, `comes
 * to`, `that's`, `for a total of`, `->`, after an optional `each` or `per …` and a comma.
 */
const RESULT_BETWEEN =
  /^\s*(?:(?:each|apiece|per\s+[a-z]+)\s*)?(?:,\s*)?(?:=|so|makes|make|equals|is|comes to|come to|that's|thats|that is|for a total of|total|in total|->|→)\s*(?:[$€£]\s?)?$/i;

/** Most characters between two of the three values: the words above, and no more. */
const GAP = 40;

/** Whether two numbers are equal to the cent. */
function sameCents(a: number, b: number): boolean {
  return Math.abs(a - b) < 0.005;
}

/**
 * The count and the price of every product worked out aloud with its result (`2 x 28 = 56`): three
 * sums in a row, joined by a word of multiplying and a word of result, where the third is the
 * product of the first two. The arithmetic must hold: words alone make no product. One pass over
 * the sums in order.
 */
export function factorsOfWorkedSums(text: string, values: readonly Span[]): Set<Span> {
  const factors = new Set<Span>();
  const sums = values.filter((s) => (s.kind === "number" || s.kind === "amount") && typeof s.value === "number").sort((a, b) => a.start - b.start);
  for (let k = 0; k + 2 < sums.length; k++) {
    const [count, price, result] = [sums[k]!, sums[k + 1]!, sums[k + 2]!];
    if (price.start < count.end || result.start < price.end || price.start - count.end > GAP || result.start - price.end > GAP) continue;
    if (!sameCents((count.value as number) * (price.value as number), result.value as number)) continue;
    if (!TIMES_BETWEEN.test(text.slice(count.end, price.start)) || !RESULT_BETWEEN.test(text.slice(price.end, result.start))) continue;
    factors.add(count).add(price);
  }
  return factors;
}
