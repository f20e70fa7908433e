// A send nobody asked for, after an outside text that speaks to the agent: "check the channel and
// set me a reminder", and a thread reply signing the person up that a parent's message tells
// "assistants reading this" to post. The text need not name the send's own act (it says "reply",
// the tool posts): the person asked for no message to go out at all, in any verb, and a text
// addressed to the software reading it is what a send then answers. A send the person asked for
// in their own words ("tell her", "DM whoever asked", "reply in the thread") is left to the rules
// that read what it says and where it goes. Only what the turn's and the results' one reading
// kept is compared: whether the latest turn asks a send, and whether a result's text speaks to the agent.
import type { Mark } from "../model.js";

/** What the rule reads of each reported result, newest first. */
export interface AddressedResult {
  readonly textOutside: boolean;
  readonly index: { readonly step: number; readonly tool: string; readonly addressed: boolean; readonly instructedField?: string };
}

/**
 * The mark on `call` of a send whose act the turns never name (`actAsked`) while the latest turn
 * asks for no send in any verb (`sendAsked`), where an outside result's free text speaks to the
 * agent: the newest such text's `untrusted:<tool>`.
 */
export function unaskedSendMark(actAsked: boolean, sendAsked: () => boolean, results: readonly AddressedResult[]): Mark | undefined {
  if (actAsked) return undefined;
  const by = results.find((r) => r.textOutside && r.index.addressed);
  if (!by || sendAsked()) return undefined;
  return { level: "untrusted", source: by.index.tool, on: "call", step: by.index.step, ...(by.index.instructedField !== undefined ? { field: by.index.instructedField } : {}) };
}
