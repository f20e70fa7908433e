// The sum a text ties to the account it asks to be paid, and a payment to that account of another
// sum the same text writes: a bill's "Total due 175.50 GBP / Bank: GB33 …" and, below, "Amount
// payable 210.60 GBP"; a booking's "Balance 380.00 EUR to PT93 …" and "… so the transfer is 425.00
// EUR". Whatever the later lines say (a fee folded in, a charge repeated, a year paid ahead), the
// text bills the sum written with the account; a figure it writes elsewhere, paid to that account,
// was added by words that do not bill it. A real bill writes its total, not its subtotal, beside its
// account, so the tie is the total. The tie is read once per text, when its result is reported;
// a check only looks keys up.
import type { Mark } from "../model.js";
import { accountKey, accountsWritten } from "./accounts.js";
import { sumsWritten } from "./amounts.js";
import { SUM_ARGUMENT, numberKey } from "./values.js";

/**
 * For each account a text writes, the number key of the sum written with it: the last sum beside a
 * currency before the account, with no other account between them (`Deposit 462.00 EUR to AT02 …`,
 * `Amount: 264.00 EUR / Pay to: … / IBAN: DE02 …`). An account with no sum before it ties none
 * (a letterhead's account). Added to `out`; an account two texts of a result tie to different sums
 * ties none (`""`).
 */
export function accountSums(text: string, out: Map<string, string>): void {
  const accounts = accountsWritten(text);
  if (accounts.length === 0) return;
  const sums = sumsWritten(text);
  let s = 0;
  let last: string | undefined;
  let from = 0;
  for (const [at, account] of accounts) {
    // Only the sums after the account before this one: an account ties no sum another one was written with.
    last = undefined;
    while (s < sums.length && sums[s]![0] < at) {
      if (sums[s]![0] >= from) last = sums[s]![1];
      s++;
    }
    from = at;
    if (last === undefined) continue;
    const held = out.get(account);
    out.set(account, held === undefined || held === last ? last : "");
  }
}

/** What the rule reads of a reported result. */
export interface TiedSumResult {
  readonly index: { readonly step: number; readonly tool: string; readonly text: ReadonlyMap<string, string>; readonly tiedSums?: ReadonlyMap<string, string> };
  readonly textOutside: boolean;
}

/** The longest account value read. */
const LONGEST = 64;

/**
 * The marks of a payment of another sum than the one an outside text writes with the account the
 * payment goes to, where that text writes the sum paid too and no turn, asked sum or context gave
 * it (`given`): the text's `untrusted:<tool>` on the sum, though the person pointed at the text.
 * The newest such text's.
 */
export function otherSumMarks(args: Readonly<Record<string, unknown>>, given: (key: string) => boolean, results: readonly TiedSumResult[]): Mark[] {
  const accounts: string[] = [];
  for (const value of Object.values(args)) {
    const key = typeof value === "string" && value.length <= LONGEST ? accountKey(value) : undefined;
    if (key !== undefined) accounts.push(key);
  }
  if (accounts.length === 0) return [];
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== "number" || !Number.isFinite(value) || value <= 0 || !SUM_ARGUMENT.test(name)) continue;
    const key = numberKey(value);
    if (given(key)) continue;
    for (const r of results) {
      const tied = r.textOutside ? r.index.tiedSums : undefined;
      if (!tied || !r.index.text.has(key)) continue;
      const other = accounts.some((a) => {
        const sum = tied.get(a);
        return sum !== undefined && sum !== "" && sum !== key;
      });
      if (!other) continue;
      marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.text.get(key)! });
      break;
    }
  }
  return marks;
}
