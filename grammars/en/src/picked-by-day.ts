// A record an earlier turn listed, each with its day, picked in a later turn by which comes later or
// sooner: `the one arriving later`, `the pair that'd be ready later`, `the booking that starts
// earlier`. The kit marks the list's latest and earliest records (markDayExtremes, TurnValue
// `toldAs`); this file reads the pick (TurnReading `picks`, one of DAY_PICKS). One pass over the
// turn's terms. `the later one`, `the later of the two` pick by place (picked-by-place.ts).
import { DAY_PICKS } from "@toolgate/grammar-kit";
import { opensClause } from "./verb-and-object.js";
import type { Term } from "./world.js";

/** The words of a pick by day, said after the thing and what it does: `arriving later`, `ready sooner`. */
const ORDER: Readonly<Record<string, string>> = { later: DAY_PICKS.latest, latest: DAY_PICKS.latest, earlier: DAY_PICKS.earliest, sooner: DAY_PICKS.earliest, earliest: DAY_PICKS.earliest, soonest: DAY_PICKS.earliest };
/** Most words from the thing to the word of order: `pair that'd be ready later`. */
const REACH = 6;
/** Words that end the thing's own words before a word of order: another clause or another place (`cancel the blue one and call later`). */
const ENDS = new Set(["and", "or", "but", "so", "then", "to", "on", "at", "for", "with", "not", "than", "please"]);
/** Words before `the` that turn the pick around: `not the one arriving later`, `keep the one arriving later`. */
const TURNED = new Set(["not", "keep", "keeping", "except"]);

/**
 * The pick by day a turn says: `the` as a verb's object or opening its clause, its thing (`one`, a
 * noun), then a word of order within REACH words of its clause. Undefined where the turn says none,
 * says both, or turns it around.
 */
export function pickedByDay(terms: readonly Term[]): string | undefined {
  let picked: string | undefined;
  for (let i = 0; i < terms.length; i++) {
    if (terms[i]!.norm !== "the" || terms[i]!.breakAfter || !asObject(terms, i)) continue;
    const order = orderAfter(terms, i + 1);
    if (order === undefined) continue;
    if (i > 0 && TURNED.has(terms[i - 1]!.norm)) return undefined;
    if (picked !== undefined && picked !== order) return undefined;
    picked = order;
  }
  return picked;
}

/** Whether `the` at `i` is a verb's object or opens its clause: `cancel the one arriving later`, `the pair ready sooner, refund it`. */
function asObject(terms: readonly Term[], i: number): boolean {
  if (opensClause(terms, i)) return true;
  const before = terms[i - 1]!;
  return before.tags.has("Verb") && !before.tags.has("Auxiliary") && !before.tags.has("Copula");
}

/** The pick the word of order after the thing at `at` says, or undefined where none stands in its words. */
function orderAfter(terms: readonly Term[], at: number): string | undefined {
  const thing = terms[at];
  if (thing === undefined || thing.breakAfter || !(thing.norm === "one" || thing.tags.has("Noun")) || thing.tags.has("Pronoun")) return undefined;
  for (let k = at + 1; k < terms.length && k <= at + REACH; k++) {
    const t = terms[k]!;
    const order = ORDER[t.norm];
    if (order !== undefined) return order;
    if (ENDS.has(t.norm) || t.breakAfter || /\d/.test(t.text)) return undefined;
  }
  return undefined;
}
