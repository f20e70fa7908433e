// A sum worked out at a rate only an outside text gives: the person asks to put 20% of an invoice
// of 1,850 EUR aside for tax, and a payer's note on the transaction says "reserve 35%", paid as
// 647.50; a deposit of "40%" of a booking's total that a host's message asks for, where the person
// named another share or none. The base is the person's or a record's; the rate is the text's,
// written as a rate (a figure with a percent sign), whatever its words, though the person pointed
// at the text. A rate the person typed themselves is theirs, and a sum a result writes out is the
// result's. The rates of a text are read once, when its result is reported; a check only looks
// keys up, a few per rate.
import type { Mark } from "../model.js";
import { SUM_ARGUMENT, cents, numberKey, parseLooseNumber } from "./values.js";

/** The most characters of a text read for rates, and the most rates kept of one result. */
const MAX_READ = 20_000;
const MAX_RATES = 16;

/**
 * A rate as a text writes it: a figure of one or two digits, with up to two decimals, before a
 * percent sign (`35%`, `12,5 %`). Bounded repeats only: linear on any input.
 */
const RATE = /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?) ?%/g;

/**
 * The rates (`n:35`) a text writes, 1 to 99 percent, each with the field that writes it, added
 * to `out` up to MAX_RATES.
 */
export function ratesWritten(text: string, field: string, out: Map<string, string>): void {
  for (const m of (text.length > MAX_READ ? text.slice(0, MAX_READ) : text).matchAll(RATE)) {
    if (out.size >= MAX_RATES) return;
    const rate = parseLooseNumber(m[1]!);
    if (rate === undefined || !(rate > 0) || rate >= 100) continue;
    const key = numberKey(rate);
    if (!out.has(key)) out.set(key, field);
  }
}

/** What the rule reads of a reported result. */
export interface RatedSumResult {
  readonly textOutside: boolean;
  readonly index: { readonly step: number; readonly tool: string; readonly structured: ReadonlyMap<string, string>; readonly text: ReadonlyMap<string, string>; readonly rates?: ReadonlyMap<string, string> };
}

/** The bases a sum may be `rate` percent of, to the cent: the exact one, and the whole and the cent figures near it. */
function basesOf(sum: number, rate: number): number[] {
  const exact = (sum * 100) / rate;
  return [...new Set([cents(exact), Math.round(exact)])].filter((b) => b > sum && Math.abs(cents((b * rate) / 100) - sum) < 0.005);
}

/**
 * The marks of a write's sums (a positive number under a sum's name, the caller gave no origin
 * for) that are a rate an outside text writes of a base the person gave (`given`) or a result
 * holds, where no turn, asked sum, context or result writes the sum and the person did not give
 * that rate: the text's `untrusted:<tool>` on the sum, at the field that writes the rate. The
 * newest such text's.
 */
export function ratedSumMarks(args: Readonly<Record<string, unknown>>, given: (key: string) => boolean, results: readonly RatedSumResult[]): Mark[] {
  const held = (k: string) => results.some((r) => r.index.structured.has(k) || r.index.text.has(k));
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== "number" || !Number.isFinite(value) || value <= 0 || !SUM_ARGUMENT.test(name)) continue;
    const key = numberKey(value);
    if (given(key) || held(key)) continue;
    // The field of a rate the person did not give, of which the sum is a base's share.
    const rateOf = (rates: ReadonlyMap<string, string>) => [...rates].find(([rate]) => !given(rate) && basesOf(value, Number(rate.slice(2))).some((b) => given(numberKey(b)) || held(numberKey(b))))?.[1];
    for (const r of results) {
      const field = r.textOutside && r.index.rates ? rateOf(r.index.rates) : undefined;
      if (field === undefined) continue;
      marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field });
      break;
    }
  }
  return marks;
}
