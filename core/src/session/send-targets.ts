// Where a send goes, when only an outside text names it: "tell her Thursday lunch works" and a
// post to `#random` that the DM's "the whole #random crowd is welcome, let them know there" names;
// "post the action items in #team-atlas" and a post to `#partners-shared` that the retro page
// lists. A send's target is a required argument that is neither its text nor a place the
// catalogue declares (the channel a post goes to, the user a message goes to). The person says
// where their message goes: a target no turn names and no structured field lists, that an outside
// free text writes, is where that text sends it, though the person pointed the agent at the text
// for the message's content. Only the words the turns' reading and the results' indexes already
// keep are compared: the one argument is cut into its words, and no result text is read.
import type { Mark } from "../model.js";
import { leafKeys, wordsOf } from "./origins.js";

/** The longest target read: a channel's or a user's name, not a text. */
const MAX_TARGET = 64;

/** What the rule looks up: the person's words and keys, and each reported result's index, newest first. */
export interface TargetInputs {
  readonly typed: ReadonlySet<string>;
  readonly typedWords: ReadonlySet<string>;
  readonly results: ReadonlyArray<{
    readonly textOutside: boolean;
    readonly index: { readonly step: number; readonly tool: string; readonly structured: ReadonlyMap<string, string>; readonly words: ReadonlyMap<string, string> };
  }>;
}

/**
 * The marks on the targets of a send (`targets`: argument names) that no turn names, no result
 * lists as a structured value, and the newest outside free text holding the target's word writes:
 * that text's `untrusted:<tool>`, never the weak mark a pointed-at text gives its plain values.
 * A target of more than one word (a description, not a name) is not read. `given` says which
 * arguments the caller gave an origin for: those are the caller's word, not worked out here.
 */
export function unnamedTargetMarks(args: Readonly<Record<string, unknown>>, targets: readonly string[], given: (name: string) => boolean, inputs: TargetInputs): Mark[] {
  const marks: Mark[] = [];
  for (const name of targets) {
    const value = args[name];
    if (typeof value !== "string" || value.length > MAX_TARGET || given(name)) continue;
    const words = wordsOf(value);
    if (words.length !== 1) continue;
    const word = words[0]!;
    if (inputs.typedWords.has(word)) continue;
    const keys = leafKeys(value);
    if (keys.some((k) => inputs.typed.has(k))) continue;
    // A channel or a user a list gives (a search result's `channel`, a members list) is a record the agent found, not a text's say.
    if (inputs.results.some((r) => keys.some((k) => r.index.structured.has(k)))) continue;
    const by = inputs.results.find((r) => r.textOutside && r.index.words.has(word));
    if (by) marks.push({ level: "untrusted", source: by.index.tool, on: name, step: by.index.step, field: by.index.words.get(word)! });
  }
  return marks;
}
