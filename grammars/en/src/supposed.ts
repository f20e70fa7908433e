// Sending acts the person only supposes of themselves (`if I were to email the supplier, what
// should I say?`, `suppose I texted her`, `what if we were to post it`): the person is the one who
// would send, and nothing is asked of the agent. `if you could email them` stays a polite request.
// A send said as what someone would do (`if she kicks up a fuss we'd WhatsApp her`, `the courier
// would text her if it came to that`) is supposed too: only the agent addressed is asked to act.
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

/** Subjects of `would` that are never the agent addressed nor the person advising it: `we'd`, `they'd`, `she would`, `the courier would`. */
const SUPPOSING_SUBJECTS = new Set(["we", "they", "he", "she"]);

/** Subjects of `would` that leave the act asked: `would you email`, `if you'd email her` (polite), `I'd email her` (advice to the agent). */
const ASKING_SUBJECTS = new Set(["you", "u", "ya", "i", "it", "that", "this"]);

/** Words that may stand between `would` and the act: `we'd probably email`, `they would have to text`, `she'd need to call`. */
const WOULD_BRIDGES = new Set(["just", "probably", "prob", "then", "also", "likely", "normally", "usually", "only", "have", "need", "to"]);

/**
 * True when the act at `i` is what someone other than the agent would do: `would` (compromise
 * writes `'d` as `would`), with a subject before it that is someone else, then only bridging words
 * up to the act, in one stretch without a stop. `we'd better email her` asks: `better` bridges nothing.
 */
export function supposedOfOthers(terms: Term[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && WOULD_BRIDGES.has(terms[k]!.norm) && !terms[k]!.breakAfter) k--;
  if (k < 1 || terms[k]!.norm !== "would" || terms[k]!.breakAfter) return false;
  const subject = terms[k - 1]!;
  if (subject.breakAfter || ASKING_SUBJECTS.has(subject.norm)) return false;
  if (SUPPOSING_SUBJECTS.has(subject.norm)) return true;
  return !subject.tags.has("Pronoun") && (subject.tags.has("Noun") || subject.tags.has("Person") || subject.tags.has("Actor"));
}
