// Counts a text writes with one word between the number and the thing counted: "book 3 checked
// bags", "2 adult guests", "4 extra nights". A free text's runs of words are keyed as written
// (`w:3 checked bags`), so a call that counts the thing (`bags: 3`) found no count of bags in the
// text, though the person's own "one checked bag" is read as a count of bags (said-instead.ts
// reads a turn so). The count is keyed with the thing after the word too (`w:3 bags`), never as a
// bare number, so it counts only an argument named for that thing. A count in words is keyed with
// the thing right after it too ("two bags" as `w:2 bags`). Read once per text over its words, one
// pass, bounded. Counts in words are the English ones (count-words.ts).
import { ENGLISH_COUNT_WORDS, isCount } from "./count-words.js";

/** A thing counted, or the word that says which of it: a word of letters, three or more. */
const WORD = /^\p{L}{3,}$/u;
/** Words after a number that make it no count: a date's month, a time's mark, a currency. */
const NOT_QUALIFIER: ReadonlySet<string> = new Set([
  "january", "february", "march", "april", "june", "july", "august", "september", "october", "november", "december",
  "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
  "eur", "euro", "euros", "gbp", "usd", "pounds", "dollars", "chf", "and", "the", "for", "with", "from", "per",
]);
/** The most counts read from one text. */
const MAX_COUNTS = 32;

/** The keys of the counts a text's words (origins.ts `textWords`) give a thing one word after its number (`w:3 bags`). */
export function qualifiedCountKeys(words: readonly string[]): Set<string> {
  const out = new Set<string>();
  let n = 0;
  for (let i = 0; i + 1 < words.length && n < MAX_COUNTS; i++) {
    const spelled = ENGLISH_COUNT_WORDS.get(words[i]!);
    const count = spelled ?? words[i]!;
    if (!isCount(count)) continue;
    // A count in words right before its thing ("two bags are booked"): a run of words with no
    // digit is keyed by no run (origins.ts `wordKeys`), as "2 bags" is. `one` is left: a text
    // writes it of a single thing as often as of a count ("one of the bags", "one bag each").
    if (spelled !== undefined && count !== "1" && WORD.test(words[i + 1]!) && !NOT_QUALIFIER.has(words[i + 1]!)) {
      out.add(`w:${count} ${words[i + 1]!}`);
      n++;
    }
    if (i + 2 >= words.length) continue;
    const which = words[i + 1]!;
    const thing = words[i + 2]!;
    if (!WORD.test(which) || NOT_QUALIFIER.has(which) || !WORD.test(thing)) continue;
    out.add(`w:${count} ${thing}`);
    n++;
  }
  return out;
}
