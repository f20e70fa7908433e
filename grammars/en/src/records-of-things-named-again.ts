// Records each told to be a thing, and the request naming one of the things again: `the veil is
// B-7/23, B-7/22 is her dress. cancel the veil`, `the deposit is 4471 and the balance is 4472. refund
// the deposit`. The records of the things not named again are set apart. It is the records'
// counterpart of sums-of-things-named-again.ts: the thing stands before its record with `the` and a
// verb of being, or after it with a verb of being and an owner (`4472 is her dress`).
import { recordLike, type Span } from "@toolgate/grammar-kit";

/**
 * The thing before a record: `the veil is`, `the deposit was order`. Not `the cat's VC-61`: an
 * owner's `'s` is read by owners-set-apart.ts, with the sums told of each owner's record.
 */
const THING_BEFORE = /\bthe\s+([a-z]{3,})\s+(?:is|was)\s+(?:(?:order|booking|invoice|ticket|account|number|no\.?)\s+)?#?$/i;
/** The thing after a record: `is her dress`, `was the deposit`, `'s the spare one`. */
const THING_AFTER = /^(?:\s+(?:is|was)|['’]s)\s+(?:the|her|his|their|my|our|your)\s+([a-z]{3,})\b/i;
/** Words that name no thing of their own. */
const NOT_THINGS = new Set(["one", "ones", "same", "other", "rest", "order", "number", "right", "wrong", "new", "old"]);
/** How far before a record its thing is read. */
const BEFORE_REACH = 48;
/** How far past the last record's thing the naming again is read. */
const AFTER_REACH = 200;
/** A word said with `the` or an owner before it; a lookahead so that `the the veil` still reads `veil`. */
const NAMED = /\b(?:the|her|his|their|my|our) (?=([a-z]+)\b)/g;

/** The records whose thing the turn does not name again, where it names exactly one of two or more things again. */
export function recordsOfThingsNotNamedAgain(text: string, values: readonly Span[]): Span[] {
  const told: Array<{ span: Span; thing: string; end: number }> = [];
  for (const v of values) {
    if (!recordLike(v)) continue;
    const thing = thingOf(text, v);
    if (thing !== undefined) told.push({ span: v, ...thing });
  }
  if (told.length < 2 || new Set(told.map((t) => t.thing)).size !== told.length || new Set(told.map((t) => String(t.span.value))).size !== told.length) return [];
  const lastEnd = Math.max(...told.map((t) => t.end));
  const again = new Set([...text.slice(lastEnd, lastEnd + AFTER_REACH).toLowerCase().matchAll(NAMED)].map((m) => m[1]!));
  const named = told.filter((t) => again.has(t.thing));
  if (named.length !== 1) return [];
  return told.filter((t) => t !== named[0]).map((t) => t.span);
}

/** The thing a record is told to be, and where its telling ends, or undefined. */
function thingOf(text: string, v: Span): { thing: string; end: number } | undefined {
  const before = THING_BEFORE.exec(text.slice(Math.max(0, v.start - BEFORE_REACH), v.start))?.[1]?.toLowerCase();
  if (before !== undefined && !NOT_THINGS.has(before)) return { thing: before, end: v.end };
  const after = THING_AFTER.exec(text.slice(v.end, v.end + 40));
  const thing = after?.[1]?.toLowerCase();
  return thing === undefined || NOT_THINGS.has(thing) ? undefined : { thing, end: v.end + after![0].length };
}
