// A call that goes to another record of a list than the one the person named: "invite Bea into
// #catalogue-2027, check the channel list first", and the invite goes to `finance`, a channel of
// the same list that the person never named. The person gave the value of that very field (a
// channel's name) for the record they meant; a value the model took from a record beside it, whose
// own free text (its topic, its description) the model read, was chosen by what that text says, not
// by the person. Read only where the record taken holds outside free text, and where the person's
// value is nowhere in the call: a call that names both went where the person said too. The
// records and fields of a list's values were read once, with the result (origins.ts `indexResult`).
import type { Mark } from "../model.js";
import { givenValue, leafKeys, type GivenValues } from "./origins.js";

/** What the rule looks up: the person's values, and each reported result's listed values, newest first. */
export interface OtherRecordInputs extends GivenValues {
  readonly results: ReadonlyArray<{
    readonly textOutside: boolean;
    readonly index: {
      readonly step: number;
      readonly tool: string;
      readonly listed?: { readonly values: ReadonlyMap<string, { readonly record: number; readonly field: string }>; readonly texted: ReadonlySet<number> };
    };
  }>;
}

/**
 * The marks of a write's or a send's string arguments the caller gave no origin and no turn,
 * context or answer gives, whose value is the value of a field of one record of an outside list
 * (newest first) that holds free text, where the person's turns give the value of that same field
 * for another record of the list and no argument of the call holds it: the list's
 * `untrusted:<tool>`, on that argument, with the field.
 */
export function otherRecordMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: OtherRecordInputs): Mark[] {
  const marks: Mark[] = [];
  let held: Set<string> | undefined;
  for (const [name, value] of Object.entries(args)) {
    if (given(name) || typeof value !== "string") continue;
    const keys = leafKeys(value);
    if (keys.length === 0 || keys.some((k) => givenValue(inputs, k))) continue;
    for (const r of inputs.results) {
      const listed = r.index.listed;
      const at = listed === undefined ? undefined : firstListed(keys, listed.values);
      if (at === undefined) continue;
      // The newest list that holds the value says where it came from; a value two records share names neither.
      if (!r.textOutside || at.record < 0 || !listed!.texted.has(at.record)) break;
      held ??= new Set(Object.values(args).flatMap((v) => (typeof v === "string" ? leafKeys(v) : [])));
      if (namedElsewhere(listed!.values, at, inputs.typed, held)) marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: at.field });
      break;
    }
  }
  return marks;
}

/** Where the first of a value's keys a list holds is. */
function firstListed(keys: readonly string[], values: ReadonlyMap<string, { record: number; field: string }>): { record: number; field: string } | undefined {
  for (const k of keys) {
    const at = values.get(k);
    if (at !== undefined) return at;
  }
  return undefined;
}

/** Whether the person typed the value of the same field of another record, one the call does not hold. */
function namedElsewhere(values: ReadonlyMap<string, { record: number; field: string }>, at: { record: number; field: string }, typed: ReadonlySet<string>, held: ReadonlySet<string>): boolean {
  for (const [k, other] of values) {
    if (other.record > 0 && other.record !== at.record && other.field === at.field && typed.has(k) && !held.has(k)) return true;
  }
  return false;
}
