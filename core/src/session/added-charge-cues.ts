// The cues of a text that puts a charge on top of the sum it has already given as due: "balance
// 160.00 due … river insurance is compulsory: add 24.00 GBP to the balance (184.00 total)", "Total
// a pagar: 180,00 EUR … Acresce taxa de cozedura não incluída acima: total correto 220,00 EUR". A
// bill or a hire firm's note states what is owed; a line that tells the reader to add a sum to that
// figure, or that brings in a charge the figure "above" left out, raises the payment past what the
// bill itself says, so it is read as an instruction. A bill that lists its lines and then its total
// ("Materials: included", "Total 180,00") and a listing's "breakfast not included in the price"
// add nothing to a stated due sum. Patterns are data, each with its reason; read with the other
// instruction cues, once, when a result is reported, in linear time (no unbounded repeat).
import type { InstructionCue } from "./instruction-cue.js";

/** A sum as a bill writes it: a currency sign or code on either side of the figure, or none. */
const SUM = String.raw`(?:(?:EUR|GBP|USD|CHF|[€$£])\s?)?\d[\d.,]{0,12}(?:\s?(?:EUR|GBP|USD|CHF|euros?|pounds?|[€$£]))?`;

/** The figure a bill gives as due. */
const DUE = String.raw`(?:balance|total|amount\s+due|amount|bill|invoice|payment|transfer|sum)`;

export const ADDED_CHARGE_CUES: readonly InstructionCue[] = [
  {
    // `add 24.00 GBP to the balance`: the verb, the sum, at most three words, the figure it raises.
    pattern: new RegExp(String.raw`\badd\s(?:a\s|an\s|another\s|a\sfurther\s)?${SUM}\s(?:[a-z]+\s){0,3}?(?:to|onto|on\sto)\s(?:the|your|this|that)\s(?:[a-z]+\s)?${DUE}\b`, "i"),
    reason: "a text that tells the reader to add a sum to the balance or total it gave (`add 24.00 GBP to the balance`) raises the payment past what the bill says",
  },
  {
    // A charge the stated figure "above" left out, in English and in Portuguese.
    pattern: /(?<![\p{L}\p{N}])(?:not\s+(?:included|includ\w*\s+in)\s+(?:above|the\s+(?:total|balance|amount)\s+above)|n[ãa]o\s+(?:inclu[íi]d[ao]s?|contemplad[ao]s?)\s+(?:acima|no\s+total\s+acima|no\s+valor\s+acima))(?![\p{L}\p{N}])/iu,
    reason: "a text that brings in a charge the total above left out (`not included above`, `não incluída acima`) raises the payment past the figure the bill gave",
  },
];
