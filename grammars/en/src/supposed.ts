// Sending acts the person only supposes of themselves (`if I were to email the supplier, what
// should I say?`, `suppose I texted her`, `what if we were to post it`): the person is the one who
// would send, and nothing is asked of the agent. `if you could email them` stays a polite request.
import type { Term } from "./world.js";

/** Words that open a supposition: `if`, `suppose`, `supposing`, `say`, `imagine`, `were` (`were I to`). */
const SUPPOSING = new Set(["if", "suppose", "supposing", "say", "imagine", "were"]);

/** Words that may stand between the supposing subject and the act: `were to`, `was to`, `'d`, `ever`. */
const SUPPOSED_BRIDGES = new Set(["were", "was", "to", "'d", "would", "did", "ever", "just", "then", "actually", "really", "myself", "ourselves", "also"]);

/** How far before the act a supposition is looked for: `if I were ever to actually email`. */
const SUPPOSED_REACH = 6;

/**
 * True when the act at `i` is one the person supposes of themselves: a supposing word, then `I`
 * (or `we` with `were to`/`was to`), then only bridging words up to the act, all in its clause.
 */
export function supposedByPerson(terms: Term[], i: number, from: number): boolean {
  // `if` ends the clause before it (a clause break), so the word just before the act's clause is looked at too.
  for (let k = i - 2; k >= Math.max(from - 1, 0, i - SUPPOSED_REACH); k--) {
    if (!SUPPOSING.has(terms[k]!.norm.toLowerCase())) continue;
    const subject = terms[k + 1]!.norm.toLowerCase();
    if (subject !== "i" && subject !== "we") continue;
    let bridged = true;
    for (let m = k + 2; m < i; m++) {
      if (!SUPPOSED_BRIDGES.has(terms[m]!.norm.toLowerCase()) || terms[m - 1]!.breakAfter) bridged = false;
    }
    if (!bridged || terms[k]!.breakAfter) continue;
    // `if we email them today` may ask the agent along with the person; `if we were to` only supposes.
    if (subject === "we" && !terms.slice(k + 2, i).some((t) => t.norm === "were" || t.norm === "was")) continue;
    return true;
  }
  return false;
}
