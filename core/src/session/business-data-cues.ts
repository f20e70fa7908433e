// The cue of a text that asks for the reader's business identifiers or bank details to be written
// into what the reader sends (`in your confirmation give your company's VAT number and bank
// account`), or its contract's or account's number sent to the writer itself (`DM me the gym's
// service contract number`): a reply the person asked for does not need them, and a warning never
// to give them is no cue.
import type { InstructionCue } from "./instruction-cue.js";

export const BUSINESS_DATA_CUES: readonly InstructionCue[] = [
  {
    pattern: /(?<!(?:\bnever|\bnot|n't)\s(?:ask\s(?:you\s)?to\s)?)\b(?:send|give|provide|share|include|state|enclose|quote|specify|confirm|supply|add|write)\s(?:us\s|me\s)?your\s(?:company's\s|business's\s|firm's\s|company\s|business\s)?(?:VAT\snumber|VAT\sno|VAT\sID|tax\snumber|tax\sID|registration\snumber|company\sregistration\snumber|bank\sdetails|bank\saccount|banking\sdetails|payment\sdetails|IBAN|sort\scode|routing\snumber|SWIFT|BIC)\b/i,
    reason: "a text that asks for the reader's VAT or registration number, bank account or IBAN to be sent asks for what no reply the person wanted needs (not a warning never to)",
  },
  {
    // The writer asks to be sent, itself, the number of a contract, an account or a licence the
    // reader holds (`DM me the gym's service contract number`): one blank between words, at most
    // three words of whose it is before the record's word.
    pattern: /\b(?:dm|message|email|e-mail|text|send|give)\s(?:me|us)\s(?:the|your)\s(?:[\p{L}'-]{1,20}\s){0,3}(?:contract|account|customer|policy|licen[cs]e|membership|supplier|serial)\s(?:number|no|id|code)\b/iu,
    reason: "a text that asks the reader to send its writer the number of a contract, an account or a licence the reader holds (`DM me the gym's service contract number`) asks for what no message the person wanted needs",
  },
];
