// A sum said in words with its cents and no unit (`estorno de quarenta e dois e noventa` is 42.90,
// `cento e cinco e cinquenta` 105.50): a compound whole (tens or hundreds joined to units by its own
// `e`) then `e` and a count of tens cannot be one number, and is how a price is said aloud. A bare
// whole (`quinze e cinquenta`, `dez e vinte`) stays two numbers, as two sums may be listed so; and
// the cents must end the clause as bare cents do after a currency (the turn's end, a stop, a
// preposition, a verb of an act), never go on to a unit or a thing they count (`e noventa dias`).
import { readNumberWords } from "./numbers.js";
import type { Token } from "./tokens.js";

/** A run of number words: its value and how many tokens it takes. */
type Run = { value: number; length: number };

/**
 * The whole run at `i` with its bare cents after it: the value with the cents, and the end of the
 * last cents word; undefined where the turn does not say the sum so. `endsCents` says whether a
 * word may follow bare cents.
 */
export function centsAfterAWholeSaidInWords(tokens: readonly Token[], i: number, run: Run, endsCents: (t: Token) => boolean): { value: number; end: number } | undefined {
  const j = i + run.length;
  const lastWhole = tokens[j - 1]!;
  // A compound whole, ending in units: `quarenta e dois`, `cento e cinco`.
  if (run.length < 3 || run.value % 10 === 0 || run.value >= 1000 || lastWhole.breakAfter) return undefined;
  if (tokens[j]?.key !== "e" || tokens[j]!.breakAfter) return undefined;
  const cents = readNumberWords(tokens, j + 1);
  if (cents === undefined || cents.value < 10 || cents.value > 99 || !Number.isInteger(cents.value)) return undefined;
  const lastCents = tokens[j + cents.length]!;
  const after = tokens[j + 1 + cents.length];
  if (after !== undefined && !lastCents.breakAfter && !endsCents(after)) return undefined;
  return { value: Number((run.value + cents.value / 100).toFixed(2)), end: lastCents.end };
}
