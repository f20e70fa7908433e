// A value that reads as a sum beside records: an amount, or a bare number too short to be a
// record's. One test, shared by the readers that pair sums with records (values-by-owner.ts,
// sums-told-of-records.ts), so the two never drift apart.
import { recordLike, type Span } from "@toolgate/grammar-kit";

/** Whether a value is a sum: an amount, or a bare number that is not record-like. */
export function sumLike(v: Span): boolean {
  return v.kind === "amount" || (v.kind === "number" && !recordLike(v));
}
