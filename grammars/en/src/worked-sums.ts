// Sums an English turn works out aloud before it gives them: `refund 2 x 28 = 56`, `8 sessions at
// 35 so 280`, `4 hours @ 60 = 240`. The count and the price are how the sum was made; the result
// said after them is the sum asked for, so the factors are set aside and a call that holds one of
// them where the turn gives the result is asked about.
import type { Span } from "@toolgate/grammar-kit";

/**
 * The words between a count and the price it is multiplied by: `x`, `×`, `*`, `times`, `at`, `@`,
 * with at most five words of what is counted before them (`8 sessions at`, `2 nights @`, `six
 * visits till summer at`, `six bottles of the Rioja at`): the arithmetic, checked after, is what
 * makes the three a product, so the thing may take a few words.
 */
const TIMES_BETWEEN = /^\s*(?:[a-z]+\s+){0,5}(?:x|×|\*|times|at|@)\s*(?:[$€£]\s?)?$/i;

/**
 * The words between the price and the result it gives: `=`, `so`, `makes`, `equals`, `is`, `comes
 * to`, `that's`, `for a total of`, `->`, after an optional rate (`each`, `per visit`, `a bottle`)
 * and a comma; or the comma alone (`at 14 a bottle, 84 the case`), where the arithmetic holds.
 */
const RESULT_BETWEEN =
  /^\s*(?:(?:each|apiece|(?:per|a|an)\s+[a-z]+)\s*)?(?:,\s*)?(?:=|so|makes|make|equals|is|comes to|come to|that's|thats|that is|for a total of|total|in total|->|→)\s*(?:[$€£]\s?)?$/i;
/** A rate and a comma alone between the price and its result: `at 14 a bottle, 84`. */
const RATE_THEN_COMMA = /^\s*(?:(?:each|apiece|(?:per|a|an)\s+[a-z]+)\s*)?,\s*(?:[$€£]\s?)?$/i;

/** Most characters between two of the three values: the words above, and no more. */
const GAP = 40;
/**
 * Most characters between the price and a result said later in the turn, with the words of the
 * request between (`3 lessons at 40 on an invoice for Mrs Ruiz, account MU-62, that's 120 in all`).
 */
const LATE_GAP = 120;
/** The words right before a result said later: `that's`, `so`, `=`, `makes`, `comes to`, `for a total of`. */
const RESULT_BEFORE = /(?:^|[\s,;:—–-])(?:=|so|makes|comes to|that's|thats|that is|for a total of|a total of|totalling|totaling)\s*(?:[$€£]\s?)?$/i;
/** The words right after a result said later: `in all`, `in total`, `altogether`, `total`. */
const RESULT_AFTER = /^\s*(?:(?:[$€£]|euros?|pounds?|dollars?|quid|bucks)\s*)?(?:in all|in total|altogether|all in|total)\b/i;

/** Whether two numbers are equal to the cent. */
function sameCents(a: number, b: number): boolean {
  return Math.abs(a - b) < 0.005;
}

/** The factors of sums worked out aloud, and the results they give. */
export interface WorkedSums {
  factors: Set<Span>;
  results: Set<Span>;
}

/**
 * The count and the price of every product worked out aloud with its result (`2 x 28 = 56`): three
 * sums in a row, joined by a word of multiplying and a word of result, where the third is the
 * product of the first two. The result may be said later in the turn, after the request's other
 * words, where words of a result stand right before or after it (`3 lessons at 40 on an invoice …,
 * that's 120 in all`). The arithmetic must hold: words alone make no product. One pass over the
 * sums in order.
 */
export function workedSums(text: string, values: readonly Span[]): WorkedSums {
  const factors = new Set<Span>();
  const results = new Set<Span>();
  const sums = values.filter((s) => (s.kind === "number" || s.kind === "amount") && typeof s.value === "number").sort((a, b) => a.start - b.start);
  for (let k = 0; k + 2 < sums.length; k++) {
    const [count, price, result] = [sums[k]!, sums[k + 1]!, sums[k + 2]!];
    if (price.start < count.end || result.start < price.end || price.start - count.end > GAP || result.start - price.end > LATE_GAP) continue;
    if (!sameCents((count.value as number) * (price.value as number), result.value as number)) continue;
    if (!TIMES_BETWEEN.test(text.slice(count.end, price.start)) || !resultJoined(text, price, result)) continue;
    factors.add(count).add(price);
    results.add(result);
  }
  return { factors, results };
}

/** Whether the words between the price and the result join them as a product and its result: near, or said later with words of a result. */
function resultJoined(text: string, price: Span, result: Span): boolean {
  const between = text.slice(price.end, result.start);
  if (result.start - price.end <= GAP && (RESULT_BETWEEN.test(between) || RATE_THEN_COMMA.test(between))) return true;
  return RESULT_BEFORE.test(text.slice(Math.max(price.end, result.start - 24), result.start)) || RESULT_AFTER.test(text.slice(result.end, result.end + 24));
}
