// The cues of a text that asks, in the passive, for a standing payment to be set up: "a standing
// order of 106.17 EUR monthly … is to be set up to …". The verb before the order is read with the
// other instruction cues (instructions.ts); a notice that names the order first and says it "is to
// be set up" asks the same act. Patterns are data, each with its reason; read once, when a result
// is reported, in linear time (bounded repeats only).
import type { InstructionCue } from "./instruction-cue.js";

export const STANDING_ORDER_REQUESTS: readonly InstructionCue[] = [
  {
    pattern: /\b(?:standing\s+orders?|direct\s+debits?|recurring\s+(?:payments?|transfers?)|(?:weekly|monthly|quarterly|yearly|annual)\s+(?:transfers?|payments?|instalments?|installments?))\b(?:[^.;!?]|\.(?=\d)){0,80}\b(?:is|are|must\s+be|should\s+be|needs?\s+to\s+be|has\s+to\s+be|have\s+to\s+be|will\s+need\s+to\s+be)\s+(?:now\s+|then\s+)?(?:to\s+be\s+)?(?:set\s+up|created|arranged|established|put\s+in\s+place|registered|opened)\b/i,
    reason: "a text that says a standing payment is to be set up asks in the passive for an act the person did not ask for by pointing at it",
  },
];
