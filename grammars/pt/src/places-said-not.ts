// A place to reach someone said and then turned down where it stands: `manda o recibo ao pai do
// Tomás, tomas.pai@…, a mãe (ana.m@…) não`, `avisa o Rui, rui@…, a Ana, ana@…, não precisa`. The
// `não` that closes the place's own clause says the person is not to be reached there: the place is
// the story's, not the send's. A `não` that goes on to name another (`ana@… não, o rui@…`) is the
// kit's correction within a kind, or places-taken-for-another.ts's across kinds; a `não` that opens
// more words (`ana@…, não com o Rui`) denies those words, not the place.
import type { Span } from "@toolgate/grammar-kit";

/** Kinds of value a person is reached at. */
const PLACES = new Set(["email", "phone", "handle"]);

/**
 * Right after the place, folded: a closing bracket or a comma at most, then `não` or `não precisa`,
 * then the end of the clause (a mark or the turn's end). Linear: anchored, fixed words apart by blanks.
 */
const SAID_NOT = /^\s*\)?\s*,?\s*nao(?:\s+precisa)?\s*(?:[.,;!?]|$)/u;

/** How many characters after a place are read. */
const REACH = 24;

/** Indexes, among the turn's values in order, of the places turned down where they stand. */
export function placesSaidNot(folded: string, values: readonly Span[]): number[] {
  const out: number[] = [];
  values.forEach((v, i) => {
    if (PLACES.has(v.kind) && SAID_NOT.test(folded.slice(v.end, v.end + REACH))) out.push(i);
  });
  return out;
}
