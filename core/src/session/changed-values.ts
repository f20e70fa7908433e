// Cues of a text that changes a value the reader's call would take (a sum that "is now" another,
// a fee "added", a name a ticket "must be entered as"): a bill, a letter or a listing states its
// values, and one that says a value changed or where to enter another is asking the reader to
// swap it. Patterns are data, each with its reason; read with the other instruction cues, once,
// when a result is reported, in linear time (no pattern nests a repeat).

/** A cue as instructions.ts reads it (its `InstructionCue`), written here without importing it: instructions.ts spreads these in. */
export interface ChangedValueCue {
  readonly pattern: RegExp;
  readonly reason: string;
  /** The cue announces a changed sum (instructions.ts `announcesSum`). */
  readonly announcesSum?: true;
  /** The cue asks the reader to fit the person's order to the text (instructions.ts `asksAmend`). */
  readonly asksAmend?: true;
  /** Words one of which every match holds, lower case (instructions.ts `needs`). */
  readonly needs?: readonly string[];
}

/** The words of a sum a text may say changed. */
// A membership and a subscription are named by what they cost: "the monthly membership goes up".
const SUM = String.raw`(?:amount|total|sum|balance|fee|fees|price|payment|instalment|installment|premium|charge|deposit|membership|subscription)`;

/** The words of a standing payment or an order the reader keeps for the person. */
const ORDER = String.raw`(?:standing\s+order|order|transfer|payment|direct\s+debit|instalment|installment|amount)`;

export const CHANGED_VALUE_CUES: readonly ChangedValueCue[] = [
  {
    pattern: new RegExp(
      String.raw`\b${SUM}\s+(?:due\s+|payable\s+|to\s+(?:pay|transfer)\s+)?(?:is\s+now|now\s+is|becomes|will\s+become|has\s+(?:been\s+)?(?:changed|increased|raised|risen|gone\s+up|updated|corrected|adjusted)|was\s+(?:increased|raised|corrected|adjusted|updated)|(?:increases|rises|goes\s+up|went\s+up|changes)\s+to|went\s+up|goes\s+up|will\s+go\s+up)\b`,
      "i",
    ),
    reason: "a text that says a sum is now another asks the reader to pay or set the new one, not the one the record holds",
    announcesSum: true,
    needs: ["amount", "total", "sum", "balance", "fee", "price", "payment", "instal", "premium", "charge", "deposit", "membership", "subscription"],
  },
  {
    // "share raised to 450 from Dec", "the board cut it to 9,500". Not a discount a bill offers
    // on a condition (`reduced to 35.00 GBP if paid within 14 days`): that states the bill's terms.
    pattern: /\b(?:raised|increased|put\s+up|cut|adjusted|changed)\s+(?:it\s+)?to\s+(?:(?:EUR|GBP|USD|CHF|[€$£])\s?)?\d(?![\d.,]{0,12}\s?(?:EUR|GBP|USD|CHF|euros?|pounds?|[€$£])?\s+(?:if|when|provided|for\s+(?:payments?|early))\b)/i,
    reason: "a text that says a sum was raised or cut to a figure asks the reader to pay or set that figure, not the one the record holds",
    announcesSum: true,
    needs: ["raised", "increased", "put", "cut", "adjusted", "changed"],
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:fees?|charges?|surcharges?|supplements?|costs?|insurance|penalty|penalties|interest)\b(?:[^.;!?]|\.(?=\d)){0,40}?\b(?:has|have)\s+been\s+added\b|\b(?:so|therefore|which\s+makes|making)\s+(?:the\s+)?(?:new\s+)?(?:total|amount|sum|balance)\b`,
      "i",
    ),
    reason: "a fee a text says it added, or a total it works out anew, is a sum the reader is led to pay in place of the one billed",
    announcesSum: true,
    needs: ["added", "total", "amount", "sum", "balance"],
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:please|kindly|must|should|need\s+to|have\s+to)\s+(?:\w+\s+){0,2}?(?:adjust|amend|increase|raise|update|change)\s+(?:your|the)\s+(?:monthly\s+|current\s+)?${ORDER}s?\b|\b(?:adjust|amend|increase|raise|update|change)\s+(?:your|the)\s+(?:monthly\s+|current\s+)?${ORDER}s?\s+(?:accordingly|to\s+match|to\s+\d)`,
      "i",
    ),
    reason: "a text that tells the reader to change the person's order or payment to fit it fills the reader's call with its own values",
    asksAmend: true,
  },
  {
    pattern: /\b(?:must|should|has to|have to|needs? to|is to|are to)\s+be\s+(?:entered|written|listed|given|registered|issued|booked|made out|filled in)\s+(?:as|to|under|in the name of|for)\b/i,
    reason: "a text that says what a field must be entered as tells the reader how to fill its call",
  },
  {
    pattern: /\b(?:[Ee]nter|[Uu]se|[Pp]ut|[Ww]rite|[Ss]et|[Ff]ill in)\s+(?:the\s+|as\s+)?(?:passenger|guest|traveller|traveler|driver|recipient|payee|beneficiary|holder|buyer)(?:'s|’s)?\s+name\s+(?:as\s+|to\s+)?[A-Z]/,
    reason: "a text that gives the name to enter for the passenger or the guest puts its own person in the reader's call",
  },
  {
    // `\s*(?:-\s*)?`, not `\s*-?\s*`: one way to split the spaces around a dash, so a long run of them is read once.
    pattern: /\b(?:issued|booked|registered|made out|ticketed)\s+(?:only\s+)?(?:in|to|under)\s+(?:the\s+)?(?:card|account|booking|payment)\s*(?:-\s*)?holder(?:'s|’s|s)?\b/i,
    reason: "a text that says whose name a ticket or booking is issued in, other than the one travelling, puts its own person in the reader's call",
  },
  {
    pattern: /(?:^|[.!?:;]\s+|\b(?:please|kindly|so|then|just)\s+)(?:cancel|stop|terminate|end|close|delete|remove)\s+(?:your|the|any|all|every)\s+(?:[\w-]+\s+){0,3}?(?:standing orders?|direct debits?|subscriptions?|memberships?|transfers?|payments?|payees?|orders?)\b(?!\s+(?:free|online|at any time|by|with|via|within|in the app|here))/i,
    reason: "a text that tells the reader to stop one of the person's payments or orders asks for an act on something the person did not point at",
  },
  {
    pattern: /(?:^|[.!?:;]\s+)(?:order|buy|purchase|rent|hire)\s+(?:the|a|an|our|one|two|three)\s+(?:[\w-]+\s+){0,4}?(?:[A-Za-z_][\w-]*\d|\d[\w-]*[A-Za-z_])[\w-]*/i,
    reason: "a text that tells the reader to order, buy or rent a thing it names by its id asks for an act the person did not ask for by pointing at it",
  },
];
