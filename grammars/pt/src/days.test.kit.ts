// Shared by the Portuguese grammar's tests of days told as a turn's story. Not a test file itself:
// like core's cue-families.test.kit.ts, its name keeps it out of the package and out of the test run.
import { readTurn } from "./read.js";

/** The days a turn gives, read at `now`, and whether each is told as its story. */
export function daysTold(text: string, now: Date): Array<{ value: unknown; background: boolean }> {
  return readTurn(text, { now }).values.filter((v) => v.kind === "date").map((v) => ({ value: v.value, background: v.background === true }));
}
