// How sure the English grammar is that a text is English: the share of its words that are
// common English words, against those common in Portuguese and Spanish, with letters English
// does not use (ã, ç, ñ) counting against it.
import { ENGLISH_WORDS, FOREIGN_WORDS } from "./lexicon.js";

/** Letters that English words do not carry. */
const FOREIGN_LETTERS = /[ãõçñáéíóúâêôàèìòùü]/i;

/** Weight of a word neither list knows: a name, a product, a typo. */
const UNKNOWN_WEIGHT = 0.35;

export function detect(text: string): number {
  if (typeof text !== "string") return 0;
  // Addresses, links, handles and channels say nothing of the language: `ana@x.com` is no word.
  const prose = text.slice(0, 20_000).replace(/\S*[@#/]\S*|\S+\.[a-z]{2,}\b\S*/gi, " ");
  const words = prose.toLowerCase().match(/[\p{L}][\p{L}'’]*/gu) ?? [];
  let own = 0;
  let foreign = 0;
  let unknown = 0;
  for (const raw of words) {
    const word = raw.replace(/’/g, "'");
    if (ENGLISH_WORDS.has(word)) own++;
    else if (FOREIGN_WORDS.has(word) || FOREIGN_LETTERS.test(word)) foreign++;
    else unknown++;
  }
  if (own === 0) return 0;
  return own / (own + 1.5 * foreign + UNKNOWN_WEIGHT * unknown + 0.5);
}
