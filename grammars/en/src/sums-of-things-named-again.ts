// Sums each said of a thing named right after them, and the request naming one of the things again
// with `the`: `we quoted 950 for a van and 1,400 for the lorry. they went with the van`, `paid a $200
// deposit and owe $350 more. refund just the deposit`. The sums of the things not named again are
// set apart. The thing may also stand before its sum with a verb of being (`the double is £135.50
// and the single is £89. refund the single`), and a sum still owed is the balance (`owe $350 more`).
// The kit's labels read days, phones and addresses, not sums.
import type { Span } from "@toolgate/grammar-kit";

/** The thing right after a sum: `for a van`, `for the lorry`, or a noun straight after a sum with its currency (`$200 deposit`). */
const THING_AFTER = /^\s+(?:for\s+(?:the|a|an)\s+)?([a-z]{3,})\b/i;
/** Words after a sum that are no thing of it. */
const NOT_THINGS = new Set(["and", "or", "but", "the", "for", "from", "with", "more", "less", "each", "per", "total", "now", "today", "then", "back", "off", "refund", "instead", "only", "dollars", "euros", "pounds", "bucks", "quid", "cents"]);
/**
 * The thing right before a sum, with `the` and a verb of being or costing: `the double is £135.50`,
 * `the single's 89`, `the van was 950`, `the lorry costs 1,400`.
 */
const THING_BEFORE = /\bthe\s+([a-z]{3,})(?:\s+(?:is|was|costs?|comes\s+to|came\s+to)|['’]s)\s+(?:(?:only|just|about|around)\s+)?[$€£]?\s?$/i;
/**
 * Words after a sum that make it what is still owed, the balance: `owe $350 more`, `£40 left`, `120
 * outstanding`. Its thing is the balance, named again as `the balance`, `the rest`, `the remainder`.
 */
const BALANCE_AFTER = /^\s+(?:more|left|outstanding|remaining|still\s+(?:owed|due|to\s+pay))\b/i;
const BALANCE = "balance";
const BALANCE_NAMES = ["balance", "rest", "remainder"];
/** How far before a sum its thing is read. */
const BEFORE_REACH = 40;
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
    const told = sumLike(v) ? thingOf(text, v) : undefined;
    if (told !== undefined) sums.push({ span: v, ...told });
  }
  if (sums.length < 2 || new Set(sums.map((s) => s.thing)).size !== sums.length) return [];
  const lastEnd = Math.max(...sums.map((s) => s.end));
  const namedAgain = thingsNamedWithThe(text.slice(lastEnd, lastEnd + AFTER_REACH).toLowerCase());
  const named = sums.filter((s) => (s.thing === BALANCE ? BALANCE_NAMES : [s.thing]).some((w) => namedAgain.has(w)));
  if (named.length !== 1) return [];
  return sums.filter((s) => s !== named[0]).map((s) => s.span);
}

/**
 * The thing a sum is told of and where its telling ends: the thing before it (`the single is £89`),
 * the balance (`owe $350 more`), or the thing after it (`950 for a van`, `$200 deposit`).
 */
function thingOf(text: string, v: Span): { thing: string; end: number } | undefined {
  const before = thingBefore(text, v);
  if (before !== undefined) return { thing: before, end: v.end };
  const after = text.slice(v.end, v.end + 32);
  if (BALANCE_AFTER.test(after)) return { thing: BALANCE, end: v.end };
  const m = THING_AFTER.exec(after);
  // A bare noun counts as the sum's thing only after a sum with its currency: `3 lamps` is a count.
  if (!m || (!/^\s+for\s/i.test(m[0]) && v.kind !== "amount")) return undefined;
  const thing = m[1]!.toLowerCase();
  return NOT_THINGS.has(thing) ? undefined : { thing, end: v.end + m[0].length };
}

/**
 * The thing a sum is told of before it (THING_BEFORE), or undefined. A number of four digits or more
 * after `the order is` is a record's, not a sum: only an amount or a short number is a thing's sum.
 */
function thingBefore(text: string, v: Span): string | undefined {
  if (v.kind === "number" && /^\d{4,}$/.test(v.text)) return undefined;
  const thing = THING_BEFORE.exec(text.slice(Math.max(0, v.start - BEFORE_REACH), v.start))?.[1]?.toLowerCase();
  return thing === undefined || NOT_THINGS.has(thing) ? undefined : thing;
}
