// The sum a text ties to the account it asks to be paid, and a payment to that account of another
// sum the same text writes: a bill's "Total due 175.50 GBP / Bank: GB33 …" and, below, "Amount
// payable 210.60 GBP"; a booking's "Balance 380.00 EUR to PT93 …" and "… so the transfer is 425.00
// EUR". Whatever the later lines say (a fee folded in, a charge repeated, a year paid ahead), the
// text bills the sum written with the account; a figure it writes below it, paid to that account,
// was added by words that do not bill it. A bill that offers a way to pay in parts writes the part
// beside its account ("Balance due 510.00 GBP … 85.00 GBP a month to GB29 …", "Statement balance
// 1284.55 EUR. Minimum payment 40.00 EUR. Pay to FR76 …"): a sum written above the tied one that
// the tied one is a part of (the balance a whole number of instalments, or a minimum of at most a
// tenth of it) is the bill's own balance, and paying it in full is the person's choice, not a line
// added to the bill. A sum above that the tied one is no part of (a new fee above the old one the
// account was written with) is not let through this way.
// The tie is read once per text, when its result is reported; a check only looks keys up.
import type { Mark } from "../model.js";
import { accountKey, accountsWritten } from "./accounts.js";
import { sumsWritten } from "./amounts.js";
import { pickedSum } from "./picked-sums.js";
import { SUM_ARGUMENT, numberKey } from "./values.js";

/**
 * For each account a text writes, the number key of the sum written with it: the last sum beside a
 * currency before the account, with no other account between them (`Deposit 462.00 EUR to AT02 …`,
 * `Amount: 264.00 EUR / Pay to: … / IBAN: DE02 …`). An account with no sum before it ties none
 * (a letterhead's account). Added to `out`; an account two texts of a result tie to different sums
 * ties none (`""`). Into `above`, where given: for each tied account, the keys of the sums the text
 * writes above its tied sum (the balance a bill writes before the instalment it ties).
 */
export function accountSums(text: string, out: Map<string, string>, above?: Map<string, Set<string>>): void {
  const accounts = accountsWritten(text);
  if (accounts.length === 0) return;
  const sums = sumsWritten(text);
  let s = 0;
  let last: string | undefined;
  let lastAt = 0;
  let from = 0;
  for (const [at, account] of accounts) {
    // Only the sums after the account before this one: an account ties no sum another one was written with.
    last = undefined;
    const start = from;
    while (s < sums.length && sums[s]![0] < at) {
      if (sums[s]![0] >= from) [lastAt, last] = sums[s]!;
      s++;
    }
    from = at;
    if (last === undefined) continue;
    const held = out.get(account);
    out.set(account, held === undefined || held === last ? last : "");
    if (!above) continue;
    // The sums between the account before and the tied one: one pass over at most the text's
    // MAX_SUMS sums per account written.
    let keys = above.get(account);
    if (!keys) above.set(account, (keys = new Set()));
    for (const [where, key] of sums) {
      if (where >= lastAt) break;
      if (where >= start && key !== last) keys.add(key);
    }
  }
}

/** What the rule reads of a reported result. */
export interface TiedSumResult {
  readonly index: { readonly step: number; readonly tool: string; readonly text: ReadonlyMap<string, string>; readonly tiedSums?: ReadonlyMap<string, string>; readonly aboveTied?: ReadonlyMap<string, ReadonlySet<string>>; readonly picking?: ReadonlyMap<string, string> };
  readonly textOutside: boolean;
}

/** The most instalments a bill is read to offer. */
const MAX_PARTS = 60;

/**
 * Whether a tied sum is a part of a balance: the balance a whole number of such parts (2 to
 * MAX_PARTS, to the cent), or the part at most a tenth of it (a minimum payment).
 */
function partOf(tiedKey: string, balance: number): boolean {
  const part = Number(tiedKey.slice(2));
  if (!tiedKey.startsWith("n:") || !Number.isFinite(part) || part <= 0 || part >= balance) return false;
  if (part * 10 <= balance) return true;
  const parts = Math.round(balance / part);
  return parts >= 2 && parts <= MAX_PARTS && Math.abs(parts * part - balance) < 0.005;
}

/** The longest account value read. */
const LONGEST = 64;

/** What a payment's arguments name: the keys of the accounts it goes to, and its sums (a positive number under a sum's name). None without an account. */
export function paymentOf(args: Readonly<Record<string, unknown>>): { accounts: string[]; sums: Array<{ name: string; value: number; key: string }> } {
  const accounts: string[] = [];
  for (const value of Object.values(args)) {
    const key = typeof value === "string" && value.length <= LONGEST ? accountKey(value) : undefined;
    if (key !== undefined) accounts.push(key);
  }
  if (accounts.length === 0) return { accounts, sums: [] };
  const sums: Array<{ name: string; value: number; key: string }> = [];
  for (const [name, value] of Object.entries(args)) {
    if (typeof value === "number" && Number.isFinite(value) && value > 0 && SUM_ARGUMENT.test(name)) sums.push({ name, value, key: numberKey(value) });
  }
  return { accounts, sums };
}

/**
 * The marks of a payment of another sum than the one an outside text writes with the account the
 * payment goes to, where that text writes the sum paid too, not above the tied one, and no turn,
 * asked sum or context gave it (`given`): the text's `untrusted:<tool>` on the sum, though the
 * person pointed at the text. The newest such text's. A sum above the tied one that the person picked
 * off the text's list by a word of its label they typed (`typedWords`, picked-sums.ts) is theirs.
 */
export function otherSumMarks(args: Readonly<Record<string, unknown>>, given: (key: string) => boolean, results: readonly TiedSumResult[], typedWords: ReadonlySet<string> = new Set()): Mark[] {
  const { accounts, sums } = paymentOf(args);
  const marks: Mark[] = [];
  for (const { name, value, key } of sums) {
    if (given(key)) continue;
    for (const r of results) {
      const tied = r.textOutside ? r.index.tiedSums : undefined;
      if (!tied || !r.index.text.has(key)) continue;
      const other = accounts.some((a) => {
        const sum = tied.get(a);
        return sum !== undefined && sum !== "" && sum !== key && !((r.index.aboveTied?.get(a)?.has(key) ?? false) && (partOf(sum, value) || pickedSum(key, r.index.picking, typedWords)));
      });
      if (!other) continue;
      marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.text.get(key)! });
      break;
    }
  }
  return marks;
}
