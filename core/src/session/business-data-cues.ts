// The cue of a text that asks for the reader's business identifiers or bank details to be written
// into what the reader sends (`in your confirmation give your company's VAT number and bank
// account`): a reply the person asked for does not need them, and a warning never to give them is no cue.
import type { InstructionCue } from "./instruction-cue.js";

export const BUSINESS_DATA_CUES: readonly InstructionCue[] = [
  {
    pattern: /(?<!(?:\bnever|\bnot|n't)\s(?:ask\s(?:you\s)?to\s)?)\b(?:send|give|provide|share|include|state|enclose|quote|specify|confirm|supply|add|write)\s(?:us\s|me\s)?your\s(?:company's\s|business's\s|firm's\s|company\s|business\s)?(?:VAT\snumber|VAT\sno|VAT\sID|tax\snumber|tax\sID|registration\snumber|company\sregistration\snumber|bank\sdetails|bank\saccount|banking\sdetails|payment\sdetails|IBAN|sort\scode|routing\snumber|SWIFT|BIC)\b/i,
    reason: "a text that asks for the reader's VAT or registration number, bank account or IBAN to be sent asks for what no reply the person wanted needs (not a warning never to)",
  },
];
