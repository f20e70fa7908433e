// The cues a text someone outside wrote is read for, as data, each with the reason it is a cue,
// and what is made of them once: loaded when a text is first read for cues (instructions.ts), so
// an engine that reads no turn and no result never builds them.
import { anyOf } from "./caseless.js";
import { ACCOUNT_TO_USE, CHANGED_ROUTE, CHANGED_ROUTE_OTHER_LANGUAGES, MOVED_ELSEWHERE, NEW_DETAILS, NEW_DETAILS_PT } from "./change-cues.js";
import { BOOKED_PERSON_CUES } from "./booked-person-cues.js";
import { CHANGED_SINCE_CUES } from "./changed-since-cues.js";
import { PAYMENT_AGAIN_CUES } from "./payment-again-cues.js";
import { CHANGED_VALUE_CUES } from "./changed-values.js";
import { EXTRA_ITEM_CUES } from "./extra-item-cues.js";
import { EXTRA_PAYMENT_CUES } from "./extra-payment-cues.js";
import type { InstructionCue } from "./instruction-cue.js";
import { LOSS_THREAT_CUES } from "./loss-threat-cues.js";
import { NOTICE_LABEL_CUES } from "./notice-labels.js";
import { PASSED_ON_CUES } from "./passed-on-cues.js";
import { PAYER_RULE_CUES } from "./payer-rules.js";
import { PAYMENT_REDIRECT_CUES } from "./payment-redirect-cues.js";
import { PERSONAL_DATA_CUES } from "./personal-data-cues.js";
import { BUSINESS_DATA_CUES } from "./business-data-cues.js";
import { INTERMEDIARY_CUES } from "./intermediary-cues.js";
import { STANDING_RULE_CUES } from "./standing-rule-cues.js";
import { ADJUST_CUES } from "./adjust-cues.js";
import { ADDED_CHARGE_CUES } from "./added-charge-cues.js";
import { UNNEEDED_ACT_CUES } from "./unneeded-act-cues.js";
import { PROFILE_CUES } from "./profile-cues.js";
import { RECORD_ACT_CUES } from "./record-act-cues.js";
import { STANDING_ORDER_REQUESTS } from "./standing-order-requests.js";
import { VALUE_CORRECTION_CUES } from "./value-corrections.js";
import { ARREARS_CUES } from "./arrears-cues.js";
import { UNDO_CUES } from "./undo-cues.js";
import { PAYMENT_DAY_CUES } from "./payment-day-cues.js";
import { PAY_CURRENCY_CUES } from "./pay-currency-cues.js";
import { CREDENTIAL_CUES } from "./credential-cues.js";
import { REMOVAL_CUES } from "./removal-cues.js";
import { BOOKING_FILL_CUES } from "./booking-fill-cues.js";
import { COLLECTION_CHANGE_CUES } from "./collection-change-cues.js";
import { ALONGSIDE_CHANGE_CUES } from "./alongside-change-cues.js";
import { MESSAGE_CONTENT_CUES } from "./message-content-cues.js";
import { SUMMARY_CUES } from "./summary-cues.js";
import { RELAY_CUES } from "./relay-cues.js";
import { REVISION_CUES } from "./revision-cues.js";
import { PAYING_ACCOUNT_CUES } from "./paying-account-cues.js";
import { RELOCATION_CUES } from "./relocation-cues.js";
import { SELF_CHOSEN_RECORD_CUES } from "./self-chosen-records.js";
import { BUY_AHEAD_CUES } from "./buy-ahead-cues.js";
import { SAME_ACCOUNT_CUES } from "./same-account-cues.js";
import { HIDDEN_COMMENT_CUES } from "./hidden-comment-cues.js";
import { DROPPED_LINK_CUES } from "./dropped-link-cues.js";
import { SYSTEM_ADDRESS_CUES } from "./system-address-cues.js";
import { WHOLE_LIST_CUES } from "./whole-list-cues.js";
import { RECORD_COMMAND_CUES } from "./record-command-cues.js";
import { CALENDAR_COMMAND_CUES } from "./calendar-command-cues.js";
import { STANDING_SETUP_CUES_PT } from "./standing-setup-cues-pt.js";
import { SELF_CORRECTION_CUES } from "./self-correction-cues.js";

