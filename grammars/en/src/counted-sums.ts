// Things told with how many there are and what each costs: `three nights at 45, 135 in all`, `a
// pair of private sessions at 40 each`, `two cats for five nights at 12 a night each`, `four maths
// lessons at 55 each, so 220 total`. The thing's sum is the total said after its unit price: a later
// turn that picks the thing (`refund the three nights`, `she wants the block of five`) picks that
// total, not the price of one. A product no turn says is not read as said (docs/checks.md, grounding:
// a value nobody said is asked about). The count a request names a thing by (`the three nights`, `two
// of the four tickets`, `the block of five`) says how many, not the request's sum.
import { isPriceInDigits, LISTED_SUM, type Span, type TurnValue } from "@toolgate/grammar-kit";
import { COUNT_WORDS } from "./lexicon.js";

/** The most things a count says: a count of nights, lessons or tickets, not a sum. */
const MOST_COUNTED = 99;
/** Most characters between the first count of a thing and its unit price: `two cats for five nights at`. */
const COUNT_REACH = 60;
/** Most characters between the unit price and the total said after it: `, so`, ` each, 150`. */
const RESULT_REACH = 30;

/** The word that joins the counted thing to its unit price: `at 45`, `@ 30`, `x 28`. */
const AT_PRICE = /(?:^|\s)(?:at|@|x|×)\s*(?:[$€£]\s?)?$/i;
/**
 * Words after a price that make it a price of one: `each`, `apiece`, `a night`, `per lesson`, `a head
 * each`. Checked at the start of the text after the price; no repetition nests, so it runs in linear time.
 */
const RATE_AFTER = /^\s*(?:each\b|apiece\b|(?:a|an|per)\s+[a-z]+\b(?:\s+each\b)?)/i;
/** The words that may stand between a price (and its rate) and the total said after it, past a comma: `so`, `that's`, `=`. */
const TO_RESULT = new Set(["", "so", "that's", "thats", "making", "="]);
/** What may stand between a count and the rest of the thing before its price: `for`, `of`, a noun. No mark. */
const COUNT_GAP = /^[^,.;:!?\n()]*$/;
/**
 * A plural noun within two words after a count: `nights`, `maths lessons`, `guitar lessons`. Not a
 * verb or a small word that ends in `s` (`room 14 is order HT-8813 at 95`, `room 9 has a view`).
 */
const PLURAL_AFTER = /^\s+(?:[a-z-]+\s+){0,2}(?!(?:has|was|does|this|his|its)\b)[a-z]{2,}s\b/i;
/** Words that are money's, never a thing counted: `the 40 dollars`. */
const MONEY_WORD = /^\s+(?:dollars?|euros?|pounds?|quid|bucks|cents?|pence|p)\b/i;

/** A value and where it stands in its turn's text. */
interface Placed {
  readonly value: TurnValue;
  readonly start: number;
  readonly end: number;
}

/** Whether a value may count things: a number word one to twelve, or one or two digits. */
function countLike(text: string): boolean {
  return COUNT_WORDS.has(text.toLowerCase()) || /^\d{1,2}$/.test(text);
}

/** The number a value counts, where it may be a count of things: a count word, a number word, or a small whole number in digits. */
function countOf(v: TurnValue): number | undefined {
  if (v.kind !== "number" || typeof v.value !== "number" || !Number.isInteger(v.value) || v.value < 1 || v.value > MOST_COUNTED) return undefined;
  return v.count === true || countLike(v.text) ? v.value : undefined;
}

