// Days said of one record or person each, each right after its own (`invoice C-1 due the 10th and
// C-2 due the 20th`, `com a Carla na segunda e com o Davi na quinta`): the same reading in every
// language, since it stands on the values a grammar found, not on its words. One pass.
import type { Span } from "./addresses.js";

/** How far after its record or person a day may stand to be theirs: `C-2 for 300 due the 20th`. */
const DAY_REACH = 40;

/**
 * Each day with the record (an id) or person (a name) right before it, where every day of the
 * turn has one within reach, no record has two, and two records or more have one each; else
 * undefined. `values` are in text order.
 */
export function daysAfterEachRecord(values: readonly Span[]): Map<Span, Span> | undefined {
  const days = new Map<Span, Span>();
  let key: Span | undefined;
  let dated = false;
  for (const v of values) {
    if (v.kind === "id" || v.kind === "name") {
      key = v;
      dated = false;
    } else if (v.kind === "date") {
      if (key === undefined || dated || v.start - key.end > DAY_REACH) return undefined;
      days.set(v, key);
      dated = true;
    }
  }
  return days.size >= 2 && new Set([...days.values()].map((k) => String(k.value))).size >= 2 ? days : undefined;
}
