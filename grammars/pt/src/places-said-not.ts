// A place to reach someone said and then turned down where it stands: `manda o recibo ao pai do
// Tomás, tomas.pai@…, a mãe (ana.m@…) não`, `avisa o Rui, rui@…, a Ana, ana@…, não precisa`. The
// `não` that closes the place's own clause says the person is not to be reached there: the place is
// the story's, not the send's. A `não` that goes on to name another (`ana@… não, o rui@…`) is the
// kit's correction within a kind, or places-taken-for-another.ts's across kinds; a `não` that opens
// more words (`ana@…, não com o Rui`) denies those words, not the place.
import type { Span } from "@toolgate/grammar-kit";

/** Kinds of value a person is reached at. */
const PLACES = new Set(["email", "phone", "handle"]);

/** What may stand between a place and its `não`: blanks, a closing bracket, a comma. */
const BETWEEN = new Set([" ", "\t", "\n", ")", ","]);
/** The marks that end the clause after `não`. */
const CLAUSE_ENDS = new Set([".", ",", ";", "!", "?"]);
/** How many characters after a place are read. */
const REACH = 24;

/**
 * Whether the folded words right after a place say not to reach it: blanks, a closing bracket or a
 * comma, then `não` or `não precisa`, then the end of the clause (a mark or the turn's end). A scan of
 * a few characters: linear.
 */
function saidNot(after: string): boolean {
  let k = 0;
  while (k < after.length && BETWEEN.has(after[k]!)) k++;
  if (!after.startsWith("nao", k)) return false;
  k += 3;
  const blanks = (from: number) => {
    let j = from;
    while (j < after.length && /\s/u.test(after[j]!)) j++;
    return j;
  };
  let end = blanks(k);
  if (end > k && after.startsWith("precisa", end)) end = blanks(end + "precisa".length);
  return end >= after.length || CLAUSE_ENDS.has(after[end]!);
}

/** Indexes, among the turn's values in order, of the places turned down where they stand. */
export function placesSaidNot(folded: string, values: readonly Span[]): number[] {
  const out: number[] = [];
  values.forEach((v, i) => {
    if (PLACES.has(v.kind) && saidNot(folded.slice(v.end, v.end + REACH))) out.push(i);
  });
  return out;
}
