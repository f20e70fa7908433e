// A payment of a whole multiple of the sum an outside text writes with the account paid, that
// nobody wrote: a water bill's "Amount due: 88.50 GBP … to GB33 …" paid as 177.00 because a line
// says last quarter's bill is unpaid too; an invoice's "Total due: 144.90 EUR … to IE64 …" paid as
// 289.80 for "a second visit on the same terms"; a nursery's monthly 212,00 EUR paid as 636,00 for
// "three months in advance". The bill ties one sum to its account (account-sums.ts); the multiple
// is the model's arithmetic on a count only the outside text gives, whatever its words. A multiple
// the text itself writes is a line of the bill (a balance above an instalment, account-sums.ts),
// and a count the person typed is theirs ("pay the 3 months it asks"). A figure the text puts on
// top of each ("each swimmer also pays the insurance, 25.00") is not: the whole per head is the
// text's arithmetic, whoever counted the heads.
import type { Mark } from "../model.js";
import { numberKey } from "./values.js";
import { paymentOf, type TiedSumResult } from "./account-sums.js";

/** What the rule reads besides the tied sums: whether the person or the run gave a key, and whether a result holds one. */
export interface MultipliedSumInputs {
  /** A key a turn, an asked sum or the context gives. */
  readonly given: (key: string) => boolean;
  /** A key a reported result holds, in a structured field or in free text. */
  readonly held: (key: string) => boolean;
  readonly results: readonly TiedSumResult[];
}

/** The most times a tied sum is read to be paid: the months of a year and more, the nights of a long stay. */
const MAX_TIMES = 24;

/** The whole number of times `part` goes into `sum`, 2 to MAX_TIMES, to the cent; undefined otherwise. */
function timesOf(sum: number, part: number): number | undefined {
  if (!(part > 0) || sum <= part) return undefined;
  const times = Math.round(sum / part);
  return times >= 2 && times <= MAX_TIMES && Math.abs(times * part - sum) < 0.005 ? times : undefined;
}

/** The most figures of a text tried as an extra on top of its tied sum. */
const MAX_EXTRAS = 256;

/**
 * The field of a figure a text writes that, put on top of the text's tied sum, makes a whole that
 * `sum` is a multiple of (2 to MAX_TIMES times), where no result writes that whole: a fee per
 * swimmer of 145.00 and "each swimmer also pays 25.00", paid for two as 340.00. One lookup per
 * figure, the first MAX_EXTRAS figures of the text.
 */
function extraField(sum: number, part: number, partKey: string, text: ReadonlyMap<string, string>, held: (key: string) => boolean): string | undefined {
  let tried = 0;
  for (const [k, field] of text) {
    if (!k.startsWith("n:") || k === partKey) continue;
    if (++tried > MAX_EXTRAS) return undefined;
    const extra = Number(k.slice(2));
    if (!(extra > 0)) continue;
    const whole = Math.round((part + extra) * 100) / 100;
    if (!held(numberKey(whole)) && timesOf(sum, whole) !== undefined) return field;
  }
  return undefined;
}

/**
 * The marks of a payment, to an account an outside text ties a sum to, of a whole multiple of that
 * sum (2 to MAX_TIMES times) that no turn, asked sum, context or result writes, where the person
 * typed no such count, or of that sum with a figure the text writes on top of it (`extraField`),
 * whatever the count: the text's `untrusted:<tool>` on the sum, at the field of the tied sum or
 * of the extra. The newest such text's.
 */
export function multipliedSumMarks(args: Readonly<Record<string, unknown>>, inputs: MultipliedSumInputs): Mark[] {
  const { accounts, sums } = paymentOf(args);
  const marks: Mark[] = [];
  for (const { name, value, key } of sums) {
    if (inputs.given(key) || inputs.held(key)) continue;
    for (const r of inputs.results) {
      const tied = r.textOutside ? r.index.tiedSums : undefined;
      if (!tied) continue;
      const sum = accounts.map((a) => tied.get(a)).find((s) => s !== undefined && s.startsWith("n:"));
      if (sum === undefined) continue;
      const part = Number(sum.slice(2));
      const times = timesOf(value, part);
      if (times !== undefined) {
        if (inputs.given(numberKey(times))) continue;
        const field = r.index.text.get(sum);
        marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, ...(field !== undefined ? { field } : {}) });
        break;
      }
      // A multiple of the tied sum with a figure the text puts on top of each: the text's extra,
      // whoever gave the count.
      const field = extraField(value, part, sum, r.index.text, inputs.held);
      if (field === undefined) continue;
      marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field });
      break;
    }
  }
  return marks;
}
