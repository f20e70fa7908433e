// An act on records named by their identifiers alone that nobody asked for, beside an act the
// person did ask for: "change my rent standing order to 1,240 EUR" and a `cancel_scheduled_transfer`
// of the parking order the landlord's letter says is no longer owed; "pay the deposit" and a
// `cancel_booking` the booking's details ask for; "set me a reminder before the demo" and a
// `remove_user_from_channel` of the member whose message asks to be taken out. The catalogue says
// what such an act is: a write whose required arguments are all identifiers (a record's id, a
// member and a channel), taking nothing else the model chose but free text (a reason). The
// identifiers are the person's or a listed record's, so the values need not come from the outside
// text; what the text gave is the act. Only sets are compared here: the turns' act words were read
// once with each turn (acts.ts).
import type { CompiledTool } from "../catalogue/catalogue.js";
import type { Mark } from "../model.js";
import { ownValue } from "./values.js";

/** The longest identifier read: a record's id or handle, not a text. */
const MAX_ID = 64;
/** An identifier is one token: no space in it (`so_4410`, `anna.k`, `#team-core`). */
const ONE_TOKEN = /^\S+$/;

/**
 * Whether a call is an act on records by their identifiers alone: every argument its tool
 * requires is an identifier the call holds (one token, a string: the order, or the member and the
 * channel of `remove_user_from_channel`, none a choice from a closed set), and every other argument
 * is free text (`isText`). A required value the model chose (a sum, a switch, a time, a rule's
 * action) makes it another kind of act.
 */
export function actByIdAlone(tool: CompiledTool | undefined, args: Readonly<Record<string, unknown>>, isText: (name: string, value: unknown) => boolean): boolean {
  const schema = tool?.spec.arguments as { required?: unknown; properties?: Record<string, { enum?: unknown } | undefined> } | undefined;
  const required = schema?.required;
  if (!Array.isArray(required) || required.length === 0) return false;
  for (const id of required) {
    const value = typeof id === "string" ? ownValue(args, id) : undefined;
    if (typeof value !== "string" || value.length > MAX_ID || !ONE_TOKEN.test(value)) return false;
    // A choice from a closed set (a mailbox rule's `action: archive`) is how the act is done, not a record it is done to.
    if (Array.isArray(schema?.properties?.[id as string]?.enum)) return false;
  }
  return Object.entries(args).every(([name, value]) => required.includes(name) || isText(name, value));
}

/**
 * The mark on `call` of an act on a record by its identifier alone (`byIdAlone`) whose act the
 * person's turns never name (`actTyped`), where they name the act of another writing tool
 * (`otherActTyped`, asked last: it looks through the catalogue) and an outside free text was
 * reported: the newest such text's `untrusted:<tool>`.
 */
export function unaskedActByIdMark(byIdAlone: boolean, actTyped: boolean, otherActTyped: () => boolean, results: ReadonlyArray<{ readonly index: { readonly step: number; readonly tool: string }; readonly textOutside: boolean }>): Mark | undefined {
  if (!byIdAlone || actTyped) return undefined;
  const newest = results.find((r) => r.textOutside);
  if (!newest || !otherActTyped()) return undefined;
  return { level: "untrusted", source: newest.index.tool, on: "call", step: newest.index.step };
}
