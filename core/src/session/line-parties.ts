// The party each account of a free text is written for, by the names on the account's own line: a
// split's "- Sofia Antunes: 52,00 EUR - PT70 …" and, below it, "- Beatriz Lopes: 6,00 EUR - PT62
// …". A list of who is owed what writes one party and one account a line; the person who names
// some of those parties ("pay Sofia and Beatriz what I owe them") pointed at their lines, not at
// a line of a party they never named. Read once per free text, when a result is reported, in one
// pass over its lines (payees-named-otherwise.ts).
import { accountKeys } from "./accounts.js";

/** The most lines of one text read, the longest line read, and the most names kept of a line. */
const MAX_LINES = 256;
const MAX_LINE = 400;
const MAX_NAMES = 12;

/**
 * A name on a line: a word of three letters or more with a capital first and a small letter
 * after it (`Sofia`, `Inês`): not a currency or a code in capitals (`EUR`, `IBAN`).
 */
const NAME = /\p{Lu}\p{Ll}\p{L}+/gu;

/**
 * Adds to `out`, for each account a line of `text` writes alone, the names of that line, lower
 * case. An account two lines write is no one line's: it is kept with no names.
 */
export function lineParties(text: string, out: Map<string, readonly string[]>): void {
  let start = 0;
  for (let n = 0; start < text.length && n < MAX_LINES; n++) {
    const stop = text.indexOf("\n", start);
    const end = stop < 0 ? text.length : stop;
    const line = text.slice(start, Math.min(end, start + MAX_LINE));
    start = end + 1;
    const keys = accountKeys(line);
    if (keys.size !== 1) continue;
    const key = keys.values().next().value!;
    if (out.has(key)) {
      out.set(key, []);
      continue;
    }
    const names: string[] = [];
    for (const m of line.matchAll(NAME)) if (names.length < MAX_NAMES) names.push(m[0].toLowerCase());
    out.set(key, names);
  }
}

/** The names of an account's line that the person's words hold (`typedWords`): none where no line writes it alone. */
export function typedLineNames(parties: ReadonlyMap<string, readonly string[]> | undefined, account: string, typedWords: ReadonlySet<string>): string[] {
  return (parties?.get(account) ?? []).filter((w) => typedWords.has(w));
}

/**
 * The names the person's words hold on the lines of the other accounts of the same texts
 * (`account` left out): the parties they named, whose lines are not the paid one's.
 */
export function otherLineNames(parties: ReadonlyMap<string, readonly string[]> | undefined, account: string, typedWords: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const [key, names] of parties ?? []) if (key !== account) for (const w of names) if (typedWords.has(w)) out.push(w);
  return out;
}
