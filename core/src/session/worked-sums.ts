// A sum an outside text works out itself from figures it wrote before, paid though nobody gave
// it: a lesson month's "120,00 EUR (dez. igual, junte: 240,00)"; "4 x 58 EUR = 232 EUR … booking
// fees were 24 EUR, so it's 64 each"; a new fee of 34,90 EUR and a yearly card fee of 15,00 EUR "spread over the months:
// 36,15 EUR". Whatever its words, the text did the arithmetic that turns a figure it wrote into a
// bigger one: a period paid ahead, a cost shared with something on top, a charge spread over
// instalments. The person who pointed at the text asked for what it bills, not for what its later
// lines make of it. A bill's own lines, the sum written with the account it is paid to and those
// above it (a statement's balance above its minimum payment), are the bill's (account-sums.ts).
// Each text is read once, when its result is reported; a check only looks keys up.
import type { Mark } from "../model.js";
import { figuresWritten } from "./amounts.js";
import { accountKey } from "./accounts.js";
import { SUM_ARGUMENT, numberKey } from "./values.js";

/** The most characters of a text read, and the most figures kept of it. */
const MAX_READ = 20_000;
const MAX_FIGURES = 48;
/** The most figures before a sum tried as its parts: a check's work stays bounded however long the text. */
const MAX_PARTS = 12;
/** The most periods, shares or units a text is read to work a sum out with: the months of two years, a group's heads. */
const MAX_TIMES = 24;
/** The most counts (bare whole numbers) read from a text. */
const MAX_COUNTS = 8;
/** The months of a year. */
const MONTHS = 12;
/** A bare whole number from 2 to 99, not part of a figure, a date or an identifier. */
const COUNT = /(?<![\d.,:/'\-\p{L}])\d{1,2}(?!\d|[.,:/'\-]\d|\p{L})/gu;

/**
 * A whole number of 2 to 5 digits written alone, not part of a figure, a date, a time or an
 * identifier (`so it's 64 each`): a note's sums often drop the currency.
 */
const WHOLE = /(?<![\d.,:/'\-\p{L}])[1-9]\d{1,4}(?!\d|[.,:/'\-]\d|\p{L})/gu;

/** Two figures the same to the cent. */
function same(a: number, b: number): boolean {
  return Math.abs(a - b) < 0.005;
}

/**
 * Two quantities written as a product (`8 x 1,5 h`, `3 × 2.5`, `2*4`): the units a bill's line
 * charges, counted by the text though no one number writes them. Each side is a bounded number,
 * and the sign is one character between at most one space each side.
 */
const PRODUCT = /(?<![\d.,])(\d{1,3}(?:[.,]\d{1,2})?) ?[x×*] ?(\d{1,3}(?:[.,]\d{1,2})?)(?![\d.,]\d)/gu;

/**
 * The whole numbers from 2 to MAX_TIMES a text writes alone (`8 Termine`, `4 x 58`, `6 guests`),
 * or as a product of two quantities (`8 x 1,5 h`, twelve hours), the first MAX_COUNTS of them.
 */
function countsIn(text: string): number[] {
  const out = new Set<number>();
  const slice = text.length > MAX_READ ? text.slice(0, MAX_READ) : text;
  for (const m of slice.matchAll(COUNT)) {
    const n = Number(m[0]);
    if (n >= 2 && n <= MAX_TIMES) out.add(n);
    if (out.size >= MAX_COUNTS) return [...out];
  }
  for (const m of slice.matchAll(PRODUCT)) {
    const n = Number(m[1]!.replace(",", ".")) * Number(m[2]!.replace(",", "."));
    if (n >= 2 && n <= MAX_TIMES && same(n, Math.round(n))) out.add(Math.round(n));
    if (out.size >= MAX_COUNTS) break;
  }
  return [...out];
}

/**
 * Whether a figure is written again among the parts after other figures: the sum billed, then
 * taken again by a later line. A unit price restated in its own line (`40.00 EUR each, 2 x 40.00`)
 * has no other figure between.
 */
function restated(a: number, parts: readonly number[]): boolean {
  let first = false;
  let between = false;
  for (const p of parts) {
    if (same(p, a)) {
      if (first && between) return true;
      first = true;
    } else if (first) between = true;
  }
  return false;
}

/**
 * Whether `sum` is worked out from figures written before it (`parts`) and the counts the text
 * writes: a whole multiple of one by a count it does not write (the same again, a period paid
 * ahead, 2 to MAX_TIMES times) or by one it writes of a figure it restated after others (the
 * sum billed, taken again times a period paid ahead), or, by a count the text writes (or a year's
 * months), one plus a share of another (a yearly fee spread over the months) or a share of two added (a cost split
 * with an extra on top). Only written counts divide:
 * any count up to MAX_TIMES would find a sum in most texts of a few figures. Two figures added, or
 * a count of one plus another, are not read: that is how a bill writes its total under its lines
 * (`labour 162,50, material 47,80, total 210,30`, `150.00 + 2 x 40.00 = 230.00`), and only the
 * turn's words would tell a fee a note adds from a bill's own total (added-sums.ts reads a figure
 * added that no text writes).
 */