/** The turn's values where the text holds them, in order; a value not found is left out. */
function placed(text: string, values: readonly TurnValue[]): Placed[] {
  const lower = text.toLowerCase();
  const taken = new Set<number>();
  const out: Placed[] = [];
  for (const value of values) {
    const needle = value.text.toLowerCase();
    if (needle === "") continue;
    let at = lower.indexOf(needle);
    while (at >= 0 && (taken.has(at) || /[\p{L}\d]/u.test(lower[at - 1] ?? "") || /[\p{L}\d]/u.test(lower[at + needle.length] ?? ""))) at = lower.indexOf(needle, at + 1);
    if (at < 0) continue;
    taken.add(at);
    out.push({ value, start: at, end: at + needle.length });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** One thing told with its counts and unit price, and the total said after them, if any. */
export interface CountedThing {
  readonly price: TurnValue;
  /** How many things the counts make: `two cats for five nights` is 10. */
  readonly count: number;
  /** The total as the turn says it (`135 in all`); undefined where the turn leaves it to the product. */
  readonly said?: TurnValue;
}

/**
 * Each thing the turn tells with its counts before a unit price (`three nights at 45`, `a pair of
 * sessions at 40 each`, `two cats for five nights at 12 a night`), and the total said right after
 * it where the arithmetic holds (`, 135 in all`). The counts are the count values of the price's
 * clause before it, within COUNT_REACH; the price is one of a thing where `at` comes before it or a
 * rate (`each`, `a night`) after it. One pass over the turn's values in order.
 */
export function countedThings(text: string, values: readonly TurnValue[]): CountedThing[] {
  const all = placed(text, values);
  const out: CountedThing[] = [];
  for (let k = 0; k < all.length; k++) {
    const price = all[k]!;
    if (!isPriceInDigits(price.value)) continue;
    const rate = RATE_AFTER.exec(text.slice(price.end, price.end + RESULT_REACH));
    if (rate === null && !AT_PRICE.test(text.slice(Math.max(0, price.start - 8), price.start))) continue;
    const counts: TurnValue[] = [];
    let from = price.start;
    for (let j = k - 1; j >= 0; j--) {
      const c = all[j]!;
      if (price.start - c.end > COUNT_REACH || !COUNT_GAP.test(text.slice(c.end, from))) break;
      // `four tickets for the Saturday gig at 28`: a day or a name tells of the thing, it ends no count.
      if (c.value.kind !== "number" && c.value.kind !== "amount") continue;
      const n = countOf(c.value);
      if (n === undefined) break;
      // `room 4 with the balcony` numbers a room: a count stands before what it counts, or after `of` (`a block of five`).
      if (MONEY_WORD.test(text.slice(c.end, c.end + 10)) || !(c.value.count === true || PLURAL_AFTER.test(text.slice(c.end, c.end + 40)) || /\bof\s+$/i.test(text.slice(Math.max(0, c.start - 4), c.start)))) break;
      counts.push(c.value);
      from = c.start;
    }
    if (counts.length === 0) continue;
    const count = counts.reduce((p, c) => p * (countOf(c) ?? 1), 1);
    const total = count * (price.value.value as number);
    const after = price.end + (rate?.[0].length ?? 0);
    const next = all[k + 1];
    const said =
      next !== undefined && isPriceInDigits(next.value) && next.start - after <= RESULT_REACH && toResult(text.slice(after, next.start)) && Math.abs((next.value.value as number) - total) < 0.005
        ? next.value
        : undefined;
    out.push(said === undefined ? { price: price.value, count } : { price: price.value, count, said });
  }
  return out;
}

/**
 * Marks the unit price of each counted thing of a turn with how many things it is the price of one
 * of (TurnValue `eachOf`), and gives each its total as the listed sum: the words told of the unit
 * price (the thing's: `night`, `sessi`) go to the total said after it, and the price stays in the list
 * told by no word of its own, so a later turn that picks the thing picks its total and a call on the
 * price of one is asked about.
 */
export function giveCountedTotals(text: string, values: readonly TurnValue[]): void {
  for (const thing of countedThings(text, values)) {
    // The price of one of several, the total said or not: a call that holds it for them all is read against it.
    if (thing.count > 1) thing.price.eachOf = thing.count;
    const told = thing.price.toldAs;
    if (thing.said === undefined || told === undefined) continue;
    thing.said.toldAs = [...new Set([...told, ...(thing.said.toldAs ?? [])])];
    thing.price.toldAs = [LISTED_SUM];
  }
}

/** The words before a count that name the things counted after it: `the three nights`, `those two`, `two of the four`. */
const COUNTED_BEFORE = /(?:^|\s)(?:the|those|these|all|both)\s+$/i;
/** The words before a count that make it the size of a thing: `the block of five`, `a set of 4`. */
const SIZE_BEFORE = /(?:^|\s)(?:block|set|pack|bundle|course|book|batch)\s+of\s+$/i;
/** The words after `of` that say a part of things counted: `of them`, `of the four tickets`. */
const PART_DETERMINERS = new Set(["the", "those", "these"]);

/** Whether the number at `start`–`end` names how many of a thing the request is about: `the three nights`, `two of the four tickets`, `the block of five`. */
function countsAThingNamed(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 16), start);
  const after = text.slice(end, end + 40);
  if (MONEY_WORD.test(after)) return false;
  if (SIZE_BEFORE.test(before)) return true;
  // `two of the four tickets`, `two of them`: a part said in words; `the 30 of the 50` is a part of a sum.
  if (COUNT_WORDS.has(text.slice(start, end).toLowerCase()) && partOf(after)) return true;
  return COUNTED_BEFORE.test(before) && PLURAL_AFTER.test(after);
}

/** The words of a short stretch, lower case, split at blanks. */
function wordsOf(stretch: string): string[] {
  return stretch.toLowerCase().split(/\s+/).filter((w) => w !== "");
}

/** Whether the words between a price and a total join them: a comma, then at most `so`, `that's` or `=`, and a currency's sign. */
function toResult(between: string): boolean {
  const words = wordsOf(between.replace(/^\s*,/, "").replace(/[$€£]/g, " "));
  return words.length <= 1 && TO_RESULT.has(words[0] ?? "");
}

/** Whether the words after a count say a part of things counted: `of them`, `of the four tickets`, `of those nights`. */
function partOf(after: string): boolean {
  const words = wordsOf(after).slice(0, 5);
  if (words[0] !== "of") return false;
  if (/^them\b/.test(words[1] ?? "")) return true;
  return PART_DETERMINERS.has(words[1] ?? "") && words.slice(2).some((w) => /^[a-z]+s\b/.test(w));
}

/** The number spans a request names things by (`refund the three nights`): no sum of the request, nor another beside a total. */
export function countsOfThingsNamed(text: string, spans: readonly Span[]): Set<Span> {
  return new Set(spans.filter((s) => s.kind === "number" && countLike(s.text) && countsAThingNamed(text, s.start, s.end)));
}

/**
 * Marks as counts the numbers a request names things by (`refund the three nights`, `two of the four
 * tickets`, `the four maths lessons`, `she wants the block of five`): how many of a thing, never the
 * request's sum, so the sum is the one the thing was told with.
 */
export function markCountsOfThingsNamed(text: string, values: readonly TurnValue[]): void {
  for (const { value, start, end } of placed(text, values)) {
    if (value.count !== true && countOf(value) !== undefined && countsAThingNamed(text, start, end)) value.count = true;
  }
}
