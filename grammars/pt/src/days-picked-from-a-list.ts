// Days said together as a list, then one of them named again as the one the request is for: `a
// enfermeira vem terça e quinta, marca a visita de quinta`, `temos aulas na segunda, na quarta e na
// sexta; põe o lembrete na quarta`. The days of the list not named again are set apart. Read on the
// few characters between the days, so the time is linear.
import type { Span } from "@toolgate/grammar-kit";

/** Between two days of a list, folded: `terça e quinta`, `na segunda, na quarta`, `segunda, quarta e sexta`. */
const LISTED_BETWEEN = /^\s*(?:,\s*(?:e\s+)?|e\s+)(?:(?:na|no|a|o|de)\s+)?$/;

/** The days of a list that a later day, one of them named again alone, leaves out. */
export function daysNotPicked(folded: string, values: readonly Span[]): Span[] {
  const days = values.filter((v) => v.kind === "date");
  const out: Span[] = [];
  for (let i = 0; i + 1 < days.length; ) {
    let j = i;
    while (j + 1 < days.length && LISTED_BETWEEN.test(folded.slice(days[j]!.end, days[j + 1]!.start))) j++;
    if (j === i) {
      i++;
      continue;
    }
    const listed = days.slice(i, j + 1);
    const listedValues = new Set(listed.map((d) => d.value));
    // The days said after the list that are some of its own: one alone picks it; two or more pick none.
    const again = new Set(days.slice(j + 1).filter((d) => listedValues.has(d.value)).map((d) => d.value));
    if (again.size === 1 && listedValues.size === listed.length) {
      const [picked] = again;
      out.push(...listed.filter((d) => d.value !== picked));
    }
    i = j + 1;
  }
  return out;
}
