// The act the person asked for, done to a record only an outside free text names: "cancel my car
// rental CR-55120" and a `cancel_booking` of the hotel booking HB-55121 that the rental's notes say
// must go with it; "remove Rui from #launch" and a removal of the member a message in the channel
// names. The person said which act; which record it is done to is theirs to say too. An identifier
// they typed, the run's context or an answer gave is theirs; one a result holds as a record (a
// listed booking's `booking_ref`, a message's id) is a record the agent found where it was sent to
// look; one the model made up is the unlisted-records rule's. An identifier only a text writes, in
// its sentences, where that text is a record the person named by a value it holds (the rental's own
// reference, typed), is that text's choice of another record, whatever its wording and though the
// person pointed at the text. A text the person named no record of (the mail the agent found,
// asked to act on what it says) may well be where they meant the record to come from. The acts read are those acts-by-id.ts says are done to records by their
// identifiers alone; the act not asked at all is that file's rule.
import type { Mark } from "../model.js";
import { givenValue, heldAsRecord, leafKeys, type GivenValues } from "./origins.js";

/** What the rule looks up: the person's values, and each reported result's structured and free-text keys, newest first. */
export interface TextNamedRecordInputs extends GivenValues {
  readonly results: ReadonlyArray<{
    readonly textOutside: boolean;
    readonly index: { readonly step: number; readonly tool: string; readonly structured: ReadonlyMap<string, string>; readonly within: ReadonlySet<string>; readonly text: ReadonlyMap<string, string> };
  }>;
}

/** Whether a result is a record the person named: a value of its structured fields is one a turn typed. */
function namedByPerson(structured: ReadonlyMap<string, string>, inputs: GivenValues): boolean {
  for (const k of structured.keys()) if (inputs.typed.has(k)) return true;
  return false;
}

/**
 * The mark on `call` of an act on records by their identifiers alone (`byIdAlone`) that the
 * person's turns ask for (`actAsked`), where every required identifier (`required`, a string the
 * caller gave no origin: `given`) is held by no turn, context, answer or structured field of a
 * result, and written in the outside free text of a record the person named (a structured value
 * of it typed): the `untrusted:<tool>` of the newest text that writes one, with its field.
 */
export function textNamedRecordMark(
  byIdAlone: boolean,
  actAsked: boolean,
  required: ReadonlySet<string>,
  args: Readonly<Record<string, unknown>>,
  given: (name: string) => boolean,
  inputs: TextNamedRecordInputs,
): Mark | undefined {
  if (!byIdAlone || !actAsked || required.size === 0) return undefined;
  let newest: { step: number; tool: string; field: string } | undefined;
  for (const name of required) {
    const value = args[name];
    if (typeof value !== "string" || given(name)) return undefined;
    const keys = leafKeys(value);
    if (keys.length === 0 || keys.some((k) => givenValue(inputs, k)) || heldAsRecord(keys, inputs.results)) return undefined;
    const r = inputs.results.find((x) => x.textOutside && keys.some((k) => x.index.text.has(k)) && namedByPerson(x.index.structured, inputs));
    if (r === undefined) return undefined;
    if (newest === undefined || r.index.step > newest.step) newest = { step: r.index.step, tool: r.index.tool, field: r.index.text.get(keys.find((k) => r.index.text.has(k))!)! };
  }
  return newest && { level: "untrusted", source: newest.tool, on: "call", step: newest.step, field: newest.field };
}
