// How sure the Portuguese grammar is that a text is Portuguese: the share of its words that are
// common Portuguese words, against those common in English and Spanish; letters only Portuguese
// uses (ã, õ, ç) count for it.
import { KeptAnswers, languageShare, type WordVote } from "@toolgate/grammar-kit";
import { FOREIGN_WORDS, PORTUGUESE_WORDS } from "./lexicon.js";
import { fold } from "./tokens.js";

/** Letters only Portuguese uses. */
const OWN_LETTERS = /[ãõç]/i;

function voteOf(word: string): WordVote {
  if (PORTUGUESE_WORDS.has(fold(word)) || OWN_LETTERS.test(word)) return "own";
  if (FOREIGN_WORDS.has(word.includes("’") ? word.replace(/’/g, "'") : word)) return "foreign";
  return "unknown";
}

/**
 * The votes of the words met so far: a turn's words are mostly the language's common words, met
 * turn after turn, and one lookup here spares a fold, a pattern and two lookups. Only short words
 * are kept (a long token is read once and would hold its string), and the map is emptied when full.
 */
const VOTES = new KeptAnswers<WordVote>(4096);
const MAX_WORD_KEPT = 24;

function vote(word: string): WordVote {
  return word.length > MAX_WORD_KEPT ? voteOf(word) : VOTES.of(word, voteOf);
}

export function detect(text: string): number {
  return languageShare(text, vote);
}
