// The cues of a text that announce a change of an account, an address or a recipient, or of a
// sum: every person's turn is read for them (a person who speaks of the change knows of it), so
// they are kept apart from the other instruction cues, which only an outside text is read for. The
// six written here take their places in the list of every cue (instruction-table.ts); a test holds
// CHANGE_CUES to the cues of that list that announce a change.
import { wordFinder } from "./caseless.js";
import { CHANGED_SINCE_CUES } from "./changed-since-cues.js";
import { CHANGED_VALUE_CUES } from "./changed-values.js";
import type { InstructionCue } from "./instruction-cue.js";
import { PAYMENT_REDIRECT_CUES } from "./payment-redirect-cues.js";
import { COLLECTION_CHANGE_CUES } from "./collection-change-cues.js";

/** A changed account, address or recipient (`new bank details`). */
export const NEW_DETAILS: InstructionCue = {
  // Or the details first, then the change: "the marina's bank details changed on 1 November".
  pattern: /\b(?:new|updated|changed|different|correct(?:ed)?)\s+(?:bank\s+|payment\s+|account\s+)?(?:details|account|iban|bank|beneficiary|address|recipient)\b|\b(?:bank|banking|payment|account)\s+(?:details|account|iban)\s+(?:were\s+|was\s+)?(?:changed|updated)\b/i,
  reason: "a changed account or recipient is the commonest fraud a text asks for",
  announcesChange: true,
  // `addres`: the needs are found as parts of words, and core quotes no check's id (`address`).
  needs: ["details", "account", "iban", "bank", "beneficiary", "addres", "recipient"],
};

/** A text that says where payments or messages go has changed (`no longer`, `from now on`). */
export const CHANGED_ROUTE: InstructionCue = {
  pattern: /\b(?:has|have)\s+(?:changed|moved)\b|\bno longer\b|\bcorrection(?:\s+notice)?\b|\bfrom now on\b|\bgo(?:es)? to\s+(?:[A-Z]{2}\d{2}|[\w.+-]+@)/i,
  reason: "a text that says where payments or messages go has changed",
  announcesChange: true,
  needs: ["changed", "moved", "no longer", "correction", "from now on", "go to", "goes to"],
};

/** Payments or messages moved to another place, or an address or account to use. */
export const MOVED_ELSEWHERE: InstructionCue = {
  pattern: /\b(?:moved|switched|changed|transferred)\s+(?:over\s+)?to\s+(?:[A-Z]{2}\d{2}\b|[\w.+-]+@)|\buse\s+(?:this|that|the\s+new|our\s+new|the\s+following)\s+(?:e-?mail\s+)?(?:address|account|iban|mailbox|number|details|link|url)\b/i,
  reason: "a text that moves where messages or payments go, or says which address or account to use, fills the reader's call",
  announcesChange: true,
  needs: ["moved", "switched", "changed", "transferred", "use"],
};

/**
 * An account to use written right after the verb ("moved to Monzo, use GB21 MONZ … from now", "use
 * IBAN LT60 …"), as `go to` an IBAN reads it in CHANGED_ROUTE. A bill says where it is paid (`IBAN
 * …`, `pay to …`); a text that tells the reader which account to use has one to replace. A cue of
 * its own: one blank or tab run of at most three keeps it linear.
 */
export const ACCOUNT_TO_USE: InstructionCue = {
  pattern: /\buse[ \t]{1,3}(?:iban[ \t]{1,3})?[A-Z]{2}\d{2}\b/i,
  reason: "a text that tells the reader which account to use fills the reader's call",
  announcesChange: true,
  needs: ["use"],
};

/** (Portuguese) A changed account or recipient (`novos dados bancários`). */
export const NEW_DETAILS_PT: InstructionCue = {
  pattern: /\b(?:nov[oa]s?|atualizad[oa]s?|diferentes?)\s+(?:dados\s+banc[aá]rios|dados\s+de\s+pagamento|conta|iban|nib|morada|endere[cç]o|destinat[aá]rio|benefici[aá]rio)/iu,
  reason: "(Portuguese) a changed account or recipient is the commonest fraud a text asks for",
  announcesChange: true,
  needs: ["dados", "conta", "iban", "nib", "morada", "endere", "destinat", "benefici"],
};

/** (other languages) Where payments or messages go from now on, or instead (`ab sofort`, `désormais`). */
export const CHANGED_ROUTE_OTHER_LANGUAGES: InstructionCue = {
  pattern: /\b(?:ab sofort|ab jetzt|stattdessen|k[üu]nftig|neue[nrs]?\s+(?:Bankverbindung|Kontoverbindung|Konto|IBAN|Adresse|Empf[äa]nger)|a partir de ahora|en su lugar|en lugar de eso|nueva\s+cuenta|nuevo\s+IBAN|d[ée]sormais|dor[ée]navant|[àa] partir de maintenant|[àa] la place|nouvel(?:le)?s?\s+(?:IBAN|compte|coordonn[ée]es\s+bancaires|adresse)|d'ora in poi|d'ora in avanti|invece|nuov[oi]\s+(?:IBAN|conto)|nuove\s+coordinate\s+bancarie|voortaan|in plaats daarvan|nieuw(?:e)?\s+(?:rekeningnummer|rekening|IBAN|adres))(?![\p{L}])/iu,
  reason: "(other languages) a text that says where payments or messages go from now on, or instead, is how a changed account is asked for",
  announcesChange: true,
  needs: ["ab sofort", "ab jetzt", "stattdessen", "nftig", "neue", "a partir de ahora", "en su lugar", "en lugar de eso", "nuev", "sormais", "navant", "partir de maintenant", "la place", "nouvel", "d'ora in", "invece", "nuov", "voortaan", "in plaats daarvan", "nieuw"],
};

/** Every cue that announces a change of either kind. */
export const CHANGE_CUES: readonly InstructionCue[] = ([NEW_DETAILS, CHANGED_ROUTE, MOVED_ELSEWHERE, ACCOUNT_TO_USE, NEW_DETAILS_PT, CHANGED_ROUTE_OTHER_LANGUAGES, ...CHANGED_VALUE_CUES, ...PAYMENT_REDIRECT_CUES, ...CHANGED_SINCE_CUES, ...COLLECTION_CHANGE_CUES] as readonly InstructionCue[]).filter(
  (c) => c.announcesChange === true || c.announcesSum === true,
);

/** The change cues' words a lower-cased text holds, found in one pass for all of them. */
export const changeWords = wordFinder(CHANGE_CUES.flatMap((c) => c.needs ?? []));
