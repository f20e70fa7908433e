// How sure the Portuguese grammar is that a text is Portuguese: the share of its words that are
// common Portuguese words, against those common in English and Spanish; letters only Portuguese
// uses (ã, õ, ç) count for it.
import { languageShare, type WordVote } from "@toolgate/grammar-kit";
import { FOREIGN_WORDS, PORTUGUESE_WORDS } from "./lexicon.js";
import { fold } from "./tokens.js";

/** Letters only Portuguese uses. */
const OWN_LETTERS = /[ãõç]/i;

function vote(word: string): WordVote {
  if (PORTUGUESE_WORDS.has(fold(word)) || OWN_LETTERS.test(word)) return "own";
  if (FOREIGN_WORDS.has(word.includes("’") ? word.replace(/’/g, "'") : word)) return "foreign";
  return "unknown";
}

export function detect(text: string): number {
  return languageShare(text, vote);
}
