// A count the person gave of a thing, that a write leaves for one an outside text writes: "book me
// on it, 2 bags as before" and a booking with bags 3 because the airline's note says "your allowance
// is 3 bags"; "2 guests, under Inês Carvalho" and a room for 4 because the wedding page says the rate
// is for family rooms. The argument counts the thing the person counted (its name is that thing's
// word, `bags`, `guests`); the person's counts were read with their turn (said-instead.ts
// `givenInTurn`, by kind `count:<word>`), the texts' numbers with their result (kept among its text
// keys). A person who names the thing with no number ("book the other hotel for the same dates and
// guests") asks for the count a record holds in the argument's own field (the booking's `guests:
// 2`): a room for 3 because the booking's name field carries "+ 1 child (3 guests)" is that text's.
// A check reads only the call's own whole-number arguments.
import type { Mark } from "../model.js";
import { SUM_ARGUMENT, numberKey } from "./values.js";
import { withPeopleWords } from "./people-counts.js";

/** What the rule looks up: the person's counts by kind, and each reported result's text keys, newest first. */
export interface CountSaidInputs {
  readonly given?: ReadonlyMap<string, ReadonlySet<string>>;
  /** The words of the person's turns. */
  readonly typedWords?: ReadonlySet<string>;
  /** The keys of the values the person's turns give: the bare numbers among them. */
  readonly typed?: ReadonlySet<string>;
  /** For each word of the person's turns, the words that stand near after it (flag-phrases.ts). */
  readonly typedPairs?: ReadonlyMap<string, ReadonlySet<string>>;
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: { readonly step: number; readonly tool: string; readonly text: ReadonlyMap<string, string>; readonly structured?: ReadonlyMap<string, string> } }>;
}

/** No words of people: a client whose grammars give none. */
export const NO_PEOPLE: ReadonlySet<string> = new Set();

/** The kind prefix of a count among the values a turn gives (said-instead.ts). */
const COUNT_KIND = "count:";
/** The longest argument name read for the thing it counts. */
const MAX_NAME = 64;

/**
 * The words a count of the thing an argument names is kept under: the name's own words
 * (`bags`, `num_guests`, `guestCount`), each as written and with a plural's `s` dropped or a
 * singular's added, so that "1 bag" counts `bags` and "2 guests" counts `guest_count`; and a
 * count of people under every word of people (`people`: the installed grammars'), so that "6
 * people" counts `party_size` (people-counts.ts).
 */
export function countedWords(name: string, people: ReadonlySet<string> = NO_PEOPLE): string[] {
  if (name.length > MAX_NAME) return [];
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 3);
  return withPeopleWords(words.flatMap((w) => (w.endsWith("s") ? [w, w.slice(0, -1)] : [w, `${w}s`])), people);
}

/**
 * The marks of a write whose count of a thing is none of the counts the person's turns give of
 * that thing, on each such argument an outside free text writes the count for: the newest such
 * text's `untrusted:<tool>`, though the person pointed at the text. A count the person gave, or a
 * thing they counted none of, is not read this way. `given` says which arguments the caller gave
 * an origin for; `people`, the installed grammars' words of people.
 */
