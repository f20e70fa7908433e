// A person booked whom the person never named: a seat for "Marco Pires" after the airline's note
// says a second passenger travels too; a seat for "Pilar Ruiz" after the booking's note says the
// third traveller must be rebooked, where the person named themselves and their daughter; a second
// driver "Sara Lopes, Bruno Matias" on a car rental after the car's conditions ask for one. Whom a
// booking is for is the person's to say: a traveller only an outside free text names is that
// text's choice, whatever its wording and though the person pointed at the text. A traveller the
// person's turns name (every word of the name), or one a structured field gives (a booking's
// passenger, a profile's name), is not read this way. A value that lists several people (`,`, `;`,
// `&` or a joining word between them) is read name by name. The words were read once with each turn and
// each result (conversation.ts `typedWords`, origins.ts `indexResult`); a check only looks words up.
import type { Mark } from "../model.js";
import { wordsOf } from "./origins.js";

/** What the rule looks up: the turns' words, and each reported result's structured keys and free-text words, newest first. */
export interface TravellerInputs {
  readonly typedWords: ReadonlySet<string>;
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: { readonly step: number; readonly tool: string; readonly structured: ReadonlyMap<string, string>; readonly words: ReadonlyMap<string, string> } }>;
}

/** The argument names of whom a booking is for: a passenger, a guest, a traveller, an attendee, a driver, by name. */
const TRAVELLER_ARGUMENT = /(?:^|_)(?:passenger|guest|traveller|traveler|attendee|participant|driver)s?(?:_?names?)?$/i;
/** The longest name read: a person's, not a text. */
const MAX_NAME = 80;
/** The most names of one value read, and so the longest value: a few people, not a text. */
const MAX_NAMES = 4;
/**
 * What parts the names of a value that lists people: a `,`, `;` or `&`, or a joining word between
 * single spaces (`and`, `e`, `y`, `und`, `et`); each part is trimmed. No alternative repeats
 * anything: each place of the value is tried once, linear in its length.
 */
const NAME_PARTS = /[,;&]|\s(?:and|e|y|und|et)\s/i;
/** The most words of a person's name. */
const MAX_WORDS = 5;

/**
 * The marks of a write's traveller arguments (`TRAVELLER_ARGUMENT`, a string the caller gave no
 * origin) whose name no turn says in full and no structured field holds, every word of which an
 * outside free text writes: the newest such text's `untrusted:<tool>`, at the field of the name's
 * first word. `structuredKey` gives the key a structured field would hold the value under.
 */
export function unnamedTravellerMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, structuredKey: (value: string) => readonly string[], inputs: TravellerInputs): Mark[] {
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== "string" || value.length > MAX_NAME * MAX_NAMES || name.length > MAX_NAME || !TRAVELLER_ARGUMENT.test(name) || given(name)) continue;
    const people = value.split(NAME_PARTS, MAX_NAMES + 1).map((p) => p.trim()).filter((p) => p.length > 0);
    if (people.length > MAX_NAMES) continue;
    const mark = people.length === 1 ? unnamedMark(name, value, structuredKey, inputs) : people.map((p) => unnamedMark(name, p, structuredKey, inputs)).find((m) => m !== undefined);
    if (mark) marks.push(mark);
  }
  return marks;
}

/** The mark of one person's name the turns never say in full and only an outside free text writes, else undefined. */
function unnamedMark(name: string, person: string, structuredKey: (value: string) => readonly string[], inputs: TravellerInputs): Mark | undefined {
  if (person.length > MAX_NAME) return undefined;
  const words = wordsOf(person);
  if (words.length === 0 || words.length > MAX_WORDS || words.every((w) => inputs.typedWords.has(w))) return undefined;
  const keys = structuredKey(person);
  if (inputs.results.some((r) => keys.some((k) => r.index.structured.has(k)))) return undefined;
  for (const r of inputs.results) {
    if (!r.textOutside || !words.every((w) => r.index.words.has(w))) continue;
    return { level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.words.get(words[0]!)! };
  }
  return undefined;
}
