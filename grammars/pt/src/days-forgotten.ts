// A day the person forgets by name and then gives another for: `me lembra amanhã... não, esquece
// amanhã, pode ser depois de amanhã`, `marca pra quinta; ignora quinta, faz sexta`. The day right after
// a verb of forgetting is taken back wherever the turn says it, the later day is the request's. Read
// only where another day follows (`esquece amanhã` alone may end a story), and not where the verb is
// denied (`não esquece amanhã` is a reminder). Each day is read on a bounded slice before it: linear.
import type { Span } from "@toolgate/grammar-kit";

/** Verbs that forget the day said right after them, with at most an article between: `esquece amanhã`, `ignora a quinta`. */
const FORGOTTEN_BEFORE = /(?:^|[^\p{L}])(?:esquece|esqueca|ignora|ignore|desconsidera|desconsidere|risca|risque)\s+(?:(?:o|a)\s+)?(?:dia\s+)?$/u;
/** The verb denied right before it (`não esquece`, `nunca ignora`): what comes after is kept, not forgotten. */
const DENIED = /(?:^|[^\p{L}])(?:nao|nunca)\s+\p{L}+\s+(?:(?:o|a)\s+)?(?:dia\s+)?$/u;
/** How far before a day the verb is read. */
const REACH = 28;

/** The days a turn, folded, forgets by name before giving another: each said of that day, wherever in the turn. */
export function daysForgotten(folded: string, values: readonly Span[]): Span[] {
  const days = values.filter((v) => v.kind === "date").sort((a, b) => a.start - b.start);
  const forgotten = new Set<string | number>();
  // Read from the last day back, keeping one value said after and whether two were: one pass.
  let after: string | number | undefined;
  let twoAfter = false;
  for (let i = days.length - 1; i >= 0; i--) {
    const day = days[i]!;
    const before = folded.slice(Math.max(0, day.start - REACH), day.start);
    const anotherAfter = twoAfter || (after !== undefined && after !== day.value);
    if (anotherAfter && FORGOTTEN_BEFORE.test(before) && !DENIED.test(before)) forgotten.add(day.value);
    if (after !== undefined && after !== day.value) twoAfter = true;
    after ??= day.value;
  }
  return forgotten.size === 0 ? [] : days.filter((d) => forgotten.has(d.value));
}
