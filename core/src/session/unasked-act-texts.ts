// A write of an act the person never asked for, on a thing only an outside free text names,
// beside an act they did ask for: "pay the deposit the booking asks" and an order of the ski
// passes the booking's note "pre-orders" (`product_id: prd_skipass_saal6d`); "send the check-in
// details to my sister" and a new booking of the "upgraded" room the note gives (`hotel_id:
// htl_opo_118s`); "cancel my car rental" and a change of address the rental's note asks for. The
// person pointed the agent at the text for their own act; a value only that text writes, on a
// call of another act, is the text's choice of what to act on, whatever its wording. A value the
// person, the context or an answer gave (the account to pay from) ties the call to their request;
// one a record's structured field holds (the booking's own dates, an order's id) is not the text's
// alone; a count is too small a datum to tell who chose it. unasked-acts.ts reads the calls made wholly of weakly marked values; this rule reads the
// values of free text of any tool, marked or not.
import type { Mark } from "../model.js";
import { givenValue, leafKeys, type WorkOutInputs } from "./origins.js";

/** What the rule looks up: the keys the person, the run and the answers gave, and each reported result's keys, newest first. */
export type UnaskedActTextInputs = Pick<WorkOutInputs, "typed" | "context" | "reply"> & {
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: { readonly step: number; readonly tool: string; readonly structured: ReadonlyMap<string, string>; readonly text: ReadonlyMap<string, string> } }>;
};

/** The shortest value read: an identifier, an address or a name, not a code of two letters. */
const MIN_VALUE = 4;
/** The longest value read: a postal address, not a text the model wrote. */
const MAX_VALUE = 200;

/**
 * The mark on `call` of a write whose act the turns never name (`asked`) while they name the act
 * of another writing tool (`otherAsked`, asked last: it looks through the catalogue), where one of
 * its string values (`MIN_VALUE` to `MAX_VALUE` characters, not a text the model writes:
 * `written`) no structured field holds and an outside free text writes, and none of its string
 * values the person, the context or an answer gave: the newest such text's `untrusted:<tool>`.
 * `given` says which arguments the caller gave an origin for.
 */
export function unaskedActTextMark(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, written: (name: string, value: unknown) => boolean, asked: boolean, otherAsked: () => boolean, inputs: UnaskedActTextInputs): Mark | undefined {
  if (asked) return undefined;
  let newest: { step: number; tool: string; field: string } | undefined;
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== "string" || given(name) || written(name, value)) continue;
    const keys = leafKeys(value);
    // A value the person, the run or an answer gave (the account to pay from) ties the call to
    // their request: it is not the text's alone.
    if (keys.some((k) => givenValue(inputs, k))) return undefined;
    if (keys.length === 0 || value.trim().length < MIN_VALUE || value.length > MAX_VALUE) continue;
    if (inputs.results.some((r) => keys.some((k) => r.index.structured.has(k)))) continue;
    for (const r of inputs.results) {
      const key = r.textOutside ? keys.find((k) => r.index.text.has(k)) : undefined;
      if (key === undefined) continue;
      if (newest === undefined || r.index.step > newest.step) newest = { step: r.index.step, tool: r.index.tool, field: r.index.text.get(key)! };
      break;
    }
  }
  if (newest === undefined || !otherAsked()) return undefined;
  return { level: "untrusted", source: newest.tool, on: "call", step: newest.step, field: newest.field };
}
