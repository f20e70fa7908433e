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
/**
 * A sum whose thousands a space groups (a plain, a no-break or a narrow one, as French and
 * Portuguese bills write `1 140,00 EUR`, and a quote in English `1 106.64 EUR`), with a comma or a
 * point and the cents after it: a space never parts a figure's decimals, so either mark after the
 * groups is its cents. Read from the first
 * digit of its run only (no digit, nor a digit and a space, before it), so a long run of groups is
 * read once, and kept only beside a currency. `room 3 250 EUR`, with no cents, is still not 3,250.
 * MONEY still reads the last group alone (`140,00 EUR`): a key more, never one less.
 */
const SPACED_NUMBER = /(?<![\d.,'])(?<!\d[\u00a0\u202f ])\d{1,3}(?:[ \u00a0\u202f]\d{3})+[.,]\d{2}(?!\d)/g;
const SPACES = /[\u00a0\u202f ]/g;
/** A currency right after a number, or right before one: read on the few characters beside it. */
const CURRENCY_AFTER = new RegExp(String.raw`^\s?(?:${AFTER})`, "iu");
const CURRENCY_BEFORE = new RegExp(String.raw`(?:${BEFORE})\s?$`, "i");
/** The most characters a currency and its space take beside a number. */
const CURRENCY_CHARS = 8;
/**
 * A run of digits and separators, read whole: a figure to the cent is checked in it by `centsOf`,
 * not by a pattern that would try each split of the run.
 */
const FIGURE_RUN = /[\d.,']+/g;
/** A letter right after a run: `14.30h` is a time, `2x` a count. */
const LETTER_AFTER = /^\p{L}/u;
/** The longest run read as a figure. */
const MAX_FIGURE = 24;
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
  return spacedMoneyKeys(text.length > MAX_READ ? text.slice(0, MAX_READ) : text, out);
}

/** The number keys of the sums a text writes with thousands grouped by a space, beside a currency (`SPACED_NUMBER`), added to `out`. */
function spacedMoneyKeys(text: string, out: Set<string>): Set<string> {
  for (const [, , value] of spacedSums(text)) out.add(numberKey(value));
  return out;
}

/**
 * The sums a text writes with thousands grouped by a space, beside a currency (`SPACED_NUMBER`):
 * each with where its first digit starts, where it ends, and its value, in the text's order; at
 * most MAX_SUMS of them. `text` is already cut to MAX_READ.
 */
function spacedSums(text: string): Array<readonly [number, number, number]> {
  const out: Array<readonly [number, number, number]> = [];
  for (const m of text.matchAll(SPACED_NUMBER)) {
    const end = m.index + m[0].length;
    if (!CURRENCY_AFTER.test(text.slice(end, end + CURRENCY_CHARS)) && !CURRENCY_BEFORE.test(text.slice(Math.max(0, m.index - CURRENCY_CHARS), m.index))) continue;
    const value = parseLooseNumber(m[0].replace(SPACES, ""));
    if (value === undefined) continue;
    out.push([m.index, end, value]);
    if (out.length >= MAX_SUMS) break;
  }
  return out;
}

/**
 * The sums a text writes beside a currency, in the text's order, each with where its number
 * starts and its value: a sum whose thousands a space groups (`2 520,00 EUR`) read whole, in place
 * of the pieces MONEY reads of it (`520,00 EUR`, and `1` of `EUR 1 050,00`). Where a sum stands
 * in a bill (the last before its account, a total under its lines) is read of the whole figure.
 */
function placedSums(text: string): Array<readonly [number, number]> {
  const slice = text.length > MAX_READ ? text.slice(0, MAX_READ) : text;
  const spaced = spacedSums(slice);
  const at = new Map<number, number>();
  for (const m of slice.matchAll(MONEY)) {
    const value = parseLooseNumber((m[1] ?? m[2] ?? "").replace(/'/g, ""));
    if (value === undefined) continue;
    // Where its number starts: a currency written before it moves the match's start.
    const start = m.index + m[0].search(/\d/);
    // A piece of a spaced sum: both are in the text's order, so the spaced sums are looked through once per text's sum at most MAX_SUMS times.
    if (spaced.some(([from, to]) => start >= from && start < to)) continue;
    at.set(start, value);
    if (at.size >= MAX_SUMS) break;
  }
  for (const [from, , value] of spaced) at.set(from, value);
  return [...at].sort((a, b) => a[0] - b[0]).slice(0, MAX_SUMS);
}

/**
 * The figure a run of digits and separators writes to the cent, with no currency beside it (`+
 * fichas 14,50`, `entrega 12,00`): two decimals after a comma or a point, the digits before them
 * grouped by threes if at all, with no leading zero but a lone one (`0,01`). Not a date
 * (`12.12.2026`), an account, a phone, nor a code (`05.11`). A note's sums often drop the
 * currency its first sum gave.
 */
function centsOf(run: string): number | undefined {
  let end = run.length;
  while (end > 0 && ".,'".includes(run[end - 1]!)) end--;
  const r = end === run.length ? run : run.slice(0, end);
  const sep = r.length - 3;
  if (sep < 1 || (r[sep] !== "," && r[sep] !== ".") || !isDigits(r.slice(sep + 1))) return undefined;
  const groups = r.slice(0, sep).split(/[.,']/);
  const first = groups[0]!;
  if (!isDigits(first) || first.length > 9 || (first.length > 1 && first[0] === "0")) return undefined;
  for (let i = 1; i < groups.length; i++) if (groups[i]!.length !== 3 || !isDigits(groups[i]!)) return undefined;
  return parseLooseNumber(r.replace(/'/g, ""));
}

/** Whether the character at `at` is a letter: ASCII read by code, any other by `LETTER_AFTER`. */
function letterAt(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  if (Number.isNaN(c)) return false;
  if (c < 0x80) return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
  return LETTER_AFTER.test(text.slice(at, at + 2));
}

function isDigits(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

/** The number keys of the figures a text writes to the cent, with a currency or without (`centsOf`), added to `out`. */
export function centsKeys(text: string, out: Set<string> = new Set()): Set<string> {
  const slice = text.length > MAX_READ ? text.slice(0, MAX_READ) : text;
  let n = 0;
  for (const m of slice.matchAll(FIGURE_RUN)) {
    // Most runs are whole numbers, dates and ids: a run with no separator is no figure to the cent.
    if (m[0].length < 4 || m[0].length > MAX_FIGURE || !(m[0].includes(",") || m[0].includes("."))) continue;
    const value = centsOf(m[0]);
    if (value === undefined || letterAt(slice, m.index + m[0].length)) continue;
    out.add(numberKey(value));
    if (++n >= MAX_SUMS) break;
  }
  return out;
}

/** The sums a text writes beside a currency, each with where it starts and its number key, in the text's order. */
export function sumsWritten(text: string): Array<readonly [number, string]> {
  return placedSums(text).map(([at, value]) => [at, numberKey(value)] as const);
}

/** The codes a `$` or the word `dollar` may stand for: many currencies write it, so a sum in `$` is no sign against any of them. */
const DOLLARS: readonly string[] = ["USD", "CAD", "AUD", "NZD", "SGD", "HKD", "MXN"];
/** The codes each currency word, code or sign a sum is written with stands for; `$` is read apart (`R$` is BRL). */
const CURRENCY_CODES: ReadonlyMap<string, readonly string[]> = new Map([
  ["eur", ["EUR"]], ["euro", ["EUR"]], ["euros", ["EUR"]], ["usd", ["USD"]], ["dollar", DOLLARS], ["dollars", DOLLARS], ["gbp", ["GBP"]], ["pound", ["GBP"]], ["pounds", ["GBP"]],
  ["chf", ["CHF"]], ["franc", ["CHF"]], ["francs", ["CHF"]], ["brl", ["BRL"]], ["reais", ["BRL"]], ["€", ["EUR"]], ["£", ["GBP"]],
]);
/** The most sums kept with their currencies over all the texts of one result. */
const MAX_SUM_KEYS = 256;
/** A currency word, code or sign in a MONEY match. */
const CURRENCY_IN = /[€$£]|\p{L}+/u;

/**
 * The currencies a text writes its sums with: for each sum's number key, the codes of the
 * currencies written beside it (`CHF 4,500.00` gives `4500` CHF; `$ 120` every dollar's code; `R$
 * 50` BRL). Read once per text, when its result is reported, on the matches of the sums' own
 * pattern; at most MAX_SUMS sums. A dollar or a word for one (`dollars`) may be any dollar: it
 * stands for them all.
 */
export function sumCurrencies(text: string, out: Map<string, Set<string>> = new Map()): Map<string, Set<string>> {
  const slice = text.length > MAX_READ ? text.slice(0, MAX_READ) : text;
  let n = 0;
  for (const m of slice.matchAll(MONEY)) {
    if (++n > MAX_SUMS) break;
    const value = parseLooseNumber((m[1] ?? m[2] ?? "").replace(/'/g, ""));
    const word = m[0].match(CURRENCY_IN)?.[0];
    if (value === undefined || word === undefined) continue;
    const codes = word === "$" ? (slice[m.index - 1] === "R" ? ["BRL"] : DOLLARS) : (CURRENCY_CODES.get(word.toLowerCase()) ?? []);
    const key = numberKey(value);
    // The sums of a long list of texts: the first MAX_SUM_KEYS are kept, the look-up stays flat.
    if (out.size >= MAX_SUM_KEYS && !out.has(key)) break;
    const held = out.get(key) ?? new Set<string>();
    for (const c of codes) held.add(c);
    if (held.size > 0) out.set(key, held);
  }
  return out;
}

/** The most characters read before a sum as its label. */
const MAX_LABEL = 120;

/** A sum a text writes beside a currency, with the words before it (`labelledSumsWritten`). */
export interface LabelledSum {
  readonly key: string;
  readonly label: string;
}

/**
 * The sums a text writes beside a currency, each with its label: the text before it on its own line,
 * after the line's previous sum, at most MAX_LABEL characters (`Winter storage, 8m boat: 640.00 EUR`
 * gives `640.00` the words before it). In the text's order, at most MAX_SUMS.
 */
export function labelledSumsWritten(text: string): LabelledSum[] {
  const out: LabelledSum[] = [];
  let from = 0;
  // The next line break after the current line's start: walked forward once over the text, where a
  // search back from each sum could read the same line again for every sum on it.
  let nl = text.indexOf("\n");
  for (const [at, key] of sumsWritten(text)) {
    // The start of the sum's line: just after the last line break before it.
    while (nl !== -1 && nl < at) {
      from = nl + 1;
      nl = text.indexOf("\n", from);
    }
    out.push({ key, label: text.slice(Math.max(from, at - MAX_LABEL), at) });
    from = at;
  }
  return out;
}

/**
 * The figures a text writes as sums, in the text's order, each with where it starts and its value:
 * those beside a currency (`sumsWritten`) and those to the cent without one (`centsOf`), a place
 * read once. At most MAX_SUMS of them, from the first MAX_READ characters.
 */
export function figuresWritten(text: string): Array<readonly [number, number]> {
  const slice = text.length > MAX_READ ? text.slice(0, MAX_READ) : text;
  const at = new Map<number, number>(placedSums(slice));
  // The last group of a spaced sum (`520,00` of `2 520,00 EUR`) is a piece of a figure read already.
  const spaced = spacedSums(slice);
  for (const m of slice.matchAll(FIGURE_RUN)) {
    if (at.size >= 2 * MAX_SUMS) break;
    if (at.has(m.index) || m[0].length < 4 || m[0].length > MAX_FIGURE || !(m[0].includes(",") || m[0].includes(".")) || spaced.some(([from, to]) => m.index >= from && m.index < to)) continue;
    const value = centsOf(m[0]);
    if (value !== undefined && !letterAt(slice, m.index + m[0].length)) at.set(m.index, value);
  }
  return [...at].sort((a, b) => a[0] - b[0]).slice(0, MAX_SUMS);
}
