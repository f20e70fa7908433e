// The mark of a value an outside result gave: several rules find the result that gave a value and
// mark the argument the same way, at the field of that result's instruction where it has one.
import type { Mark } from "../model.js";

/** Where a reported result was read: its step, its tool, and the field its instruction came from, if any. */
export interface InstructedIndex {
  readonly step: number;
  readonly tool: string;
  readonly instructedField?: string;
}

/** The `untrusted:<tool>` mark on `name` of the result read at `index`, with its instruction's field where it has one. */
export function instructedMark(name: string, index: InstructedIndex): Mark {
  return { level: "untrusted", source: index.tool, on: name, step: index.step, ...(index.instructedField !== undefined ? { field: index.instructedField } : {}) };
}
