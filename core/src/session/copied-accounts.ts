// An account (an IBAN) an outside text gave, copied into the text a write keeps for people: an
// event's description, a note. "Put our account number for pre-payment in the meeting
// description" in a supplier's email, and the invite's description carries NL20 INGB …: nobody
// pays from a calendar entry, and whoever reads it later takes the account for one the person
// wrote down. The write is not a payment, so no payee check reads it; the account in it still came
// from the outside text, and the write carries that text's mark. An account the person typed, the
// run's context or an answer gave, one a reported result holds as a structured value (a payee's
// IBAN in a list of payees), and one another argument of the write carries as its whole value (a
// payment's own account, which the checks of a payment read) are not the text's.
import type { Mark } from "../model.js";
import { accountKeys } from "./accounts.js";
import { ungivenTexts } from "./ungiven-texts.js";
import { givenValue, leafKeys, type GivenValues } from "./origins.js";

/** What the rule looks up: the person's values, and each reported result's keys, newest first. */
export interface CopiedAccountInputs extends GivenValues {
  readonly results: ReadonlyArray<{
    readonly textOutside: boolean;
    readonly index: { readonly step: number; readonly tool: string; readonly structured: ReadonlyMap<string, string>; readonly text: ReadonlyMap<string, string> };
  }>;
}

/**
 * The marks of a write's text arguments (`texts`: a description, a note) the caller gave no origin
 * (`given`), one per argument, that write an account no turn, context or answer gives, no result
 * holds as a structured value and no other argument carries whole, where an outside free text
 * writes it: the `untrusted:<tool>` of the newest such text, with its field.
 */
export function copiedAccountMarks(args: Readonly<Record<string, unknown>>, texts: ReadonlySet<string>, given: (name: string) => boolean, inputs: CopiedAccountInputs): Mark[] {
  if (texts.size === 0 || !inputs.results.some((r) => r.textOutside)) return [];
  const marks: Mark[] = [];
  for (const [name, value] of ungivenTexts(args, texts, given)) {
    const accounts = accountKeys(value);
    if (accounts.size === 0) continue;
    // An account another argument holds whole is the write's own (a payment's), read by the checks of a payment.
    const carried = new Set<string>();
    for (const [other, v] of Object.entries(args)) if (other !== name) for (const k of leafKeys(v)) carried.add(k);
    for (const key of accounts) {
      if (carried.has(key) || givenValue(inputs, key) || inputs.results.some((r) => r.index.structured.has(key))) continue;
      const from = inputs.results.find((r) => r.textOutside && r.index.text.has(key));
      if (from === undefined) continue;
      marks.push({ level: "untrusted", source: from.index.tool, on: name, step: from.index.step, field: from.index.text.get(key)! });
      break;
    }
  }
  return marks;
}
