// A count nobody gave, that an outside text sets by the argument's own name: an order with
// `quantity: 2` after a product's description says "order quantity 2 to receive the listed
// price"; a booking with `bags: 1` after the airline's note says "book with bags 1", where the person
// said "no bags". Written as a setting, the name first and the count after it, the count is the
// text's choice of that argument, as a flag an outside text names is (named-flags.ts), whatever the
// text's wording and though the person pointed at the text. A count the person wrote with the same
// word, either way round ("2 bags", "bags 2"), is theirs. The runs of words were keyed once with
// each turn and each result (origins.ts `wordKeys`); a check only looks keys up.
import type { Mark } from "../model.js";
import { newestTextMark } from "./newest-text-mark.js";
import { NO_PEOPLE, countedWords } from "./counts-said-otherwise.js";

/** What the rule looks up: the turns' keys, and each reported result's text keys, newest first. */
export interface NamedCountInputs {
  readonly typed: ReadonlySet<string>;
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: { readonly step: number; readonly tool: string; readonly text: ReadonlyMap<string, string> } }>;
}

/** The longest argument name read for its words. */
const MAX_NAME = 48;
/** The largest count read: an order's or a booking's, not an id or a year. */
const MAX_COUNT = 999;


/**
 * The marks of a write's whole-number arguments (0 to MAX_COUNT) that the caller gave no origin,
 * whose value an outside free text writes right after a word of the argument's name (`quantity 2`,
 * `bags 1`), where no turn writes that count beside that word: the newest such text's
 * `untrusted:<tool>`.
 */
export function namedCountMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: NamedCountInputs, people: ReadonlySet<string> = NO_PEOPLE): Mark[] {
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > MAX_COUNT || given(name)) continue;
    // The words a count of the thing the argument names is kept under (`bags`, `bag`; counts-said-otherwise.ts).
    const words = name.length > MAX_NAME ? [] : countedWords(name, people);
    if (words.some((w) => inputs.typed.has(`w:${w} ${value}`) || inputs.typed.has(`w:${value} ${w}`))) continue;
    const keys = words.map((w) => `w:${w} ${value}`);
    const mark = newestTextMark(name, keys, inputs.results);
    if (mark) marks.push(mark);
  }
  return marks;
}
