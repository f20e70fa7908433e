// A value that names a record: an id (`ORD-1`, `FT-2026/118`) or a bare number of three digits or more
// (`o 4471`). Shorter numbers are sums, counts and days. One test, shared by the readers that pick,
// pair or take back records.
import type { Span } from "@toolgate/grammar-kit";

/** A number of three digits or more, as written. */
const RECORD_NUMBER = /^\d{3,}$/;

/** Whether a value names a record. */
export function isRecordSpan(v: Span): boolean {
  return v.kind === "id" || (v.kind === "number" && RECORD_NUMBER.test(v.text));
}
