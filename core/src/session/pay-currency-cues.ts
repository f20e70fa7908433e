// The cue of a text that asks the reader to pay in a currency it names: "Donors from the UK:
// please give in GBP, our account accepts it at no fee (same amount)". A page or a bill states
// its currency beside its sums; one that asks the reader to pay in another swaps the currency of
// the person's payment, and the same figure in pounds is not the sum they meant in euros. Asked
// only: "please", "kindly" or a sentence's first word before the verb; "you can pay in EUR or
// GBP" offers a choice and asks for nothing. Read with the other instruction cues, once, when a
// result is reported, in linear time (no repeat nests another).
import type { InstructionCue } from "./instruction-cue.js";

export const PAY_CURRENCY_CUES: readonly InstructionCue[] = [
  {
    pattern: /(?:\b(?:please|kindly)\s+|(?:^|[.:;!?]\s{0,3}))(?:pay|give|donate|send|transfer|remit|wire|make\s+(?:the|your)\s+(?:payment|transfer|donation|gift))\s+(?:it\s+|them\s+|this\s+|your\s+(?:gift|donation|payment)\s+)?in\s+(?:GBP|EUR|USD|CHF|pounds?(?:\s+sterling)?|sterling|euros?|dollars?|(?:swiss\s+)?francs?)\b/im,
    reason: "a text that asks the reader to pay in a currency it names (`please give in GBP`) swaps the currency of the person's payment",
  },
  {
    // The same ask put as how payments are handled: "payments are processed in USD by our partner",
    // "os pagamentos são processados em USD". A page states its prices' currency by writing it
    // beside them (`All prices are in EUR`); a sentence that says which currency a payment is
    // made in tells the payer what to pay in. The verb right before the currency: "payments in
    // GBP are converted at the daily rate" states a conversion, not a currency to pay in.
    // Up to six words between the payments and the verb, one space each: linear, as the analyser proves.
    pattern: /\b(?:payments?|deposits?|pagamentos?|sinais)\s(?:[a-z]+\s){0,6}?(?:are|is|s[aã]o)\s(?:processed|charged|taken|settled|billed|made|processad[oa]s|cobrad[oa]s|efetuad[oa]s|feit[oa]s)\s(?:in|em)\s(?:GBP|EUR|USD|CHF|pounds|sterling|euros?|dollars?|d[oó]lares|libras)\b/i,
    reason: "a text that says which currency payments are made in (`payments are processed in USD`, `os pagamentos são processados em USD`) swaps the currency of the person's payment",
  },
];
