// A request said again from the start: `refund 30 on 3127. let me rephrase: refund 30 on 3128`,
// `cancel 4471 — scratch all that, start over: cancel 4472`. Words that say the request is about to
// be said anew take back every value said before them whose kind the new saying gives again.
import type { Span } from "@toolgate/grammar-kit";

/**
 * Words that restate the whole request: `let me rephrase`, `let me start (over|again)`, `let me try
 * again`, `to put it another way`, `scratch all that`, `ignore all that`, `forget all that`,
 * `start over`, `from the top`. Fixed words, no repeat: linear in the text.
 */
const RESTART = /\b(?:let me (?:rephrase|reword|start (?:over|again)|try (?:that )?again|say (?:that|it) again)|to put it another way|(?:scratch|ignore|forget|disregard) (?:all|everything) (?:of )?(?:that|above|i said)|start(?:ing)? (?:over|again)|from the top)\b/gi;

/** Kinds one value of which a restated request gives again for another: an order's number and its id are one. */
function family(v: Span): string {
  return v.kind === "id" || v.kind === "number" ? "n" : v.kind;
}

/** The values said before the last words restating the request, each of a kind said again after them. */
export function restatedRequest(text: string, values: readonly Span[]): Span[] {
  RESTART.lastIndex = 0;
  let at = -1;
  for (let m = RESTART.exec(text); m !== null; m = RESTART.exec(text)) at = m.index + m[0].length;
  if (at < 0) return [];
  const after = new Set(values.filter((v) => v.start >= at).map(family));
  return values.filter((v) => v.end <= at && v.kind !== "name" && v.kind !== "quoted" && after.has(family(v)));
}
