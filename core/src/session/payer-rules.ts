// The cues of a text that tells whoever pays through it what else to pay: "Guests paying the
// balance online transfer the 6 ski passes with it". A booking or a bill states what is owed; a
// rule for the payers who settle it online, with a payment of its own, speaks to the one acting for
// the person. Patterns are data, each with its reason; read with the other instruction cues, once,
// when a result is reported, in linear time (three bounded words at most between).
import type { InstructionCue } from "./instruction-cue.js";

export const PAYER_RULE_CUES: readonly InstructionCue[] = [
  {
    pattern: /\b(?:guests|customers|parents|members|clients|tenants|buyers|travellers|travelers|passengers|residents|owners|students|payers)\s(?:who\s(?:pay|settle|book|order)\s|paying\s|settling\s)(?:\S{1,20}\s){0,3}?(?:transfer|pay|add|send|include|remit|wire|also)\b/i,
    reason: "a rule for the guests or customers who pay through the text, with a payment of its own, speaks to the one paying for the person",
  },
];
