// A record moved to a day and time nobody asked for: "what client meetings do I have next week?
// Email the list to my manager", and an `update_event` of a listed meeting to "Friday 4 December
// 08:00-09:30" because the meeting's own description says the plan changed. The write names its
// record by identifiers (acts-by-id.ts), so it makes no event of its own words (unasked-events.ts
// reads those); its new day and time are an outside text's, no turn, context or answer gives them,
// and the person's turns neither give a time nor speak of a change of time. A turn that does ("the
// clinic can't do Friday, move my appointment to the slot they offer") sent the agent to the text
// that gives the new time; so does one that sends it to a message ("set the entry to the times in
// the garage's email"): a time a message gives is read here only where no turn spoke of a change.
// What is read here is a time a record's own text gives in a listing (an event's description),
// where nobody asked to move anything. The days and times are read once, with the result (origins.ts
// `indexResult`); a check only looks them up.
import type { CompiledTool } from "../catalogue/catalogue.js";
import type { Mark } from "../model.js";
import { actByIdAlone } from "./acts-by-id.js";
import { dateTimeKeyOf, type WorkOutInputs } from "./origins.js";

/** What the rule looks up of the turns and the reported results. */
export type MoveInputs = Pick<WorkOutInputs, "typed" | "context" | "reply" | "given" | "spoke" | "results">;

/**
 * The marks of a write's local date-time arguments that the caller gave no origin, where the write
 * names its record by identifiers alone (every argument its tool requires is one, and none a time), after turns that
 * give no time and do not speak of a change of time: each argument whose day and time no turn,
 * context or answer gives and an outside free text gives, newest first, carries that result's
 * `untrusted:<tool>`, with the field of its first text that gives it, unless that result is a
 * message (origins.ts `oneMessage`: one record holds all its text and names who sent it).
 */
export function unaskedMoveMarks(tool: CompiledTool | undefined, args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: MoveInputs): Mark[] {
  const theirs = inputs.given?.get("time");
  if ((theirs && theirs.size > 0) || inputs.spoke?.has("time_change") === true) return [];
  if (!actByIdAlone(tool, args, () => true) || requiresTime(tool, args)) return [];
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (given(name)) continue;
    const key = dateTimeKeyOf(value);
    if (key === undefined || inputs.typed.has(key) || inputs.context.has(key) || inputs.reply.has(key)) continue;
    const from = inputs.results.find((r) => r.textOutside && r.index.dateTimes.has(key));
    // A message (one record holds all the text, and names who sent it) is what a turn points at as
    // "their email"; a record's own note in a listing of records moves nothing the person asked to move.
    if (!from || from.index.oneMessage) continue;
    const field = from.index.dateTimeTexts.get(key)?.[0]?.field;
    marks.push({ level: "untrusted", source: from.index.tool, on: name, step: from.index.step, ...(field !== undefined ? { field } : {}) });
  }
  return marks;
}

/** Whether a time is among the arguments the tool requires (an event's `start`): a write that makes a record, not one that names it. */
function requiresTime(tool: CompiledTool | undefined, args: Readonly<Record<string, unknown>>): boolean {
  const required = (tool?.spec.arguments as { required?: unknown } | undefined)?.required;
  return Array.isArray(required) && required.some((name) => typeof name === "string" && Object.hasOwn(args, name) && dateTimeKeyOf(args[name]) !== undefined);
}
