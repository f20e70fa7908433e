// Where a verb and its object stand before a word in one clause: what a pick after `for`, `with` or
// `to` is the object of (`invoice her account PC-88 for the pair of sessions`, `go with the earlier
// slot`). Shared by the pick by a word (picked-by-word.ts) and the pick by a place (picked-by-place.ts),
// so the two read the same phrase alike.
import type { Term } from "./world.js";

/** Whether the term stands first in its clause: the turn's first, or after a mark. */
export function opensClause(terms: readonly Term[], i: number): boolean {
  return i === 0 || terms[i - 1]!.breakAfter;
}

/** Forms of `be`, which take no object: `the van will be there for the weekend`. */
const COPULA = new Set(["be", "is", "are", "was", "were", "been", "being"]);
/** The most words a verb's object stands in before the word after it and a pick: `her account PC-88`. */
const OBJECT_WORDS = 4;

/** A term written as the letters of an id, capitals only (`OK` of `OK-9`). */
const ID_LETTERS = /^\p{Lu}{2,8}-?$/u;
/** Whether a term is written as part of an id: a digit in it, or an id's capitals (`OK-9`, `PC-88`). */
const idPart = (text: string) => /\d/.test(text) || ID_LETTERS.test(text);

/**
 * Whether a verb stands at `j`, or a verb (not an auxiliary) before an object of at most OBJECT_WORDS
 * nouns, pronouns and numbers that ends at `j`, all in one clause: `charge him`, `invoice her account
 * PC-88`. `be` takes no object (`say the slabs will be there for the weekend`).
 */
export function verbBeforeObject(terms: readonly Term[], j: number): boolean {
  for (let k = j; k >= 0 && k > j - OBJECT_WORDS - 1; k--) {
    const t = terms[k]!;
    if (t.breakAfter) return false;
    // Right before `for`/`with`/`to`, any verb (`going with the blue one`); before an object, the verb that takes
    // it, or the clause's first word whatever the tagger says (`bill his account …`, `bill` read as a noun).
    if (t.tags.has("Verb")) return k === j || (!t.tags.has("Auxiliary") && !t.tags.has("Gerund") && !COPULA.has(t.norm));
    if (k < j && opensClause(terms, k)) return true;
    // An id in the object is one of its words whatever the tagger makes of its letters (`her record OK-9`).
    if (!t.tags.has("Noun") && !t.tags.has("Pronoun") && !t.tags.has("Value") && !idPart(t.text)) return false;
  }
  return false;
}
