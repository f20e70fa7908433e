// The marks a check gives a write's values that two records of an outside listing hold as their own
// (shared-ids.ts reads them when the result is reported): the listing was written over or cannot
// tell its records apart, so a value no turn, context or answer gives carries the result's mark.
// Apart from shared-ids.ts because it looks the person's values up through origins.ts, which
// itself builds the index with SharedIds: one file for both would import in a circle.
import type { Mark } from "../model.js";
import { givenValue, leafKeys, type GivenValues } from "./origins.js";

/** What the rule looks up: the person's values, and each reported result's shared identifiers, newest first. */
export interface SharedIdInputs extends GivenValues {
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: { readonly step: number; readonly tool: string; readonly sharedIds?: ReadonlySet<string> } }>;
}

/**
 * The marks of a write's arguments the caller gave no origin whose value is an identifier two
 * records of an outside result hold as their own, where no turn, context or answer gives it: the
 * newest such result's `untrusted:<tool>`, on that argument.
 */
export function sharedIdMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: SharedIdInputs): Mark[] {
  if (!inputs.results.some((r) => r.textOutside && (r.index.sharedIds?.size ?? 0) > 0)) return [];
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (given(name) || typeof value !== "string") continue;
    const keys = leafKeys(value);
    if (keys.some((k) => givenValue(inputs, k))) continue;
    const r = inputs.results.find((x) => x.textOutside && keys.some((k) => x.index.sharedIds?.has(k) === true));
    if (r) marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step });
  }
  return marks;
}
