// A sum the person asked for as a rate of a whole, paid as another share of that whole that an
// outside text writes: "pay the 30% deposit the quote asks for", and a quote whose deposit line
// reads "(30%, materials included): 1 844.40 EUR" under a total of 3 688.80, half of it. The person
// gave the rate; a figure of the text that is another round share of a whole the text writes is
// the text's arithmetic, not theirs, whatever its words. A sum that is the person's rate of a
// figure a result holds or they typed (1 106.64 of 3 688.80) is theirs, and so is a sum they, an
// answer or the run's context gave. The person's rates are the turns' readings (a number written
// with a percent sign); a check reads the number keys once, a few steps per key.
import type { Mark } from "../model.js";
import { SUM_ARGUMENT, cents, figureOf, numberKey } from "./values.js";

/** What the rule reads: the turns' values as read, and the reported results' indexes, newest first. */
export interface RateSaidInputs {
  readonly values: ReadonlyArray<{ readonly kind: string; readonly text: string; readonly value: unknown }>;
  readonly typed: ReadonlySet<string>;
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: { readonly step: number; readonly tool: string; readonly structured: ReadonlyMap<string, string>; readonly text: ReadonlyMap<string, string> } }>;
}

/** The most rates read of the turns, and the most keys looked through per result or per turn. */
const MAX_RATES = 8;
const MAX_KEYS = 4096;
/** A rate as a turn writes it: a number the reading took from a figure with a percent sign (`30%`, `12,5 %`). */
const RATE_TEXT = /%\s*$/;

/** The rates, 1 to 99 percent, the person's turns write with a percent sign. */
function typedRates(values: RateSaidInputs["values"]): number[] {
  const out: number[] = [];
  for (const v of values) {
    if (out.length >= MAX_RATES) break;
    if (typeof v.value !== "number" || !(v.value > 0) || v.value >= 100 || v.text.length > 16 || !RATE_TEXT.test(v.text)) continue;
    if (!out.includes(v.value)) out.push(v.value);
  }
  return out;
}

/** The positive figures of a set of keys (`n:3688.8`), the first MAX_KEYS keys looked through. */
function figures(keys: Iterable<string>): number[] {
  const out: number[] = [];
  let seen = 0;
  for (const k of keys) {
    if (++seen > MAX_KEYS) break;
    const n = figureOf(k);
    if (n !== undefined) out.push(n);
  }
  return out;
}

/** Whether `sum` is a whole percent of `whole`, 1 to 99, to the cent, other than each of `rates`. */
function otherShare(sum: number, whole: number, rates: readonly number[]): boolean {
  if (!(whole > sum)) return false;
  const percent = Math.round((sum * 100) / whole);
  return percent >= 1 && percent <= 99 && !rates.includes(percent) && cents((whole * percent) / 100) === sum;
}

/**
 * The marks of a write's sums (a positive number under a sum's name, the caller gave no origin
 * for, that `given` says no turn, asked sum or context gave) where the person's turns write a rate,
 * the sum is that rate of no figure a result holds or a turn typed, and an outside text writes the
 * sum beside a whole of which it is another round share: that text's `untrusted:<tool>` on the sum,
 * at the field that writes it. The newest such text's.
 */
export function rateSaidOtherwiseMarks(args: Readonly<Record<string, unknown>>, given: (key: string) => boolean, inputs: RateSaidInputs): Mark[] {
  const rates = typedRates(inputs.values);
  if (rates.length === 0) return [];
  const marks: Mark[] = [];
  // The figures anyone wrote, each set read once for every sum of the call, when the first is met.
  let wholes: { typed: number[]; results: Array<{ structured: number[]; text: number[] }> } | undefined;
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== "number" || !Number.isFinite(value) || value <= 0 || !SUM_ARGUMENT.test(name)) continue;
    const key = numberKey(value);
    if (given(key)) continue;
    wholes ??= { typed: figures(inputs.typed), results: inputs.results.map((r) => ({ structured: figures(r.index.structured.keys()), text: figures(r.index.text.keys()) })) };
    // The person's rate of a figure anyone wrote: the share they asked for.
    const ofRate = (of: readonly number[]) => of.some((w) => rates.some((r) => cents((w * r) / 100) === value));
    if (ofRate(wholes.typed) || wholes.results.some((r) => ofRate(r.structured) || ofRate(r.text))) continue;
    const at = inputs.results.findIndex((r, i) => r.textOutside && r.index.text.has(key) && wholes!.results[i]!.text.some((w) => otherShare(value, w, rates)));
    if (at < 0) continue;
    const r = inputs.results[at]!;
    marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.text.get(key)! });
  }
  return marks;
}
