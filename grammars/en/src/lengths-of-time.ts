// Lengths of time: `20 mins`, `45 minutes`, `2 hrs`, `four years`. A number with a unit of time after it says how
// long (`I'm on my way, 20 mins`, `running 20 min late`), never which record, what sum or what day
// an argument holds; it is read as a count, which grounds what it grounds and fills no argument.
import type { TurnValue } from "@toolgate/grammar-kit";
import { NUMBER_WORDS } from "./lexicon.js";
import type { Term } from "./world.js";

/** The units of time a length is told in, with their short forms. */
const TIME_UNITS = new Set([
  "sec", "secs", "second", "seconds", "min", "mins", "minute", "minutes", "hr", "hrs", "hour", "hours",
  // Longer lengths are told the same way (`she's been with us four years`, `it took 3 days`).
  "day", "days", "wk", "wks", "week", "weeks", "month", "months", "yr", "yrs", "year", "years",
]);

/** A number as a length is written: digits, or a number word up to twenty (`four years`). */
function lengthNumber(text: string): boolean {
  if (/^\d{1,4}$/.test(text)) return true;
  const n = NUMBER_WORDS[text.toLowerCase()];
  return n !== undefined && n >= 2 && n <= 20;
}

/**
 * Marks `count` the bare numbers of `values` that stand right before a unit of time in `terms`. A
 * number the turn says twice is left alone: which of the two is the length cannot be told from
 * the value. One pass over the terms.
 */
export function markLengthsOfTime(terms: readonly Term[], values: TurnValue[]): void {
  for (let k = 0; k + 1 < terms.length; k++) {
    const term = terms[k]!;
    if (!lengthNumber(term.text) || term.breakAfter || !TIME_UNITS.has(terms[k + 1]!.norm)) continue;
    const same = values.filter((v) => v.kind === "number" && v.currency === undefined && v.text === term.text);
    if (same.length === 1) same[0]!.count = true;
  }
}
