// Days said of the thing a request is for, after `pelo`/`pela` and that thing's noun (`fatura de 55
// pelo ensaio de sábado`, `cobra 30 pela aula de terça`, `estorna 20 pelos bolos de ontem`): the
// thing's day, told to say which thing, not a date the call takes (a due day, a meeting's day).
import type { Span } from "@toolgate/grammar-kit";

/** The most characters before a day read for the words it is said of. */
const REACH = 40;

/**
 * `pelo`/`pela` (what is paid or charged for), one noun, then `de`, `do` or `da` right before the
 * day (caught, so the one match tells both) or opening its text. Anchored at the end of a short
 * slice, so the time is bounded.
 */
const FOR_THING_BEFORE = /(?:^|[\s,;:(])(?:pelo|pela|pelos|pelas)\s+(\p{L}{3,})\s+(?:(de|do|da)\s+)?$/u;
/** The day's own text opens with `de`, `do` or `da` where the slice before it does not end with one. */
const OF_OPENS_DAY = /^(?:de|do|da)\s/u;
/**
 * Parts of a day, which say when, not what: `pela manhã de sábado` asks for that morning. A real
 * family of the language: the four parts of the day, as folded.
 */
const PARTS_OF_DAY = new Set(["manha", "tarde", "noite", "madrugada"]);

/** The days said of the thing a request is paid or charged for: the story's, set aside. */
export function daysOfWhatIsPaidFor(folded: string, values: readonly Span[]): Set<Span> {
  const out = new Set<Span>();
  for (const v of values) {
    if (v.kind !== "date") continue;
    const before = folded.slice(Math.max(0, v.start - REACH), v.start);
    const m = FOR_THING_BEFORE.exec(before);
    if (m === null || PARTS_OF_DAY.has(m[1]!)) continue;
    if (m[2] !== undefined || OF_OPENS_DAY.test(folded.slice(v.start, v.end))) out.add(v);
  }
  return out;
}
