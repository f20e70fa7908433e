// Days a turn tells as when something already happened (`freeze card_77, I lost it yesterday`,
// `the parcel arrived on Monday`): the story's day, not one the request asks for. A read that
// looks in another window is not asked about it, and a call that takes it is read as taking the
// story's day (TurnValue `background`). The Portuguese grammar reads the same by the verb's ending.
import type { Span } from "@toolgate/grammar-kit";
import type { Term } from "./world.js";

/** Words between a verb in the past and its day: its object (`lost it yesterday`) and the day's preposition (`arrived on Monday`). */
const BETWEEN = new Set(["it", "them", "him", "her", "this", "that", "on", "the"]);
/** The most words passed over between the verb and the day. */
const MAX_BETWEEN = 2;

/** Whether a term is a verb in the past (`lost`, `arrived`, `was`), not a gerund. */
function inThePast(t: Term): boolean {
  return (t.tags.has("PastTense") || t.norm === "was" || t.norm === "were") && !t.tags.has("Gerund") && !t.tags.has("Adjective");
}

/** Words that carry a told day on to the next one told (`was Monday, then Wednesday`). */
const THEN_LINKS = new Set(["and", "then", "on", "the"]);

/**
 * Whether the words from term `from` up to term `to` (not included) are only `then` and its links,
 * with `then` among them: the day after them follows the told day before them in the same story.
 */
function toldInTurn(terms: readonly Term[], from: number, to: number): boolean {
  let then = false;
  for (let j = from; j < to; j++) {
    if (!THEN_LINKS.has(terms[j]!.norm)) return false;
    if (terms[j]!.norm === "then") then = true;
  }
  return then;
}

/**
 * The days a turn tells, with a verb in the past right before them, as when something happened,
 * and the days that story goes on to with `then` (`the review was Monday, then Wednesday, now they
 * want Friday`). One pass over the terms and the values, both in text order.
 */
export function daysThatHappened(values: readonly Span[], terms: readonly Term[]): Set<Span> {
  const happened = new Set<Span>();
  let k = 0;
  // The term after the last day told, where a `then` may carry the story on.
  let afterTold = -1;
  for (const v of values) {
    if (v.kind !== "date") continue;
    while (k < terms.length && terms[k]!.end <= v.start) k++;
    if (afterTold >= 0 && afterTold < k && toldInTurn(terms, afterTold, k)) {
      happened.add(v);
      afterTold = termAfter(terms, k, v.end);
      continue;
    }
    afterTold = -1;
    // terms[k - 1] is the last word before the day: read back over at most MAX_BETWEEN links.
    let i = k - 1;
    let passed = 0;
    while (i >= 0 && passed < MAX_BETWEEN && BETWEEN.has(terms[i]!.norm) && !terms[i]!.breakAfter) {
      i--;
      passed++;
    }
    if ((i >= 0 && !terms[i]!.breakAfter && inThePast(terms[i]!)) || (PAST_BY_ITS_WORDS.test(v.text) && afterAThingNamed(terms, k - 1))) {
      happened.add(v);
      afterTold = termAfter(terms, k, v.end);
    }
  }
  return happened;
}

/** A day past by its own words: `yesterday`, `the day before yesterday`, `last week`, `two days ago`. */
const PAST_BY_ITS_WORDS = /^(?:(?:the\s+)?day\s+before\s+)?yesterday$|^last\s|\sago$/i;
/** Words that open a thing named: `the deep clean`, `our call`. */
const THING_OPENERS = new Set(["the", "our", "my", "your", "his", "her", "their", "this", "that"]);
/** The most words of a thing named between its opener and its day (`the deep clean yesterday`). */
const MAX_THING_WORDS = 3;

/**
 * Whether the words ending at term `last` name a thing, an opener and one to three nouns or
 * adjectives (`for the deep clean yesterday`, `about our call last week`): a past day right after
 * a thing tells when it happened, as a verb in the past does; a request names its day after its
 * verb or a preposition (`what did I spend yesterday`, `since yesterday`).
 */
function afterAThingNamed(terms: readonly Term[], last: number): boolean {
  for (let i = last, words = 0; i >= 0 && words <= MAX_THING_WORDS; i--, words++) {
    const t = terms[i]!;
    if (t.breakAfter) return false;
    if (words > 0 && THING_OPENERS.has(t.norm)) return true;
    if (!(t.tags.has("Noun") || t.tags.has("Adjective")) || t.tags.has("Pronoun") || t.tags.has("Verb") || t.tags.has("Possessive")) return false;
  }
  return false;
}

/** The index of the first term from `k` on that starts at or after `end`: the word after a day. */
function termAfter(terms: readonly Term[], k: number, end: number): number {
  let j = k;
  while (j < terms.length && terms[j]!.start < end) j++;
  return j;
}
