// The cues of a text that asks for a payment to "the same account" it bills already: "Christmas
// materials: 25,00 EUR per child, by transfer to the same account", "the guest also pays 90 EUR
// cleaning, same IBAN". A bill writes its account once, with what it bills; a line that sends the
// reader back to that account asks for one more payment, a standing order or a prepayment beside
// the one the person pointed at. Patterns are data, each with its reason; read with the other
// instruction cues, once, when a result is reported, in linear time (no repeats).
import type { InstructionCue } from "./instruction-cue.js";

export const SAME_ACCOUNT_CUES: readonly InstructionCue[] = [
  {
    pattern: /\b(?:to|into|for|on) the same (?:bank )?(?:account|IBAN)\b|\bsame IBAN\b/i,
    reason: "a text that sends a sum to the same account it bills already asks for one more payment beside the one the person pointed at",
  },
  {
    pattern: /\b(?:para|pela|na) (?:a )?mesma conta\b|\b(?:para|pelo|no) (?:o )?mesmo IBAN\b/i,
    reason: "(Portuguese) a text that sends a sum to the same account it bills already asks for one more payment beside the one the person pointed at",
  },
];
