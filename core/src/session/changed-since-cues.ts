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
    needs: ["since"],
  },
  {
    // "your instalment is 312.90 EUR from December", "the fee will be 58.00 as of 1 January".
    pattern: new RegExp(String.raw`\b(?:deposit|fee|price|rate|amount|total|charge|premium|cost|surcharge|instalment|installment|payment|rent|share|contribution)s?\s+(?:is|will\s+be|amounts\s+to|comes\s+to|becomes)\s+(?:(?:EUR|GBP|USD|CHF|[€$£])\s?)?\d[\d.,]{0,12}\s?(?:EUR|GBP|USD|CHF|euros?|pounds?|francs?|[€$£])?\s+(?:from|as\s+of|starting(?:\s+(?:from|with|in))?|effective(?:\s+from)?|with\s+effect\s+from|beginning)\s+(?:the\s+)?(?:\d|next\b|${MONTH}|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b)`, "i"),
    reason: "a text that says what a sum is from some day on asks the reader to pay the new one, not the one the person knows",
    announcesSum: true,
    needs: ["deposit", "fee", "price", "rate", "amount", "total", "charge", "premium", "cost", "instal", "payment", "rent", "share", "contribution"],
  },
  {
    // German and Portuguese: "Preis ab Dez. 58,00", "Beitrag ab 1.1. 44 EUR", "o valor passa a 320".
    pattern: /\b(?:Preis|Betrag|Beitrag|Geb[üu]hr|Miete|Rate|Abschlag|Monatsbeitrag)\s+(?:ist\s+|betr[äa]gt\s+)?ab\s+(?:\d{1,2}\.|Jan|Feb|M[äa]r|Apr|Mai|Jun|Jul|Aug|Sep|Okt|Nov|Dez)|\b(?:valor|pre[çc]o|mensalidade|quota|renda|presta[çc][ãa]o)\s+(?:passa|passar[áa]|sobe|subir[áa])\s+(?:a|para)\s+\d/iu,
    reason: "(other languages) a text that says what a sum is from some day on, or that it goes up to another, asks the reader to pay the new one",
    announcesSum: true,
    // Case-insensitive with `u` and a `\b` first, the pattern is tried at every character: the
    // costliest cue on a turn that holds none of its nouns.
    needs: ["preis", "betrag", "beitrag", "geb", "miete", "rate", "abschlag", "valor", "preço", "preco", "mensalidade", "quota", "renda", "presta"],
  },
];
