// A send the turn puts off to later while it asks for another act now: `if the parents ask, send
// them the list later; for now just save a note on BL-12`, `email the supplier afterwards, in the
// meantime log the return`. The send is not asked for now, as a negated one is not: what the turn
// asks now is the act it sets against it. A send said `later` with no such act now (`send it
// later`) stays asked for: the agent is still the one to send it.
import { wordTable } from "@toolgate/grammar-kit";
import type { Term } from "./world.js";

/** Words that put an act off past the present one: `later`, `afterwards`. */
const PUT_OFF: Record<string, string> = wordTable({
  later: "`send it later`", afterwards: "`email them afterwards`", afterward: "`email them afterward`",
});

/** Phrases that say the act beside them is the one for now: `for now`, `in the meantime`. */
const FOR_NOW: ReadonlyArray<readonly string[]> = [
  ["for", "now"], ["for", "the", "moment"], ["for", "the", "time", "being"], ["in", "the", "meantime"], ["meanwhile"], ["meantime"],
];

/** How many words after a send's verb its clause is looked through for `later`. */
const CLAUSE_REACH = 12;

function phraseAt(terms: readonly Term[], i: number): number {
  for (const words of FOR_NOW) {
    let k = 0;
    while (k < words.length && terms[i + k]?.norm === words[k]) k++;
    if (k === words.length) return words.length;
  }
  return 0;
}

/**
 * A test, for the last word of a sending verb, of whether its clause (to the next punctuation,
 * within CLAUSE_REACH words) puts it off, and a `for now` phrase stands elsewhere in the turn. The
 * turn's `for now` phrases are found once: one pass over the terms, then CLAUSE_REACH per send.
 */
export function sendsPutOff(terms: readonly Term[]): (verbEnd: number) => boolean {
  let firstForNow = -1;
  let lastForNow = -1;
  for (let i = 0; i < terms.length; i++) {
    if (phraseAt(terms, i) === 0) continue;
    if (firstForNow < 0) firstForNow = i;
    lastForNow = i;
  }
  if (lastForNow < 0) return () => false;
  return (verbEnd) => {
    if (terms[verbEnd]?.breakAfter) return false;
    for (let k = verbEnd + 1; k < terms.length && k <= verbEnd + CLAUSE_REACH; k++) {
      // The act for now stands outside the send's clause: before its verb, or after its `later`.
      if (PUT_OFF[terms[k]!.norm] !== undefined) return firstForNow < verbEnd || lastForNow > k;
      if (terms[k]!.breakAfter) return false;
    }
    return false;
  };
}
