// A reply the person asked for in a verb of their own ("tell the equipment desk I'll return it on
// Friday"), sent to the very message whose text asks to be answered ("if you need longer, reply to
// this message with the new return date"). The text's asking for a reply names, in its words, the
// act the person asked for in theirs: it did not lead to the call. A text that speaks to the agent,
// or a call holding a value nobody gave, is still read as leading it (worked-out.ts
// `instructionLed`); a reply to another message than the one that asks, one no turn asks for in
// any verb, or one beside turns that name another sending tool's act ("forward it to Harriet"), is
// not this.
import { leafKeys } from "./origins.js";

/** A reported result as this rule reads it: the structured values it holds (its records' ids among them). */
export interface AnsweredResult {
  readonly index: { readonly structured: ReadonlyMap<string, string> };
}

/**
 * Whether a reply answers the result's own message where the person's latest turn asks a send:
 * the record it replies to (`replyTo`, the call's id argument) is one the result holds as a
 * structured value. `sendAsked` is read only when the id matches.
 */
export function answersAskedReply(replyTo: unknown, r: AnsweredResult, sendAsked: () => boolean): boolean {
  if (typeof replyTo !== "string") return false;
  const keys = leafKeys(replyTo);
  return keys.length > 0 && keys.some((k) => r.index.structured.has(k)) && sendAsked();
}
