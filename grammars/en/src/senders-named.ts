// A person named as the one who will send, in a clause of their own beside the request (`Sam will
// text her the new time, you just move Maya's lesson to Friday`, `Jo's sending the invite herself`): the name tells who sends, it is
// no value the request gives the call (an attendee, a recipient). The send itself is already read
// as another sender's (acts.ts, `otherSender`); this file sets the name that is its subject aside
// (TurnValue `background`). One pass over the names, a look of a few terms after each.
import type { SendingAct, Span } from "@toolgate/grammar-kit";
import type { Term } from "./world.js";

/**
 * The words that make a send one the subject before them does or will do: `Sam will text`, `Sam'll
 * text`, `Jo is sending`, `Jo's sending` (a present of what is under way or planned).
 */
const FUTURE = new Set(["will", "shall", "'ll", "’ll", "is", "are", "'s", "’s"]);
/** A subject's word glued to its verb's: `Sam'll`, `Jo's` (`is`; a possessive is followed by no send verb). */
const GLUED_VERB = /['’](?:ll|s)$/u;
/** Words that may stand between the future's word and the verb: `Sam will just text her`, `Jo is going to send`. */
const BETWEEN = new Set(["just", "also", "then", "probably", "definitely", "already", "be", "going", "to", "gonna"]);
/** The most words passed over between the future's word and the verb. */
const MOST_BETWEEN = 3;

/** The index of the first term starting at or after `offset`, from `k` on (terms in text order). */
function termAt(terms: readonly Term[], k: number, offset: number): number {
  while (k < terms.length && terms[k]!.start < offset) k++;
  return k;
}

/**
 * The names said as the subject of a future send read as another sender's (`sends` holds the
 * turn's sending acts, negated where someone else sends): `Sam will text her`. Only where the turn
 * gives some other value, the request's.
 */
export function sendersNamed(values: readonly Span[], terms: readonly Term[], sends: readonly SendingAct[]): Set<Span> {
  const out = new Set<Span>();
  const othersSend = new Set(sends.filter((s) => s.negated).map((s) => s.text.toLowerCase()));
  if (othersSend.size === 0 || values.length < 2) return out;
  let k = 0;
  for (const v of values) {
    if (v.kind !== "name") continue;
    k = termAt(terms, k, v.end);
    const last = k - 1;
    if (last < 0 || terms[last]!.breakAfter) continue;
    // `Sam will` is two terms; `Sam'll` and `Jo's` one, or two where the tagger spells the verb
    // out as a term of no text (`Jo's` → `Jo` + `is`).
    let i = FUTURE.has(terms[k]?.norm ?? "") && !terms[k]!.breakAfter ? k + 1 : GLUED_VERB.test(terms[last]!.text) ? k : -1;
    if (i < 0) continue;
    let passed = 0;
    while (i < terms.length && passed < MOST_BETWEEN && BETWEEN.has(terms[i]!.norm) && !terms[i]!.breakAfter) {
      i++;
      passed++;
    }
    if (i < terms.length && othersSend.has(terms[i]!.text.toLowerCase())) out.add(v);
  }
  return out.size < values.length ? out : new Set();
}
