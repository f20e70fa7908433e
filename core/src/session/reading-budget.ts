// The grammar's reading of one reported result, bounded: its texts are read in their order until
// READ_BUDGET characters are read, so a result of thousands of texts costs what a few long ones do.
import type { TurnReading } from "@toolgate/grammar-kit";

/**
 * The most characters of one result the grammar reads: five texts of the longest read (20,000
 * characters each), far above the texts of any result the corpora and the injection benchmark hold.
 */
export const READ_BUDGET = 100_000;

/** A text past the budget: nothing in it was read, as for a language no grammar reads. */
const UNREAD: TurnReading = Object.freeze({ language: "und", read: false, note: "past the result's reading budget", sending: [], destinations: [], values: [] }) as TurnReading;

/**
 * A reader of one result's texts: each distinct text read once, in the order asked, until the
 * budget is spent; from the first text that does not fit, none is read (`read: false`, no values).
 */
export function budgetedReader(readText: (text: string) => TurnReading, budget = READ_BUDGET): (text: string) => TurnReading {
  const readings = new Map<string, TurnReading>();
  let left = budget;
  return (text) => {
    const known = readings.get(text);
    if (known) return known;
    if (text.length > left) {
      left = -1;
      return UNREAD;
    }
    left -= text.length;
    const reading = readText(text);
    readings.set(text, reading);
    return reading;
  };
}
