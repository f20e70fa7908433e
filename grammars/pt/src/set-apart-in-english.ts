// A value an English clause of a Portuguese turn sets apart with `not` (`Anula a encomenda 2231, not
// 2213, thanks`, `estorna 45, not 54`): taken back, as `não 2213` is. Read on the few characters right
// before each value, anchored at their end: linear.
import type { Span } from "@toolgate/grammar-kit";

/** `not`, and an article or a record's noun, right before the value, on the folded text. */
const NOT_BEFORE = /(?:^|[^\p{L}])not\s+(?:(?:the|order|invoice|#)\s*)?$/u;

/** How many characters before a value are read. */
const REACH = 16;

/** The values right after `not`. */
export function setApartInEnglish(folded: string, values: readonly Span[]): Span[] {
  if (!folded.includes("not ")) return [];
  return values.filter((v) => NOT_BEFORE.test(folded.slice(Math.max(0, v.start - REACH), v.start)));
}
