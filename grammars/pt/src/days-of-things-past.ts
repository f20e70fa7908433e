// A day in the past said of a thing with `de` (`o relatório da sessão de ontem`, `as fotos do jantar
// de sábado passado`, `a fatura do dia 1`): the day tells which thing, one that already was, not a
// day the request asks for (a due date, a reminder, a meeting all lie ahead). The story's day, as
// a day told with a verb in the past is (daysThatHappened).
import type { Span } from "@toolgate/grammar-kit";

/** Right before the day: a word, then `de` or its forms with the article (`sessão de`, `jantar do`). Folded text. Linear: anchored at the end, one bounded word. */
const OF_A_THING = /(?:^|[^\p{L}\d])\p{L}{3,24}\s+(?:de|do|da)\s+(?:dia\s+)?$/u;

/** How many characters before a day are read. */
const REACH = 40;
/** The ISO day a date value holds. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/** The days before today that the turn gives a thing with `de`. */
export function daysOfThingsPast(folded: string, values: readonly Span[], now: Date): Set<Span> {
  const today = now.toISOString().slice(0, 10);
  const past = new Set<Span>();
  for (const v of values) {
    if (v.kind !== "date" || !ISO_DAY.test(String(v.value)) || String(v.value).slice(0, 10) >= today) continue;
    if (OF_A_THING.test(folded.slice(Math.max(0, v.start - REACH), v.start))) past.add(v);
  }
  return past;
}
