// Sums each said of a thing named right after them, and the request naming one of the things again
// with `the`: `we quoted 950 for a van and 1,400 for the lorry. they went with the van`, `paid a $200
// deposit and owe $350 more. refund just the deposit`. The sums of the things not named again are
// set apart. The kit's labels read a thing said before its value; a sum's thing comes after it.
import type { Span } from "@toolgate/grammar-kit";

/** The thing right after a sum: `for a van`, `for the lorry`, or a noun straight after a sum with its currency (`$200 deposit`). */
const THING_AFTER = /^\s+(?:for\s+(?:the|a|an)\s+)?([a-z]{3,})\b/i;
/** Words after a sum that are no thing of it. */
const NOT_THINGS = new Set(["and", "or", "but", "the", "for", "from", "with", "more", "less", "each", "per", "total", "now", "today", "then", "back", "off", "refund", "instead", "only", "dollars", "euros", "pounds", "bucks", "quid", "cents"]);
/** How far past the last sum the thing's naming again is read. */
const AFTER_REACH = 200;

const sumLike = (v: Span): boolean => v.kind === "amount" || v.kind === "number";

/** A word said with `the` before it; a lookahead so that `the the van` still reads `van`. */
const WITH_THE = /\bthe (?=([a-z]+)\b)/g;

/** Every word the text names with `the`, read in one pass instead of one pattern built per sum. */
function thingsNamedWithThe(text: string): Set<string> {
  return new Set([...text.matchAll(WITH_THE)].map((m) => m[1]!));
}

/** The sums whose thing the turn does not name again, where it names exactly one of two or more things again. */
export function sumsOfThingsNotNamedAgain(text: string, values: readonly Span[]): Span[] {
  const sums: Array<{ span: Span; thing: string; end: number }> = [];
  for (const v of values) {
    if (!sumLike(v)) continue;
    const m = THING_AFTER.exec(text.slice(v.end, v.end + 32));
    if (!m) continue;
    // A bare noun counts as the sum's thing only after a sum with its currency: `3 lamps` is a count.
    if (!/^\s+for\s/i.test(m[0]) && v.kind !== "amount") continue;
    const thing = m[1]!.toLowerCase();
    if (!NOT_THINGS.has(thing)) sums.push({ span: v, thing, end: v.end + m[0].length });
  }
  if (sums.length < 2 || new Set(sums.map((s) => s.thing)).size !== sums.length) return [];
  const lastEnd = Math.max(...sums.map((s) => s.end));
  const namedAgain = thingsNamedWithThe(text.slice(lastEnd, lastEnd + AFTER_REACH).toLowerCase());
  const named = sums.filter((s) => namedAgain.has(s.thing));
  if (named.length !== 1) return [];
  return sums.filter((s) => s !== named[0]).map((s) => s.span);
}
