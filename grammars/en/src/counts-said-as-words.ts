// Counts said without a number: `both kids`, `a pair of tickets`, `pay it twice`, and a list of
// names joined by `and` (`Leo and Mia`, `Priya, Tom and Aisha`). Each says how many as exactly as
// `two` does, so each is read as that number. A word that only says "a few" is no count: `a couple
// of days` may be three, `several`, `some` are none, and none of them is read.
import { countsOfListedNames, type NamePlace, type TurnValue } from "@toolgate/grammar-kit";
import type { Term } from "./world.js";

/**
 * The words that are a count by themselves, with the words that must come before and after them:
 * `both` before a plural noun; `pair` only as `a pair of` (`two pairs of socks` counts pairs, and `pair` is a verb
 * too); `twice` alone; `one` only as `one of`.
 */
const COUNT_WORDS: ReadonlyArray<{ word: string; before?: string; after?: "of" | "plural"; value: number; reason: string }> = [
  {
    word: "both",
    after: "plural",
    value: 2,
    reason: "both kids, both tickets: two of the things named; `go ahead with both`, `invoice both` point back at things the turn named, and count nothing new",
  },
  { word: "pair", before: "a", after: "of", value: 2, reason: "a pair of tickets: two; not `pairs`, not the verb" },
  { word: "twice", value: 2, reason: "pay it twice: two times" },
  { word: "one", after: "of", value: 1, reason: "one of the three nights, one of them: a single thing of several, not the several" },
];

/** Whether `term` is what a count word needs after it. */
function fitsAfter(term: Term | undefined, after: "of" | "plural"): boolean {
  if (term === undefined) return false;
  return after === "of" ? term.norm === "of" : term.tags.has("Plural") && term.tags.has("Noun") && !term.tags.has("Pronoun");
}

/**
 * The count words of `terms` (COUNT_WORDS) as `number` values marked `count`, from the word before
 * that is required (`a pair`) to the count word. They are added to the reading once it is made, and
 * take no part in how its other values are read (pairs, corrections, background). One pass.
 */
export function countWords(terms: readonly Term[], text: string): TurnValue[] {
  const found: TurnValue[] = [];
  for (let k = 0; k < terms.length; k++) {
    const term = terms[k]!;
    const entry = COUNT_WORDS.find((c) => c.word === term.norm);
    if (entry === undefined) continue;
    const before = terms[k - 1];
    if (entry.before !== undefined && (before === undefined || before.norm !== entry.before || before.breakAfter)) continue;
    const after = terms[k + 1];
    if (entry.after !== undefined && (term.breakAfter || !fitsAfter(after, entry.after))) continue;
    const start = entry.before !== undefined ? before!.start : term.start;
    found.push({ kind: "number", text: text.slice(start, term.end), value: entry.value, count: true });
  }
  return found;
}

/** What may stand between two names of a list: a comma, `and`, or both. */
const GAP = /^(?:\s*,\s*(?:and\s+)?|\s+and\s+)$/i;

/** A proper noun that is a name, not a day, a month or a number (`Friday and Monday` are no list of names). */
function nameTerm(term: Term): boolean {
  const tags = term.tags;
  return tags.has("ProperNoun") && !tags.has("Date") && !tags.has("WeekDay") && !tags.has("Month") && !tags.has("Value") && /^[A-Z]/.test(term.text);
}

/**
 * The counts said by lists of names (`Leo and Mia` is 2, `Priya, Tom and Aisha` is 3): names are
 * the proper nouns compromise tags, a name of two or three words (`Mia Costa`) taken whole.
 */
export function countsOfNamesListed(text: string, terms: readonly Term[]): TurnValue[] {
  const names: NamePlace[] = [];
  for (let k = 0; k < terms.length; k++) {
    if (!nameTerm(terms[k]!)) continue;
    let last = k;
    while (last - k < 2 && !terms[last]!.breakAfter && terms[last + 1] !== undefined && nameTerm(terms[last + 1]!)) last++;
    names.push({ start: terms[k]!.start, end: terms[last]!.end });
    k = last;
  }
  return names.length < 2 ? [] : countsOfListedNames(text, names, { gap: GAP, and: "and" });
}
