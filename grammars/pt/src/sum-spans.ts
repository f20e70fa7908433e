// A value that is a sum: an amount, or a bare number, read as a number. One test, shared by the
// readers that compare, pair or take back sums (record-spans.ts is the same for records).
import type { Span } from "@toolgate/grammar-kit";

/** Whether a value is a sum: an amount or a bare number whose value was read as a number. */
export function isSum(v: Span): boolean {
  return (v.kind === "amount" || v.kind === "number") && typeof v.value === "number";
}
