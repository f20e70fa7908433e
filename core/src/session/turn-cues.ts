// What a person's turn says beside its values, as the grammars that read it find it (the grammar
// port's `turnCues`): the engine holds no pattern of any language for it. Asked once per turn,
// when it is read, never per call.
import type { Grammar, TurnCue } from "@toolgate/grammar-kit";
import { TURN_CUES } from "@toolgate/grammar-kit/port";
import { grammarList } from "./grammar-lists.js";

/**
 * The cues a turn holds in any of the grammars that read it. A grammar's answer is data: only the
 * port's cues are kept; a grammar that throws or gives no list gives none, and the turn then
 * holds no cue of its (the stricter reading: a link an outside text holds stays the text's).
 */
export function turnCuesIn(text: string, readers: readonly Grammar[]): ReadonlySet<TurnCue> {
  const out = new Set<TurnCue>();
  for (const grammar of readers) {
    for (const c of grammarList(() => grammar.turnCues(text), TURN_CUES.length * 4)) if (TURN_CUES.includes(c as TurnCue)) out.add(c as TurnCue);
  }
  return out;
}