function workedOut(sum: number, parts: readonly number[], counts: readonly number[]): boolean {
  // A year's months are the count a yearly charge is spread over, written or not.
  const shares = counts.includes(MONTHS) ? counts : [...counts, MONTHS];
  for (let i = 0; i < parts.length; i++) {
    const a = parts[i]!;
    if (a >= sum) continue;
    const times = Math.round(sum / a);
    // A multiple by a count the text writes is a bill's line, units at a price (`2 x 40.00 = 80.00`),
    // unless the figure was written before other figures and is taken again: the sum billed, then
    // a period paid ahead (`new rent 912,40 EUR (was 876,50 EUR) … 3 x 912,40 = 2737,20`).
    if (times >= 2 && times <= MAX_TIMES && same(times * a, sum) && (!counts.includes(times) || restated(a, parts))) return true;
    for (let j = 0; j < parts.length; j++) {
      const b = parts[j]!;
      if (j === i || same(a, b)) continue;
      for (const n of shares) if (same(a + b / n, sum) || same((a + b) / n, sum)) return true;
    }
  }
  return false;
}

/**
 * The keys of the sums a text works out from figures it wrote before them (`workedOut`), added to
 * `out`. A figure written again later (a total restated) is worked out where any of its places is.
 */
export function workedSums(text: string, out: Set<string>): void {
  const sums = figuresWritten(text);
  if (sums.length === 0) return;
  // The parts are sums written as sums (with a currency or to the cent); a whole number written
  // alone is read only as the sum worked out (`so it's 64 each`): as a part it is as often a
  // house number, a quantity or a room.
  const asSum = new Set(sums.map(([at]) => at));
  const figures = withWholeNumbers(text, sums);
  let counts: number[] | undefined;
  for (let s = 1; s < figures.length; s++) {
    const sum = figures[s]![1];
    const key = numberKey(sum);
    if (out.has(key)) continue;
    const parts = figures.slice(0, s).filter(([at, v]) => asSum.has(at) && v > 0 && !same(v, sum)).slice(-MAX_PARTS).map(([, v]) => v);
    if (parts.length === 0) continue;
    counts ??= countsIn(text);
    if (workedOut(sum, parts, counts)) out.add(key);
  }
}

/** The figures with the whole numbers a text writes alone among them, in the text's order; at most MAX_FIGURES. */
function withWholeNumbers(text: string, figures: Array<readonly [number, number]>): Array<readonly [number, number]> {
  const at = new Map(figures);
  const slice = text.length > MAX_READ ? text.slice(0, MAX_READ) : text;
  for (const m of slice.matchAll(WHOLE)) {
    if (at.size >= MAX_FIGURES) break;
    const n = Number(m[0]);
    if (n >= 10 && !(n >= 1900 && n <= 2100) && !at.has(m.index)) at.set(m.index, n);
  }
  return [...at].sort((a, b) => a[0] - b[0]);
}

/** What the rule reads of a reported result. */
export interface WorkedSumResult {
  readonly index: { readonly step: number; readonly tool: string; readonly text: ReadonlyMap<string, string>; readonly workedSums?: ReadonlySet<string>; readonly tiedSums?: ReadonlyMap<string, string>; readonly aboveTied?: ReadonlyMap<string, ReadonlySet<string>> };
  readonly textOutside: boolean;
}

/** The longest account value read. */
const LONGEST = 64;

/**
 * The marks of a write's sum (a positive number under a sum's name) that an outside text works
 * out itself (`workedSums`) where no turn, asked sum or context gave it (`given`), and the text
 * does not write it with or above the account the write pays (a bill's own line): the text's
 * `untrusted:<tool>` on the sum, though the person pointed at the text. The newest such text's.
 */
export function workedSumMarks(args: Readonly<Record<string, unknown>>, given: (key: string) => boolean, results: readonly WorkedSumResult[]): Mark[] {
  const marks: Mark[] = [];
  let accounts: string[] | undefined;
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== "number" || !Number.isFinite(value) || value <= 0 || !SUM_ARGUMENT.test(name)) continue;
    const key = numberKey(value);
    if (given(key)) continue;
    accounts ??= Object.values(args).flatMap((v) => (typeof v === "string" && v.length <= LONGEST ? [accountKey(v)] : [])).filter((a): a is string => a !== undefined);
    for (const r of results) {
      if (!r.textOutside || !r.index.workedSums?.has(key)) continue;
      if (accounts.some((a) => r.index.tiedSums?.get(a) === key || r.index.aboveTied?.get(a)?.has(key))) continue;
      const field = r.index.text.get(key);
      marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, ...(field !== undefined ? { field } : {}) });
      break;
    }
  }
  return marks;
}
