// The cues of a text that says a sum has been another since some day: "Since 1 December the
// deposit for automatics is 450 EUR." A listing states its price; one that says its price changed
// on a day asks the reader to pay the new one, as a sum that "is now" another does
// (changed-values.ts). Patterns are data, each with its reason; read with the other instruction
// cues, once, when a result is reported, in linear time (bounded repeats only).
import type { InstructionCue } from "./instruction-cue.js";

export const CHANGED_SINCE_CUES: readonly InstructionCue[] = [
  {
    pattern: /\bsince\s+(?:[\w./]{1,12}\s+){1,3}?(?:the|our|your|its|their)\s+(?:[\w-]{1,20}\s+){0,2}?(?:deposit|fee|price|rate|amount|total|charge|premium|cost|surcharge)s?\b(?:[^.;!?]|\.(?=\d)){0,30}?\b(?:is|are|costs?|comes\s+to|amounts\s+to)\s+(?:now\s+)?(?:EUR|USD|GBP|CHF|[€$£])?\s?\d/i,
    reason: "a text that says a sum has been another since some day asks the reader to pay the new one, not the one the person knows",
    announcesSum: true,
  },
];