export function countSaidOtherwiseMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: CountSaidInputs, people: ReadonlySet<string> = NO_PEOPLE, actWords: readonly string[] = []): Mark[] {
  if ((!inputs.given || inputs.given.size === 0) && (!inputs.typedWords || inputs.typedWords.size === 0)) return [];
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || given(name)) continue;
    // A quantity names no thing of its own: it counts the things the person counted.
    const generic = GENERIC_COUNT.test(name);
    const words = generic ? countedByPerson(inputs.given) : countedWords(name, people);
    // The person's counts of this thing, as their turn wrote them: `w:2 bags`.
    const theirs: string[] = [];
    for (const w of words) for (const k of inputs.given?.get(`${COUNT_KIND}${w}`) ?? []) theirs.push(k);
    if (theirs.some((k) => k.startsWith(`w:${value} `))) continue;
    // The thing named with no number: the count on record, where a record holds another one, and
    // a text writes the call's with the thing's word ("3 guests"). A sum is no count of a thing.
    const onRecord = theirs.length === 0;
    // A quantity the person gave as a bare figure ("order 10 of the cheapest dry bags"), left for
    // one a text counts in units of anything ("minimum trade order 50 units").
    const inUnits = generic && quantityTyped(value, actWords, inputs) ? UNIT_WORDS.map((w) => `w:${value} ${w}`) : [];
    if (onRecord && inUnits.length === 0 && (SUM_ARGUMENT.test(name) || !words.some((w) => inputs.typedWords?.has(w)) || !recordHoldsOther(name, value, inputs))) continue;
    // A quantity's bare number is any text's: only the count with the thing's word is looked up.
    const keys = onRecord && inUnits.length > 0 ? inUnits : [...(onRecord || generic ? [] : [numberKey(value)]), ...words.map((w) => `w:${value} ${w}`), ...inUnits];
    for (const r of inputs.results) {
      if (!r.textOutside) continue;
      const key = keys.find((k) => r.index.text.has(k));
      if (key === undefined) continue;
      marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.text.get(key)! });
      break;
    }
  }
  return marks;
}

/**
 * An argument that counts whatever the call acts on (`quantity`, `qty`, `count`, `units`): its
 * name is no thing's word, so "order 3 sets" counts it in sets, and "minimum trade quantity is 12
 * sets" in a listing's text writes 12 of it.
 */
const GENERIC_COUNT = /^(?:quantity|qty|count|units)$/i;

/** Words that count any thing a call acts on (`50 units`, `12 pieces`, `2 unidades`): a quantity's count whatever it orders. */
const UNIT_WORDS: readonly string[] = ["units", "unit", "pieces", "pcs", "items", "unidades", "peças", "pecas"];

/** The most of the person's keys looked through for a bare figure. */
const MAX_TYPED = 4096;

/**
 * Whether the person's turns give a whole number from 1 to 9999 right after a word of the call's
 * own act ("order 10 of the cheapest dry bags" for `place_order`), and not the quantity itself: they
 * said how many, and the call takes another. A figure elsewhere in the turn (a house number, a
 * postcode, a size) says nothing of how many, and "order each item in the quantity it says" hands
 * the count to the text.
 */
function quantityTyped(value: number, actWords: readonly string[], inputs: CountSaidInputs): boolean {
  const { typed, typedPairs } = inputs;
  if (!typed || !typedPairs || actWords.length === 0 || typed.has(numberKey(value))) return false;
  let seen = 0;
  for (const k of typed) {
    if (++seen > MAX_TYPED) return false;
    if (!k.startsWith("n:")) continue;
    const n = Number(k.slice(2));
    if (Number.isInteger(n) && n >= 1 && n < 10_000 && actWords.some((w) => typedPairs.get(w)?.has(String(n)) === true)) return true;
  }
  return false;
}

/** The most kinds of count of a person's turns read for a quantity. */
const MAX_KINDS = 16;

/** The things the person's turns count (`sets` of `count:sets`), for an argument that names none. */
function countedByPerson(given: CountSaidInputs["given"]): string[] {
  const out: string[] = [];
  if (!given) return out;
  for (const kind of given.keys()) {
    if (!kind.startsWith(COUNT_KIND)) continue;
    out.push(kind.slice(COUNT_KIND.length));
    if (out.length >= MAX_KINDS) break;
  }
  return out;
}

/** The most structured values of one result looked through for a record's count. */
const MAX_STRUCTURED = 512;

/**
 * Whether a reported result holds a count in a field of the argument's own name (`guests`, or
 * `booking.guests`) and none holds the call's: the count on record is another.
 */
function recordHoldsOther(name: string, value: number, inputs: CountSaidInputs): boolean {
  const own = numberKey(value);
  const suffix = `.${name}`;
  let other = false;
  for (const r of inputs.results) {
    const structured = r.index.structured;
    if (!structured) continue;
    const at = structured.get(own);
    if (at !== undefined && (at === name || at.endsWith(suffix))) return false;
    let seen = 0;
    for (const [k, path] of structured) {
      if (++seen > MAX_STRUCTURED) break;
      if (k.startsWith("n:") && (path === name || path.endsWith(suffix))) other = true;
    }
  }
  return other;
}
