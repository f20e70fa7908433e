// A switch of a send turned on that nobody named: a `reply_email` with `reply_all: true` where the
// person asked to "reply to her", after an outside text that says "answers on this thread go to
// everyone on it". A send's optional switch changes how far and how the message goes (to everyone
// on a thread, with a copy, as urgent); the person who asks for a send without saying the switch's
// words asked for the send as the tool makes it by default. Turned on by the model after an outside
// text was read, it is the text's choice, in whatever words the text put it (named-flags.ts marks
// a switch the text names by its own words, on a write as on a send). A switch the send requires
// is part of the act, and one turned off only narrows it: neither is read here. Only sets are
// compared: the turns' words were read once with each turn (conversation.ts `typedWords`).
import type { Mark } from "../model.js";
import { flagWords } from "./named-flags.js";
import { flagNamedInTurn, turnKeys, type NearPairs } from "./flag-phrases.js";

/** What the rule looks up: the words of the person's turns, and the reported results, newest first. */
export interface SendSwitchInputs {
  readonly typedWords: ReadonlySet<string>;
  /** The near pairs of the turns' words (flag-phrases.ts): a switch of two words is named as a phrase. */
  readonly typedPairs?: NearPairs;
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: { readonly step: number; readonly tool: string } }>;
}

/**
 * The marks of a send's switches turned on (`true`) that the caller gave no origin, that the
 * tool does not require, and that no turn names (its one word, its words near each other in order,
 * or the name written as one word: flag-phrases.ts), after an outside free text was reported: the newest such text's
 * `untrusted:<tool>`, on the switch.
 */
export function unnamedSendSwitchMarks(args: Readonly<Record<string, unknown>>, required: ReadonlySet<string>, given: (name: string) => boolean, inputs: SendSwitchInputs): Mark[] {
  const newest = inputs.results.find((r) => r.textOutside);
  if (!newest) return [];
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (value !== true || required.has(name) || given(name)) continue;
    const words = flagWords(name);
    if (words.length === 0 || flagNamedInTurn(words, turnKeys(inputs.typedWords, inputs.typedPairs))) continue;
    marks.push({ level: "untrusted", source: newest.index.tool, on: name, step: newest.index.step });
  }
  return marks;
}
