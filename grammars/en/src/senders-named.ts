// A person named as the one who will send, in a clause of their own beside the request (`Sam will
// text her the new time, you just move Maya's lesson to Friday`): the name tells who sends, it is
// no value the request gives the call (an attendee, a recipient). The send itself is already read
// as another sender's (acts.ts, `otherSender`); this file sets the name that is its subject aside
// (TurnValue `background`). One pass over the names, a look of a few terms after each.
import type { SendingAct, Span } from "@toolgate/grammar-kit";
import type { Term } from "./world.js";

/** The words that make a send a future one of the subject before them: `Sam will text`, `Sam'll text`. */
const FUTURE = new Set(["will", "shall", "'ll", "’ll"]);
/** Words that may stand between the future's word and the verb: `Sam will just text her`. */
const BETWEEN = new Set(["just", "also", "then", "probably", "definitely", "already", "be"]);
/** The most words passed over between the future's word and the verb. */
const MOST_BETWEEN = 2;

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
    // `Sam'll` is one term; `Sam will` two.
    let i = /['’]ll$/u.test(terms[last]!.text) ? k : FUTURE.has(terms[k]?.norm ?? "") && !terms[k]!.breakAfter ? k + 1 : -1;
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
