// Days said together as a list, then one of them named again as the one the request is for: `a
// enfermeira vem terça e quinta, marca a visita de quinta`, `temos aulas na segunda, na quarta e na
// sexta; põe o lembrete na quarta`. The days of the list not named again are set apart. Read on the
// few characters between the days, so the time is linear.
import type { Span } from "@toolgate/grammar-kit";
import { dayRuns } from "./day-runs.js";

/** Between two days of a list, folded: `terça e quinta`, `na segunda, na quarta`, `segunda, quarta e sexta`. */
const LISTED_BETWEEN = /^\s*(?:,\s*(?:e\s+)?|e\s+)(?:(?:na|no|a|o|de)\s+)?$/;

/** The days of a list that a later day, one of them named again alone, leaves out. */
export function daysNotPicked(folded: string, values: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const { run: listed, after } of dayRuns(folded, values.filter((v) => v.kind === "date"), LISTED_BETWEEN)) {
    const listedValues = new Set(listed.map((d) => d.value));
    // The days said after the list that are some of its own: one alone picks it; two or more pick none.
    const again = new Set(after.filter((d) => listedValues.has(d.value)).map((d) => d.value));
    if (again.size === 1 && listedValues.size === listed.length) {
      const [picked] = again;
      out.push(...listed.filter((d) => d.value !== picked));
    }
  }
  return out;
}
