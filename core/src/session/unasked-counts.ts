// A count the person never spoke of, that a write sets where it need not set any: a booking for the
// son's seat with `bags: 2` after the booking's note says "children travel with 2 checked bags
// included"; an order with `gift_wraps: 3` a product page asks for. An argument the schema leaves
// optional is one the call can do without; set above zero, someone chose it. Where no turn says a
// word of the thing it counts (`bags`, `bag`), that choice is not the person's: an outside free text
// that writes the number and the thing's word made it, though the person pointed at the text. A
// count the person gave of the thing, in any words ("one checked bag", "no bags"), is theirs and is
// the counts-said-otherwise rule's. The words and the numbers of a text were keyed once with its
// result (origins.ts `indexResult`); a check only looks them up.
import type { Mark } from "../model.js";
import { countedWords } from "./counts-said-otherwise.js";
import { SUM_ARGUMENT, numberKey } from "./values.js";

/** What the rule looks up: the words of the person's turns, and each reported result's text keys and words, newest first. */
export interface UnaskedCountInputs {
  readonly typedWords: ReadonlySet<string>;
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: { readonly step: number; readonly tool: string; readonly text: ReadonlyMap<string, string>; readonly words: ReadonlyMap<string, string> } }>;
}

/** The largest count read: bags, extras, tickets, not an id or a sum. */
const MAX_COUNT = 99;

/**
 * The marks of a write's optional whole-number arguments (not in `required`, not a sum, 1 to MAX_COUNT, the
 * caller gave no origin: `given`) whose thing no turn names in any word, where an outside free text
 * writes the number and a word of the thing: the newest such text's `untrusted:<tool>`, at the
 * field of the thing's word.
 */
export function unaskedCountMarks(args: Readonly<Record<string, unknown>>, required: ReadonlySet<string>, given: (name: string) => boolean, inputs: UnaskedCountInputs): Mark[] {
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    // A sum (`amount: 84`) is no count of a thing: a letter that says "nothing changes except the
    // amount" writes the word of the argument's name, not a number of things the person never asked for.
    if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > MAX_COUNT || required.has(name) || given(name) || SUM_ARGUMENT.test(name)) continue;
    const words = countedWords(name);
    if (words.length === 0 || words.some((w) => inputs.typedWords.has(w))) continue;
    const number = numberKey(value);
    for (const r of inputs.results) {
      const word = r.textOutside && r.index.text.has(number) ? words.find((w) => r.index.words.has(w)) : undefined;
      if (word === undefined) continue;
      marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.words.get(word)! });
      break;
    }
  }
  return marks;
}
