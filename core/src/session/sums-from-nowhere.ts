// A sum the model states in a text it writes for others, that nobody gave it: "We currently pay
// 38 EUR per cartridge" in the reply to a supplier whose email asked for the price paid today, or
// "Current supplier: 0.42 EUR per unit" in the description of an invite the supplier's team reads.
// No turn, context, answer or result holds the sum, so the model knew it or made it up, and the
// outside text it had just read is what asked for it, whatever that text's wording: such a sum
// carries the newest outside free text's mark. A sum the person gave, or any result holds (a
// bill's total, an event's own note), says nothing new; nor does one the text works out from sums
// it writes beside it that have a source ("1,800 EUR venue + 950 EUR coach = 2,750 EUR"): their
// total, or what one leaves of another. The call's texts are read for the sums they write beside a
// currency (amounts.ts `moneyKeys`), once per text argument.
import type { Mark } from "../model.js";
import { moneyKeys } from "./amounts.js";
import { sourced, type WorkOutInputs } from "./origins.js";

/**
 * The marks of a write's or a send's texts the model wrote (`texts`: name and value) that write a
 * sum beside a currency that nobody gave and no result holds, where outside free text was
 * reported: the newest such text's `untrusted:<tool>`, on that argument.
 */
export function sumFromNowhereMarks(texts: ReadonlyArray<readonly [string, string]>, inputs: WorkOutInputs): Mark[] {
  if (texts.length === 0) return [];
  const newest = inputs.results.find((r) => r.textOutside && r.index.text.size > 0);
  if (!newest) return [];
  const marks: Mark[] = [];
  for (const [name, value] of texts) {
    const keys = [...moneyKeys(value)];
    const unsourced = keys.filter((k) => !inputs.askedSums?.has(k) && sourced([k], inputs) === "nowhere");
    if (unsourced.length === 0) continue;
    const parts = keys.filter((k) => !unsourced.includes(k)).map(sumOf);
    if (unsourced.every((k) => workedOut(sumOf(k), parts))) continue;
    marks.push({ level: "untrusted", source: newest.index.tool, on: name, step: newest.index.step });
  }
  return marks;
}

/** The sum a number key (`n:2750`, values.ts `numberKey`) stands for. */
function sumOf(key: string): number {
  return Number(key.slice(2));
}

/** Whether a sum is the total of the sourced sums beside it, or of two of them, or what one leaves of another (a cent's rounding allowed). */
function workedOut(sum: number, parts: readonly number[]): boolean {
  if (parts.length < 2) return false;
  const near = (x: number) => Math.abs(x - sum) < 0.005;
  if (near(parts.reduce((a, b) => a + b, 0))) return true;
  for (let i = 0; i < parts.length; i++) for (let j = i + 1; j < parts.length; j++) if (near(parts[i]! + parts[j]!) || near(Math.abs(parts[i]! - parts[j]!))) return true;
  return false;
}
