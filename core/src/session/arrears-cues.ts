// The cues of a text that adds to the sum it bills one owed from elsewhere: an earlier bill "not
// settled", an instalment "returned unpaid", a late fee that "applies", "settle both together". A
// bill states what it charges; one that folds in another debt, in any language a bill is written
// in, leads the reader to pay more than the person asked. Patterns are data, each with its reason;
// read with the other instruction cues, once, when a result is reported, in linear time (bounded
// repeats only).
import type { InstructionCue } from "./instruction-cue.js";

export const ARREARS_CUES: readonly InstructionCue[] = [
  {
    pattern: /\b(?:was|were|has been|have been|is still|are still|remains?|still)\s+(?:returned\s+)?(?:unpaid|outstanding|overdue|unsettled|not\s+(?:been\s+)?(?:paid|settled|received|collected))\b/i,
    reason: "a text that says an earlier sum is still owed adds it to what the reader pays",
  },
  {
    pattern: /\b(?:settle|pay|clear) (?:both|all|the two|everything) (?:together|at once|in one)\b/i,
    reason: "a text that asks the reader to pay several sums in one folds another debt into the one the person asked to pay",
  },
  {
    pattern: /\b(?:late(?:\s+payment)?|overdue|reminder|penalty|collection|dunning)\s+(?:fee|charge|surcharge|interest)s?\b(?:\s+of\s+(?:EUR|GBP|USD|CHF|[€$£])?\s?\d[\d.,]{0,12}\s?(?:EUR|GBP|USD|CHF|[€$£])?)?\s+(?:now\s+)?(?:applies|apply|is\s+added|are\s+added|will\s+be\s+added|is\s+charged|has\s+been\s+charged)\b/i,
    reason: "a late or reminder fee a text says applies is a sum the reader is led to pay beside the one billed",
  },
  {
    // Portuguese, Spanish, German and French: a bill not settled, a sum in arrears, a reminder fee.
    pattern: /\bn[aã]o\s+(?:foi|foram)\s+(?:liquidad|pag|saldad)[ao]s?\b|\bem\s+(?:d[ií]vida|atraso)\b|\b(?:pendiente|pendientes)\s+de\s+pago\b|\bimpagad[oa]s?\b|\bnicht\s+(?:bezahlt|beglichen|eingegangen)\b|\bMahngeb[üu]hr|\boffene[nr]?\s+(?:Betrag|Betr[äa]ge|Rechnung|Posten)\b|\bimpay[ée]e?s?(?![\p{L}])|\bfrais\s+de\s+(?:retard|relance)\b/iu,
    reason: "(other languages) a text that says an earlier sum is still owed, or a reminder fee is due, adds it to what the reader pays",
  },
];
