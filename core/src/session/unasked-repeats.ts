// A repeat nobody asked for: a write that makes a payment or an entry recur (`interval: monthly`)
// where the person's turns never spoke of a repeat, after an outside text was read. What the
// person asked for was one act ("pay the piano invoice", "give them 40 GBP"); a standing order
// is another, whatever words the text used to suggest it. Whether the turns spoke of a repeat is
// weighed once with each turn, in the words of the grammars that read it (the port's `repeat` set,
// turn-words.ts); a check only looks the answer up.
import type { Mark } from "../model.js";
import type { WorkOutInputs } from "./origins.js";
import { givenValue, leafKeys } from "./origins.js";

/** The values by which a catalogue's argument says how often a thing recurs: a catalogue's values are written in English, as tool names are. */
export const PERIODS: ReadonlySet<string> = new Set(["daily", "weekly", "biweekly", "fortnightly", "monthly", "bimonthly", "quarterly", "semiannually", "half-yearly", "yearly", "annually", "annual"]);

/** Arguments named for how often a thing recurs, where the catalogue gives no closed set. */
export const REPEAT_ARGUMENT = /(?:^|_)(?:interval|frequency|recurrence|recurring|repeats?|cadence|period)$/i;

/** The period a value names, lower-cased (`Monthly` is `monthly`); undefined for any other value. One test for the rules that read periods. */
export function periodOf(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 32) return undefined;
  const word = value.toLowerCase();
  return PERIODS.has(word) ? word : undefined;
}

/** Whether a call makes a payment or an entry recur: an argument named for how often (`interval`) holds a period (`monthly`). */
export function recurs(args: Readonly<Record<string, unknown>>): boolean {
  for (const [name, value] of Object.entries(args)) if (REPEAT_ARGUMENT.test(name) && periodOf(value) !== undefined) return true;
  return false;
}

/**
 * The marks of a write's arguments that make it recur where nobody asked for a repeat: the value
 * is a period (`monthly`), of an argument that is a closed set or is named for it; the person's
 * turns never spoke of a repeat (a turn holding one of its grammars' `repeat` words is read as
 * asking for it, the lenient reading: the rule holds only calls whose repeat the person never
 * spoke of at all); and neither they, the run's context, an answer nor a record a
 * result listed (a standing order's own `interval`) gave it. It takes the mark of the newest
 * outside free text read, as a choice the model swapped does (origins.ts `workOut`): that is the
 * text the model had just read. With no outside free text read, the model's choice is asked
 * about as any value it wrote (`argument_origin`).
 */
export function unaskedRepeatMarks(args: Readonly<Record<string, unknown>>, isChoice: (name: string) => boolean, given: (name: string) => boolean, inputs: WorkOutInputs): Mark[] {
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (periodOf(value) === undefined || given(name)) continue;
    if (!isChoice(name) && !REPEAT_ARGUMENT.test(name)) continue;
    if (inputs.spoke?.has("repeat") === true) return [];
    const keys = leafKeys(value);
    if (keys.some((k) => givenValue(inputs, k))) continue;
    if (inputs.results.some((r) => keys.some((k) => r.index.structured.has(k)))) continue;
    const newest = inputs.results.find((r) => r.textOutside && r.index.text.size > 0);
    if (newest) marks.push({ level: "untrusted", source: newest.index.tool, on: name, step: newest.index.step });
  }
  return marks;
}
