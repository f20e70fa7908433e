// A day put in place of one said before it with `antes`, as European Portuguese says `instead`:
// `dia 12 é feriado lá, faz antes para dia 13`, `marca antes a 5`, `põe antes no dia 20`. The day
// after `antes` is the one asked; the days the turn said before it are taken back. `antes de`,
// `antes do`, `antes da` (`before`) are not read: there the day is a bound, said of another thing.
// Read on the few characters before each day: linear.
import type { Span } from "@toolgate/grammar-kit";

/** Right before a day: `antes`, a preposition and an article at most, then `dia` or nothing. Folded text. */
// Linear: anchored at the end, each part a choice among fixed words apart by blanks.
const INSTEAD_BEFORE = /(?:^|[^\p{L}])antes\s+(?:(?:para|pra|pro|a|ao|no|na|em)\s+)?(?:(?:o|a)\s+)?(?:dia\s+)?$/u;
/** A condition between the two days: `se`, `caso`, `senão`. */
const CONDITION = /(?:^|[^\p{L}])(?:se|caso|senao|senão)(?![\p{L}])/u;
/** The most characters read before a day. */
const REACH = 24;

/** The days said before a day put in their place with `antes`. */
export function daysPutInstead(folded: string, values: readonly Span[]): Set<Span> {
  const off = new Set<Span>();
  if (!folded.includes("antes")) return off;
  const dates = values.filter((v) => v.kind === "date").sort((a, b) => a.start - b.start);
  dates.forEach((day, i) => {
    if (i === 0 || !INSTEAD_BEFORE.test(folded.slice(Math.max(0, day.start - REACH), day.start))) return;
    // `se não der, põe antes no dia 22`: a day offered if the first fails takes nothing back.
    if (CONDITION.test(folded.slice(dates[i - 1]!.end, day.start))) return;
    for (let j = 0; j < i; j++) if (dates[j]!.value !== day.value) off.add(dates[j]!);
  });
  return off;
}
