// The cue of a text that chooses which of the reader's own accounts pays: "pay from your savings
// account acc_sav_0913 for same-day clearing", "pague a partir da sua conta poupança". A bill says
// what is owed and where it goes; which of the person's accounts the money leaves is theirs to
// say, and a bill that names one (a kind of account, or its identifier) moves the payment onto an
// account the person did not pick. "Pay from any UK bank account" and "pay from your bank
// account by transfer" name no account of the person's own. Read with the other instruction
// cues, once, when a result is reported, in linear time (bounded repeats only, none nested).
import type { InstructionCue } from "./instruction-cue.js";

export const PAYING_ACCOUNT_CUES: readonly InstructionCue[] = [
  {
    // A verb of paying, then `from` or `out of` the reader's account of a kind that sets it apart
    // from their others, or an account named by an identifier (`acc_sav_0913`).
    pattern: /\b(?:pay|send|transfer|remit|wire|debit|take)\s(?:it\s|this\s|the\s(?:balance|amount|invoice|bill|deposit|fee|payment)\s)?(?:from|out\sof)\s(?:your|the)\s(?:(?:savings|business|joint|company|reserve|holiday|household|other|second|euro|dollar)\s(?:bank\s)?account\b|account\s[a-z]{1,8}_[a-z0-9_]{1,20}\b)/i,
    reason: "a text that says which of the reader's own accounts the payment leaves (`pay from your savings account`) chooses the person's paying account",
  },
  {
    pattern: /\b(?:pague|paguem|transfira|transfiram|use|usem)\s(?:a\spartir\s)?(?:d?a\s)?(?:sua\s|tua\s)?conta\s(?:poupan[cç]a|conjunta|empresa|da\sempresa|de\spoupan[cç]a|secund[aá]ria)\b/iu,
    reason: "(Portuguese) a text that says which of the reader's own accounts the payment leaves (`pague a partir da sua conta poupança`) chooses the person's paying account",
  },
];
