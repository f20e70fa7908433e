// The words of a send that point back at a place the turn gave before them (`text her on that
// mobile`, `manda um sms nesse número`): each language finds them with its own pattern and decides
// which of the places said before they point at; the guard and the walk over the words are one.
import type { Destination, TurnReading } from "./port.js";

/** One pointing phrase: the kinds of place its word names, and the turn's text before it. */
export interface PointingPhrase {
  kinds: ReadonlyArray<Destination["kind"]>;
  before: string;
}

/**
 * The pointing phrases of `text` (already lowered or folded as `pattern` expects; group 1 is the
 * kind's word), only where the turn asks for a send and gives a place: otherwise none. `pattern`
 * must be global and linear.
 */
export function* pointingPhrases(text: string, reading: TurnReading, pattern: RegExp, kindsOf: Readonly<Record<string, ReadonlyArray<Destination["kind"]>>>): Generator<PointingPhrase> {
  if (!reading.sending.some((act) => !act.negated) || reading.destinations.length === 0) return;
  for (const m of text.matchAll(pattern)) yield { kinds: kindsOf[m[1]!] ?? [], before: text.slice(0, m.index) };
}
