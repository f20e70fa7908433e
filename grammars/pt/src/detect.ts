// How sure the Portuguese grammar is that a text is Portuguese: the share of its words that are
// common Portuguese words, against those common in English and Spanish; letters only Portuguese
// uses (ã, õ, ç) count for it.
import { FOREIGN_WORDS, PORTUGUESE_WORDS } from "./lexicon.js";
import { fold } from "./tokens.js";

const OWN_LETTERS = /[ãõç]/i;
const UNKNOWN_WEIGHT = 0.35;

export function detect(text: string): number {
  if (typeof text !== "string") return 0;
  // Addresses, links, handles and channels say nothing of the language: `ana@x.com` is no word.
  const prose = text.slice(0, 20_000).replace(/\S*[@#/]\S*|\S+\.[a-z]{2,}\b\S*/gi, " ");
  const words = prose.toLowerCase().match(/[\p{L}][\p{L}'’]*/gu) ?? [];
  let own = 0;
  let foreign = 0;
  let unknown = 0;
  for (const word of words) {
    const key = fold(word);
    if (PORTUGUESE_WORDS.has(key) || OWN_LETTERS.test(word)) own++;
    else if (FOREIGN_WORDS.has(word.replace(/’/g, "'"))) foreign++;
    else unknown++;
  }
  if (own === 0) return 0;
  return own / (own + 1.5 * foreign + UNKNOWN_WEIGHT * unknown + 0.5);
}
