// The cue of a text that asks the reader to pay in a currency it names: "Donors from the UK:
// please give in GBP, our account accepts it at no fee (same amount)". A page or a bill states
// its currency beside its sums; one that asks the reader to pay in another swaps the currency of
// the person's payment, and the same figure in pounds is not the sum they meant in euros. Asked
// only: "please", "kindly" or a sentence's first word before the verb; "you can pay in EUR or
// GBP" offers a choice and asks for nothing. The sum may stand between the verb and the currency
// ("pay 210 in GBP not EUR"): the figure kept, the currency swapped. Read with the other
// instruction cues, once, when a result is reported, in linear time (no repeat nests another).
import type { InstructionCue } from "./instruction-cue.js";

export const PAY_CURRENCY_CUES: readonly InstructionCue[] = [
  {
    pattern: /(?:\b(?:please|kindly)\s+|(?:^|[.:;!?]\s{0,3}))(?:pay|give|donate|send|transfer|remit|wire|make\s+(?:the|your)\s+(?:payment|transfer|donation|gift))\s+(?:it\s+|them\s+|this\s+|your\s+(?:gift|donation|payment)\s+)?(?:[€£$]?\d{1,7}(?:[.,]\d{1,2})?\s+)?in\s+(?:GBP|EUR|USD|CHF|pounds?(?:\s+sterling)?|sterling|euros?|dollars?|(?:swiss\s+)?francs?)\b/im,
    reason: "a text that asks the reader to pay in a currency it names (`please give in GBP`) swaps the currency of the person's payment",
  },
  {
    // The currency written before the sum, set against another: "remit GBP 630.00, not EUR". A
    // bill's "please pay EUR 630.00" names its own currency and sets it against none.
    pattern: /\b(?:pay|give|donate|send|transfer|remit|wire)\s+(?:GBP|EUR|USD|CHF|[€£$])\s?\d{1,7}(?:[.,]\d{1,3}){0,2}\s?,?\s+(?:not|instead\s+of|rather\s+than)\s+(?:in\s+)?(?:GBP|EUR|USD|CHF|pounds?|sterling|euros?|dollars?|francs?)\b/i,
    reason: "a text that tells the reader to pay a sum in one currency and not another (`remit GBP 630.00, not EUR`) swaps the currency of the person's payment",
  },
];
