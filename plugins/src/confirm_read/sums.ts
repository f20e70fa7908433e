// What a sum is among a turn's values, for the reads of confirm_read that carry a sum from a list or
// a pick: one definition, so a pick by word, a pick by place and a price of one agree on it.
import type { TurnValue } from "@toolgate/grammar-kit";

/** Whether a value is a sum: an amount or a number. */
export function isSum(v: TurnValue): boolean {
  return v.kind === "amount" || v.kind === "number";
}

/** Whether a value is a sum said in digits, not a count: a count said in words (`three cake orders`) is no item's sum. */
export function sumInDigits(v: TurnValue): boolean {
  return isSum(v) && v.count !== true && /\d/.test(v.text);
}
