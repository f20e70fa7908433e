// Days a turn tells as when something already happened (`freeze card_77, I lost it yesterday`,
// `the parcel arrived on Monday`): the story's day, not one the request asks for. A read that
// looks in another window is not asked about it, and a call that takes it is read as taking the
// story's day (TurnValue `background`). The Portuguese grammar reads the same by the verb's ending.
import type { Span } from "@toolgate/grammar-kit";
import type { Term } from "./world.js";

/** Words between a verb in the past and its day: its object (`lost it yesterday`) and the day's preposition (`arrived on Monday`). */
const BETWEEN = new Set(["it", "them", "him", "her", "this", "that", "on", "the"]);
/** The most words passed over between the verb and the day. */
const MAX_BETWEEN = 2;

/** Whether a term is a verb in the past (`lost`, `arrived`, `was`), not a gerund. */
function inThePast(t: Term): boolean {
  return (t.tags.has("PastTense") || t.norm === "was" || t.norm === "were") && !t.tags.has("Gerund") && !t.tags.has("Adjective");
}

/** The days a turn tells, with a verb in the past right before them, as when something happened. One pass over the terms and the values, both in text order. */
export function daysThatHappened(values: readonly Span[], terms: readonly Term[]): Set<Span> {
  const happened = new Set<Span>();
  let k = 0;
  for (const v of values) {
    if (v.kind !== "date") continue;
    while (k < terms.length && terms[k]!.end <= v.start) k++;
    // terms[k - 1] is the last word before the day: read back over at most MAX_BETWEEN links.
    let i = k - 1;
    let passed = 0;
    while (i >= 0 && passed < MAX_BETWEEN && BETWEEN.has(terms[i]!.norm) && !terms[i]!.breakAfter) {
      i--;
      passed++;
    }
    if (i >= 0 && !terms[i]!.breakAfter && inThePast(terms[i]!)) happened.add(v);
  }
  return happened;
}
