// Sums of money a text writes with their currency, in any language: `164,00 EUR`, `€ 1.250,50`,
// `CHF 80.-`, `45 euros`. A grammar reads the sums of the languages it knows; a bill or a note in
// another (Dutch, German) still writes its sums beside a currency, and a sum it swaps in must be
// found there. Read once per text, when its result is reported; linear (each alternative starts
// at a currency or at the first digit of a number).

import { numberKey, parseLooseNumber } from "./values.js";

/**
 * A number as a sum is written: thousands grouped by `.`, `,` or `'`, a decimal part of one or two
 * digits. Not by a space: `room 3 250 EUR` is not 3,250.
 */
const NUMBER = String.raw`\d{1,3}(?:[.,']\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
/** A currency as a sign or a code before a sum, or a sign, a code or a word after it. */
const BEFORE = String.raw`[€$£]|\b(?:EUR|USD|GBP|CHF|BRL)\b`;
const AFTER = String.raw`[€$£]|(?:EUR|USD|GBP|CHF|BRL|euros?|dollars?|pounds?|francs?|reais|Euro)(?![\p{L}])`;
const MONEY = new RegExp(String.raw`(?:${BEFORE})\s?(${NUMBER})(?![\d])|(?<![\d.,'])(${NUMBER})\s?(?:${AFTER})`, "giu");
/** The most sums read from one text. */
const MAX_SUMS = 32;
const MAX_READ = 20_000;

/** The number keys of the sums a text writes beside a currency, added to `out`. */
export function moneyKeys(text: string, out: Set<string> = new Set()): Set<string> {
  let n = 0;
  for (const m of (text.length > MAX_READ ? text.slice(0, MAX_READ) : text).matchAll(MONEY)) {
    const written = (m[1] ?? m[2] ?? "").replace(/'/g, "");
    const value = parseLooseNumber(written);
    if (value === undefined) continue;
    out.add(numberKey(value));
    if (++n >= MAX_SUMS) break;
  }
  return out;
}

/** The sums a text writes beside a currency, each with where it starts and its number key, in the text's order. */
export function sumsWritten(text: string): Array<readonly [number, string]> {
  const sums: Array<readonly [number, string]> = [];
  for (const m of (text.length > MAX_READ ? text.slice(0, MAX_READ) : text).matchAll(MONEY)) {
    const value = parseLooseNumber((m[1] ?? m[2] ?? "").replace(/'/g, ""));
    if (value === undefined) continue;
    sums.push([m.index, numberKey(value)]);
    if (sums.length >= MAX_SUMS) break;
  }
  return sums;
}
