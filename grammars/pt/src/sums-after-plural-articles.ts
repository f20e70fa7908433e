// A bare number right after a plural article is a sum, never a record: `reembolsa o primeiro, os
// 340`, `devolve as 95` (the 340 euros, the 95 reais). A record is one thing (`o 4401`, `a 7302`);
// `os`/`as` before one number says the units it counts. Read on the one word before the number.
import type { Span } from "@toolgate/grammar-kit";
import type { Token } from "./tokens.js";

const PLURAL_ARTICLES: ReadonlySet<string> = new Set(["os", "as"]);

/** The index of the token that starts each value, for the values that start a token; made once per reading that asks. */
export function tokenAtStarts(tokens: readonly Token[]): ReadonlyMap<number, number> {
  const at = new Map<number, number>();
  tokens.forEach((t, i) => at.set(t.start, i));
  return at;
}

/** Whether a value is a number in digits said right after `os` or `as`, in the same phrase. */
export function sumAfterPluralArticle(v: Span, tokens: readonly Token[], at: ReadonlyMap<number, number>): boolean {
  if (v.kind !== "number" || !/^\d/.test(v.text)) return false;
  const i = at.get(v.start);
  if (i === undefined || i === 0) return false;
  const before = tokens[i - 1]!;
  return PLURAL_ARTICLES.has(before.fold) && !before.breakAfter;
}
