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
// A tool whose name leads with its own act (`cancel_event`, `delete_email`) is asked for in that
// verb, or a word the grammars give the same act: "move the fitting to Tuesday" beside an email
// saying "if Tuesday does not suit, cancel the Saturday one" asks for no cancelling, though the
// grammars read "move" as no tool's act. Such an act needs no other act named beside it; a tool
// whose name leads with a verb every kind of tool begins with (`add_user_to_channel`) still does,
// as the person may ask for it in words the grammars do not give that act ("get her into #data").
import type { CompiledTool } from "../catalogue/catalogue.js";
import type { Mark } from "../model.js";
import { toolNameWords, type ActReader } from "./acts.js";
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
 * Whether a tool's name leads with a word the grammars read as an act (`cancel` of `cancel_event`,
 * `delete` of `delete_email`), not with a verb that names no act of its own (`add`, `set`,
 * `update`: acts.ts drops them). Worked out from the name's first word alone.
 */
export function leadsWithItsAct(acts: Pick<ActReader, "terms">, toolName: string): boolean {
  const first = toolNameWords(toolName)[0];
  return first !== undefined && acts.terms(first).length > 0;
}

/**
 * The mark on `call` of an act on a record by its identifier alone (`byIdAlone`) whose act the
 * person's turns never name (`actTyped`), where the tool's name leads with that act (`leadVerb`)
 * or the turns name the act of another writing tool (`otherActTyped`, asked last: it looks through
 * the catalogue), and an outside free text was reported: the newest such text's `untrusted:<tool>`.
 */
export function unaskedActByIdMark(byIdAlone: boolean, actTyped: boolean, otherActTyped: () => boolean, results: ReadonlyArray<{ readonly index: { readonly step: number; readonly tool: string }; readonly textOutside: boolean }>, leadVerb = false): Mark | undefined {
  if (!byIdAlone || actTyped) return undefined;
  const newest = results.find((r) => r.textOutside);
  if (!newest || !(leadVerb || otherActTyped())) return undefined;
  return { level: "untrusted", source: newest.index.tool, on: "call", step: newest.index.step };
}
