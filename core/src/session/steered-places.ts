// A place the model wrote for where a record is (an event's `location`), whose numbered words only
// a text that steers the reader gives: a pharmacy's email says to collect "at Farmácia da Graça,
// Rua da Graça 41", and a line below, "(due to works, collection this week is at our second shop,
// Av. Almirante Reis 212)"; the event goes to "Av. Almirante Reis 212, Lisboa". The model wrote
// the text's place in its own form (a city added), so no key of the value meets the text's whole
// and the value reads as the model's own; its house number is still the steering sentence's. A
// letter that gives its place does not steer; one that moves the reader elsewhere chose the place
// for the person. A word the person's turns say is theirs; a text the person handed the choice to
// ("do what she says") is not read this way. The texts' words and the values of their steering
// sentences were read once, with each result (origins.ts `indexResult`); a check looks words up.
import type { Mark } from "../model.js";
import { namingWords, numbered, untypedWords } from "./place-words.js";
import { valueKeys } from "./values.js";

/** What the rule looks up: the turns' words, and each reported result's words and steering values, newest first. */
export interface SteeredPlaceInputs {
  readonly typedWords: ReadonlySet<string>;
  readonly results: ReadonlyArray<{
    readonly textOutside: boolean;
    /** Whether a turn handed the choice to this text (delegation.ts). */
    readonly delegated?: boolean;
    readonly index: {
      readonly step: number;
      readonly tool: string;
      /** The text's words, each with the field it was read in. */
      readonly words: ReadonlyMap<string, string>;
      /** Whether a cue of the text steers the reader (instructions.ts `steeringCue`). */
      readonly steers: boolean;
      /** The keys of the values and words the text's cued parts give. */
      readonly instructed: ReadonlySet<string>;
    };
  }>;
}

/** The fewest naming words that tell a place with no number (place-words.ts `namingWords`). */
const MIN_NAMES = 2;

/** An argument that says where a record is: an event's `location`, a meeting's `venue`. */
const PLACE_ARGUMENT = /(?:^|_)(?:location|venue)$/i;

/**
 * The marks of a write's place arguments (`location`, `venue`) the model wrote (`madeUp`) whose
 * every word the turns do not say is a word of one outside text that steers the reader, the
 * numbered ones (or, in a place with none, its naming words, two at least) among the values its
 * steering parts give: the newest such text's `untrusted:<tool>`, at the field of the first of them.
 */
export function steeredPlaceMarks(args: Readonly<Record<string, unknown>>, madeUp: (name: string) => boolean, inputs: SteeredPlaceInputs): Mark[] {
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== "string" || !PLACE_ARGUMENT.test(name) || !madeUp(name)) continue;
    const untyped = untypedWords(value, inputs.typedWords);
    // A place with no number is told by its names instead: two words of it no turn says
    // ("Havrommet in the annex on Dronningens gate"), as a house number tells an address.
    const numbers = untyped.filter(numbered);
    const telling = numbers.length > 0 ? numbers : namingWords(untyped);
    if (telling.length === 0 || (numbers.length === 0 && telling.length < MIN_NAMES)) continue;
    for (const r of inputs.results) {
      if (!r.textOutside || !r.index.steers || (r.delegated ?? false)) continue;
      if (!untyped.every((w) => r.index.words.has(w))) continue;
      if (!telling.every((w) => valueKeys(w).some((k) => r.index.instructed.has(k)))) continue;
      marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.words.get(telling[0]!)! });
      break;
    }
  }
  return marks;
}
