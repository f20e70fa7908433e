// How sure the English grammar is that a text is English: the share of its words that are
// common English words, against those common in Portuguese and Spanish, with letters English
// does not use (ã, ç, ñ) counting against it. Names and places (`José`, `Kraków`) count neither way.
import { DETECT_CHARS, languageShare, withoutNames, type WordVote } from "@toolgate/grammar-kit";
import { ENGLISH_WORDS, FOREIGN_WORDS } from "./lexicon.js";

/** Letters that English words do not carry. */
const FOREIGN_LETTERS = /[ãõçñáéíóúâêôàèìòùü]/i;

function vote(raw: string): WordVote {
  const word = raw.replace(/’/g, "'");
  if (ENGLISH_WORDS.has(word)) return "own";
  if (FOREIGN_WORDS.has(word) || FOREIGN_LETTERS.test(word)) return "foreign";
  return "unknown";
}

/** Whether English owns a word, lower case: `I` or `Friday` mid-sentence is no name. */
function isEnglish(word: string): boolean {
  return ENGLISH_WORDS.has(word);
}

export function detect(text: string): number {
  return typeof text === "string" ? languageShare(withoutNames(text.slice(0, DETECT_CHARS), isEnglish), vote) : 0;
}
