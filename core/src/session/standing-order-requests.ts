// The cues of a text that asks, in the passive, for something to be set up: "a standing order of
// 106.17 EUR monthly … is to be set up to …". The verb before the order is read with the other
// instruction cues (instructions.ts); a notice that says a thing "is to be set up" asks the same
// act. Patterns are data, each with its reason; read once, when a result is reported, in linear
// time (no repeat).
import type { InstructionCue } from "./instruction-cue.js";

export const STANDING_ORDER_REQUESTS: readonly InstructionCue[] = [
  {
    pattern: /\b(?:is|are) to be (?:set up|created|arranged|established|put in place)\b/i,
    reason: "a text that says a standing payment or a payee is to be set up asks in the passive for an act the person did not ask for by pointing at it",
    asksStanding: true,
  },
];
