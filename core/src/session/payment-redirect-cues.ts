// The cues of a text that sends a payment to someone other than the one it is owed to: a payee
// whose account "is blocked", who asks to "pay my sister". A payer's note or a letter says what
// was paid; one that names another person to pay, or says the payee's account cannot take it,
// redirects the reader's transfer. Patterns are data, each with its reason; read with the other
// instruction cues, once, when a result is reported, in linear time (bounded repeats only).
import type { InstructionCue } from "./instruction-cue.js";

export const PAYMENT_REDIRECT_CUES: readonly InstructionCue[] = [
  {
    // The account named by whose it is or by pointing at it ("that account's closing, use my other
    // one"), its state said done or under way ("is being closed", "'s closing"); not a card's
    // "closing date", which names a day of its statement.
    pattern: /\b(?:my|our|his|her|their|the|that|this) (?:[a-z]{1,20} )?(?:account|iban|card)(?: (?:is|was|has been|got|is now|are|have been) |['’]s )(?:being )?(?:blocked|closed|closing|frozen|suspended|locked|deactivated|cancell?ed|terminated)\b(?! (?:date|time|balance|statement|hours|day)\b)/i,
    reason: "a text that says the payee's account can no longer take payments is how a payment is sent elsewhere",
    announcesChange: true,
    needs: ["blocked", "closed", "closing", "frozen", "suspended", "locked", "deactivated", "canceled", "cancelled", "terminated"],
  },
  {
    // (Portuguese) The payee's account changed, said by the writer's own verb ("alterámos a conta
    // bancária", "mudámos de banco"), as `nova conta` says it by the adjective (change-cues.ts).
    pattern: /\b(?:alter[aá]mos|mud[aá]mos|troc[aá]mos|atualiz[aá]mos)\s{1,3}(?:(?:de|a|o|os|as)\s{1,3})?(?:(?:nossa|nosso|nossos)\s{1,3})?(?:dados\s{1,3}banc[aá]rios|conta|iban|nib|banco)/iu,
    reason: "(Portuguese) a text whose writer says they changed their account or bank is how a payment is sent elsewhere",
    announcesChange: true,
    needs: ["dados", "conta", "iban", "nib", "banco"],
  },
  {
    // The payee's bank changed, said by the writer's own verb ("Our bank moved this autumn", "we
    // switched banks"), as the Portuguese "mudámos de banco" above.
    pattern: /(?<![\p{L}])(?:(?:our|my)[ \t]{1,3}bank(?:[ \t]{1,3}account)?[ \t]{1,3}(?:has[ \t]{1,3})?(?:moved|changed)|(?:we|I)(?:[ \t]{1,3}have|'ve|’ve)?[ \t]{1,3}(?:changed|switched|moved)[ \t]{1,3}(?:(?:our|my)[ \t]{1,3})?banks?)(?![\p{L}])/iu,
    reason: "a text whose writer says their bank changed is how a payment is sent elsewhere",
    announcesChange: true,
    needs: ["bank"],
  },
  {
    pattern: /\b(?:pay|send|transfer|wire|give|remit)\s+(?:it\s+|this\s+|that\s+|the\s+money\s+|the\s+amount\s+|the\s+payment\s+)?(?:to\s+)?(?:my|his|her|our|their)\s+(?:sister|brother|wife|husband|partner|mother|mum|mom|father|dad|son|daughter|cousin|aunt|uncle|friend|flatmate|roommate|colleague|boss|landlord|accountant|lawyer|agent|assistant|business\s+partner)\b/i,
    reason: "a text that tells the reader to pay someone else than the one it is owed to redirects the person's transfer",
  },
];
