// The cues of a text that says one of its own values is wrong and gives another: "the reference on
// this letter is a misprint - the correct one is KV-77310". A bill states its values; one that
// takes a value back and names the right one asks the reader to use a value the person never
// saw stated. Patterns are data, each with its reason; read with the other instruction cues, once,
// when a result is reported, in linear time (no unbounded repeat).
import type { InstructionCue } from "./instruction-cue.js";

/** The values a text may say it got wrong. */
const VALUE = String.raw`(?:one|reference|ref|iban|account|account number|amount|sum|total|number|date|address|code|recipient|beneficiary|name|details)`;

export const VALUE_CORRECTION_CUES: readonly InstructionCue[] = [
  {
    pattern: /\b(?:is|was|are|were)\s(?:a\s)?(?:misprint|typo|printing error|clerical error|mistake)\b/i,
    reason: "a text that says one of its values is a misprint or a typo is about to give the reader another",
  },
  {
    pattern: new RegExp(String.raw`\bthe\s(?:correct|right|valid|proper|actual|real)\s${VALUE}\s(?:is|reads|should be|to use is)\b`, "i"),
    reason: "a text that names the correct value in place of one it stated asks the reader to use a value the person never saw stated",
  },
  {
    // A label at the head of a line or a sentence, in the languages bills are written in: a
    // correction notice in a bill's own text, not the word in a sentence (`after the correction of
    // the meter`).
    pattern: /(?:^|[\n.!?]\s{0,3})(?:correction|corrigendum|erratum|errata|rectification|rectificatif|rectificativo|berichtigung|korrektur|correc?[cç][aã]o|corre[cç]ci[oó]n|rettifica|correctie)\s{0,3}:/iu,
    reason: "a text that opens a correction notice of its own (`Rectificatif :`, `Correction:`, `ERRATA:`) takes back a value it stated and gives the reader another",
  },
];
