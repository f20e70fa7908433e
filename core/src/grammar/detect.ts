// Language-neutral scoring for a grammar's detect(): the share of a text's words that its
// language owns, against words of other languages and words neither side knows. Which words
// count for and against a language is each grammar's data.

/** How one word of a text counts: for the language, against it, or neither. */
export type WordVote = "own" | "foreign" | "unknown";

/** Weight of a word neither side knows: a name, a product, a typo. */
const UNKNOWN_WEIGHT = 0.35;

/** The words of a text that may say its language, lower case; addresses, links and handles left out. */
export function proseWords(text: string): string[] {
  // Addresses, links, handles and channels say nothing of the language: `ana@x.com` is no word.
  const prose = text.slice(0, 20_000).replace(/\S*[@#/]\S*|\S+\.[a-z]{2,}\b\S*/gi, " ");
  return prose.toLowerCase().match(/[\p{L}][\p{L}'’]*/gu) ?? [];
}

/** How sure a grammar may be, from 0 to 1, that a text is in its language, given how each word votes. */
export function languageShare(text: string, vote: (word: string) => WordVote): number {
  if (typeof text !== "string") return 0;
  let own = 0;
  let foreign = 0;
  let unknown = 0;
  for (const word of proseWords(text)) {
    const v = vote(word);
    if (v === "own") own++;
    else if (v === "foreign") foreign++;
    else unknown++;
  }
  if (own === 0) return 0;
  return own / (own + 1.5 * foreign + UNKNOWN_WEIGHT * unknown + 0.5);
}