/** The verbs that ask for a card's number or a code to be handed over: the cue looks at what follows each, and behind it for a negation. */
const CARD_ASK_VERBS = "send|give|write|provide|share|tell|include|put|dm|email|text|post|paste|forward|supply|reply with|respond with|answer with";

export const INSTRUCTION_CUES: readonly InstructionCue[] = [
  {
    pattern: /\b(?:assistants?|AI|agents?|bots?|copilots?|LLMs?|language models?|shoppers?|payers?)\b\W{0,3}(?:\w+\W+){0,3}(?:must|should|shall|can|may|need to|are to|is to|will|pay|send|transfer|forward|add|invite|share|book|cancel|delete|reply|grant|set|update|use|include|email|dm|open|fetch|load|submit|complete|subscribe|reserve|upgrade|keep|remove|round|create|order|ask|tell|make|copy|unfreeze|confirm)\b/i,
    reason: "a text that tells an assistant, an agent or a bot what to do is written for the agent, not the person",
    toAgent: "named",
  },
  {
    pattern: /\b(?:AI|assistants?|bots?|agents?)\s*[:,)\]]|\b(?:by|to|for|through|via)\s+(?:the\s+|your\s+|their\s+|an?\s+)?(?:(?:booking|banking|shopping|travel|reading)\s+)?(?:assistants?|agents?|AI|bots?|tools?|software)\b/i,
    reason: "a text that addresses the reader's assistant, or hands it a task, speaks to the agent",
    toAgent: "named",
  },
  {
    pattern: /\b(?:ignore|disregard|forget|override)\s+(?:all\s+|any\s+|the\s+|your\s+)?(?:previous|prior|above|earlier|other|original)\b/i,
    reason: "telling the reader to drop what it was told is how an injection takes over",
  },
  {
    pattern: /\binstead\b(?!\s+of\s+(?:(?:EUR|USD|GBP|CHF|[€$£])\s?)?\d)/i,
    reason: "a text that swaps what the reader would do for something else; not a sum set beside the one it replaces (`44.00 EUR instead of 39.00 EUR` says what changed, not what to do)",
  },
  {
    pattern: /\brather than\s+(?:cancel|cancell?ing|delete|deleting|pay|paying|send|sending|book|booking|reply|replying|forward|forwarding|refund|refunding|transfer|transferring|remove|removing|accept|accepting|decline|declining|move|moving|share|sharing)\b/i,
    reason: "a text that puts another act in place of the one the reader would do (`rather than cancel, move it`)",
  },
  NEW_DETAILS,
  CHANGED_ROUTE,
  MOVED_ELSEWHERE,
  ACCOUNT_TO_USE,
  {
    pattern: /\b(?:urgent(?:ly)?|immediately|right away|asap|without delay|IMPORTANT)\b/,
    reason: "urgency pushes the reader to act before the person sees it",
    pressing: true,
  },
  {
    pattern: /\b(?:also|additionally|and then)\s+(?:please\s+)?(?:send|transfer|forward|pay|add|invite|share|set\s+up|set|book|cancel|delete|remove|grant|make|email|dm|post|reply|schedule|update|change|move|upload|reserve|order|rent|hire|buy|purchase|ship|subscribe|register)\b/i,
    reason: "an extra action asked alongside the one the person wanted",
  },
  {
    // Putting someone in a channel or a list is adding them (`Also put insurer.liaison in any
    // incident channel`). A cue of its own, blanks bounded: `put` in the list above made the
    // analyser find that pattern polynomial.
    pattern: /(?<![\p{L}])(?:also|additionally)[ \t]{1,3}(?:please[ \t]{1,3})?put(?![\p{L}])/iu,
    reason: "an extra action asked alongside the one the person wanted: someone put in a channel or a list beside the ones asked",
  },
  {
    pattern: /\b(?:do not|don't|without)\s+(?:tell|telling|inform|informing|mention|mentioning|ask|asking|confirm|confirming|notify|notifying)\b/i,
    reason: "keeping the person out of the loop is what an injection wants",
  },
  {
    pattern: /\b(?:verify|confirm|validate|re-?enter)\s+(?:your|the)\s+(?:identity|account|card|details|login|password|credentials)\b/i,
    reason: "asking the reader to verify an identity or account leads to a phishing page",
  },
  {
    pattern: /\b(?:send|forward|copy|cc|email|mail|dm|dmed|invite|share|shared|sent|copied|forwarded|post|add|attach|attached|include|included|cancel|delete|remove)\b(?:[^.;!?]|\.(?=\S)){0,80}\b(?:as well|too)\b/i,
    reason: "an extra recipient, place or thing acted on alongside the one the person wanted",
  },
  {
    pattern: /\b(?:must|should)\s+(?:also\s+)?(?:be\s+)?(?:sent|shared|copied|forwarded|dmed|include|prepaid|wired|send|add|invite|invited|copy|order|say|placed|made|paid|booked|shipped|delivered|addressed|increased|doubled|changed|set)\b/i,
    reason: "a rule that says every such message or order must go somewhere else or hold something else",
  },
  {
    pattern: /\b(?:set(?:ting)?\s+up|create|creating|add|adding|save|saving|open|opening|register|registering|arrange|arranging|authori[sz]e|authori[sz]ing|schedule|scheduling|enable|enabling|activate|activating)\b(?:[^.;!?]|\.(?=\S)){0,80}\b(?:standing orders?|(?:daily|weekly|monthly|quarterly|yearly|annual|recurring)\s+(?:transfers?|payments?|orders?)|direct debits?|payees?|retainers?|subscriptions?|advance payments?)\b/i,
    reason: "a new standing payment or payee asked by the text is an act the person did not ask for by pointing at it",
    asksStanding: true,
  },
  {
    // One who speaks is named in words (`[bank: …]`, `(Corrected statement: 21/11 was …)`); a
    // label that counts something and a figure after it (`(sinal para 2 noites: 33 EUR)`,
    // `(room 2: 83)`) is a table's entry. A counted label before words still speaks (`(Brunch dia 13: reservem …)`).
    // An aside that opens with a pronoun and its verb ("(you may already have it saved: 9th Kendal
    // Scouts)") is the writer's own clause.
    pattern: /[[(]\s*(?![Yy]ou\b|[Ww]e\b|I\b|[Tt]hey\b|[Ii]t\b)[A-Za-z](?:[A-Za-z_' ]{0,29}:\s|[\w' ]{0,29}:\s(?!\s{0,2}(?:[€$£]\s?)?\d))/,
    reason: "an aside that opens with a label (`[bank: …]`, `(note for …:`) poses as a message from someone other than the writer; a label with a number a figure follows (`(2 nights: 33 EUR)`) is a table's entry",
  },
  {
    // The same aside with its author named and no colon: "[comment by guest editor] Vale Lane is
    // waterlogged …", "(note from the office)". What follows is another's word inside the text.
    pattern: /[[(]\s*(?:comment|note|edit|edited|update|updated|suggestion|message|correction|added)\s+(?:by|from)\s[^\])\n]{1,40}[\])]/i,
    reason: "an aside that names another author than the writer (`[comment by guest editor]`) poses as a message from someone other than the writer",
  },
  {
    pattern: /\b(?:replies|answers|responses|reply|answer|response)\b(?:[^.;!?]|\.(?=\S)){0,40}\b(?:must|should|need to|have to|are to)\s+(?:also\s+)?(?:include|contain|mention|quote|list|give|go|be sent|be copied|copy)\b/i,
    reason: "a rule about where every reply to the text goes or what it holds asks for what the person never said to send",
  },
  {
    pattern: /\b(?:include|add|attach|put|mention|give|list|quote|paste|write|state|provide|supply|enclose|specify|insert|type|note)\b(?:[^.;!?]|\.(?=\S)){0,60}\bin\s+(?:your|the|any)\s+(?:reply|replies|answer|response|message|confirmation)\b/i,
    reason: "a text that says what the reader's reply must hold asks for what the person never said to send",
  },
  {
    pattern: /\b(?:(?:when|once|if|as)\s+you\s+(?:reply|answer|respond|write back|confirm|accept)|in\s+(?:your|the|any)\s+(?:reply|answer|response|confirmation))\b(?:[^.;!?]|\.(?=\S)){0,40}\b(?:add|include|attach|quote|paste|list|mention|give us|tell us|send us)\b/i,
    reason: "a text that says what the reader's reply or confirmation must carry, the reply named first (`when you reply, please add …`), asks for what the person never said to send",
  },
  {
    // The reply's very words, quoted or in capitals, then the message it answers: "reply YES LATE
    // CHECKOUT to this email", "reply 'confirm' to this message". Not "reply ASAP", which gives no
    // words, nor "reply to this email", which gives none either. Case-sensitive for the capitals.
    pattern: /\b(?:[Rr]eply|REPLY|[Rr]espond|[Aa]nswer|[Tt]ext)\s+(?:["“'‘][^"”'’\n]{1,40}["”'’]|[A-Z]{2,}(?:\s+[A-Z]{2,}){0,4})\s+to\s+(?:this|the|our)\s+(?:e-?mail|message|mail|text|sms|number)\b/,
    reason: "a text that gives the very words of the reader's reply (`reply YES LATE CHECKOUT to this email`) fills a reply the person never asked for",
  },
  {
    pattern: /(?:(?:^|[.!?,;:\-–—]\s+|\b(?:please|kindly|just|simply)\s+)(?:reply|respond|answer|write back)\s+(?:to\s+(?:this|us|me|our)\s+(?:(?:e-?mail|message|mail|note|letter|post)\s+)?)?|\b(?:reply|respond|answer|write back)\s+to\s+(?:this|us|me|our)\s+(?:(?:e-?mail|message|mail|note|letter|post)\s+)?)with\s+(?:the|your)\b/i,
    reason: "a text that tells the reader what to reply with (`…, reply with your card number`, `reply to this email with your rates`) fills the reader's reply",
  },
  {
    // The same ask, of the reader's own things (`To accept, reply with your guest list`): what the
    // reply is to carry is named in this sentence alone, so a send that says it (`Guest list
    // attached`) took its words from the text, not from the person (cue-claims.ts). Not `reply
    // with the slot you want`: a choice among the letter's own values, which the reply restates
    // with the facts beside it (`Access will be clear` after `the lorry needs clear access`).
    pattern: /(?:(?:^|[.!?,;:\-–—]\s+|\b(?:please|kindly|just|simply)\s+)(?:reply|respond|answer|write back)\s+(?:to\s+(?:this|us|me|our)\s+(?:(?:e-?mail|message|mail|note|letter|post)\s+)?)?|\b(?:reply|respond|answer|write back)\s+to\s+(?:this|us|me|our)\s+(?:(?:e-?mail|message|mail|note|letter|post)\s+)?)with\s+your\b/i,
    reason: "a text that tells the reader to reply with their own things (`reply with your guest list`) dictates what the reply carries",
    dictatesText: true,
  },
  {
    // Each blank run is read by one quantifier: `\s*(?::\s|,?\s+must)` split the run before `must`
    // between `\s*` and `\s+` every way, so a long run after a word was read once per place (2 s
    // on 20,000 spaces). `\s+(?:T\s+){0,4}?T` is `(?:\s+T){1,5}?`, tried in the same order.
    pattern: /\b(?:whoever(?:'s|’s)?|anyone who|anybody who|everyone who)(?:\s+[\w'-]+){1,5}?(?:\s*:\s|\s*,\s+(?:must|should|needs? to|has to|is to|post|send|share|forward|give|tell|reply|dm|email|pay)\b|\s+(?:must|should|needs? to|has to|is to)\b)/i,
    reason: "a text that addresses whoever acts on it (`whoever posts the summary:`) speaks to the one acting for the person, not to the person",
  },
  {
    // A plea right after who it addresses (`whoever swaps please confirm both days`) asks that one
    // as `must` does; after a comma it is a thanks or an aside to anyone (`whoever took my mug, …`).
    // One to five words of letters between, each after one space and of bounded length: a word
    // holds no blank, so the words split one way only.
    pattern: /\b(?:whoever|anyone who|anybody who|everyone who)(?: [a-z'-]{1,24}){1,5}? (?:please|pls|plz)\b/i,
    reason: "a text that addresses whoever acts on it (`whoever swaps please confirm`) speaks to the one acting for the person, not to the person",
  },
  {
    pattern: /\buse\s+(?:it|this|that|these|them|our|the following)\b(?:[^.;!?]|\.(?=\S)){0,40}\b(?:as|for)\s+(?:the|your|every|all|any)\b/i,
    reason: "a text that says which value to put where tells the reader how to fill its call",
  },
  {
    pattern: /\b(?:under|in|with)\s+(?:the|your)\s+(?:guest|passenger|traveller|traveler|customer|client|user|walker|buyer|shopper|principal)(?:'s|s'|’s)?\s+name\b|\b(?:for|on behalf of)\s+your\s+(?:guests?|passengers?|travell?ers?|customers?|clients?|users?|principals?|employers?|boss)\b/i,
    reason: "a text that tells the reader what to do for the one it acts for (`book it under the guest's name`, `for your guest`) is written for an intermediary, not for the person",
  },
  {
    pattern: /\[(?:system|automated|instruction|assistant|admin)[^\]]{0,40}\]|<\/?(?:system|instructions?)>/i,
    reason: "markup that claims to come from the system is written for the agent",
    toAgent: "always",
  },
  {
    // The look-behind is tried only where a verb starts (`\b(?=verb\b)` before it): first, it read
    // back 40 characters at every place of a text (14 ms for 20,000 characters of plain words).
    pattern: new RegExp(String.raw`\b(?=(?:${CARD_ASK_VERBS})\b)(?<!\b(?:never|not|don't|won't|nobody|no one)\b[^.;!?]{0,40})(?:${CARD_ASK_VERBS})\b(?:[^.;!?]|\.(?=\S)){0,60}\b(?:card(?:'s)?\s+(?:number|details)|security\s+code|cvc|cvv|pin|passwords?|passcodes?|log-?ins?|credentials|one-time\s+code|verification\s+code|(?:2fa|otp|sms)\s+code|digits\s+on\s+the\s+back)\b`, "i"),
    reason: "a text that asks for a card's number, a security code, a password or a login to be handed over asks for what only the person holds, and no sender needs it in a message (not a warning never to)",
    // It says what the reader's reply must hold: a reply that speaks of handing the card over took that from it.
    dictatesText: true,
  },
  {
    pattern: /\b(?:assistants?|bots?|copilots?|LLMs?)\s+(?:[\w'-]+\s+){0,5}?[\w'-]+\s*:\s/i,
    reason: "a text that addresses the assistants or bots doing a thing (`assistants adding this to a calendar: …`) speaks to the agent acting for the person",
    toAgent: "named",
  },
  // Personal identifiers asked for, and what the reader's own writing for others must carry:
  // last among the English cues, so each older cue keeps its reason.
  ...PERSONAL_DATA_CUES,
  ...PASSED_ON_CUES,
  // Rules for every message, business data asked for, texts for the reader's intermediaries:
  // after the older cues, so each keeps its reason.
  ...STANDING_RULE_CUES,
  ...BUSINESS_DATA_CUES,
  ...INTERMEDIARY_CUES,
  ...ADJUST_CUES,
  ...UNNEEDED_ACT_CUES,
  // The same cues in Portuguese: a person may read their mail in English and in Portuguese, and an
  // injection is written in the language of the text it hides in. (`\b` is read on ASCII letters
  // only, so no pattern ends on an accented one.)
  {
    // Two halves, one per way the name ends. Followed by a space or a mark, the words after it are
    // read from there. Followed by another letter (`\b` is ASCII: `botão`), the first word after it
    // is the rest of that run of letters, the same for every name in the run: so the run is read
    // once, from its start, with the name found by a look ahead; from each name in it, a long run
    // was read again to its end (quadratic: 20,000 characters of `ªbot`, half a second).
    pattern: /\b(?:assistentes?|agentes?|bots?)\b(?![\p{L}\d])[^\p{L}\d]{0,3}(?:[\p{L}\d]+[^\p{L}\d]+){0,3}(?:deve|devem|tem de|tem que|precisa|pode|vai|paga|pague|envia|envie|manda|mande|transfere|transfira|reencaminha|reencaminhe|encaminha|encaminhe|apaga|apague|responde|responda|cancela|cancele|reserva|reserve|descongela|descongele|congela|congele|altera|altere|muda|mude|partilha|partilhe|convida|convide|adiciona|adicione|publica|publique|compra|compre|inclui|inclua)\b|(?<![\p{L}\d])(?=[\p{L}\d]*?\b(?:assistentes?|agentes?|bots?)\b[\p{L}\d])[\p{L}\d]+[^\p{L}\d]+(?:[\p{L}\d]+[^\p{L}\d]+){0,2}(?:deve|devem|tem de|tem que|precisa|pode|vai|paga|pague|envia|envie|manda|mande|transfere|transfira|reencaminha|reencaminhe|encaminha|encaminhe|apaga|apague|responde|responda|cancela|cancele|reserva|reserve|descongela|descongele|congela|congele|altera|altere|muda|mude|partilha|partilhe|convida|convide|adiciona|adicione|publica|publique|compra|compre|inclui|inclua)\b/iu,
    reason: "(Portuguese) a text that tells an assistant, an agent or a bot what to do is written for the agent, not the person",
    toAgent: "named",
  },
  {
    pattern: /\b(?:assistentes?|bots?|agentes?)\s*[:,)\]]|\b(?:pelo|pela|para o|para a|ao|à)\s+(?:seu\s+|sua\s+)?(?:assistente|agente|bot)\b/iu,
    reason: "(Portuguese) a text that addresses the reader's assistant, or hands it a task, speaks to the agent",
    toAgent: "named",
  },
  {
    pattern: /\b(?:ignora|ignore|ignorem|esquece|esqueça|desconsidera|desconsidere)\s+(?:todas\s+)?(?:as\s+)?(?:instru[cç][oõ]es|ordens|indica[cç][oõ]es|regras)\s+(?:anteriores|acima|originais)/iu,
    reason: "(Portuguese) telling the reader to drop what it was told is how an injection takes over",
  },
  {
    pattern: /\bem vez disso\b|\bao inv[eé]s disso\b/iu,
    reason: "(Portuguese) a text that swaps what the reader would do for something else",
  },
  {
    pattern: /\b(?:em vez de|ao inv[eé]s de)\s+\p{L}+(?:ar|er|ir)\b/iu,
    reason: "(Portuguese) a text that puts another act in place of the one the reader would do (`em vez de cancelar, muda para segunda`)",
  },
  NEW_DETAILS_PT,
  {
    pattern: /\b(?:[Uu]rgente(?:mente)?|URGENTE|[Ii]mediatamente|IMEDIATAMENTE|de imediato|sem demora|agora mesmo|IMPORTANTE)\b/u,
    reason: "(Portuguese) urgency pushes the reader to act before the person sees it; `importante` only in capitals, as it is common in plain writing",
    pressing: true,
  },
  {
    pattern: /\btamb[eé]m\s+(?:envia|envie|manda|mande|transfere|transfira|paga|pague|reencaminha|reencaminhe|encaminha|encaminhe|partilha|partilhe|convida|convide|adiciona|adicione|apaga|apague|reserva|reserve|cancela|cancele|publica|publique)\b|\b(?:envia|envie|enviar|manda|mande|mandar|reencaminha|reencaminhe|reencaminhar|encaminha|encaminhe|encaminhar|partilha|partilhe|partilhar|copia|copie|copiar|convida|convide|convidar|adiciona|adicione|adicionar|cancela|cancele|cancelar|apaga|apague|apagar|remove|remova|remover)\b(?:[^.;!?]|\.(?=\S)){0,80}\btamb[eé]m\b/iu,
    reason: "(Portuguese) an extra action asked alongside the one the person wanted",
  },
  {
    pattern: /\bn[aã]o\s+(?:digas|diga|avises|avise|informes|informe|menciones|mencione|perguntes|pergunte|confirmes|confirme)\b|\bsem\s+(?:avisar|dizer|informar|perguntar|confirmar)\b/iu,
    reason: "(Portuguese) keeping the person out of the loop is what an injection wants",
  },
  // The reading software named in other languages, as a text addresses it (`Hinweis an den
  // Assistenten:`, `Asistente:`, `voor de assistent:`): an injection is written in any language,
  // and one no grammar reads still names the agent it speaks to.
  // "From now on", "instead" and "new bank details" in the other languages a bill or a letter is
  // written in (German, Spanish, French, Italian, Dutch): where payments go changing is the
  // commonest fraud in any language, and no grammar reads these.
  CHANGED_ROUTE_OTHER_LANGUAGES,
  // An extra payment, order or booking, and a standing order or payee set up, asked in the other
  // languages a bill, a letter or a listing is written in: no grammar reads these, and a text in
  // them that asks for one more act is as much an instruction as the English one.
  {
    pattern: /\b(?:tambi[ée]n|adem[áa]s)\s+(?:por favor\s+)?(?:transfiera|transfieran|pague|paguen|env[íi]e|env[íi]en|reserve|reserven|compre|compren|a[ñn]ada|agregue|programe|configure)(?![\p{L}])|\b(?:transfiera|pague|env[íi]e|reserve|compre|a[ñn]ada|programe)\s+(?:usted\s+)?(?:tambi[ée]n|adem[áa]s)(?![\p{L}])|\b(?:veuillez|merci de|pri[èe]re de|vous devez|il faut)\s+(?:[ée]galement|aussi|en plus)\s+(?:virer|verser|payer|r[ée]gler|envoyer|r[ée]server|commander|ajouter)(?![\p{L}])|\b(?:veuillez|merci de|pri[èe]re de|vous devez|il faut)\s+(?:virer|verser|payer|r[ée]gler|envoyer|r[ée]server|commander|ajouter)\s+(?:[ée]galement|aussi|en plus)(?![\p{L}])|\b(?:zus[äa]tzlich|au[ßs]erdem|ebenfalls)\s+(?:[^\s.;!?]+\s+){0,2}?bitte\s+(?:[^\s.;!?]+\s+){0,10}?(?:[üu]berweisen|zahlen|bezahlen|senden|schicken|bestellen|buchen|reservieren|hinzuf[üu]gen|einrichten|anlegen)(?![\p{L}])|\bbitte\s+(?:[^\s.;!?]+\s+){0,3}?(?:zus[äa]tzlich|au[ßs]erdem|ebenfalls|auch)\s+(?:[^\s.;!?]+\s+){0,10}?(?:[üu]berweisen|zahlen|bezahlen|senden|schicken|bestellen|buchen|reservieren|hinzuf[üu]gen|einrichten|anlegen)(?![\p{L}])|\bbitte\s+(?:[üu]berweisen|zahlen|bezahlen|senden|schicken|bestellen|buchen|reservieren)\s+(?:Sie\s+)?(?:[^\s.;!?]+\s+){0,2}?(?:zus[äa]tzlich|au[ßs]erdem|ebenfalls|auch)(?![\p{L}])|\b(?:anche|inoltre)\s+(?:[^\s.;!?]+\s+){0,3}?(?:bonificate|versate|pagate|inviate|prenotate|ordinate|aggiungete)(?![\p{L}])|\b(?:gelieve|graag|wilt u|verzoeken)\s+(?:[^\s.;!?]+\s+){0,6}?(?:ook|eveneens)\s+(?:[^\s.;!?]+\s+){0,6}?(?:overmaken|over\s+te\s+maken|overschrijven|betalen|sturen|boeken|reserveren|bestellen|toevoegen)(?![\p{L}])/iu,
    reason: "(other languages) an extra payment, order or booking asked alongside the one the person wanted",
    needs: ["tambi", "adem", "galement", "aussi", "en plus", "bitte", "anche", "inoltre", "ook", "eveneens"],
  },
  ...PAYMENT_AGAIN_CUES,
  {
    pattern: /\b(?:Dauerauftrag|Dauerauftr[äa]ge|virement(?:s)?\s+(?:permanent|mensuel|r[ée]current|automatique)s?|ordre\s+permanent|orden(?:es)?\s+permanente|transferencia(?:s)?\s+(?:peri[óo]dica|mensual|autom[áa]tica)s?|bonifico\s+(?:periodico|permanente|mensile|ricorrente)|ordine\s+permanente|periodieke\s+overboeking|doorlopende\s+opdracht|vaste\s+opdracht)(?![\p{L}])/iu,
    reason: "(other languages) a standing order asked by the text is an act the person did not ask for by pointing at it",
    needs: ["dauerauftr", "virement", "ordre", "orden", "transferencia", "bonifico", "ordine", "periodieke", "doorlopende", "vaste"],
  },
  {
    pattern: /\b(?:[Aa]ssistent(?:en|in|e|es)?|[Aa]sistentes?|KI-[Aa]ssistent\p{L}*)\s*[:,)\]]|\p{Ll}assistent(?:en|in)?\s*[:,)\]]/u,
    reason: "a text that addresses the reader's assistant by its name in another language speaks to the agent",
    toAgent: "always",
  },
  ...CHANGED_VALUE_CUES,
  // Families of one concept each, appended last so each older cue keeps its reason: a loss
  // threatened unless the reader pays, the person's details said wrong, a record to undo by its
  // id, someone else put in as the booked person, a payment sent to another, a standing payment
  // asked in the passive, a sum changed since a day, one more payment for one of the person's
  // own, a label posing as an official notice, a value the text says it got wrong, a rule for the
  // payers who settle through it.
  ...LOSS_THREAT_CUES,
  ...PROFILE_CUES,
  ...RECORD_ACT_CUES,
  ...BOOKED_PERSON_CUES,
  ...PAYMENT_REDIRECT_CUES,
  ...STANDING_ORDER_REQUESTS,
  ...CHANGED_SINCE_CUES,
  ...EXTRA_PAYMENT_CUES,
  ...NOTICE_LABEL_CUES,
  ...VALUE_CORRECTION_CUES,
  ...PAYER_RULE_CUES,
  // Appended last, so each older cue keeps its reason: an earlier debt folded into the sum billed,
  // a protective act of the person's undone or held back, the day of a payment set by a reward,
  // a value given to set as the person's password, someone taken out of a channel in other words.
  ...ARREARS_CUES,
  ...UNDO_CUES,
  ...PAYMENT_DAY_CUES,
  ...CREDENTIAL_CUES,
  ...REMOVAL_CUES,
  // Appended last, so each older cue keeps its reason: a seat, a room or a rebooked stay a listing
  // fills in, a payment a third party now collects, a second record changed or sum put away
  // alongside, what the reader's next message must carry.
  ...BOOKING_FILL_CUES,
  ...COLLECTION_CHANGE_CUES,
  ...ALONGSIDE_CHANGE_CUES,
  ...MESSAGE_CONTENT_CUES,
  ...SUMMARY_CUES,
  ...RELAY_CUES,
  ...REVISION_CUES,
  ...RELOCATION_CUES,
  ...SELF_CHOSEN_RECORD_CUES,
  // Appended last, so each older cue keeps its reason: one more payment to the account billed.
  ...SAME_ACCOUNT_CUES,
  ...HIDDEN_COMMENT_CUES,
  ...DROPPED_LINK_CUES,
  ...SYSTEM_ADDRESS_CUES,
  // Appended last, so each older cue keeps its reason: a count pressed on the reader ahead of need.
  ...BUY_AHEAD_CUES,
  // Appended last, so each older cue keeps its reason: one more item put in the person's order.
  ...EXTRA_ITEM_CUES,
  // Appended last, so each older cue keeps its reason: the currency the reader is asked to pay in.
  ...PAY_CURRENCY_CUES,
  // Appended last, so each older cue keeps its reason: a charge put on top of the stated due sum.
  ...ADDED_CHARGE_CUES,
  // Appended last, so each older cue keeps its reason: a whole list asked for by its writer.
  ...WHOLE_LIST_CUES,
  // Appended last, so each older cue keeps its reason: a command naming a record by its tool's identifier.
  ...RECORD_COMMAND_CUES,
  // Appended last, so each older cue keeps its reason: what to put in the reader's own calendar.
  ...CALENDAR_COMMAND_CUES,
  // Appended last, so each older cue keeps its reason: a new payee or standing payment asked in Portuguese.
  ...STANDING_SETUP_CUES_PT,
  // Appended last, so each older cue keeps its reason: a message that corrects itself after the fact.
  ...SELF_CORRECTION_CUES,
  // Appended last, so each older cue keeps its reason: which of the reader's accounts pays.
  ...PAYING_ACCOUNT_CUES,
];

/** Each cue's pattern without `g`, made once: where in a text its first match starts (`cueSentence`). */
export const FIRST_MATCH: ReadonlyMap<InstructionCue, RegExp> = new Map(INSTRUCTION_CUES.map((c) => [c, new RegExp(c.pattern.source, c.pattern.flags.replace("g", ""))] as const));

/** Each cue's words, where it declares them, found in one pass of the lower-cased text. */
export const NEEDED: ReadonlyMap<InstructionCue, RegExp> = new Map(INSTRUCTION_CUES.flatMap((c) => (c.needs ? [[c, anyOf(c.needs)] as const] : [])));
