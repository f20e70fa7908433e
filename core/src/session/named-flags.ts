// A switch nobody asked for, that an outside text names: a write or a send with a flag set on or off
// (`reply_all: true`, `frozen: false`) where the person's turns never say the flag's words as a phrase (flag-phrases.ts) and an
// outside free text does ("please reply to all", "use reply-all", "card must stay active: set
// frozen false"). The flag is the text's choice, as a choice of a
// closed set an outside text names is (origins.ts `namedChoice`), whatever the text's wording and
// though the person pointed at the text. The words are the ones read once with each turn and each
// result (conversation.ts `typedWords`, origins.ts `indexResult`); a check only looks words up.
import type { Mark } from "../model.js";
import type { WorkOutInputs } from "./origins.js";
import { flagNamedInTurn, turnKeys } from "./flag-phrases.js";

/** The longest flag name read for its words. */
const MAX_FLAG = 48;

/** A flag's name as its words (`reply_all`, `replyAll` → `reply`, `all`), lower case. */
export function flagWords(name: string): string[] {
  if (name.length > MAX_FLAG) return [];
  return name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[_\s-]+/)
    .filter((w) => w !== "");
}

/**
 * The marks of the flags a call sets, on or off, that the caller gave no origin, that no turn
 * names in its words, and that an outside free text names: each word of the flag's name, or the
 * name written as one word (`reply-all`). The mark is the newest such text's.
 */
export function namedFlagMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: WorkOutInputs): Mark[] {
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== "boolean" || given(name)) continue;
    const words = flagWords(name);
    if (words.length === 0) continue;
    const joined = words.join("-");
    // The word a set of words names the flag by: each of its words (the first stands for them), else the name written as one.
    const namedBy = (has: (w: string) => boolean): string | undefined => (words.every(has) ? words[0] : has(joined) ? joined : undefined);
    // The turns name it as a phrase (flag-phrases.ts); a text names it by its words anywhere, the stricter reading.
    if (flagNamedInTurn(words, turnKeys(inputs.typedWords, inputs.typedPairs))) continue;
    for (const r of inputs.results) {
      const word = r.textOutside ? namedBy((w) => r.index.words.has(w)) : undefined;
      if (word === undefined) continue;
      marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.words.get(word)! });
      break;
    }
  }
  return marks;
}
