// A person's name said with a title (`a Sra. Costa`, `a dona Cida`): the name a record may be kept under.
import type { Span, TurnValue } from "@toolgate/grammar-kit";
import { isTitle } from "./titles.js";
import type { Token } from "./tokens.js";

/**
 * Marks each name said right after a title with its last word in lower case (TurnValue `surname`:
 * `a dona Cida Lopes` → `lopes`, `o Sr. João` → `joão`). The Portuguese name reading leaves the title out of the name, so the word before
 * the name's span is looked at; `values[i]` is the value read from `ordered[i]`. One pass over
 * the tokens and one over the values.
 */
export function markSurnames(text: string, tokens: readonly Token[], ordered: readonly Span[], values: TurnValue[]): void {
  const endingBefore = new Map<number, Token>();
  for (let k = 0; k + 1 < tokens.length; k++) endingBefore.set(tokens[k + 1]!.start, tokens[k]!);
  for (let i = 0; i < ordered.length; i++) {
    const span = ordered[i]!;
    const v = values[i];
    if (span.kind !== "name" || v === undefined || v.kind !== "name" || typeof v.value !== "string") continue;
    const before = endingBefore.get(span.start);
    if (before !== undefined && isTitle(text, before)) v.surname = lastWord(v.value).toLowerCase();
  }
}

/** The last word of a name as written (`Cida Lopes` → `Lopes`): the family name, where a title is said before it. */
function lastWord(name: string): string {
  const words = name.trim().split(/\s+/);
  return words[words.length - 1]!;
}
