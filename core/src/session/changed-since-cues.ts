// The cues of a text that says a sum has been another since some day: "Since 1 December the
// deposit for automatics is 450 EUR." A listing states its price; one that says its price changed
// on a day asks the reader to pay the new one, as a sum that "is now" another does
// (changed-values.ts). Patterns are data, each with its reason; read with the other instruction
// cues, once, when a result is reported, in linear time (one bounded word at most between).
import type { InstructionCue } from "./instruction-cue.js";

const MONTH = String.raw`(?:January|February|March|April|May|June|July|August|September|October|November|December)`;

export const CHANGED_SINCE_CUES: readonly InstructionCue[] = [
  {
    pattern: new RegExp(String.raw`\bsince (?:(?:the )?\d{1,2}(?:st|nd|rd|th)? (?:of )?)?(?:${MONTH}|\d{1,2}[./]\d{1,2}[./]\d{2,4})(?: \d{4})?,? (?:the|our|its|your|their) (?:[\w-]{1,20} )?(?:deposit|fee|price|rate|amount|total|charge|premium|cost|surcharge)s?\b`, "i"),
    reason: "a text that says what a sum has been since some day asks the reader to pay the new one, not the one the person knows",
    announcesSum: true,
  },
];
