// A value an earlier turn listed, picked in a later turn by its place in the list: `refund the middle
// one`, `the last of the three`, `text the second one`, `the later of the two`, `the second-to-last
// one`, `the penultimate one`. The kit says the place (placePick, TurnReading `picks`), and the
// confirm_read check finds the value at that place in each kind of value the earlier turn listed. One
// pass over the turn's terms.
import { wordTable, type Place, type PlacePick } from "@toolgate/grammar-kit";
import { opensClause, verbBeforeObject } from "./verb-and-object.js";
import type { Term } from "./world.js";

/** The words that name a place in a list, after `the`; a pick only before `one`, `of the two` or, as a verb's object, the listed thing's noun (ofTheList). */
const PLACES: Readonly<Record<string, Place>> = wordTable<Place>({
  first: 0, "1st": 0, former: 0, earlier: 0, earliest: 0,
  second: 1, "2nd": 1, third: 2, "3rd": 2, fourth: 3, "4th": 3, fifth: 4, "5th": 4,
  last: -1, latter: -1, later: -1, latest: -1, final: -1,
  penultimate: -2, middle: "middle",
});
/** The counts a list is said to hold: `of the three`, `of the 3`. */
const COUNTS: Readonly<Record<string, number>> = wordTable({ two: 2, three: 3, four: 4, five: 5, six: 6, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6 });
/** Words before `the` that turn the pick around: `not the last one`, `except the middle one`. */
const TURNED = new Set(["not", "except", "but", "besides"]);

/** The place read at `i` (on `the`), and the index of the term after the place's words; undefined where none. */
function placeAt(terms: readonly Term[], i: number): { place: Place; next: number } | undefined {
  const w = terms[i + 1];
  if (terms[i]!.norm !== "the" || terms[i]!.breakAfter || w === undefined) return undefined;
  // `the second to last one`, `the second last one`: the one before the last.
  if (w.norm === "second" && !w.breakAfter) {
    const after = terms[i + 2];
    if (after?.norm === "last" && !after.breakAfter) return { place: -2, next: i + 3 };
    if (after?.norm === "to" && terms[i + 3]?.norm === "last" && !after.breakAfter && !terms[i + 3]!.breakAfter) return { place: -2, next: i + 4 };
  }
  const place = PLACES[w.norm];
  return place === undefined || w.breakAfter ? undefined : { place, next: i + 2 };
}

/** Nouns after a place that say when, not which listed thing: `the last time`, `the first week`. */
const TIMES = new Set(["time", "times", "minute", "moment", "second", "hour", "day", "week", "month", "year", "weekend", "chance", "thing", "bit", "word", "go", "try"]);

/**
 * Whether `the` at `i` opens the object of a verb asked of the agent: right after the verb (`take the
 * earlier slot`), or after its `with`/`for`, past the verb's own object if it has one (`go with the
 * earlier slot`, `book him for the later visit`: verbBeforeObject, as the pick by a word reads it). A place and a noun said as a subject tell (`the second payment went through`).
 */
function objectOfVerb(terms: readonly Term[], i: number): boolean {
  const before = terms[i - 1];
  if (before === undefined || before.breakAfter) return false;
  if (before.tags.has("Verb") && !before.tags.has("Auxiliary") && !before.tags.has("Copula")) return true;
  return (before.norm === "with" || before.norm === "for") && verbBeforeObject(terms, i - 2);
}

/** The verbs that, said of a thing as their subject, ask something be done to it: `the third sitting needs moving`. */
const ASKED_OF = new Set(["needs", "need", "must", "should", "has", "have", "wants"]);

/**
 * Whether `the` at `i` opens its clause and the thing after the place (at `next`) is the subject of a
 * verb that asks something be done to it (`the third sitting needs moving`, `the last booking has to
 * go`, `the second invoice should be cancelled`): it is picked as a verb's object is. A subject told
 * of (`the second payment went through`) picks nothing.
 */
function askedOfAsSubject(terms: readonly Term[], i: number, next: number): boolean {
  const verb = terms[next + 1];
  return opensClause(terms, i) && verb !== undefined && !terms[next]!.breakAfter && ASKED_OF.has(verb.norm);
}

/**
 * Whether the word after the place names the thing a list held, in the singular: `take the earlier
 * slot` after `Tuesday at 8 or Thursday at 1`, `refund the last payment`. A noun written in lower case, not a
 * day or a word of time (TIMES).
 */
function thingListed(w: Term): boolean {
  // Written in lower case, not as the tagger reads it: it takes `lesson` for a surname.
  return w.tags.has("Singular") && w.tags.has("Noun") && !w.tags.has("Date") && !w.tags.has("Pronoun") && /^\p{Ll}\p{L}{2,}$/u.test(w.text) && !TIMES.has(w.norm);
}

/**
 * How the place's words go on, where they speak of a listed thing: `one`, or the thing's noun as a verb's object (of = 0), `of the three`
 * (of = 3), `of them` (of = 0); undefined otherwise (`the last time`, `the first of April`).
 */
function ofTheList(terms: readonly Term[], j: number, asObject: boolean): number | undefined {
  const w = terms[j];
  if (w === undefined) return undefined;
  if (w.norm === "one" || (asObject && thingListed(w))) return 0;
  if (w.norm !== "of" || w.breakAfter) return undefined;
  const k = terms[j + 1]?.norm === "the" && !terms[j + 1]!.breakAfter ? j + 2 : j + 1;
  const count = terms[k];
  if (count === undefined) return undefined;
  if (count.norm === "them" && k === j + 1) return 0;
  return COUNTS[count.norm];
}

/**
 * The pick by place a turn says (the kit's PlacePick, said in `picks` by placePick), where it says exactly one; undefined where it says none,
 * two different ones (`refund the first one and cancel the last one` asks for both), or turns it
 * around (`not the last one`).
 */
export function pickedByPlace(terms: readonly Term[]): PlacePick | undefined {
  let picked: PlacePick | undefined;
  for (let i = 0; i < terms.length; i++) {
    const at = placeAt(terms, i);
    if (at === undefined) continue;
    const of = ofTheList(terms, at.next, objectOfVerb(terms, i) || askedOfAsSubject(terms, i, at.next));
    if (of === undefined) continue;
    if (i > 0 && !terms[i - 1]!.breakAfter && TURNED.has(terms[i - 1]!.norm)) return undefined;
    if (picked !== undefined && (picked.place !== at.place || picked.of !== of)) return undefined;
    picked = { place: at.place, of, span: 1 };
  }
  return picked;
}
