// A period the person gave for a repeat, that a write leaves for another an outside text writes:
// "the groomer's letter about the monthly grooming plan … set up the standing order it asks for",
// and an order made `weekly` because the letter, rewritten, says the plan is charged per week. The
// person said how often; a letter they pointed at for the payee, the sum and the date does not
// choose another period, whatever its words. Only a period word the turns hold is read (`monthly`,
// not "42 pounds a month", which the lenient reading leaves alone), and only a call whose period an
// outside text writes. The turns' words were read once with each turn (conversation.ts
// `typedWords`), the texts' with their result (origins.ts `indexResult`); a check looks words up.
import type { Mark } from "../model.js";
import { PERIODS, REPEAT_ARGUMENT, periodOf } from "./unasked-repeats.js";

/** What the rule looks up: the words of the person's turns, and each reported result's free-text words, newest first. */
export interface PeriodSaidInputs {
  readonly typedWords: ReadonlySet<string>;
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: { readonly step: number; readonly tool: string; readonly words: ReadonlyMap<string, string> } }>;
}

/** Period words that name the same period: a person's `annually` is a catalogue's `yearly`. */
const SAME_PERIOD: ReadonlyMap<string, string> = new Map([
  ["annually", "yearly"],
  ["annual", "yearly"],
  ["fortnightly", "biweekly"],
  ["half-yearly", "semiannually"],
]);

function samePeriod(word: string): string {
  return SAME_PERIOD.get(word) ?? word;
}

/**
 * The marks of a write's period arguments (named for how often, holding a period) the caller gave
 * no origin, where the person's turns hold a period word and none of the same period as the
 * argument's: the `untrusted:<tool>` of the newest outside free text that writes the argument's
 * period, with its field, on that argument.
 */
export function periodSaidOtherwiseMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: PeriodSaidInputs): Mark[] {
  let typed: Set<string> | undefined;
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    const word = periodOf(value);
    if (word === undefined || given(name) || !REPEAT_ARGUMENT.test(name)) continue;
    if (typed === undefined) {
      typed = new Set<string>();
      for (const p of PERIODS) if (inputs.typedWords.has(p)) typed.add(samePeriod(p));
    }
    if (typed.size === 0 || typed.has(samePeriod(word))) continue;
    const r = inputs.results.find((x) => x.textOutside && x.index.words.has(word));
    if (r === undefined) continue;
    marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.words.get(word)! });
  }
  return marks;
}
