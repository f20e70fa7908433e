// What each day of a turn is for, said right before the day: `book Leo's piano lesson for the 9th
// and his violin lesson for the 11th`. The thing's words are the day's record, so that a call whose
// text names one thing (`Piano lesson`) and holds another's day is read against its own day.
import type { Span } from "@toolgate/grammar-kit";

/** The last words before a day and the `for` or `on` that gives it: `piano lesson for `. */
const THING_BEFORE_DAY = /(?:^|[\s,;:(])((?:[\p{L}'’-]+\s+){0,2}[\p{L}'’-]+)\s+(?:for|on)\s+$/u;
/** How far before a day its thing is read. */
const THING_REACH = 48;
/** The most words a thing is named by: a noun and one word that says which (`piano lesson`). */
const THING_WORDS = 2;
/**
 * Words that end a thing's name on its left: whose it is (`Leo's`, `his`), a determiner, a word
 * that joins clauses. What stands left of them is not the thing.
 */
const BEFORE_THE_THING = new Set(["the", "a", "an", "his", "her", "their", "my", "our", "your", "its", "this", "that", "and", "then", "also", "plus", "or", "one", "another"]);

/** The words that name the thing a day is for, or undefined where none stand right before it. */
function thingBefore(text: string, day: Span): string | undefined {
  const m = THING_BEFORE_DAY.exec(text.slice(Math.max(0, day.start - THING_REACH), day.start));
  if (!m) return undefined;
  const words = m[1]!.split(/\s+/);
  const kept: string[] = [];
  for (let k = words.length - 1; k >= 0 && kept.length < THING_WORDS; k--) {
    const word = words[k]!;
    if (BEFORE_THE_THING.has(word.toLowerCase()) || /['’]s$/i.test(word)) break;
    kept.unshift(word);
  }
  // A thing said with a determiner or an owner before it: without one, the words may start with the request's verb (`book lesson`).
  if (kept.length === 0 || kept.length === words.length) return undefined;
  return kept.join(" ");
}

/**
 * Each day of the turn with the thing said right before it, where every day has one, two or more,
 * and the things differ. True when it paired them.
 */
export function thingsBeforeTheirDays(text: string, values: readonly Span[], out: Map<Span, Span>): boolean {
  const found = new Map<Span, Span>();
  for (const v of values) {
    if (v.kind !== "date") continue;
    const what = thingBefore(text, v);
    if (what === undefined) return false;
    const from = Math.max(0, v.start - THING_REACH);
    const at = from + text.slice(from, v.start).lastIndexOf(what);
    found.set(v, { start: at, end: at + what.length, kind: "quoted", text: what, value: what });
  }
  if (new Set([...found.values()].map((k) => String(k.value).toLowerCase())).size < 2 || found.size < 2) return false;
  for (const [d, k] of found) out.set(d, k);
  return true;
}
