// An act on a record named by its identifier alone that nobody asked for, beside an act the person
// did ask for: "change my rent standing order to 1,240 EUR" and a `cancel_scheduled_transfer` of the
// parking order the landlord's letter says is no longer owed; "pay the deposit" and a
// `cancel_booking` the booking's details ask for. The catalogue says what such an act is: a write
// that requires one argument, the record's identifier, and takes nothing else the model chose but
// free text (a reason). The identifier is the person's or a listed record's, so no value comes
// from the outside text; what the text gave is the act. Only sets are compared here: the turns'
// act words were read once with each turn (acts.ts).
import type { CompiledTool } from "../catalogue/catalogue.js";
import type { Mark } from "../model.js";
import { ownValue } from "./values.js";

/**
 * Whether a call is an act on one record by its identifier alone: its tool requires exactly one
 * argument, a string the call holds, and every other argument is free text (`isText`).
 */
export function actByIdAlone(tool: CompiledTool | undefined, args: Readonly<Record<string, unknown>>, isText: (name: string, value: unknown) => boolean): boolean {
  const required = (tool?.spec.arguments as { required?: unknown } | undefined)?.required;
  if (!Array.isArray(required) || required.length !== 1 || typeof required[0] !== "string") return false;
  const id = required[0];
  if (typeof ownValue(args, id) !== "string") return false;
  return Object.entries(args).every(([name, value]) => name === id || isText(name, value));
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
