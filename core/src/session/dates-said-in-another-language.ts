// Dates said in another installed language inside a turn read in one (`please email the guest …
// that booking H-1409 is confirmed for daqui a 15 dias`): the chosen grammar reads `15` as a bare
// count, while the words after it (`dias`) are another language's, whose grammar reads the day.
// The word may stand before the number too (`invoice AC-77 for 500 euros, vencimento dia 13`).
// Only a number followed or preceded by a word that only that other grammar owns is read again, and only the
// dates its grammar finds holding the number are taken: the rest of the reading stays the chosen
// grammar's. Bounded: a few numbers, each read in its own sentence.
import type { TurnReading, TurnValue } from "@toolgate/grammar-kit";

/** The most numbers of a turn whose words are weighed. */
const MOST_NUMBERS = 8;
/** How far after a number its next word, and before it its last, is looked for. */
const NEXT_WORD_REACH = 24;
/** The first word after a number, as far as NEXT_WORD_REACH. */
const NEXT_WORD = /^\s+(\p{L}+)/u;

/**
 * The reading with the dates another language's grammar reads around a bare number said with that
 * language's words. `ownerOf` names the one installed language that owns a word, if any; `sentenceOf`
 * gives the sentence around an offset; `readIn` reads a text in a language (undefined where it cannot).
 */
export function withDatesSaidInAnotherLanguage(
  head: string,
  chosen: string,
  reading: TurnReading,
  ownerOf: (word: string) => string | undefined,
  sentenceOf: (offset: number) => string,
  readIn: (language: string, text: string) => TurnReading | undefined,
): TurnReading {
  const added: TurnValue[] = [];
  let weighed = 0;
  let from = 0;
  for (const v of reading.values) {
    if (v.kind !== "number") continue;
    if (++weighed > MOST_NUMBERS) break;
    const at = head.indexOf(v.text, from);
    if (at < 0) continue;
    from = at + v.text.length;
    const next = NEXT_WORD.exec(head.slice(from, from + NEXT_WORD_REACH));
    const owner = otherOwner(next?.[1], chosen, ownerOf) ?? otherOwner(wordBefore(head, at), chosen, ownerOf);
    if (owner === undefined) continue;
    const other = readIn(owner, sentenceOf(at));
    for (const d of other?.values ?? []) {
      if (d.kind !== "date" || !d.text.includes(v.text)) continue;
      if (![...reading.values, ...added].some((e) => e.kind === "date" && e.value === d.value)) added.push(d);
    }
  }
  return added.length === 0 ? reading : { ...reading, values: [...reading.values, ...added] };
}

/** The language other than `chosen` that alone owns a word, if any. */
function otherOwner(word: string | undefined, chosen: string, ownerOf: (word: string) => string | undefined): string | undefined {
  const owner = word === undefined ? undefined : ownerOf(word.toLowerCase());
  return owner === chosen ? undefined : owner;
}

const LETTER = /\p{L}/u;

/** The word right before `at`, across spaces only, as far as NEXT_WORD_REACH: `dia` of `dia 13`. */
function wordBefore(head: string, at: number): string | undefined {
  const reach = Math.max(0, at - NEXT_WORD_REACH);
  let end = at;
  while (end > reach && head[end - 1] === " ") end--;
  if (end === at) return undefined;
  let start = end;
  while (start > reach && LETTER.test(head[start - 1]!)) start--;
  return start < end ? head.slice(start, end) : undefined;
}
