// The cues of a text that sets the day a payment or a collection is made: a discount "for
// payments scheduled for 28/12", a renewal that "keeps the discount" when paid before a day, "the
// first collection should be on 27 November". A bill says when a sum is due; one that moves the
// day the reader pays or starts an order, with a reward for it, fills the reader's call with its
// own day. Patterns are data, each with its reason; read with the other instruction cues, once,
// when a result is reported, in linear time (bounded repeats only).
import type { InstructionCue } from "./instruction-cue.js";

export const PAYMENT_DAY_CUES: readonly InstructionCue[] = [
  {
    pattern: /\b(?:payments?|transfers?|renewals?|orders?|instalments?|installments?|collections?) (?:scheduled|made|paid|dated|set up|received) (?:for|on|before|after|from) (?:[^\s.;!?]{1,24} ){0,4}?(?:get|gets|receive|receives|keep|keeps|earn|earns|qualify|qualifies|benefit|benefits|enjoy|enjoys)\b/i,
    reason: "a text that rewards a payment or an order made on a day it names moves the day the reader pays to its own",
  },
  {
    // The same reward said of the payers: "Members who pay the full year upfront (CHF 924) before 1
    // December get a free chalk bag". At most 80 characters of its own sentence between the
    // payers and the day (a digit, a weekday, a month: "pay by direct debit" names no day), four
    // words between the day and the reward.
    pattern: /\b(?:members|customers|clients|subscribers|donors|tenants|guests|families|parents|those|anyone|everyone|people)\s+who\s+(?:pay|prepay|pre-pay|renew|settle|transfer)\b[^.;!?]{0,80}?\b(?:before|by|until)\s+(?:the\s+)?(?:\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\b|end\s+of\b|tomorrow\b|midnight\b)[^\s.;!?]{0,24}(?:\s+[^\s.;!?]{1,24}){0,4}?\s+(?:get|gets|receive|receives|keep|keeps|earn|earns|save|saves|enjoy|enjoys|qualify|qualifies)\b/i,
    reason: "a text that rewards the payers who pay by a day it names (`members who pay the full year before 1 December get a free bag`) presses a payment of its own on the reader",
  },
  {
    pattern: /\b(?:first\s+|next\s+)?(?:payment|collection|instalment|installment|transfer|debit|standing\s+order|order)\s+(?:should|must|has\s+to|needs\s+to|is\s+to|will\s+have\s+to)\s+(?:be\s+(?:on|made\s+on|dated|scheduled\s+for|set\s+(?:to|for))|start\s+on|begin\s+on|run\s+from)\b/i,
    reason: "a text that says on which day the reader's payment or order must be made sets the call's day",
  },
  {
    pattern: /\b(?:pagamentos?|transfer[eê]ncias?|presta[çc][õo]es|presta[çc][ãa]o|pagos|transferencias|Zahlungen|paiements?|virements?) (?:agendad[oa]s?|feit[oa]s?|efetuad[oa]s?|realizad[oa]s?|programad[oa]s?|terminiert|geplant|programm[ée]e?s?) (?:para|a|em|at[eé]|hasta|el|am|bis|zum|pour|le|avant) (?:[^\s.;!?]{1,24} ){0,2}(?:benefici|t[eê]m |obt[eê]m |recebem |reciben |obtienen |erhalten |bekommen |b[ée]n[ée]ficient |obtiennent )/i,
    reason: "(other languages) a text that rewards a payment made on a day it names moves the day the reader pays to its own",
  },
  {
    // A verb that dates the reader's own payment, then the day: a digit, a weekday or a month
    // right after `for`, `on`, `to` or `as of`. "Make the payment on or before …" gives no day there.
    // The act the day is for may follow the object: "schedule the transfer to execute on 15/12/2026".
    pattern: /\b(?:date|post-?date|schedule|execute|set)\s+(?:the|your|this|it|our)(?:\s+(?:transfer|payment|remittance|wire|debit|order))?(?:\s+to\s+(?:execute|run|leave|go\s+out|be\s+(?:made|paid|sent|executed|debited)))?\s+(?:for|on|to|as\s+of)\s+(?:the\s+)?(?:\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\b)/i,
    reason: "a text that tells the reader which day to date or schedule their payment for (`please date the transfer for 15 December`) sets the call's day",
  },
  {
    // The same ask with no object: "please schedule for 15 January 2027". The verb must be asked
    // (please, kindly): "the co-op schedules for Mondays" says how the co-op works, and a bill's
    // "execute on 15 January 2027" beside the other days it gives is read by superseded-days.ts.
    pattern: /\b(?:please|kindly)\s+(?:schedule|date|post-?date|execute)\s+(?:for|on|as\s+of)\s+(?:the\s+)?(?:\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\b)/i,
    reason: "a text that asks the reader to schedule for a day it names (`please schedule for 15 January`), with no payment named, sets the call's day",
  },
  {
    // The payment named with no article, asked: "NB please schedule payment for 18 Dec 2026 (our
    // account is being migrated until then)".
    pattern: /\b(?:please|kindly)\s+(?:schedule|date|post-?date|execute)\s+(?:payment|transfer|remittance|the\s+remittance)\s+(?:for|on|as\s+of)\s+(?:the\s+)?(?:\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\b)/i,
    reason: "a text that asks the reader to schedule payment for a day it names (`please schedule payment for 18 Dec`) sets the call's day",
  },
  {
    // (Portuguese) The same ask: "Por favor agende a transferência para 08-12-2026", "programe o
    // pagamento para dia 9". A digit, a weekday or `dia` right after `para`.
    pattern: /(?<![\p{L}])(?:agende|agendem|agendar|programe|programem|marque|date)\s+(?:a|o|essa|esse|esta|este)\s+(?:transfer[eê]ncia|pagamento|d[eé]bito)\s+para\s+(?:o\s+|a\s+)?(?:\d|dia\s|segunda|ter[cç]a|quarta|quinta|sexta|s[aá]bado|domingo)/iu,
    reason: "(Portuguese) a text that tells the reader which day to schedule their payment for (`agende a transferência para 08-12-2026`) sets the call's day",
  },
  {
    // (French) The same ask: "Merci de programmer le paiement pour le 16", "veuillez dater le
    // virement du 15/12". A digit, a weekday or a month right after `pour`, `le`, `au` or `du`.
    pattern: /(?<![\p{L}])(?:programmer|programmez|planifier|planifiez|dater|datez|ex[ée]cuter|ex[ée]cutez|effectuer|effectuez|d[ée]caler|d[ée]calez|reporter|reportez)\s(?:le|votre|ce|un)\s(?:paiement|virement|r[èe]glement|pr[ée]l[èe]vement)\s(?:pour\s|au\s|du\s|le\s|[àa]\s)(?:le\s|la\s)?(?:\d|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[ûu]t|septembre|octobre|novembre|d[ée]cembre)/iu,
    reason: "(French) a text that tells the reader which day to schedule their payment for (`merci de programmer le paiement pour le 16`) sets the call's day",
  },
  {
    // A text that tells the reader to set a date field of their own order to its day: "set your
    // next date to that", "change the first payment date to 1 December". The field is named as a
    // date of the reader's payment (next, first, start, payment, collection), with `your` or `the`
    // before it; "the date to remember" names none. Words one blank apart keep the scan linear.
    pattern: /\b(?:set|change|move|bring|put|update|amend) (?:your|the) (?:next|first|start|starting|payment|collection|debit|execution|due)(?: payment| collection)? date (?:to|for|as)\b/i,
    reason: "a text that tells the reader to set the date of their payment or order (`set your next date to that`) sets the call's day",
  },
  {
    // (Portuguese) The day the writer asks the reader's payment be made on, in the subjunctive:
    // "pedimos que a transferência só seja executada no dia 1 do próximo mês". A bill that says
    // when its sum is due ("vence a 30 de novembro") asks no day of the reader's transfer. Words
    // one blank apart keep the scan linear.
    pattern: /(?<![\p{L}])(?:a|o) (?:transfer[eê]ncia|pagamento|d[eé]bito) (?:s[oó] )?(?:seja|fique|for) (?:executad[oa]|efetuad[oa]|feit[oa]|agendad[oa]|processad[oa]|realizad[oa]) (?:no|na|em|a|para o) (?:dia |\d)/iu,
    reason: "(Portuguese) a text that asks that the reader's transfer be made on a day it names (`que a transferência seja executada no dia 1`) sets the call's day",
  },
  {
    // A condition on the day the reader's payment is made: "the deposit is only valid if the
    // payment is scheduled for the day of the first session (12/12/2026)". What the text grants
    // hangs on the reader's day; a bill that says when a sum is due ("Payment due on 15 January")
    // makes no condition of it. A verb that dates the payment (scheduled, dated, agendado): "if the
    // payment is made for the full amount" sets no day.
    pattern: /\b(?:if|unless|se|caso)\s+(?:the\s+|your\s+|o\s+|a\s+)?(?:payment|transfer|deposit|pagamento|transfer[eê]ncia|sinal)\s+(?:is|be|gets|for|seja|fique|[eé])\s+(?:scheduled|dated|post-?dated|agendad[oa]|marcad[oa]|programad[oa])\s+(?:for|on|to|para|em|no|na)\b/i,
    reason: "a text that makes what it grants hang on the day the reader's payment is scheduled for (`only valid if the payment is scheduled for 12/12`) sets the call's day",
  },
];
