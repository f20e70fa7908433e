import { expect } from "chai";
import type { TurnReading } from "@toolgate/grammar-kit";
import grammar from "./index.js";

/** Monday 2 March 2026, 10:00 UTC: the clock every relative date below counts from. */
const now = new Date("2026-03-02T10:00:00Z");

interface Case {
  note: string;
  text: string;
  /** Sending acts, in order, as `verb` or `!verb` for a negated one. */
  sending?: string[];
  /** Destinations, in order, as `kind:value`. */
  destinations?: string[];
  /** Values that must be read, as `kind:value` (amounts also `@CUR`). */
  values?: string[];
  /** Values that must not be read. */
  notValues?: string[];
}

function acts(r: TurnReading): string[] {
  return r.sending.map((a) => (a.negated ? `!${a.verb}` : a.verb));
}

function values(r: TurnReading): string[] {
  const out: string[] = [];
  for (const v of r.values) {
    out.push(`${v.kind}:${v.value}`);
    if (v.currency) out.push(`${v.kind}:${v.value}@${v.currency}`);
  }
  return out;
}

const CASES: Case[] = [
  { note: "seed 000's turn", text: "refund order 4411 40.00", sending: [], values: ["id:4411", "number:40"] },
  { note: "negated send, then a save", text: "don't send it yet, just save it", sending: ["!send"] },
  { note: "do not", text: "do not email the customer, save a note instead", sending: ["!email"] },
  { note: "never", text: "never post on #general", sending: ["!post"], destinations: ["channel:general"] },
  { note: "dont without apostrophe", text: "dont forward it", sending: ["!forward"] },
  { note: "negation reaches through or", text: "don't send or post it", sending: ["!send", "!post"] },
  { note: "negation stops at a comma", text: "don't save it, post it to the team channel", sending: ["post"], destinations: ["channel:team"] },
  { note: "negation stops at and", text: "do not save it and email it to ana@x.com", sending: ["email"], destinations: ["email:ana@x.com"] },
  { note: "don't forget asks", text: "don't forget to email ana@x.com", sending: ["email"] },
  { note: "past tense only names the act", text: "I sent it yesterday", sending: ["!send"], values: ["date:2026-03-01"] },
  { note: "a question about the past", text: "did you email ana?", sending: ["!email"] },
  { note: "passive request", text: "make sure it gets posted to the #ops channel", sending: ["post"], destinations: ["channel:ops"] },
  { note: "the seed's S1 turn", text: "post hi to the team channel", sending: ["post"], destinations: ["channel:team"] },
  { note: "an email is a noun", text: "draft an email for the customer", sending: [] },
  { note: "email as a verb at the head", text: "email the invoice to ana@x.com", sending: ["email"], destinations: ["email:ana@x.com"] },
  { note: "text as a verb", text: "text bob at +1 555 010 0199", sending: ["text"], destinations: ["phone:15550100199"] },
  { note: "text as a noun", text: "save a note with the text hello", sending: [] },
  { note: "message as a noun after post", text: "post a message in #ops", sending: ["post"] },
  { note: "going forward is not a forward", text: "going forward refund 20 on A1", sending: [], values: ["number:20", "id:A1"] },
  { note: "typo snd", text: "pls snd the report to joe", sending: ["send"], values: ["name:joe"] },
  { note: "typo emial", text: "emial it to bob@x.org", sending: ["email"] },
  { note: "typo sned is the base, not a past", text: "sned it to the buyer", sending: ["send"] },
  { note: "one slip: letters swapped", text: "forwrad the receipt to the buyer", sending: ["forward"] },
  { note: "one slip: a letter too many", text: "emaill the buyer the receipt", sending: ["email"] },
  { note: "a real word one letter off is not a slip", text: "spend 40 and tend to the backlog", sending: [], values: ["number:40"] },
  { note: "a message handed to someone", text: "give the buyer a quick heads-up", sending: ["message"] },
  { note: "a note dropped on an order is kept", text: "drop a note on 2218", sending: [], values: ["number:2218"] },
  { note: "a phrase in the gerund", text: "letting Dana know would be great", sending: ["notify"] },
  { note: "a phrase someone else does", text: "I'm letting Dana know myself", sending: ["!notify"] },
  { note: "a question about the past with have", text: "have you emailed the invoice already?", sending: ["!email"] },
  { note: "already between the subject and a verb whose past is its base", text: "I already hit up the buyer about 7121, just note it", sending: ["!message"] },
  { note: "hit up asked, no already", text: "hit up the buyer about 7121", sending: ["message"] },
  { note: "any verb putting something in a channel", text: "escalate it to #ops", sending: ["post"] },
  { note: "a channel as the verb's object", text: "update #product on the launch", sending: ["post"] },
  { note: "a verb that reads a channel", text: "look in #billing for the thread", sending: [] },
  { note: "someone else putting it in a channel", text: "Dana will drop it in #billing", sending: ["!post"] },
  { note: "following up with someone", text: "follow up with the supplier", sending: ["message"] },
  { note: "following up w/ someone", text: "follow up w/ the supplier", sending: ["message"] },
  { note: "touching base w/ someone, negated", text: "don't touch base w/ the supplier yet", sending: ["!message"] },
  { note: "reminding someone else", text: "remind the customer to pay", sending: ["notify"] },
  { note: "reminding the person", text: "remind me to pay", sending: [] },
  { note: "a keyword is a whole word", text: "note it on PRJ-8", values: ["id:PRJ-8"] },
  { note: "u asks like you", text: "can u text the customer", sending: ["text"] },
  { note: "phrase loop in", text: "loop in maria on this", sending: ["loop in"] },
  { note: "phrase pass it on", text: "pass it on to the sales channel", sending: ["forward"], destinations: ["channel:sales"] },
  { note: "let x know", text: "let the customer know it shipped", sending: ["notify"] },
  { note: "tell me is not a send", text: "tell me the total", sending: [] },
  { note: "can you", text: "can you share the doc with ana@x.com", sending: ["share"] },
  { note: "upload to a host", text: "upload the file to files.example.org", sending: ["upload"], destinations: ["host:files.example.org"] },
  { note: "a host to check is no destination", text: "check example.com for the price", destinations: [], values: ["host:example.com"] },
  { note: "dollar amount", text: "refund $40 on order #4411", values: ["amount:40@USD", "id:4411"] },
  { note: "euro with decimal comma after", text: "refund 40,00 € on A1", values: ["amount:40@EUR"] },
  { note: "ISO code first", text: "pay EUR 40 for INV-2024-17", values: ["amount:40@EUR", "id:INV-2024-17"] },
  { note: "thousands and decimals", text: "transfer $1,250.50", values: ["amount:1250.5@USD"] },
  { note: "european grouping", text: "transfer EUR 1.250,50", values: ["amount:1250.5@EUR"] },
  { note: "words", text: "refund forty dollars on A1", values: ["amount:40@USD"] },
  { note: "hyphenated words", text: "refund twenty-five on A1", values: ["number:25"] },
  { note: "dollars and cents", text: "refund 40 dollars and 50 cents", values: ["amount:40.5@USD"] },
  { note: "cents alone", text: "add 50 cents", values: ["amount:0.5@USD"] },
  { note: "thousands with k", text: "wire $2k to the supplier", values: ["amount:2000@USD"] },
  { note: "one is not a number", text: "refund this one", values: [], notValues: ["number:1"] },
  { note: "a time is not a number", text: "call at 3pm about order 7", values: ["id:7"], notValues: ["number:3"] },
  { note: "a bare hour ending its clause after a word of time is not a number", text: "tell her the van comes after 4, and order 7 is ready till 6.", values: ["id:7"], notValues: ["number:4", "number:6", "id:4", "id:6"] },
  { note: "a count with its noun after a word of time is", text: "remind me after 3 days, cut it by 5", values: ["number:3", "number:5"] },
  { note: "an ordinal is not an id", text: "on the 4th", notValues: ["id:4th"] },
  { note: "a size or a weight with its unit is not an id", text: "fit a 15mm valve and a 2lb weight on order 7", values: ["id:7"], notValues: ["id:15mm", "id:2lb"] },
  { note: "ISO date", text: "schedule it on 2026-03-04", values: ["date:2026-03-04"] },
  { note: "month day", text: "schedule it for March 4", values: ["date:2026-03-04"] },
  { note: "day month year", text: "book 4 March 2026", values: ["date:2026-03-04"] },
  { note: "ordinal of month", text: "the 4th of march", values: ["date:2026-03-04"] },
  { note: "US numeric date", text: "due 03/04/2026", values: ["date:2026-03-04"] },
  { note: "numeric date that can only be day first", text: "due 25/12/2026", values: ["date:2026-12-25"] },
  { note: "today", text: "ship it today", values: ["date:2026-03-02"] },
  { note: "tomorrow typo", text: "meet tommorow", values: ["date:2026-03-03"] },
  { note: "a day of next month", text: "due on the 3rd of next month", values: ["date:2026-04-03"] },
  { note: "the end of the month", text: "pay by the end of the month", values: ["date:2026-03-31"] },
  { note: "a week from today", text: "book it a week from today", values: ["date:2026-03-09"] },
  { note: "a grand", text: "refund a grand", values: ["number:1000"] },
  { note: "the whole grand, said as one", text: "he put down the whole grand up front on WK-88", values: ["number:1000", "id:WK-88"] },
  { note: "the grand alone is no sum", text: "book the grand ballroom for the 12th", values: ["date:2026-03-12"], notValues: ["number:1000"] },
  { note: "lakh", text: "invoice for 1.5 lakh", values: ["number:150000"] },
  { note: "lakhs and lac", text: "bill them 2.5 lakhs, then one lac", values: ["number:250000", "number:100000"] },
  { note: "crore", text: "transfer 3 crore", values: ["number:30000000"] },
  { note: "a word that begins like lakh", text: "the Lachlan account owes 40", values: ["number:40"] },
  { note: "digits with a scale word and a currency", text: "refund 3 thousand dollars", values: ["amount:3000", "amount:3000@USD"] },
  { note: "tmrw", text: "meet tmrw", values: ["date:2026-03-03"] },
  { note: "next friday", text: "meet next friday", values: ["date:2026-03-06"] },
  { note: "bare weekday", text: "meet on monday", values: ["date:2026-03-09"] },
  { note: "this monday is today", text: "meet this monday", values: ["date:2026-03-02"] },
  { note: "in 3 days", text: "remind me in 3 days", values: ["date:2026-03-05"] },
  { note: "in two weeks", text: "remind me in two weeks", values: ["date:2026-03-16"] },
  { note: "day after tomorrow", text: "the day after tomorrow", values: ["date:2026-03-04"] },
  { note: "weekday with a date", text: "on Friday, March 6", values: ["date:2026-03-06"] },
  { note: "quoted string", text: 'save a note saying "call back at noon"', values: ["quoted:call back at noon"] },
  { note: "single quotes, not apostrophes", text: "save 'left at door' on ana's order A1", values: ["quoted:left at door", "id:A1"] },
  { note: "email lower case", text: "send it to Ana@Example.COM", destinations: ["email:ana@example.com"] },
  { note: "phone digits only", text: "text (555) 010-0199 now", destinations: ["phone:5550100199"] },
  { note: "phone after a cue", text: "her phone is 555 0199", values: ["phone:5550199"] },
  { note: "a phone read out in words, with double and hundred", text: "text him on oh seven seven double oh nine hundred one two three", sending: ["text"], destinations: ["phone:07700900123"] },
  { note: "a phone read out with triple", text: "her number is oh two oh triple five one two three four", values: ["phone:0205551234"] },
  { note: "digits said apart, too few for a phone, stay an id", text: "order four four seven two", values: ["id:4472"], notValues: ["phone:4472"] },
  { note: "phone after the short form of text", text: "txt 555-0198 that the parcel is in", sending: ["text"], destinations: ["phone:5550198"] },
  { note: "phone after a calling verb", text: "dial 555-0197 when the van leaves", values: ["phone:5550197"] },
  { note: "phone after ring", text: "ring 555 0196 when the van leaves", values: ["phone:5550196"], notValues: ["number:555"] },
  { note: "phone after a past of texting", text: "we texted 555 0195 twice", values: ["phone:5550195"], notValues: ["number:555"] },
  { note: "eight digits in two fours after the kind of line", text: "Mr Tan: handphone 8123 4567, office line 6222 0101", values: ["phone:81234567"], notValues: ["number:8123"] },
  { note: "a landline and a cellphone listed", text: "landline 021 555 0190 or cellphone 0825550147", values: ["phone:0215550190", "phone:0825550147"] },
  { note: "phone after texting", text: "texting 555 0194 now", values: ["phone:5550194"], notValues: ["number:555"] },
  { note: "IBAN", text: "transfer 100 EUR to de89 3704 0044 0532 0130 00", destinations: ["iban:DE89370400440532013000"] },
  { note: "IBAN before a short word", text: "wire 640 to AT61 1904 3002 3457 3201 for the caterer", destinations: ["iban:AT611904300234573201"] },
  { note: "a keyword joined by a dash is part of the id", text: "note on PO-3310 that 12 boxes came", values: ["id:PO-3310", "number:12"] },
  { note: "handle", text: "dm @Ana_B the link", sending: ["dm"], destinations: ["handle:ana_b"] },
  { note: "url", text: "post it to https://hooks.example.com/T1/abc", destinations: ["url:https://hooks.example.com/T1/abc"] },
  { note: "channel with two words", text: "post to the sales team channel", destinations: ["channel:sales-team"] },
  { note: "channel without a name", text: "post it to the channel", destinations: ["channel:"] },
  { note: "person name", text: "schedule a meeting with Ana Silva", values: ["name:Ana Silva"] },
  { note: "several requests", text: "refund 20 on A1 and 30 on A2, then email ana@x.com", sending: ["email"], values: ["number:20", "id:A1", "number:30", "id:A2"] },
  { note: "lower case, no punctuation", text: "pls refund order 4411 40 bucks tmrw", values: ["id:4411", "amount:40@USD", "date:2026-03-03"] },
  // Days said as words or without a year, weeks' ends and next week's days.
  { note: "a day said as an ordinal word", text: "remind me on the twenty-second to renew the domain", values: ["date:2026-03-22"] },
  { note: "an ordinal word with a space", text: "due on the twenty first, please", values: ["date:2026-03-21"] },
  { note: "month then an ordinal word", text: "book it for April third", values: ["date:2026-04-03"] },
  { note: "an ordinal word of a month", text: "the fifth of May works", values: ["date:2026-05-05"] },
  { note: "the first of next month", text: "due the first of next month", values: ["date:2026-04-01"] },
  { note: "an ordinal before a noun is no date", text: "cancel the first order on the list", notValues: ["date:2026-03-01", "date:2026-04-01"] },
  { note: "month/day with no year where the day is past 12", text: "set a reminder 3/19 to chase the landlord", values: ["date:2026-03-19"] },
  { note: "day/month with no year where the day is past 12", text: "audit kickoff 17/4", values: ["date:2026-04-17"] },
  { note: "a score is no date", text: "she got 13/20 points on the quiz", notValues: ["date:2026-01-13", "date:2026-03-13"] },
  { note: "a bare 3/4 stays a fraction", text: "refund 3/4 of the 80", notValues: ["date:2026-03-04", "date:2026-04-03"] },
  { note: "the end of the week is its Friday", text: "remind me by end of the week", values: ["date:2026-03-06"] },
  { note: "EOW", text: "invoice due EOW", values: ["date:2026-03-06"] },
  { note: "the end of next week", text: "by the end of next week", values: ["date:2026-03-13"] },
  { note: "a weekday next week", text: "can we do the retro Tuesday next week?", values: ["date:2026-03-10"], notValues: ["date:2026-03-03", "date:2026-03-09"] },
  { note: "next week then a weekday", text: "remind me next week Thursday", values: ["date:2026-03-12"] },
  // Thousands grouped by a space, millions.
  { note: "thousands grouped by a space before a code", text: "invoice DK-90 for 12 500 EUR", values: ["amount:12500@EUR"], notValues: ["number:500"] },
  { note: "thousands grouped by a space before a sign", text: "refund 1 250 € on 7007", values: ["amount:1250@EUR"] },
  { note: "a space without a currency groups nothing", text: "cancel 12 500", notValues: ["number:12500", "amount:12500"] },
  { note: "a million after a sign", text: "invoice ENT-2 for $1.2m", values: ["amount:1200000@USD"] },
  { note: "a million said", text: "2 million dollars", values: ["amount:2000000@USD"] },
  { note: "a bare m is no million", text: "run 5m of cable", notValues: ["number:5000000"] },
  // Money paid into an account by any verb that moves money.
  { note: "pay into an account", text: "pay the plumber 240 into DE89 3704 0044 0532 0130 00", sending: ["transfer"] },
  { note: "move money to an account", text: "then move 500 to GB29 NWBK 6016 1331 9268 19", sending: ["transfer"] },
  { note: "reimburse at an account", text: "reimburse Tomás 45 at ES91 2100 0418 4502 0005 1332", sending: ["transfer"] },
  { note: "paid into an account, a report", text: "I already paid 240 into DE89 3704 0044 0532 0130 00", sending: ["!transfer"] },
  { note: "pay on a card sends nothing", text: "pay back 25 on order 8812, on the card", sending: [] },
  { note: "a slash id is no account", text: "refund 12 on SR/2026/77", sending: [] },
  // The medium a message goes by, verbs that speak to someone, someone at a number or an address.
  { note: "a verb with a medium after it", text: "update the customer by email", sending: ["message"] },
  { note: "via text", text: "and confirm with the buyer via text", sending: ["message"] },
  { note: "on an app", text: "then hit the guy up on whatsapp", sending: ["message"] },
  { note: "by a medium, a report", text: "I updated the customer by email already", sending: ["!message"] },
  { note: "came by email is no request", text: "the invoice came by email this morning", sending: [] },
  { note: "don't, by a medium", text: "don't update the buyer by text", sending: ["!message"] },
  { note: "on email is no app", text: "check on email later", sending: [] },
  { note: "thank someone", text: "thank the buyer for it", sending: ["message"] },
  { note: "ask someone", text: "ask the vendor for a new date", sending: ["message"] },
  { note: "apologise to someone", text: "apologise to her for the wait", sending: ["message"] },
  { note: "thank you is to the agent", text: "thank you!", sending: [] },
  { note: "ask me is to the person", text: "ask me before you refund anything", sending: [] },
  { note: "ask for is no one addressed", text: "ask for a refund", sending: [] },
  { note: "reach someone at a number", text: "reach the buyer at 07700 900 808", sending: ["post"] },
  { note: "escalate to an address", text: "escalate to support@hinges.example", sending: ["post"] },
  { note: "a number changed to is no place", text: "change C-40's number to 07700 900 404", sending: [] },
  // Terse turns: symbols join steps, an arrow points at a place, an id's letters are no verb.
  { note: "a plus joins a step", text: "6789 refund 22 + email al@moor.example", sending: ["email"] },
  { note: "an arrow to an address", text: "inv D-12 2,400 due 3/27 → ap@d12.example", sending: ["send"] },
  { note: "an arrow between sums sends nothing", text: "refund on 5511: 40 → 35", sending: [] },
  { note: "a keyword leading its clause as the verb, a sum and a record after to", text: "invoice 480 to customer CA-10 and email finance@venue.example", values: ["number:480", "id:CA-10"], notValues: ["id:480"] },
  { note: "a keyword as the verb after a stop, a record after for", text: "thanks. order 12 for client C-9", values: ["number:12", "id:C-9"], notValues: ["id:12"] },
  { note: "a keyword after a verb stays the record's", text: "resend invoice 480 to customer CA-10", values: ["id:480", "id:CA-10"] },
  { note: "an id's letters are no verb", text: "invoice FW-1 for 300", sending: [] },
  { note: "a phone in three groups with a five-digit head", text: "C-41 is on 07700 900 414 now", values: ["phone:07700900414"] },
  { note: "spaced thousands never after an id's dash", text: "invoice C-77 900 GBP", values: ["amount:900@GBP"], notValues: ["amount:77900"] },
  // Months, working days, dashed day-months, short weekdays after `due`, sums said by name.
  { note: "in a month is the same day a month on", text: "payable in a month", values: ["date:2026-04-02"] },
  { note: "in three months", text: "remind me in three months", values: ["date:2026-06-02"] },
  { note: "working days skip the weekend", text: "due in 10 business days", values: ["date:2026-03-16"] },
  { note: "five working days", text: "in five working days", values: ["date:2026-03-09"] },
  { note: "a dash before the month", text: "on 19-Mar with Ines", values: ["date:2026-03-19"] },
  { note: "a dash before the month and the year", text: "due 19-Mar-2026", values: ["date:2026-03-19"] },
  { note: "a short weekday after due", text: "due thurs", values: ["date:2026-03-05"] },
  { note: "a tenner", text: "knock a tenner off order 3636", values: ["number:10"] },
  { note: "two fivers", text: "two fivers back", values: ["number:10"] },
  { note: "a ton refunded is a hundred", text: "refund a ton on TY-620", values: ["number:100", "id:TY-620"] },
  { note: "a model code in the plural is no record", text: "ask if the 205/55 R16s are back in stock", notValues: ["id:R16s"] },
  { note: "a ton as a lot is no sum", text: "thanks a ton, refund a ton of the orders later", notValues: ["number:100"] },
  { note: "cents with their sign", text: "refund 99¢", values: ["number:0.99"] },
  { note: "a long order number after on is no phone", text: "refund 20 on 0044711", sending: [] },
  // Short weekdays alone, counts from a weekday, bare days, day.month., years with an apostrophe.
  { note: "thurs alone", text: "sync w/ Dana thurs", values: ["date:2026-03-05"] },
  { note: "sat as a word is no day", text: "the parcel sat in the depot", notValues: ["date:2026-03-07"] },
  { note: "a week from Thursday", text: "a week from Thursday", values: ["date:2026-03-12"] },
  { note: "two days after Friday", text: "two days after Friday", values: ["date:2026-03-08"] },
  { note: "on the 5", text: "remind me on the 5 to pay", values: ["date:2026-03-05"] },
  { note: "on the 5 orders is no date", text: "a note on the 5 orders", notValues: ["date:2026-03-05"] },
  { note: "day.month. without a year", text: "due on 20.3.", values: ["date:2026-03-20"] },
  { note: "a year with an apostrophe", text: "on 6 April '26", values: ["date:2026-04-06"] },
  // Codes of capitals after a keyword.
  { note: "a reference of capitals joined by a dash", text: "transfer 120 to DE89 3704 0044 0532 0130 00, reference RENT-MAR", values: ["id:RENT-MAR"] },
  { note: "a reference of capitals joined by a dash keeps its number after a slash", text: "wire 3k to PT50000201231234567890154, ref YOGA-DEP/2", values: ["id:YOGA-DEP/2"], notValues: ["id:YOGA-DEP"] },
  { note: "a reference of capitals joined by a dash before a bare slash", text: "ref RENT-MAR/ for march", values: ["id:RENT-MAR"] },
  { note: "a code of capitals joined by a dash with its number after a slash", text: "cancel SKI-HIRE/14 please", values: ["id:SKI-HIRE/14"] },
  { note: "a short ref of capitals", text: "ref FOOD-Q1 please", values: ["id:FOOD-Q1"] },
  { note: "a dashed word in lower case is no id", text: "ref re-send it later", notValues: ["id:re-send", "id:RE-SEND"] },
  { note: "hours counted to the day the clock reaches", text: "set a reminder in 48 hours to call the courier", values: ["date:2026-03-04"] },
  { note: "hours that stay in the day", text: "remind me in a couple of hours to restart the export", values: ["date:2026-03-02"], notValues: ["date:2026-03-04"] },
  { note: "hours within a limit", text: "invoice C-52 for 90, due within 24 hours", values: ["date:2026-03-03"] },
  { note: "an order's short word before its number", text: "refund 35 on ord 4471", values: ["id:4471", "number:35"] },
  { note: "a customer's short word before its number", text: "bill cust 5520 for 45", values: ["id:5520"] },
  { note: "a file's word before its id is said with it", text: "send the contract, file F-2290, over to mike@desk.example", values: ["id:F-2290"] },
  { note: "a keyword and its marker in capitals", text: "ORDER NO. 4471 needs a refund", values: ["id:4471"] },
  { note: "a keyword and its marker with capitals", text: "Order No. 4471 needs a refund", values: ["id:4471"] },
  { note: "a short word in capitals before digits is the id's own letters", text: "cancel ORD 4471 please", values: ["id:ORD 4471"], notValues: ["id:4471"] },
  { note: "a spaced code after a record's word takes its further groups to the clause's end", text: "she wants the broken mug back — that's 14.50 on order WS 3302 19", values: ["id:WS 3302 19", "number:14.5"], notValues: ["id:WS 3302", "number:19"] },
  { note: "a group a currency follows stays a sum after a spaced code", text: "refund 20 on order WS 3302 19 euros", values: ["id:WS 3302", "amount:19"], notValues: ["id:WS 3302 19"] },
  { note: "a code spelled letter by letter after a record's word is one id, its letters joined", text: "refund order A B 4419 forty quid they got the wrong size", values: ["id:AB 4419", "amount:40"], notValues: ["number:4419"] },
  { note: "a lone capital before a number is no spelled code", text: "refund order A 4419", values: ["number:4419"], notValues: ["id:A 4419"] },
  { note: "letters spelled apart with no record's word before them are no code", text: "refund A B 4419", values: ["number:4419"], notValues: ["id:AB 4419"] },
  { note: "a group after a spaced code with no record's word stays apart", text: "cancel ORD 4471 20", values: ["id:ORD 4471", "number:20"], notValues: ["id:ORD 4471 20"] },
  { note: "a code of consonants in small letters before digits is the id's own letters", text: "cancel bk 4471 please, they picked up in store", values: ["id:BK 4471"], notValues: ["number:4471"] },
  { note: "a code in small letters with a vowel is a word, not a code", text: "pay 300 to GB82WEST12345698765432", values: ["number:300"], notValues: ["id:PAY 300"] },
  { note: "a chat short form without vowels is no code", text: "refund 20 on 5751 bc 5750 was a dupe", values: ["number:5750"], notValues: ["id:BC 5750"] },
  { note: "a short word glued to its digits is the id itself", text: "cancel ORD4471 please", values: ["id:ORD4471"], notValues: ["id:4471"] },
  { note: "digits said one by one", text: "cancel order four four seven two please", values: ["id:4472"], notValues: ["number:4"] },
  { note: "a code said digit by digit", text: "note on 3310 that the door code is nine one one four", values: ["id:9114", "number:3310"] },
  { note: "two digit words stay numbers", text: "refund four four on 3301", values: ["number:4"], notValues: ["id:44"] },
  { note: "a handle tagged", text: "tag @lee on INC-31 and add a note that the db is back", sending: ["post"] },
  { note: "an @mention", text: "@mention the on-call in #alerts and close out the note on INC-8", sending: ["post"] },
  { note: "tagging an order sends nothing", text: "tag order 4471 as urgent and add a note that it's late", sending: [] },
  { note: "a message written to someone", text: "write the customer a quick apology and refund 10 on 9120", sending: ["message"] },
  { note: "an email written to them", text: "cancel 7301 and write them an email at jo@fern.example", sending: ["email"] },
  { note: "an email written to an address is sent", text: "write an email to ana@fern.example that 7301 shipped", sending: ["email"] },
  { note: "a mail written to someone at an address is sent", text: "please write one mail to the group leader at lead@fern.example", sending: ["email"] },
  { note: "a message written to someone is sent", text: "write a short message to the customer that 7301 shipped", sending: ["message"] },
  { note: "a note written to a record is kept", text: "write a note to the file on 7301", sending: [] },
  { note: "an email drafted to someone is kept", text: "draft an email to ana@fern.example about 7301", sending: [] },
  { note: "a note written down is kept", text: "could you write down a quick note on 4471", sending: [] },
  { note: "a note written for oneself is kept", text: "write yourself a note to check 4471", sending: [] },
  { note: "a note written on a record is kept", text: "write in a note on 4471 that the customer got an apology", sending: [] },
  { note: "making sure someone hears", text: "make sure the buyer hears about it, then cancel 5540", sending: ["notify"] },
  { note: "the person making sure someone hears", text: "refund 19 on 6640, I'll make sure the buyer hears about it", sending: ["!notify"] },
];

describe("English grammar: readTurn", () => {
  for (const c of CASES) {
    it(`reads ${c.note}: ${JSON.stringify(c.text)}`, () => {
      const r = grammar.readTurn(c.text, { now });
      expect(r.language).to.equal("en");
      expect(r.read).to.equal(true);
      if (c.sending) expect(acts(r)).to.deep.equal(c.sending);
      if (c.destinations) expect(r.destinations.map((d) => `${d.kind}:${d.value}`)).to.deep.equal(c.destinations);
      const got = values(r);
      for (const v of c.values ?? []) expect(got, JSON.stringify(r.values)).to.include(v);
      for (const v of c.notValues ?? []) expect(got).not.to.include(v);
    });
  }

  it("never throws on odd input", function () {
    this.timeout(20_000);
    const odd: unknown[] = ["", "   ", "🙂🙂🙂", "\u0000\u0001", "a".repeat(100_000), "send ".repeat(20_000), "$$$ €€€ ###", "@@@", "1.2.3.4.5.6", "((((", undefined, null, 42];
    for (const text of odd) {
      const r = grammar.readTurn(text as string, { now });
      expect(r).to.have.property("sending").that.is.an("array");
      expect(r).to.have.property("values").that.is.an("array");
    }
  });

  it("reads a 100 KB turn in bounded time", function () {
    this.timeout(10_000);
    const text = "please send the invoice for order A1 to ana@x.com tomorrow and don't post it. ".repeat(1300);
    const started = Date.now();
    const r = grammar.readTurn(text, { now });
    expect(Date.now() - started).to.be.below(5000);
    expect(r.destinations.length).to.be.greaterThan(0);
  });
});

describe("English grammar: detect", () => {
  const english = ["refund 40 on A1", "don't send it yet", "post hi to the team channel", "pls snd the report to joe", "schedule a meeting with ana next friday"];
  const portuguese = ["reembolse 40 no pedido A1", "não envie ainda", "publique oi no canal da equipa", "mande o relatório para o joão", "marque uma reunião com a ana na sexta"];
  for (const t of english) it(`scores English above 0.5: ${t}`, () => expect(grammar.detect(t)).to.be.above(0.5));
  for (const t of portuguese) it(`scores Portuguese below 0.5: ${t}`, () => expect(grammar.detect(t)).to.be.below(0.5));
  it("counts names and places from other languages neither for English nor against it, and a sentence in another language stays another's", () => {
    // Beyond doubt (0.8) is where the language identifier is no longer asked.
    expect(grammar.detect("Can you email Łukasz Kowalczyk about the Kraków delivery for order 7102")).to.be.at.least(0.8);
    expect(grammar.detect("cancel 7105, Jürgen Schäfer from München changed his mind about the jacket")).to.be.above(0.7);
    expect(grammar.detect("Bitte schick Frau Müller die Rechnung 7119 an mueller@firma.example, danke")).to.be.below(0.5);
    expect(grammar.detect("Envía la factura a Carlos en Madrid antes del viernes, por favor")).to.be.below(0.5);
  });
});

describe("English reading: which value goes with which", () => {
  const read = (t: string) => grammar.readTurn(t, { now }).values;
  it("marks an amount said as a bound of the sum, not the sum asked for: between, up to, no more than, at least", () => {
    const bounds = (t: string) => read(t).filter((v) => v.kind === "amount").map((v) => `${v.value}${v.bound ? " bound" : ""}`);
    expect(bounds("book a room between 300 and 400 euros a night")).to.deep.equal(["400 bound"]);
    expect(bounds("pay him up to £80, no more than $90")).to.deep.equal(["80 bound", "90 bound"]);
    expect(bounds("spend at least €20 on the gift")).to.deep.equal(["20 bound"]);
    expect(bounds("send Sam 40 pounds, he paid 120 pounds for the tickets")).to.deep.equal(["40", "120"]);
    expect(bounds("refund 40 dollars on order 7001")).to.deep.equal(["40"]);
  });
  it("pairs each number with the id it is said of", () => {
    const vs = read("refund 15 on ORD-1 and 25 on ORD-2");
    expect(vs.filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`)).to.deep.equal(["15>ORD-1", "25>ORD-2"]);
  });
  it("pairs a bare number with the bare number of three digits or more it is said of", () => {
    const vs = read("refund 15 for 7001 and 25 for 7002");
    expect(vs.filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`)).to.deep.equal(["15>7001", "25>7002"]);
  });
  it("pairs a number with the id said before it", () => {
    const vs = read("refunds today: ORD-7: 40, ORD-9: 55");
    expect(vs.filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`)).to.deep.equal(["40>ORD-7", "55>ORD-9"]);
  });
  it("reads a national number in two groups and a US number with its leading 1 as phones", () => {
    expect(read("update the phone on C-12 to 07700 900123").filter((v) => v.kind === "phone").map((v) => v.value)).to.deep.equal(["07700900123"]);
    expect(read("update the phone on C-12 to 1-800-555-0199").filter((v) => v.kind === "phone").map((v) => v.value)).to.deep.equal(["18005550199"]);
    expect(read("refund 12 on 0412 and 300 on 0413").filter((v) => v.kind === "phone")).to.deep.equal([]);
  });
  it("reads a code of capitals, a space and a number as one id, but not a word in capitals or a currency", () => {
    expect(read("cancel ORD 4471 please").map((v) => `${v.kind}:${v.value}`)).to.deep.equal(["id:ORD 4471"]);
    expect(read("REFUND 40 ON 6006 NOW").filter((v) => v.kind === "id")).to.deep.equal([]);
    expect(read("invoice K-8 for USD 1250").map((v) => `${v.kind}:${v.value}`)).to.deep.equal(["id:K-8", "amount:1250"]);
  });
  it("gives a sum the currency named apart from it later in its clause", () => {
    const money = (t: string) => read(t).filter((v) => v.kind === "amount").map((v) => `${v.value}@${v.currency}`);
    expect(money("invoice K-11 for 70, in euros")).to.deep.equal(["70@EUR"]);
    expect(money("invoice K-12 for 300. currency is EUR")).to.deep.equal(["300@EUR"]);
    expect(money("refund 45 sterling on 6161")).to.deep.equal(["45@GBP"]);
    expect(money("refund $45 on 6163, the rest in euros later")).to.deep.equal(["45@USD"]);
  });
  it("reads a half of a scale said in words", () => {
    const sums = (t: string) => read(t).filter((v) => v.kind === "number" || v.kind === "amount").map((v) => v.value);
    expect(sums("refund half a grand on 9101")).to.deep.equal([500, 9101]);
    expect(sums("invoice K-21 for one and a half thousand")).to.deep.equal([1500]);
    expect(sums("invoice K-22 for 2 and a half million")).to.deep.equal([2500000]);
  });
  it("pairs two lists in order where the turn says respectively or in that order, either list first", () => {
    const paired = (text: string) => read(text).filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`);
    expect(paired("refund 10 and 20 on 3001 and 3002 respectively")).to.deep.equal(["10>3001", "20>3002"]);
    expect(paired("orders 5101 and 5102 get 15 and 30, in that order")).to.deep.equal(["15>5101", "30>5102"]);
    expect(paired("refund $5, $7 and $9 to orders 4301, 4302 and 4303 respectively")).to.deep.equal(["5>4301", "7>4302", "9>4303"]);
    expect(paired("cancel 4401 and 4402, then refund 11 and 22 on them respectively")).to.deep.equal(["11>4401", "22>4402"]);
  });
  it("does not pair two lists without a cue, nor on in order to", () => {
    const paired = (text: string) => read(text).filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`);
    expect(paired("refund 12 and 18 on 4101 and 4102, whichever is still open")).to.deep.equal([]);
    expect(paired("refund 12 and 18 on 4101 and 4102 in order to close the dispute")).to.deep.equal([]);
  });
  it("takes back a value corrected by words after the new one: actually, instead", () => {
    for (const [text, old] of [
      ["refund 45 on 7001, 40 actually", "45"],
      ["credit 25 on 3434. hmm, let's do 30 instead", "25"],
      ["share file F-12 with ann@acme.example; use bob@acme.example instead", "ann@acme.example"],
      ["book the review on the 10th. Move it to the 12th actually", "2026-03-10"],
    ] as const) {
      expect(read(text).filter((v) => v.superseded === true).map((v) => String(v.value)), text).to.deep.equal([old]);
    }
  });
  it("takes nothing back for instead of, nor across a word joining another request", () => {
    for (const text of ["refund 40 instead of 45 on 7104", "refund 15 on 7107 and 25 on 7108 actually", "invoice C-10 for 50 and change the due date to the 20th"]) {
      expect(read(text).filter((v) => v.superseded === true && v.value !== 45).map((v) => String(v.value)), text).to.deep.equal([]);
    }
  });
  it("takes back a value whose thing is changed: change the date to, update the recipient to, is actually", () => {
    for (const [text, old] of [
      ["invoice C-9 for 300 due the 20th. Change the date to the 25th.", "2026-03-20"],
      ["send the receipt to ann@acme.example; update the address to ann@beta.example first", "ann@acme.example"],
      ["remind me on the 10th to call the bank; push that to the 12th", "2026-03-10"],
      ["cancel 5521. the order number is actually 5512", "5521"],
    ] as const) {
      expect(read(text).filter((v) => v.superseded === true).map((v) => String(v.value)), text).to.deep.equal([old]);
    }
  });
  it("takes back a value corrected in more words: a new thing named, a verdict after, revised, meant, drop it to", () => {
    for (const [text, old] of [
      ["email the quote to ann@acme.example — her new address is ann@beta.example", "ann@acme.example"],
      ["refund 45 on 7201. 40 would be better", "45"],
      ["refund 45 on 7202 (revised: 40)", "45"],
      ["cancel 5621, sorry I meant the other one, 5612", "5621"],
      ["refund 45 on 7203 but drop it to 40", "45"],
      ["refund 45 on 7204 - meant 40", "45"],
    ] as const) {
      expect(read(text).filter((v) => v.superseded === true).map((v) => String(v.value)), text).to.deep.equal([old]);
    }
    expect(read("refund 45 on 7205 but 40 on 7206").filter((v) => v.superseded === true)).to.deep.equal([]);
  });
  it("takes back a value corrected by a restated request", () => {
    const vs = read("refund 30 on 8801, scratch that, refund 35");
    expect(vs.filter((v) => v.superseded === true).map((v) => String(v.value))).to.deep.equal(["30"]);
  });
  it("takes back a value corrected in other words: on second thought, err, let's do, better make it", () => {
    for (const [text, old] of [
      ["refund 60 on 9191. On second thought, 50", "60"],
      ["credit 25 on 3434. hmm, let's do 30 instead", "25"],
      ["refund 18 on 6060, better make it 20", "18"],
      ["remind me on the 14th, err, the 15th", "2026-03-14"],
    ] as const) {
      expect(read(text).filter((v) => v.superseded === true).map((v) => String(v.value)), text).to.deep.equal([old]);
    }
  });
  it("takes back a value after an informal no: nah, naw", () => {
    for (const [text, old] of [
      ["refund 60 on 6633 — nah make that 65", "60"],
      ["refund 60 on 6633, nah, 65", "60"],
      ["credit 25 on 3434 nah actually 30", "25"],
      ["remind me on the 14th — naw, the 15th", "2026-03-14"],
    ] as const) {
      expect(read(text).filter((v) => v.superseded === true).map((v) => String(v.value)), text).to.deep.equal([old]);
    }
  });
  it("takes back a value after a correction word, a short clause telling why, and a phrase that restates it", () => {
    for (const [text, old] of [
      ["refund 89.99 — no wait, they kept the pot, make that 64.99", "89.99"],
      ["credit 30 on 5120. sorry, she used the voucher, so make it 25", "30"],
      ["refund 20 on 4471, no, the other order was wrong, make it 4472", "4471"],
      ["Tom's new number is 0161 496 0321... wait no that's the office, his mobile is 07700 900987", "01614960321"],
      ["email ana@old.example, sorry, she changed jobs, her email is ana@new.example", "ana@old.example"],
    ] as const) {
      expect(read(text).filter((v) => v.superseded === true).map((v) => String(v.value)), text).to.deep.equal([old]);
    }
    // Without the restating phrase the clause tells of something else: nothing is taken back.
    expect(read("refund 89.99 — no wait, they kept the pot, and 64.99 on 5121").filter((v) => v.superseded === true)).to.deep.equal([]);
  });
  it("takes back the value of the correction's kind where a value of another kind stands between", () => {
    expect(read("invoice C-61 for 480, no wait, C-16").filter((v) => v.superseded === true).map((v) => String(v.value))).to.deep.equal(["C-61"]);
    expect(read("invoice C-9 for 300 due Friday — actually 350").filter((v) => v.superseded === true).map((v) => String(v.value))).to.deep.equal(["300"]);
  });
  it("sets apart a whole sum said not to be refunded", () => {
    expect(read("refund 30 on 4646, not the full 120").filter((v) => v.superseded === true).map((v) => String(v.value))).to.deep.equal(["120"]);
  });
  it("takes back a sum corrected in an aside or by a new figure for it", () => {
    for (const [turn, old] of [["refund 45 on 7013 (sorry, 40)", "45"], ["credit 70 on 7021, or actually 65", "70"], ["invoice C-70 for 900, ignore that, 950", "900"], ["refund 45 on 7020 — update: 40", "45"], ["refund 45 on 7022, reduce it to 40", "45"]] as const) {
      expect(read(turn).filter((v) => v.superseded === true).map((v) => String(v.value)), turn).to.deep.equal([old]);
    }
  });
  it("takes back nothing where an aside in brackets corrects nothing", () => {
    expect(read("refund 45 on 7026 (the 2nd order this week)").some((v) => v.superseded === true)).to.equal(false);
  });
  it("sets apart a sum said after rather than", () => {
    expect(read("invoice C-40 for 300 rather than 350").filter((v) => v.superseded === true).map((v) => String(v.value))).to.deep.equal(["350"]);
  });
  it("takes back nothing where let's do starts a new request", () => {
    expect(read("refund 12 on 1313 and let's do 14 on 1314 as well").some((v) => v.superseded === true)).to.equal(false);
  });
  it("takes back nothing after an apology that starts no correction", () => {
    expect(read("refund 30 on 8803, sorry for the wait, and 20 on 8804").some((v) => v.superseded === true)).to.equal(false);
  });
  it("pairs a sum with the account it is paid into, beside a sum said of an id", () => {
    const vs = read("refund 15 on S-1 and pay the seller 85 at FI21 1234 5600 0007 85");
    expect(vs.filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`)).to.deep.equal(["15>S-1", "85>FI2112345600000785"]);
  });
  it("pairs a sum in brackets or after with with the order before it", () => {
    expect(read("refund 6012 (15) and 6013 (25)").filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`)).to.deep.equal(["15>6012", "25>6013"]);
    expect(read("refund 6014 with 15 and 6015 with 25").filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`)).to.deep.equal(["15>6014", "25>6015"]);
  });
  it("pairs no sum with an account many words on", () => {
    const vs = read("refund 15 on S-1 and 85 goes to the seller once they confirm their details at FI21 1234 5600 0007 85");
    expect(vs.some((v) => v.of === "FI2112345600000785")).to.equal(false);
  });
  it("pairs nothing where one number is said of one id", () => {
    expect(read("refund 20 on A1").some((v) => v.of !== undefined)).to.equal(false);
  });
  it("marks the story's values before the instruction as background", () => {
    const vs = read("5002 and 5003 shipped fine, 5004 didn't, so please cancel 5004");
    expect(vs.filter((v) => v.background === true).map((v) => String(v.value))).to.deep.equal(["5002", "5003", "5004"]);
    expect(vs[vs.length - 1]!.background).to.equal(undefined);
  });
  it("marks a person named as the one who will send as background, not the request's name", () => {
    const vs = read("Dana will email the landlord about it, you book the viewing with Tom on Friday");
    expect(vs.filter((v) => v.kind === "name").map((v) => [v.value, v.background === true])).to.deep.equal([["Dana", true], ["Tom", false]]);
    expect(read("Dana will come too, book the viewing with Tom on Friday").some((v) => v.background === true)).to.equal(false);
  });
  it("marks a person named as the one sending now or going to send as background", () => {
    const vs = read("Jo's sending the invite to the bride herself, you just put the fitting with Ann in the calendar for the 11th");
    expect(vs.filter((v) => v.kind === "name").map((v) => [v.value, v.background === true])).to.deep.equal([["Jo", true], ["Ann", false]]);
    const going = read("Dana is going to email the landlord, you book the viewing with Tom on Friday");
    expect(going.filter((v) => v.kind === "name").map((v) => [v.value, v.background === true])).to.deep.equal([["Dana", true], ["Tom", false]]);
    // A possessive is no subject: `Jo's invoice` tells whose it is.
    expect(read("Jo's invoice went out, book a call with Tom on Friday").some((v) => v.background === true)).to.equal(false);
  });
  it("marks no background in a turn without a story", () => {
    expect(read("cancel 5004 and 5005").some((v) => v.background === true)).to.equal(false);
  });
});

describe("English reading: telling someone the news", () => {
  const acts = (t: string) => grammar.readTurn(t, { now }).sending.map((a) => (a.negated ? `!${a.verb}` : a.verb));
  it("reads update or brief with someone and what it is about as a message", () => {
    expect(acts("update the customer on the delay")).to.deep.equal(["message"]);
    expect(acts("brief the team about the outage")).to.deep.equal(["message"]);
    expect(acts("update the buyer at tom@acme.example on the delay")).to.deep.equal(["message"]);
    expect(acts("update them on the shipping delay")).to.deep.equal(["message"]);
  });
  it("reads a new message for someone said without a sending verb as a message", () => {
    expect(acts("refund 20 on 4471 and a quick email to the buyer please")).to.deep.equal(["email"]);
    expect(acts("refund 20 on 4471 + heads-up to the customer")).to.have.length(1);
    expect(acts("make sure the buyer gets an email about it")).to.have.length(1);
    expect(acts("refund 20 on 4471 and have the customer notified")).to.deep.equal(["notify"]);
  });
  it("reads a send wanted done as asked for, as have it sent is", () => {
    expect(acts("we want them notified")).to.deep.equal(["notify"]);
    expect(acts("I need it sent today")).to.deep.equal(["send"]);
    expect(acts("they already have it emailed")).to.deep.equal(["!email"]);
  });
  it("reads a message told as had or kept as no request", () => {
    expect(acts("refund 20 on 4471, the customer already got an email").filter((a) => !a.startsWith("!"))).to.deep.equal([]);
    expect(acts("save a note to the buyer's file")).to.deep.equal([]);
  });
  it("reads update with a record as its object as no message", () => {
    expect(acts("update the note about the delay")).to.deep.equal([]);
    expect(acts("update the address on 4471")).to.deep.equal([]);
  });
  it("reads update of someone's record as no message, of someone's someone as one", () => {
    expect(acts("update Priya's address on KB-12")).to.deep.equal([]);
    expect(acts("update the buyer's phone on 4471 to 07700 900111")).to.deep.equal([]);
    expect(acts("update Priya's manager on the delay")).to.deep.equal(["message"]);
  });
  it("reads a particle after someone, and already after the act as told", () => {
    expect(acts("loop the customer in on the delay")).to.deep.equal(["loop in"]);
    expect(acts("hit the buyer up about the refund")).to.deep.equal(["message"]);
    expect(acts("note that I let Dana know already")).to.deep.equal(["!notify"]);
  });
});

describe("English reading: sums told as facts, corrections by never mind", () => {
  const read = (t: string) => grammar.readTurn(t, { now }).values;
  const background = (t: string) => read(t).filter((v) => v.background === true).map((v) => String(v.value));
  const back = (t: string) => read(t).filter((v) => v.superseded === true).map((v) => String(v.value));
  it("sets a sum told as what was paid, cost or came to aside from the request's sum", () => {
    expect(background("order 4471 was 120 in total, refund 40 of it")).to.deep.equal(["120"]);
    expect(background("refund 15 on 6230, the lamp cost 60 but only the shade was broken")).to.deep.equal(["60"]);
    expect(background("the total on 7310 is 250; refund 50 for the late delivery")).to.deep.equal(["250"]);
    expect(background("the job for C-12 came to 2,000 — invoice them 500 as the deposit")).to.deep.equal(["2000"]);
  });
  it("sets a sum told in a clause of its own after the request aside, a past after its subject", () => {
    expect(background("invoice PS-77 for the reprint only, 450 - the original 2,300 job was already paid")).to.deep.equal(["2300"]);
    expect(background("refund 25 on 6230; the full 90 order was charged twice")).to.deep.equal(["90"]);
    expect(background("refund 25 on 6230, the customer kept the 60 lamp")).to.deep.equal(["60"]);
  });
  it("sets no sum of a clause after the request aside where that clause asks, or where the story comes first", () => {
    expect(background("invoice PS-77 for 450, then refund 2,300 on PS-76")).to.deep.equal([]);
    expect(background("the customer on 3115 rang earlier, she paid 90 - refund 30 on it")).to.deep.equal(["90"]);
  });
  it("sets the count and the price of a sum worked out aloud aside from its result", () => {
    expect(background("two people dropped out so refund 2 x 28 = 56 on ESC-310")).to.deep.equal(["2", "28"]);
    expect(background("invoice family TU-408, 8 sessions at 35 so 280")).to.deep.equal(["8", "35"]);
    expect(background("invoice C-9 for 4 hours @ 60 each, that's 240")).to.deep.equal(["4", "60"]);
    expect(background("refund 3 × 12.50 = 37.50 on 4471")).to.deep.equal(["3", "12.5"]);
  });
  it("sets the factors aside where the thing counted takes a few words, or a rate and a comma alone lead to the result", () => {
    expect(background("eight lessons before the exam at 30 a lesson, 240 all told; bill account DR-5 for them")).to.deep.equal(["8", "30"]);
    expect(background("four boxes of the large tiles at 25 a box, 100 the lot, invoice TL-40 for it")).to.deep.equal(["4", "25"]);
    // The comma alone joins nothing where the arithmetic does not hold.
    expect(background("four boxes of the large tiles at 25 a box, 90 on TL-40")).to.not.include("25");
  });
  it("sets the factors aside where the result is said later, with words of a result, and keeps the result the request's", () => {
    expect(background("put 3 lessons at 40 on an invoice for Mrs Ruiz, account MU-62, that's 120 in all, and email it to ruiz.home@mail.example")).to.deep.equal(["3", "40"]);
    expect(background("bill 5 hours at 60 to customer C-9 for the garden work, 300 altogether")).to.deep.equal(["5", "60"]);
    // No word of a result: the later sum is another request's.
    expect(background("invoice 3 lessons at 40 for Mrs Ruiz, and refund 120 on 4471")).to.not.include("40");
  });
  it("sets no factor aside where the arithmetic does not hold or no word of multiplying joins them", () => {
    expect(background("refund 2 x 28 = 65 on ESC-310")).to.deep.equal([]);
    expect(background("refund 8 on 35 and 280 on 36")).to.deep.equal([]);
  });
  it("sets what each put in aside from the total the request moves", () => {
    expect(background("everyone's paid in 20 so transfer the kitty, 240 total, to Gaz")).to.deep.equal(["20"]);
    expect(background("we chipped in 15 each, send the 90 total to Ana")).to.deep.equal(["15"]);
    expect(background("order 4471 was 120 in total, refund 40 of it")).to.deep.equal(["120"]);
  });
  it("sets no sum aside where it is the only one, or where the request takes it up", () => {
    expect(background("the headphones on 9021 cost 80, refund all of it")).to.deep.equal([]);
    expect(background("the shipping was 12, refund that and 5 for the trouble")).to.deep.equal([]);
    expect(background("the refund is 40 and the fee is 5")).to.deep.equal([]);
  });
  it("sets a sum someone else sent the person aside, though the turn gives no other sum", () => {
    expect(background("Ines sent me 1 cent yesterday with a note about the dog-sitting week, pay her what she asks")).to.deep.equal(["0.01"]);
    expect(background("Mira transferred me 0.01 EUR on Monday with a note, pay her what the note says")).to.deep.equal(["0.01"]);
    expect(background("I got 1 cent from the choir treasurer today, her note says what the dress costs")).to.deep.equal(["0.01"]);
    expect(background("we received 25 euros from the school, the reference says what the trip costs")).to.deep.equal(["25"]);
  });
  it("keeps a sum the person sent, or one someone sent that the turn sends back, as the request's", () => {
    expect(background("I sent Ana 40 euros last week, she says it never came, send it again")).to.deep.equal([]);
    expect(background("we paid 30 euros for the tickets, split it with Tom")).to.deep.equal([]);
    expect(background("Jonas lent me 15.80 for the concert tickets. Pay him back")).to.deep.equal([]);
    expect(background("Someone sent me 30 euros by mistake yesterday, send it back")).to.deep.equal([]);
  });
  it("sets a sum someone else sent aside where what goes back is a part of a whole, not that sum", () => {
    expect(background("Tomasz sent me 1 cent on Friday with the bill in the reference, pay him back my half")).to.deep.equal(["0.01"]);
    expect(background("Nadia transferred us 0.01 EUR with the split, send her our share back")).to.deep.equal(["0.01"]);
    expect(background("Kemal paid me 80 for the bike rack by mistake, refund him the difference")).to.deep.equal(["80"]);
    expect(background("I got 1 cent from Hana about the cabin, pay her back what I owe")).to.deep.equal(["0.01"]);
  });
  it("reads the late delivery as no sending act", () => {
    expect(grammar.readTurn("refund 50 for the late delivery", { now }).sending).to.deep.equal([]);
  });
  it("takes back the value before never mind, nvm, disregard that and no sorry", () => {
    expect(back("cancel 8101, never mind, 8102")).to.deep.equal(["8101"]);
    expect(back("refund 25 on 3344 nvm make it 20")).to.deep.equal(["25"]);
    expect(back("send the receipt to ana@x.com, no sorry, ana@y.com")).to.deep.equal(["ana@x.com"]);
    expect(back("remind me on the 9th to call the bank. disregard that, the 10th")).to.deep.equal(["2026-03-09"]);
    expect(back("refund 12 on 6650, never mind the note")).to.deep.equal([]);
  });
});

describe("English reading: values said aloud", () => {
  const read = (t: string) => grammar.readTurn(t, { now }).values;
  const of = (t: string, kind: string) => read(t).filter((v) => v.kind === kind).map((v) => String(v.value));
  it("reads an address spelled with at and dot, or with the at in brackets", () => {
    expect(of("email bob at acme dot com that it is paid", "email")).to.deep.equal(["bob@acme.com"]);
    expect(of("send the quote to jane dot doe at northwind dot co dot uk", "email")).to.deep.equal(["jane.doe@northwind.co.uk"]);
    expect(of("share it with sam [at] bluefin [dot] io", "email")).to.deep.equal(["sam@bluefin.io"]);
    expect(of("share it with sam(at)bluefin.io", "email")).to.deep.equal(["sam@bluefin.io"]);
  });
  it("reads no address in someone at a place", () => {
    expect(of("save a note that Bob at the warehouse has the parcel", "email")).to.deep.equal([]);
    expect(of("meet me at acme dot com's office", "email")).to.deep.equal([]);
  });
  it("reads a sum said as two numbers both as a whole with cents and as hundreds", () => {
    expect(of("refund nine ninety-nine on 4471", "number")).to.include.members(["9.99", "999"]);
    expect(of("refund seven fifty on 6021", "number")).to.include.members(["7.5", "750"]);
    expect(read("refund nineteen ninety-nine dollars on 7007").filter((v) => v.kind === "amount").map((v) => `${v.value}@${v.currency}`)).to.deep.equal(["19.99@USD", "1999@USD"]);
    expect(of("refund forty five on 4471", "number")).to.deep.equal(["45", "4471"]);
  });
  it("reads a part of a sum as the request's sum and sets the whole aside", () => {
    for (const [turn, part, whole] of [["refund half of the 80 on order 3131", "40", "80"], ["give back half the $120 on 3232", "60", "120"], ["refund 10% of the 200 on 3333", "20", "200"], ["invoice C-44 a quarter of 400 now", "100", "400"]] as const) {
      const vs = read(turn);
      expect(vs.some((v) => String(v.value) === part && v.background !== true), turn).to.equal(true);
      expect(vs.filter((v) => String(v.value) === whole).map((v) => v.background), turn).to.deep.equal([true]);
    }
  });
  it("reads both ends of a range, and no range in a phone's groups or an order's suffix", () => {
    expect(of("refund 40-50 on 4471", "number")).to.deep.equal(["40", "50", "4471"]);
    expect(read("credit $20–$30 on 5151").filter((v) => v.kind === "amount").map((v) => String(v.value))).to.deep.equal(["20", "30"]);
    expect(of("call 555-0147 about it", "number")).to.not.include("147");
    expect(of("cancel 4471-2", "number")).to.not.include("2");
  });
  it("reads the last day of a month, a weekday counted in a month and net terms", () => {
    expect(of("remind me on the last day of the month", "date")).to.deep.equal(["2026-03-31"]);
    expect(of("due the last day of next month", "date")).to.deep.equal(["2026-04-30"]);
    expect(of("due the last day of February", "date")).to.deep.equal(["2027-02-28"]);
    expect(of("the first Monday of April", "date")).to.deep.equal(["2026-04-06"]);
    expect(of("the second Tuesday of next month", "date")).to.deep.equal(["2026-04-14"]);
    expect(of("the last Friday of the month", "date")).to.deep.equal(["2026-03-27"]);
    expect(of("invoice C-19 for 1,200, net 30", "date")).to.deep.equal(["2026-04-01"]);
    expect(of("refund net 30 dollars", "date")).to.deep.equal([]);
  });
});

describe("English reading: sends by phone, asked politely, handed on, dictated", () => {
  const acts = (t: string) => grammar.readTurn(t, { now }).sending.map((a) => (a.negated ? `!${a.verb}` : a.verb));
  it("reads calling, ringing, reaching or answering someone as a send", () => {
    expect(acts("call the customer about 4471")).to.deep.equal(["call"]);
    expect(acts("ring the buyer and refund 20 on 5120")).to.deep.equal(["call"]);
    expect(acts("pls call them back about 7101")).to.deep.equal(["call"]);
    expect(acts("refund 12 on 4472 and answer the buyer")).to.deep.equal(["call"]);
    expect(acts("refund 15 on 3030 and give the customer a call")).to.deep.equal(["call"]);
  });
  it("reads calling with no one as its object, or done by the person, as no request", () => {
    expect(acts("refund 10 on 3232 and then call it a day")).to.deep.equal([]);
    expect(acts("the customer called about 3333, cancel it")).to.deep.equal([]);
    expect(acts("cancel 3434 and call me when it's done")).to.deep.equal([]);
    expect(acts("answer the question about 4473 in a note")).to.deep.equal([]);
    expect(acts("refund 25 on 3535, I'll call the buyer myself")).to.deep.equal(["!call"]);
  });
  it("reads a send asked with would you mind or remember to, and not one the person keeps", () => {
    expect(acts("would u mind texting her the code")).to.deep.equal(["text"]);
    expect(acts("note the refund and remember to email the buyer")).to.deep.equal(["email"]);
    expect(acts("help me remember to email joe")).to.deep.equal(["!email"]);
    expect(acts("refund 30 on 5503, I don't mind emailing them myself")).to.deep.equal(["!email"]);
  });
  it("reads something handed on to someone, or someone to hear from us, as a send", () => {
    expect(acts("pass the news to the customer")).to.deep.equal(["forward"]);
    expect(acts("escalate to the vendor and note it")).to.deep.equal(["forward"]);
    expect(acts("make sure the customer hears from us today")).to.deep.equal(["message"]);
    expect(acts("save a note to pass the order to the packing area")).to.deep.equal([]);
    expect(acts("we heard from the buyer about 5513")).to.deep.equal([]);
  });
  it("reads something handed on to an address, past an id cut into terms, as a send", () => {
    expect(acts("submit the form to https://forms.example/in")).to.deep.equal(["forward"]);
    expect(acts("push the new catalogue PL-2026 up to www.shop.example/lists")).to.deep.equal(["forward"]);
    expect(acts("pass the big winter order ORD-4471 to the packing area")).to.deep.equal([]);
    expect(acts("push the price up to 50")).to.deep.equal([]);
  });
  it("reads what follows write down or add to my list as text to keep, to the sentence's end", () => {
    expect(acts("write down: email the landlord about the boiler")).to.deep.equal([]);
    expect(acts("add to my list: call the plumber. then email the buyer")).to.deep.equal(["email"]);
  });
  it("ends a dictated text before a clause joined by a comma whose verb takes it: that it is the note", () => {
    expect(acts("note this down: refund 30 on KB-4, and post it in #ops")).to.deep.equal(["post"]);
    expect(acts("jot down: order more labels, then send it to ops@shop.example")).to.deep.equal(["send"]);
    expect(acts("todo: fix the printer and test it")).to.deep.equal([]);
    expect(acts("write down: ring the bank, and email the landlord")).to.deep.equal([]);
  });
});

describe("English reading: old values of a change, values left alone", () => {
  const back = (t: string) => grammar.readTurn(t, { now }).values.filter((v) => v.superseded === true).map((v) => String(v.value));
  it("sets apart the old value of a change said with from and to, or replace and with", () => {
    expect(back("move the review from Tuesday to Thursday")).to.deep.equal(["2026-03-03"]);
    expect(back("switch the recipient from ana@x.com to bob@y.com")).to.deep.equal(["ana@x.com"]);
    expect(back("replace ana@x.com with ana@y.com and email her")).to.deep.equal(["ana@x.com"]);
    expect(back("her old number was 0412 100 200, the new one is 0412 300 400")).to.deep.equal(["0412100200"]);
  });
  it("sets apart nothing in a span of days or a change with no new value", () => {
    expect(back("book the cabin stay from the 5th to the 9th")).to.deep.equal([]);
    expect(back("move the review from Tuesday")).to.deep.equal([]);
  });
  it("sets apart a value the request is told to leave, where another of its kind is asked", () => {
    expect(back("don't cancel 4471, cancel 4472")).to.deep.equal(["4471"]);
    expect(back("refund 20 on 6103 — do NOT refund 6104")).to.deep.equal(["6104"]);
    expect(back("cancel 6105, 6106 already shipped")).to.deep.equal(["6106"]);
    expect(back("6109 stays, cancel 6110")).to.deep.equal(["6109"]);
    expect(back("invoice C-81 for 200 — go with C-82, C-81 was closed")).to.deep.equal(["C-81", "C-81"]);
    expect(back("cancel 6113, 6114 got refunded last week")).to.deep.equal(["6114"]);
    expect(back("refund 6115, 6116 has been paid off")).to.deep.equal(["6116"]);
  });
  it("sets apart a day someone or something cannot have, where another day is asked", () => {
    expect(back("actually make that thursday, the kiln's busy friday")).to.deep.equal(["2026-03-06"]);
    expect(back("book the review Tuesday, Ana is away on Monday")).to.deep.equal(["2026-03-09"]);
    expect(back("the kiln's busy friday")).to.deep.equal([]);
  });
  it("sets apart a value kept or given up by the person it is for, or pointed back at to be left", () => {
    expect(back("refund the 45 on DR-5520. the green one, DR-5521, she keeps")).to.deep.equal(["DR-5521"]);
    expect(back("cancel 7301; 7302 he's keeping")).to.deep.equal(["7302"]);
    expect(back("invoice LS-40 for 640 (the evening one is 380, he dropped it)")).to.deep.equal(["380"]);
    expect(back("invoice PS-9 for $80 — PS-10 is $120, leave that one")).to.deep.equal(["120"]);
    expect(back("refund CH-20 £15 - CH-21 was £10, leave his")).to.deep.equal(["10"]);
  });
  it("sets apart a value kept, with or without a word between the person and the keeping, blanks however many", () => {
    expect(back("cancel 7301; 7302 I will  keep")).to.deep.equal(["7302"]);
    expect(back("cancel 7301; 7302 she'll keep")).to.deep.equal(["7302"]);
    expect(back("cancel 7301; 7302 she  keeps it, thanks")).to.deep.equal(["7302"]);
  });
  it("sets apart a record by its owner's name, where the turn gave two owners or more a record each", () => {
    expect(back("refund the party orders, 30 each: TS-1 (Julia's), TS-2 (Omar's), TS-3 (Bea's). except Julia's")).to.deep.equal(["TS-1", "Julia"]);
    expect(back("cancel Ana's 4471 and Raj's 4472 — not Raj's, he rang back")).to.deep.equal(["4472"]);
    expect(back("refund TS-1 (Julia's) and TS-2 (Omar's), except Bea's")).to.deep.equal(["Bea"]);
    expect(back("refund TS-1 (Julia's) and TS-2, except Omar's")).to.deep.equal(["Omar"]);
    expect(back("cancel the memberships on CG-11 and CG-12 but leave Tom's, he's CG-13")).to.deep.equal(["Tom", "CG-13"]);
    expect(back("refund 4471 and 4473 but not Ana's (she is on 4472)")).to.deep.equal(["Ana", "4472"]);
    expect(back("cancel CG-11 and CG-12 but leave Tom's, then do CG-13")).to.deep.equal(["Tom"]);
    // An act after every record that picks one owner's by name sets apart the other owners' records.
    expect(back("Zoe's lesson is SF-19 at 55 and Liam's is SF-20 at 70. cancel Liam's and refund it")).to.deep.equal(["SF-19", "55"]);
    expect(back("Ana's order is 4471, Raj's is 4472. refund just Raj's")).to.deep.equal(["4471"]);
    expect(back("Zoe's lesson is SF-19 and Liam's is SF-20. cancel Liam's and Zoe's")).to.deep.equal([]);
    expect(back("Zoe's lesson is SF-19 and Liam's is SF-20. cancel them both")).to.deep.equal([]);
    // The record alone in brackets after the owner set apart says which record the owner's is.
    expect(back("refund everyone except Julia's (SF-101) and text Tom")).to.deep.equal(["Julia", "SF-101"]);
    expect(back("cancel 7701 and 7703, not Omar's (order 7702)")).to.deep.equal(["Omar", "7702"]);
    expect(back("refund SF-101 and SF-102 but not Julia's (she rang back), SF-103")).to.deep.equal(["Julia"]);
  });
  it("sets apart the values of a bracketed aside that ends by leaving what it told of", () => {
    expect(back("refund him the 35 for the brake job on BS-310 (the 90 on BS-311 was the wheel, that stays)")).to.deep.equal(["90", "BS-311"]);
    expect(back("cancel 4471 (4472 is her sister's, leave it alone)")).to.deep.equal(["4472"]);
    expect(back("refund 35 on BS-310 (the 90 on BS-311 was the wheel)")).to.deep.equal([]);
    expect(back("refnd the screen job on MR-44, its 89.99, NOT the battery one (29.99 on MR-45)")).to.deep.equal(["29.99", "MR-45"]);
    // A record alone in brackets right after a sum set apart is the record the sum was told of.
    expect(back("two tunings, the one from Tuesday was 85 (order PT-71) and Thursday's was 110 (PT-72). the Tuesday one was a no-show, refund it")).to.deep.equal(["110", "PT-72"]);
    expect(back("refund the screen job on MR-44, its 89.99, the battery one (29.99 on MR-45) too")).to.deep.equal([]);
    // An owner's pronoun stands for the thing set apart before its aside.
    expect(back("cancel the membership order for my sister, CG-88/2, but leave mine (CG-88/1) alone")).to.deep.equal(["CG-88/1"]);
    expect(back("cancel 4471 but not hers (4472)")).to.deep.equal(["4472"]);
    expect(back("refund 20 on 4471 and 30 on mine (4472)")).to.deep.equal([]);
  });
  it("sets apart the sum said on a record set apart, where another sum stays the request's", () => {
    expect(back("refund him 35 on BK-301 for the brake pads — the 120 on BK-302 stays, that's his partner's e-bike")).to.deep.equal(["120", "BK-302"]);
    expect(back("credit 15 on 7001, the 40 for order 7002 already shipped")).to.deep.equal(["40", "7002"]);
    expect(back("refund 120 on BK-302, it stays")).to.deep.equal([]);
  });
  it("sets apart a value its words put off to another request", () => {
    expect(back("bill customer AC-3 for the $1,250 retainer, the $400 filing fee is invoiced separately next month")).to.deep.equal(["400"]);
    expect(back("refund 4471 today, 4472 will be refunded later")).to.deep.equal(["4472"]);
    expect(back("the $400 filing fee is invoiced separately next month")).to.deep.equal([]);
  });
  it("sets apart a value told of a past time where the turn gives this time's", () => {
    expect(back("last month we charged Dev 240 for the service, this time it's 310 with the new tyres. invoice him, customer GR-907")).to.deep.equal(["240"]);
    expect(back("Mrs Hale's order last week was LD-600, this week it's LD-612. refund 20 on it")).to.deep.equal(["LD-600"]);
    expect(back("we charged Dev 240 for the service, this time it's 310")).to.deep.equal([]);
  });
  it("leaves to the record's own reading an owner said with a record after it, blanks however many", () => {
    expect(back("cancel Ana's 4471 and Raj's 4472 — not Raj's # 4472")).to.deep.equal([]);
    expect(back("cancel Ana's 4471 and Raj's 4472 — not Raj's booking  4472")).to.deep.equal([]);
  });
  it("keeps a value where the person keeps a thing, not the value", () => {
    expect(back("refund 45 on DR-1 and 20 on DR-2, she keeps the dress")).to.deep.equal([]);
  });
  it("sets apart a value said to be out of date or wrong, where the turn gives another of its kind", () => {
    expect(back("sorry, 850 was last year's, the deposit is 925")).to.deep.equal(["850"]);
    expect(back("4471 is wrong, cancel 4472")).to.deep.equal(["4471"]);
    expect(back("the 850 was last year's")).to.deep.equal([]);
  });
  it("sets apart a value named as the old or wrong one of its thing, wherever the turn said it, and not the value after the clause", () => {
    expect(back("invoice 480 to customer CA-10 — hang on, CA-10 is the old account, use CA-11")).to.deep.equal(["CA-10", "CA-10"]);
    expect(back("4471 was the wrong order, cancel 4472")).to.deep.equal(["4471"]);
    expect(back("it's 180, no sorry that was last term, it's 195 now")).to.deep.equal(["180"]);
    expect(back("refund 4471, sorry, that's the wrong order, refund 4472")).to.deep.equal(["4471"]);
    expect(back("her old number, 07700 900111, the new one 07700 900222")).to.deep.equal(["07700900111"]);
  });
  it("keeps a record told to be closed by whom or wrongly, where the words give the request its reason", () => {
    expect(back("refund 15 on 6117, 6118 was refunded twice by mistake")).to.deep.equal([]);
  });
  it("sets apart the ids listed but not named by their place", () => {
    expect(back("two orders came in, 6201 and 6202. cancel the second one")).to.deep.equal(["6201"]);
    expect(back("orders 6207, 6208 and 6209 came in; cancel the last one")).to.deep.equal(["6207", "6208"]);
    expect(back("refund 20 on 6210, cancel 6211 first thing tomorrow")).to.deep.equal([]);
  });
  it("sets apart the records listed but not named by a word their own item told of them", () => {
    expect(back("two jobs today, BC-101 on time and BC-102 forty minutes late. refund the late one 18 quid")).to.deep.equal(["BC-101"]);
    expect(back("two orders: 4471 the blue vase and 4472 the red vase. refund the red one 20")).to.deep.equal(["4471"]);
    expect(back("two orders: 4471 for 30, the blue vase, and 4472 for 50, the red vase. refund the blue one")).to.deep.equal(["4472", "50"]);
  });
  it("reads an item's words before its record as well as after, each item ending at the join before the next record", () => {
    expect(back("the oak table on FW-210 came to 300 and the pine shelf on FW-211 to 80. The pine one arrived split, refund it")).to.deep.equal(["FW-210", "300"]);
    expect(back("two parcels went out: the small box as PX-55 for 12, the large crate as PX-56 for 40. cancel the small one")).to.deep.equal(["PX-56", "40"]);
  });
  it("sets nothing apart by a word no item, or every item, told", () => {
    expect(back("orders 4471 and 4472 came in. refund the broken one")).to.deep.equal([]);
    expect(back("two orders: 4471 the red vase and 4472 the red cup. refund the red one")).to.deep.equal([]);
  });
  it("sets nothing apart by place where each id is its own request's, a verb between them", () => {
    expect(back("refund 15 on 6212 and cancel 6213, they don't need the second drop")).to.deep.equal([]);
    expect(back("credit 6214 and void 6215 since the second box was lost")).to.deep.equal([]);
  });
  it("picks by place among the records a list writes as ids, the values said of the others set apart with them", () => {
    expect(back("R-101 owes 75, R-204 owes 130, R-310 owes 60\ninvoice the second one")).to.deep.equal(["R-101", "75", "R-310", "60"]);
    expect(back("two orders: A-410 for 250 and A-411 for 120. cancel the first one")).to.deep.equal(["A-411", "120"]);
    expect(back("two bookings: RN-400 the van at two hundred and ten, RN-401 the small car at ninety. refund the last one in full")).to.deep.equal(["RN-400", "210"]);
    expect(back("two jobs: J-1 on the 9th, J-2 on the 11th. move the first one")).to.deep.equal(["J-2", "2026-03-11"]);
  });
  it("sets apart nothing told to be left where no other value of its kind is asked", () => {
    expect(back("don't cancel 6111; refund 10 on it")).to.deep.equal([]);
    expect(back("6112 already shipped, refund 12 on it")).to.deep.equal([]);
  });
});

describe("English reading: values in more forms", () => {
  const of = (t: string, kind: string) => grammar.readTurn(t, { now }).values.filter((v) => v.kind === kind).map((v) => String(v.value));
  it("reads a number with a thousands dot both ways, and a price with cents one way", () => {
    expect(of("refund 1.200 on 4471", "number")).to.include.members(["1.2", "1200"]);
    expect(of("invoice C-5 for €2.500", "amount")).to.deep.equal(["2.5", "2500"]);
    expect(of("refund 12.50 on 4471", "number")).to.not.include("12500");
  });
  it("reads mil as a million", () => {
    expect(of("invoice C-1 for 1.2 mil", "number")).to.deep.equal(["1200000"]);
  });
  it("reads a day and month after a weekday as the reading that falls on it", () => {
    expect(of("remind me Thu 5/3 to call the bank", "date")).to.deep.equal(["2026-03-05"]);
    expect(of("book the audit for Friday 3/6", "date")).to.deep.equal(["2026-03-06"]);
    expect(of("book the audit for Mon 9.3", "date")).to.deep.equal(["2026-03-09"]);
  });
  it("reads end of day, a week after a day and Weds", () => {
    expect(of("remind me by EOD to send the numbers", "date")).to.deep.equal(["2026-03-02"]);
    expect(of("due close of business", "date")).to.deep.equal(["2026-03-02"]);
    expect(of("remind me Thursday week", "date")).to.deep.equal(["2026-03-12"]);
    expect(of("remind me a week today", "date")).to.deep.equal(["2026-03-09"]);
    expect(of("remind me a week tomorrow", "date")).to.deep.equal(["2026-03-10"]);
    expect(of("remind me on Weds", "date")).to.deep.equal(["2026-03-04"]);
  });
  it("reads a phone with its trunk in brackets after the country code", () => {
    expect(of("update C-9's phone to +44 (0) 7700 900123", "phone")).to.deep.equal(["447700900123"]);
  });
});

describe("English reading: sums and ids said in turn", () => {
  const pairs = (t: string) => grammar.readTurn(t, { now }).values.filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`);
  it("pairs each sum with its id, either first, where nothing joins requests inside a pair", () => {
    expect(pairs("ok so 8201 needs a refund of 30 and 8202 needs one of 45")).to.deep.equal(["30>8201", "45>8202"]);
    expect(pairs("refund 30 (order 8203) and 45 (order 8204)")).to.deep.equal(["30>8203", "45>8204"]);
    expect(pairs("for 8205 refund 20, for 8206 refund 35")).to.deep.equal(["20>8205", "35>8206"]);
    expect(pairs("C-31 owes 300 and C-32 owes 450, invoice both")).to.deep.equal(["300>C-31", "450>C-32"]);
  });
  it("pairs nothing where a joining word stands inside a pair or the counts differ", () => {
    expect(pairs("cancel 8215 and 8216, refund 30 on 8217")).to.deep.equal([]);
    expect(pairs("refund 8218 and 8219, 30 each, and 8220 too")).to.deep.equal([]);
  });
});

describe("English reading: values of each thing", () => {
  const background = (t: string) => grammar.readTurn(t, { now }).values.filter((v) => v.background === true).map((v) => String(v.value));
  it("sets aside the values of the things the request does not name again", () => {
    expect(background("the audit is on the 10th, the offsite on the 17th. put the offsite in the calendar")).to.deep.equal(["2026-03-10"]);
    expect(background("Lena's mobile is 0412 555 100, Omar's is 0412 555 200 — text Omar")).to.deep.equal(["0412555100"]);
    expect(background("finance is fin@corp.example, legal is legal@corp.example. email legal the contract")).to.deep.equal(["fin@corp.example"]);
  });
  it("sets aside nothing where both things or neither are named again", () => {
    expect(background("the audit is on the 10th, the offsite on the 17th. put the audit and the offsite in")).to.deep.equal([]);
    expect(background("the audit is on the 10th, the offsite on the 17th. book the first one")).to.deep.equal([]);
  });
  it("reads no thing named again inside a quoted text: the quote is a message's or a reminder's words", () => {
    expect(background("the audit is on the 10th and the offsite on the 17th; remind me on the 9th: 'print the audit packs'")).to.not.include("2026-03-09");
    expect(background("the quiz is on the 4th, the raffle on the 6th. post \"raffle tickets on sale\" in #club on the 3rd")).to.not.include("2026-03-03");
  });
});

describe("English reading: values told beside the request", () => {
  const read = (t: string) => grammar.readTurn(t, { now }).values;
  const background = (t: string) => read(t).filter((v) => v.background === true).map((v) => String(v.value));
  const back = (t: string) => read(t).filter((v) => v.superseded === true).map((v) => String(v.value));
  it("sets counts, years and wholes aside beside the request's sum", () => {
    expect(background("I ordered 3 lamps on 9301 and 2 arrived broken. Please refund 60 for those two.")).to.deep.equal(["3"]);
    expect(background("refund the 40 on 9302 — she's called 5 times")).to.deep.equal(["5"]);
    expect(background("account C-77, member since 2019, wants 40 back on 9303")).to.deep.equal(["2019"]);
    expect(background("refund 20 out of the 80 on 9306")).to.deep.equal(["80"]);
    expect(background("pay the publisher 2.5k of the 4k we owe them")).to.deep.equal(["4000"]);
    expect(background("ok so 8201 needs a refund of 30 and 8202 needs one of 45")).to.deep.equal([]);
  });
  it("reads a code a turn asks to send as the message's words, not a record", () => {
    const kinds = (t: string) => read(t).map((v) => `${v.kind}:${v.value}`);
    expect(kinds("text the code 5521 to +1 702 555 0111")).to.deep.equal(["quoted:5521", "phone:17025550111"]);
    expect(kinds("email her the door code: 4410 and refund 20 on 7731")).to.include("quoted:4410").and.include("number:7731");
    expect(kinds("save the code 5521 on the account")).to.deep.equal(["number:5521"]);
  });
  it("sets a count written in words aside beside the request's sum, not a sum in words", () => {
    expect(background("two cups arrived cracked on 9310, refund 30")).to.deep.equal(["2"]);
    expect(background("refund forty dollars on 9311 for three plates")).to.deep.equal(["3"]);
    expect(background("refund twenty on 9312")).to.deep.equal([]);
  });
  it("sets apart the sums told in a story but the one whose clause holds the word the request names it by", () => {
    expect(back("she'd paid 90 for the set but the cracked cups come to 30, she's fine keeping the rest — refund just the cracked ones")).to.deep.equal(["90"]);
    expect(back("the blue vase was 45 and the red one was 60. refund the red one")).to.deep.equal(["45"]);
    expect(back("the cracked vase was 45 and the cracked cup was 60. refund the cracked ones")).to.deep.equal([]);
  });
  it("sets a day told as a fact aside beside the day asked", () => {
    expect(background("the invoice for C-4 is due the 30th; remind me on the 25th to chase it")).to.deep.equal(["2026-03-30"]);
    expect(background("remind me on the 9th, two days before the 11th deadline")).to.deep.equal(["2026-03-11"]);
    expect(background("invoice C-4 for 300, due the 30th")).to.deep.equal([]);
    expect(background("remind me on the 3rd to print the scores, the concert is on the 14th")).to.deep.equal(["2026-03-14"]);
    expect(background("the audit is on the 10th, the offsite on the 17th. book the first one")).to.deep.equal([]);
    expect(background("book the review for the 9th, no wait it's on the 14th")).to.deep.equal([]);
  });
  it("sets apart a value named as another thing, or an order told as fine", () => {
    expect(back("text the code to 0412 555 300, not my work phone 0412 555 900")).to.deep.equal(["0412555900"]);
    expect(back("refund 40 on 9307, same as we did for 9306 last month")).to.deep.equal(["9306"]);
    expect(back("Order 9308 from last week was fine, thanks. Refund 40 on 9309")).to.deep.equal(["9308"]);
    expect(back("refund 45 on 9310 — actually 40 is fine")).to.deep.equal(["45"]);
  });
});

describe("English reading: sends said again, with someone, politely", () => {
  const acts = (t: string) => grammar.readTurn(t, { now }).sending.map((a) => (a.negated ? `!${a.verb}` : a.verb));
  it("reads a sending verb done again as the act", () => {
    expect(acts("resend the invoice to the buyer")).to.deep.equal(["send"]);
    expect(acts("re-send the invoice")).to.deep.equal(["send"]);
    expect(acts("report the bug and return the item")).to.deep.equal([]);
  });
  it("reads em as them, followup, copy in and checking with someone as sends", () => {
    expect(acts("tell em it's sorted")).to.deep.equal(["tell"]);
    expect(acts("followup with the buyer")).to.deep.equal(["message"]);
    expect(acts("copy the buyer in")).to.deep.equal(["cc"]);
    expect(acts("check with the customer if the address is right")).to.deep.equal(["message"]);
    expect(acts("check with the warehouse on 4471")).to.deep.equal([]);
  });
  it("reads copy with an address as its object as a copy sent, a copy named as no send", () => {
    expect(acts("refund for 5550 — 27.40 — and copy ana@reed.example")).to.deep.equal(["cc"]);
    expect(acts("cancel 4410 and copy @lee")).to.deep.equal(["cc"]);
    expect(acts("don't copy ana@x.example, just refund 20 on 5550")).to.deep.equal(["!cc"]);
    expect(acts("I copied ana@x.example already")).to.deep.equal([]);
    expect(acts("keep a copy ana@x.example can read")).to.deep.equal([]);
  });
  it("reads a polite if you emailed and a past form asked with pls as requests, a report as told", () => {
    expect(acts("I'd appreciate it if you emailed the buyer")).to.deep.equal(["email"]);
    expect(acts("let me know if you emailed the buyer already")).to.deep.equal(["!email"]);
    expect(acts("sent this to the buyer pls")).to.deep.equal(["send"]);
    expect(acts("I sent this to the buyer, pls refund 20")).to.deep.equal(["!send"]);
  });
});

describe("English reading: parts asked after their whole, cents in words, dates not phones", () => {
  const read = (t: string) => grammar.readTurn(t, { now });
  const asked = (t: string) => read(t).values.filter((v) => v.background !== true && v.superseded !== true && (v.kind === "number" || v.kind === "amount")).map((v) => String(v.value));
  const background = (t: string) => read(t).values.filter((v) => v.background === true).map((v) => String(v.value));
  it("reads a part asked after a sum told as a fact as the request's sum, the whole set aside", () => {
    expect(asked("order 2610 cost 90, refund a third")).to.deep.equal(["30"]);
    expect(background("order 2610 cost 90, refund a third")).to.deep.equal(["90"]);
    expect(asked("the buyer paid 150 on 2611, give half back")).to.include("75").and.not.include("150");
    expect(asked("order 2612 was 200, refund a quarter of it")).to.deep.equal(["50"]);
  });
  it("reads no part where no whole was told, and no part word alone as a number", () => {
    expect(asked("refund half on 2613")).to.deep.equal(["2613"]);
    expect(asked("refund 40 on 2614, a third of them broke")).to.deep.equal(["40", "2614"]);
  });
  it("joins cents said in words to the whole said before them", () => {
    expect(values(read("refund four dollars and fifty cents on 6021"))).to.include("amount:4.5@USD").and.not.include("amount:4@USD");
    expect(values(read("refund nineteen dollars and ninety-nine cents"))).to.include("amount:19.99@USD");
    expect(values(read("refund four dollars and fifty cents on 6021"))).to.not.include("number:0");
  });
  it("reads a day, month and year after on as a date, not someone's phone", () => {
    expect(read("schedule the handover on 17.04.2026").sending).to.deep.equal([]);
    expect(read("reach the buyer on 07700 900 218").sending.map((a) => a.verb)).to.deep.equal(["post"]);
  });
  it("reads a correction after a question mark, and an id held off or skipped as set apart", () => {
    const back = (t: string) => read(t).values.filter((v) => v.superseded === true).map((v) => String(v.value));
    expect(back("invoice T-5 for 400? no wait, 450")).to.deep.equal(["400"]);
    expect(back("cancel 9301 and 9302 but hold off on 9303")).to.deep.equal(["9303"]);
    expect(back("cancel 4201, 4202 and 4203, skip 4203")).to.include("4203");
  });
});

describe("English reading: sends caused, asked politely as had, got over to someone, answered no", () => {
  const acts = (t: string) => grammar.readTurn(t, { now }).sending.map((a) => (a.negated ? `!${a.verb}` : a.verb));
  it("reads a past form after a causing verb and its object as a send asked for", () => {
    expect(acts("I need the customer emailed")).to.deep.equal(["email"]);
    expect(acts("have the buyer emailed")).to.deep.equal(["email"]);
    expect(acts("have you emailed the buyer?")).to.deep.equal(["!email"]);
    expect(acts("the buyer emailed")).to.deep.equal([]);
  });
  it("reads what someone got, after a polite if, as a message asked for, and a plain report as none", () => {
    expect(acts("it'd be great if the buyer got a text about 4471")).to.deep.equal(["text"]);
    expect(acts("the buyer got a text about 4471")).to.deep.equal([]);
    expect(acts("if the buyer got a text, note it")).to.deep.equal([]);
  });
  it("reads a thing got or brought over to someone as handed on, and to a place as not", () => {
    expect(acts("get the invoice for 4471 over to the buyer")).to.deep.equal(["forward"]);
    expect(acts("bring the signed form over to the vendor")).to.deep.equal(["forward"]);
    expect(acts("get the invoice for 4471 to the warehouse")).to.deep.equal([]);
  });
  it("reads a thing thrown over to someone in slang as handed on, the particle before the thing or after it", () => {
    expect(acts("can you shoot over the floor plan FP-88 to kai@arch.example?")).to.deep.equal(["forward"]);
    expect(acts("whip the quote over to the buyer")).to.deep.equal(["forward"]);
    expect(acts("shoot over to the shop at 5")).to.deep.equal([]);
    expect(acts("shoot the floor plan to the printer")).to.deep.equal([]);
  });
  it("reads a send asked and answered no at once as not asked, and a send asked with no rush as asked", () => {
    expect(acts("email? no, just a note on 4471")).to.deep.equal(["!email"]);
    expect(acts("text them? nah, save it on 4471")).to.deep.equal(["!text"]);
    expect(acts("can you email ana? no rush")).to.deep.equal(["email"]);
    expect(acts("email the buyer? yes please")).to.deep.equal(["email"]);
  });
  it("reads a no that goes on with where to send as answering the place, not the send", () => {
    expect(acts("forward the quote to sales@acme.example? no, to Priya directly, priya@acme.example")).to.deep.equal(["forward"]);
    expect(acts("text it to the office line? nope - on his mobile, 07700 900623")).to.deep.equal(["text"]);
    expect(acts("post it in #ops? nah, in #crew")).to.deep.equal(["post"]);
    // A no that goes on with `to be` is an answer to the send.
    expect(acts("email the landlord? no, to be honest just note it")).to.deep.equal(["!email"]);
  });
});

describe("English reading: currencies named apart, limits and starts, differences, ids set apart and listed again", () => {
  const read = (t: string) => grammar.readTurn(t, { now });
  const asked = (t: string) => read(t).values.filter((v) => v.background !== true && v.superseded !== true).map((v) => `${v.kind}:${v.value}${v.currency ? `@${v.currency}` : ""}`);
  it("gives a sum the currency in brackets after it, or named just before it", () => {
    expect(values(read("bill W-21 450 (EUR) for the workshop"))).to.include("amount:450@EUR");
    expect(values(read("invoice W-22 in pounds: 780"))).to.include("amount:780@GBP");
    expect(values(read("refund 20 on 4471 in euros, 30 on 4472"))).to.include("amount:20@EUR").and.include("number:30");
  });
  it("reads a due day said as a limit and the start of next month", () => {
    expect(values(read("invoice W-23 for 640, due within 21 days"))).to.include("date:2026-03-23");
    expect(values(read("remind me at the beginning of next month to renew the permit"))).to.include("date:2026-04-01");
  });
  it("reads a sum less another as their difference, both set aside", () => {
    expect(asked("refund 5590 the 120 minus the 15 restocking fee")).to.deep.equal(["number:5590", "number:105"]);
    expect(asked("refund 90 less the $25 already refunded on 5591")).to.deep.equal(["amount:65@USD", "number:5591"]);
    expect(asked("more or less 40 on 4471")).to.deep.equal(["number:40", "number:4471"]);
  });
  it("sets an id apart where it is listed again after the words that set it apart, and pairs a sum each with its id", () => {
    const back = (t: string) => read(t).values.filter((v) => v.superseded === true).map((v) => String(v.value));
    expect(back("cancel all of them except 5150: 5148, 5149, 5150")).to.deep.equal(["5150", "5150"]);
    expect(back("cancel 5148 and 5149 but not 5150")).to.deep.equal(["5150"]);
    const pairs = read("refund 5 each for 3301 and 3302, and 9 for 3303").values.filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`);
    expect(pairs).to.deep.equal(["5>3301", "9>3303"]);
  });
});

describe("English reading: thousands grouped by a space after a sum's word or currency, paging, updating someone on an order", () => {
  const read = (t: string) => grammar.readTurn(t, { now });
  const acts = (t: string) => read(t).sending.map((a) => (a.negated ? `!${a.verb}` : a.verb));
  it("reads thousands grouped by a space after a word asking for a sum, or a symbol or code before them", () => {
    expect(values(read("invoice customer C-61 for 1 200, due in 14 days"))).to.include("number:1200").and.not.include("number:200");
    expect(values(read("wire EUR 2 450 to DE44 5001 0517 5407 3249 31"))).to.include("amount:2450@EUR").and.not.include("number:450");
    expect(values(read("refund $1 200 on 5502"))).to.include("amount:1200@USD");
  });
  it("groups nothing where more digits follow or no sum is asked", () => {
    expect(values(read("text 0412 300 400 that it's ready"))).to.not.include("number:300400");
    expect(values(read("pay 415 555 0133"))).to.not.include("number:415555");
    expect(values(read("cancel 12 500"))).to.not.include("number:12500");
  });
  it("reads paging someone and updating a person on an order as sends, and updating a record as none", () => {
    expect(acts("page the on-call about the outage and log it on 6610")).to.deep.equal(["page"]);
    expect(acts("update the buyer on 4471 and note that the parcel left")).to.deep.equal(["message"]);
    expect(acts("update the record on 4471: the parcel left today")).to.deep.equal([]);
    expect(acts("note it on page 3 of the file")).to.deep.equal([]);
  });
  it("takes a sum back after `er`, and keeps an id said to be fine and left out of the request", () => {
    const back = (t: string) => read(t).values.filter((v) => v.superseded === true).map((v) => String(v.value));
    expect(back("invoice P-12 for 640, er, 460 sorry")).to.deep.equal(["640"]);
    expect(back("cancel 4471 please; 4472, is fine, leave it")).to.deep.equal(["4472"]);
    expect(back("refund 45 on 4471, 40 is fine")).to.deep.equal(["45"]);
  });
  it("reads an id's suffix said apart by a space or a slash as one id, but no short form, size or time zone", () => {
    const ids = (t: string) => read(t).values.filter((v) => v.kind === "id").map((v) => String(v.value));
    expect(ids("cancel 7781 BX, the customer double ordered")).to.deep.equal(["7781 BX"]);
    expect(ids("cancel 7781/BX now")).to.deep.equal(["7781/BX"]);
    expect(ids("refund 20 on 4471 FYI")).to.deep.equal([]);
    expect(ids("ship 3000 XL shirts")).to.deep.equal([]);
    expect(ids("refund 20 on 4471 EUR")).to.deep.equal([]);
  });
  it("reads a send asked of us by someone else as passed on, unless the person takes it on (an act not asked reads negated)", () => {
    expect(acts("Maria asked us to wire 400 to the landlord, note it on 6618 first")).to.deep.equal(["wire"]);
    expect(acts("Omar asked us to wire the deposit back, I'll deal with it; cancel 5656 for now")).to.deep.equal(["!wire"]);
    expect(acts("the tenant wants us to text her before we come, note that on 1212")).to.deep.equal(["!text"]);
    expect(acts("Maria asked him to wire it")).to.deep.equal(["!wire"]);
  });
  it("gives a currency named first to the sum after `for` or `of`", () => {
    expect(values(read("invoice C-83 in euros for 500"))).to.include("amount:500@EUR");
    expect(values(read("raise an invoice for K-2 in pounds of 1 450"))).to.include("amount:1450@GBP");
    expect(values(read("refund 20 in euros for 4471"))).to.include("amount:20@EUR").and.not.include("amount:4471@EUR");
  });
  it("reads a reference of a few words after ref, reference or memo, but not `with reference to`", () => {
    const ids = (t: string) => read(t).values.filter((v) => v.kind === "id").map((v) => String(v.value));
    expect(ids("send 950 to GB33 BUKB 2020 1555 5555 55, ref march rent")).to.deep.equal(["march rent"]);
    expect(ids("pay 300 to GB33BUKB20201555555555 memo: april rent")).to.deep.equal(["april rent"]);
    expect(ids("with reference to the invoice, cancel order A-7")).to.deep.equal(["A-7"]);
    expect(ids("for reference, cancel order A-7")).to.deep.equal(["A-7"]);
  });
  it("reads a sum said as two numbers right after an order's id in digits", () => {
    expect(values(read("refund 8212 sixty-four ninety-nine"))).to.include("number:8212").and.include("number:64.99");
    expect(values(read("refund 8212 nine ninety-nine"))).to.include("number:8212").and.include("number:9.99");
  });
  it("reads flagging or raising it with someone, getting word to them and leaving them a voicemail as sends", () => {
    expect(acts("cancel 9019 and flag it to the buyer")).to.deep.equal(["message"]);
    expect(acts("cancel 9020 and raise it with the supplier")).to.deep.equal(["message"]);
    expect(acts("cancel 9030 and get word to the buyer")).to.deep.equal(["notify"]);
    expect(acts("cancel 9047 and leave the buyer a voicemail")).to.deep.equal(["message"]);
    expect(acts("cancel 9048 and leave a message for the buyer")).to.deep.equal(["message"]);
    expect(acts("the buyer left a voicemail, note it on 9049")).to.deep.equal([]);
    expect(acts("I raised it with the supplier yesterday, note it on 4471")).to.deep.equal([]);
  });
  it("ends a clause at `n`, `and` written short", () => {
    expect(acts("can u cancel 9039 n email the buyer")).to.deep.equal(["email"]);
    expect(acts("cancel 9039 n text the buyer")).to.deep.equal(["text"]);
  });
});

describe("English reading: which act each value is said under", () => {
  const acts = (t: string) => grammar.readTurn(t, { now }).values.map((v) => `${v.value}@${v.act ?? "-"}`);
  it("ties each value to the act verb that heads its clause", () => {
    expect(acts("refund 25 on 5010 and cancel 5011")).to.deep.equal(["25@refund", "5010@refund", "5011@cancel"]);
    expect(acts("Cancel 6604. Refund 12.50 on 6605.")).to.deep.equal(["6604@cancel", "12.5@refund", "6605@refund"]);
    expect(acts("could you please refund $30 on A-310 and also cancel A-311? thanks")).to.deep.equal(["30@refund", "A-310@refund", "A-311@cancel"]);
  });
  it("ties nothing where the turn asks for one act, tells before it asks, or takes a value back", () => {
    expect(acts("refund 20 on 4100 and on 4101")).to.deep.equal(["20@-", "4100@-", "4101@-"]);
    expect(acts("refund 25 on 5010 and cancel it")).to.deep.equal(["25@-", "5010@-"]);
    expect(acts("I ordered 3 lamps on 9301 and 2 arrived broken. Please refund 60 for those two.").every((a) => a.endsWith("@-"))).to.equal(true);
    expect(acts("refund 45 on 7020 — update: 40").every((a) => a.endsWith("@-"))).to.equal(true);
    expect(acts("send 400 to BE71 0961 2345 6769, reference FOOD-MAR, and post a thanks in #volunteers")).to.deep.equal(["400@send", "BE71096123456769@send", "FOOD-MAR@send", "volunteers@post"]);
  });
  it("ties each value to its act beside a clause that only sets a record apart, not beside a correction", () => {
    expect(acts("cancel 7416, refund 18 on 7417, and leave 7418")).to.deep.equal(["7416@cancel", "18@refund", "7417@refund", "7418@-"]);
    expect(acts("ok plan: cancel 7416, refund 18 on 7417, and leave 7418 for tomorrow")).to.deep.equal(["7416@cancel", "18@refund", "7417@refund", "7418@-", "2026-03-03@-"]);
    expect(acts("refund 45 on 7020 and cancel 7021 — actually, refund 40")).to.satisfy((a: string[]) => a.every((x) => x.endsWith("@-")));
    expect(acts("cancel 7416 and refund 18 on 7417, not 7418")).to.satisfy((a: string[]) => a.every((x) => x.endsWith("@-")));
  });
  it("reads the act of a verb of leaving from the thing it leaves (`leave a note` notes), not where no thing is made", () => {
    expect(acts("pay the teacher 300 to DE89370400440532013000 and leave a note on booking YG-21 that she's paid")).to.deep.equal(["300@send", "DE89370400440532013000@send", "YG-21@not"]);
    expect(acts("refund 20 on 7431 and drop a comment on 7432 saying why")).to.deep.equal(["20@refund", "7431@refund", "7432@comment"]);
  });
  it("reads a clause that points back at another's record (`on it`) with that clause", () => {
    expect(acts("cancel 4410, refund 35 on it, then wire 400 to DE89 3704 0044 0532 0130 00")).to.deep.equal(["4410@cancel", "35@cancel", "400@send", "DE89370400440532013000@send"]);
    expect(acts("cancel 5011 and refund 30 on it, it cost 120")).to.deep.equal(["5011@-", "30@-", "120@-"]);
  });
});

describe("English reading, ninth round: cents after a currency's word, a card's digits, sums already done", () => {
  const read = (t: string) => grammar.readTurn(t, { now });
  const said = (t: string) => read(t).values.map((v) => `${v.kind}:${v.value}${v.background ? " (told)" : ""}`);
  it("reads two digits or a number word of cents right after a currency's word as the sum's cents", () => {
    expect(values(read("credit 7 dollars 50 on order 3104"))).to.include("amount:7.5@USD");
    expect(values(read("refund 9 bucks 99 on 3104"))).to.include("amount:9.99@USD");
    expect(values(read("credit seven dollars fifty on order 3104"))).to.include("amount:7.5@USD");
    expect(values(read("credit 7 dollars fifty on order 3104"))).to.include("amount:7.5@USD");
    expect(values(read("refund four dollars and fifty cents"))).to.include("amount:4.5@USD");
  });
  it("reads no cents where a count or another sum follows the currency's word", () => {
    expect(values(read("wire 40 dollars 20 euros"))).to.include("amount:40@USD").and.include("amount:20@EUR");
    expect(values(read("refund 40 dollars 12 times"))).to.include("amount:40@USD").and.not.include("amount:40.12@USD");
    expect(values(read("refund five dollars twenty times"))).to.include("amount:5@USD").and.include("number:20");
    expect(values(read("refund $7 50 on 3104"))).to.not.include("amount:7.5@USD");
  });
  it("reads a payment card's digits as an id said with the card's word", () => {
    expect(read("refund 40 on 6230 to the card ending in 5521").values.map((v) => `${v.kind}:${v.text}`)).to.deep.equal(["number:40", "number:6230", "id:card ending in 5521"]);
    expect(said("cancel 7302 and put 15 back on the visa ending 9914")).to.include("id:9914");
    expect(said("the last four digits are 1234, refund 20 on 5510")).to.include("id:1234").and.include("number:5510");
    expect(said("refund 40 on the card")).to.deep.equal(["number:40"]);
  });
  it("tells a sum already refunded, credited or wired, by anyone, beside the sum asked for", () => {
    expect(said("Jo refunded 10 on 2250 yesterday; refund another 5")).to.include("number:10 (told)").and.include("number:5");
    expect(said("we already credited 20 on 4410, now refund the remaining 15")).to.include("number:20 (told)").and.include("number:15");
    expect(said("refund 20 on 4410")).to.deep.equal(["number:20", "number:4410"]);
  });
});

describe("English reading, ninth round: a correction said after the value", () => {
  const taken = (t: string) => grammar.readTurn(t, { now }).values.filter((v) => v.superseded).map((v) => String(v.value));
  it("takes back the value before one followed by `I mean`", () => {
    expect(taken("refund 45 on 3301? 40 I mean")).to.deep.equal(["45"]);
    expect(taken("refund 45 on 3301 - 40 i meant")).to.deep.equal(["45"]);
  });
  it("takes nothing back where `I mean` says something else", () => {
    expect(taken("refund 45 on 3301, I mean it, and 40 on 3302")).to.deep.equal([]);
    expect(taken("refund 45 on 3301 and 40 on 3302")).to.deep.equal([]);
  });
});

describe("English reading, ninth round: a sum plus another, short id words with a dot", () => {
  const said = (t: string) => grammar.readTurn(t, { now }).values.map((v) => `${v.kind}:${v.value}${v.background ? " (told)" : ""}`);
  it("reads a sum plus another as their total, both set aside", () => {
    expect(said("refund 15 plus 10 shipping on 4471")).to.include("number:25").and.include("number:15 (told)").and.include("number:10 (told)");
    expect(said("refund the 40 plus the $8 postage on 4471")).to.include("amount:48");
  });
  it("adds no order's number, nor a share, to a sum", () => {
    expect(said("refund 15 on 4471 plus 10 on 4472")).to.deep.equal(["number:15", "number:4471", "number:10", "number:4472"]);
    expect(said("invoice C-1 for 200 plus 20% VAT")).to.not.include("number:220");
  });
  it("reads a short id word written with a dot as the word", () => {
    expect(said("invoice cust. 5531 for 40")).to.include("id:5531");
    expect(said("cancel ord. 4471")).to.include("id:4471");
  });
});

describe("English reading, ninth round: wishes told, orders left after a comma, names after with", () => {
  const said = (t: string) => grammar.readTurn(t, { now }).values.map((v) => `${v.kind}:${v.value}${v.background ? " (told)" : ""}${v.superseded ? " (taken back)" : ""}`);
  it("tells a sum someone else wants where a later clause gives the request's", () => {
    expect(said("customer wants 60 back on 8120, we'll do 45")).to.include("number:60 (told)").and.include("number:45");
    expect(said("the buyer on 5512 wants all 40 back, but just refund 15")).to.include("number:40 (told)").and.include("number:15");
  });
  it("tells no wish where the turn gives no other sum, nor the person's own want", () => {
    expect(said("the customer wants 60 back on 8120")).to.deep.equal(["number:60", "number:8120"]);
    expect(said("I want 40 refunded on 4471 and 20 on 4472")).to.include("number:40").and.not.include("number:40 (told)");
  });
  it("sets apart an order said to be fine or already shipped after a comma or with `that one's`", () => {
    expect(said("cancel 4471 — the other one, 4472, already shipped")).to.include("number:4472 (taken back)");
    expect(said("cancel 4471. the customer also mentioned 4472 but that one's fine")).to.include("number:4472 (taken back)");
  });
  it("reads a name compromise does not know right after `with`", () => {
    expect(said("book a call with Priya on the 5th about the renewal")).to.include("name:Priya");
    expect(said("book a call with Priya Nair on the 5th")).to.include("name:Priya Nair");
    expect(said("meet with March")).to.deep.equal([]);
    expect(said("with priya")).to.deep.equal([]);
  });
});

describe("English reading, ninth round: pairs with the act between", () => {
  const said = (t: string) => grammar.readTurn(t, { now }).values.map((v) => `${v.value}${v.superseded ? " (taken back)" : ""}${v.of !== undefined ? ` of ${v.of}` : ""}`);
  it("pairs a sum with the id said before it and the act between", () => {
    expect(said("4471: refund 20\n4473: refund 30")).to.deep.equal(["4471", "20 of 4471", "4473", "30 of 4473"]);
    expect(said("refund 20 on 4471, and on 4473 refund 30")).to.include("30 of 4473");
  });
});

describe("English reading, ninth round: records told before the request", () => {
  const said = (t: string) => grammar.readTurn(t, { now }).values.map((v) => `${v.value}${v.background ? " (told)" : ""}`);
  it("tells the records of a story that ends before the request, where the request names one again", () => {
    expect(said("4470 arrived fine but 4471 came broken. refund 20 on 4471")).to.deep.equal(["4470 (told)", "4471 (told)", "20", "4471"]);
    expect(said("the customer has two orders, 4470 and 4471; the second one came broken. please refund 20 on 4471")).to.include("4470 (told)").and.include("4471");
  });
  it("tells nothing where the record comes first and the request names none again, or no stop ends the story", () => {
    expect(said("order 4471: please refund 20")).to.deep.equal(["4471", "20"]);
    expect(said("4471. refund 20 please")).to.deep.equal(["4471", "20"]);
    expect(said("cancel 4470 and 4471, then refund 20 on 4471")).to.deep.equal(["4470", "4471", "20", "4471"]);
  });
});

describe("English reading, tenth round: a whole of one said with `a`", () => {
  const read = (t: string) => grammar.readTurn(t, { now });
  it("reads `a buck fifty` and `one euro fifty` as one and the cents", () => {
    expect(values(read("refund her a buck fifty on 9101"))).to.include("amount:1.5@USD").and.not.include("number:50");
    expect(values(read("refund a dollar twenty on 9101"))).to.include("amount:1.2@USD");
    expect(values(read("one euro fifty for C-1"))).to.include("amount:1.5@EUR");
  });
  it("reads no sum of one where a count follows the cents", () => {
    expect(values(read("a buck fifty times"))).to.not.include("amount:1.5@USD");
  });
});

describe("English reading, tenth round: chats and handles as places", () => {
  const read = (t: string) => grammar.readTurn(t, { now });
  const places = (t: string) => read(t).destinations.map((d) => `${d.kind}:${d.value}`);
  it("reads a team's chat something is sent to as its channel", () => {
    expect(places("post in the support chat that 4483 was refunded")).to.deep.equal(["channel:support"]);
    expect(places("let the ops group chat know 4484 is delayed")).to.deep.equal(["channel:ops"]);
    expect(places("give the logistics chat a heads-up")).to.deep.equal(["channel:logistics"]);
  });
  it("reads no place in a chat only spoken of or had", () => {
    expect(places("the sales chat says 4485 is delayed, note that on it")).to.deep.equal([]);
    expect(places("have a quick chat with Ana about 4471")).to.deep.equal([]);
  });
  it("reads a handle with a dot or an underscore after a word of direct messages", () => {
    expect(places("DM jo.kim that 4480 is on hold")).to.deep.equal(["handle:jo.kim"]);
    expect(places("send a direct message to lee_w saying 4481 shipped")).to.deep.equal(["handle:lee_w"]);
    expect(places("DM ana.silva@x.example the link")).to.deep.equal(["email:ana.silva@x.example"]);
    expect(places("message ana about 4471")).to.deep.equal([]);
  });
});

describe("English reading, tenth round: ids then as many sums, paired in order with no cue", () => {
  const pairs = (t: string) => grammar.readTurn(t, { now }).values.filter((v) => v.of !== undefined).map((v) => `${v.value}>${v.of}`);
  it("pairs ids and the sums they need, owe or get, in order", () => {
    expect(pairs("8801 and 8802 need 20 and 30")).to.deep.equal(["20>8801", "30>8802"]);
    expect(pairs("C-61 and C-62 owe 400 and 650, invoice them")).to.deep.equal(["400>C-61", "650>C-62"]);
    expect(pairs("refund 8803 and 8804 12 and 18 dollars")).to.deep.equal(["12>8803", "18>8804"]);
  });
  it("pairs no lists of other lengths, nor sums said before the ids with no cue", () => {
    expect(pairs("8801, 8802 and 8805 need 20 and 30")).to.deep.equal([]);
    expect(pairs("refund 10 and 20 on 3001 and 3002")).to.not.include("10>3001");
  });
});

describe("English reading, tenth round: records each said with the place they go to", () => {
  const placed = (t: string) => grammar.readTurn(t, { now }).values.filter((v) => v.of !== undefined).map((v) => `${v.kind}:${v.value}>${v.of}`);
  it("says each place of the record right before it", () => {
    expect(placed("share F-7 with kai@reef.example and F-8 with lu@reef.example")).to.deep.equal(["email:kai@reef.example>F-7", "email:lu@reef.example>F-8"]);
    expect(placed("F-50 goes to ana@leaf.example, F-51 goes to bo@leaf.example")).to.deep.equal(["email:ana@leaf.example>F-50", "email:bo@leaf.example>F-51"]);
  });
  it("pairs no place where one record alone is given one", () => {
    expect(placed("share F-7 with kai@reef.example and lu@reef.example")).to.deep.equal([]);
    expect(placed("share F-7 with kai@reef.example")).to.deep.equal([]);
  });
});

describe("English reading, tenth round: a request narrowed with only or just", () => {
  const said = (t: string) => grammar.readTurn(t, { now }).values.map((v) => `${v.value}${v.background ? " (told)" : ""}`);
  it("tells the records not chosen with only or just", () => {
    expect(said("6403 and 6404 are both late, cancel only 6404")).to.include("6403 (told)").and.include("6404").and.not.include("6404 (told)");
    expect(said("of 7101, 7102 and 7103 refund just 7102 and 7103")).to.include("7101 (told)").and.include("7102").and.include("7103").and.not.include("7103 (told)");
  });
  it("tells nothing where no record follows only or just", () => {
    expect(said("cancel 6403 and 6404, just do it")).to.not.include("6403 (told)").and.not.include("6404 (told)");
    expect(said("refund only 20 on 6404 and 6405")).to.not.include("6404 (told)");
  });
});

describe("English reading, tenth round: tens misspelt", () => {
  const read = (t: string) => grammar.readTurn(t, { now });
  it("reads tens and teens misspelt as people type them, with their currency", () => {
    expect(values(read("refund ninty on 9103"))).to.include("number:90");
    expect(values(read("pls refund ninty dollars on 9032"))).to.include("amount:90@USD");
    expect(values(read("refund ninteen bucks on 9032"))).to.include("amount:19@USD");
  });
});

describe("English reading, tenth round: a record's word before its number", () => {
  const acts = (t: string) => grammar.readTurn(t, { now }).values.map((v) => `${v.value}:${v.act ?? "-"}`);
  it("reads no act in a record's word right before its number", () => {
    expect(acts("send file 301 to ops@hill.example and file 302 to hr@hill.example")).to.not.include("302:fil");
  });
  it("reads the act of a later clause's noun done to a record for a sum, apart from the clause before", () => {
    expect(acts("broadcast in #all-hands that the office is closed Friday; invoice C-3 for 50 too")).to.deep.equal(["all-hands:broadcast", "2026-03-06:broadcast", "C-3:invoic", "50:invoic"]);
    expect(acts("email ana@x.example that it ships Monday, and bill customer C-55 for 340")).to.include.members(["C-55:bil", "340:bil"]);
  });
  it("reads that act where the record's code has letters after its dash or a suffix, and a told clause follows", () => {
    expect(acts("cancel 7710 for the flat tyre, and invoice client PX-K7 for 90 for the part he took")).to.include.members(["PX-K7:invoic", "90:invoic"]);
    expect(acts("refund 12 on 5520, then bill account HT-3301-C for 45 for the night they stayed")).to.include.members(["HT-3301-C:bil", "45:bil"]);
  });
  it("reads no act in a record told of before its sum, or named first", () => {
    expect(acts("send file 301 to ops@hill.example and invoice 302 to hr@hill.example")).to.not.include("302:invoic");
    expect(acts("invoice C-3 for 50 was never paid, cancel it")).to.not.include("C-3:invoic");
  });
  it("still reads an act verb before a value that is no record's number", () => {
    expect(acts("refund 25 on 5010 and cancel 5011")).to.deep.equal(["25:refund", "5010:refund", "5011:cancel"]);
  });
});

describe("English reading, eleventh round: records told in a clause of their own", () => {
  const said = (t: string) => grammar.readTurn(t, { now }).values.map((v) => `${v.value}${v.background ? " (told)" : ""}`);
  it("tells a record named in a clause of reason or time beside the request's record", () => {
    expect(said("refund 18 on 7003 because 7002 got charged twice")).to.include("7002 (told)").and.include("7003");
    expect(said("because 5710 was double charged, refund 20 on 5711")).to.include("5710 (told)").and.include("5711");
    expect(said("cancel 5851 and 5852 since 5853 replaces them")).to.include("5853 (told)").and.include("5851").and.include("5852");
    expect(said("once 6011 ships, cancel 6012")).to.include("6011 (told)").and.include("6012");
    expect(said("cancel 5641 which replaced 5640")).to.include("5640 (told)");
  });
  it("tells a record in a clause after the request that says what happened, with a subject", () => {
    expect(said("refund 20 on 5721; 5720 was charged twice")).to.include("5720 (told)").and.include("5721");
    expect(said("refund 20 on 5791, the buyer kept 5790")).to.include("5790 (told)").and.include("5791");
  });
  it("tells nothing where the request names no other record, or the clause asks for it", () => {
    expect(said("refund 20 because 5880 was double charged")).to.deep.equal(["20", "5880"]);
    expect(said("refund 20 on 5821 because 5821 was double charged")).to.not.include("5821 (told)");
    expect(said("refund 20 on 5901 as well as 5900")).to.not.include("5900 (told)");
    expect(said("refund 20 on 4472 after cancelling 4471")).to.not.include("4471 (told)");
    expect(said("I'd like to cancel 6021 and 6022 please")).to.deep.equal(["6021", "6022"]);
    expect(said("cancel 4471, put a note on 4472")).to.not.include("4472 (told)");
    expect(said("refund 20 on 4471 since it came late and cancel 4472")).to.not.include("4472 (told)");
  });
});

describe("English reading, eleventh round: the act of a verb that names none", () => {
  const acts = (t: string) => grammar.readTurn(t, { now }).values.map((v) => `${v.value}:${v.act ?? "-"}`);
  it("reads the act of `set`, `create` or `update` from the noun it is done to", () => {
    expect(acts("set a reminder for the 9th to call the bank and book a review with Lu on the 12th")).to.deep.equal(["2026-03-09:remind", "Lu:book", "2026-03-12:book"]);
    expect(acts("update C-5's phone to 07700 900222 and text 07700 900111 that it shipped")).to.deep.equal(["C-5:phon", "07700900222:phon", "07700900111:text"]);
  });
  it("reads an act word compromise takes for a noun at a clause's head as the clause's act, not one a verb follows", () => {
    expect(acts("cancel 8800 and email pat@shop.example about 8801")).to.deep.equal(["8800:cancel", "pat@shop.example:email", "8801:email"]);
    expect(acts("the email is down, refund 20 on 4471 and cancel 4472")).to.deep.equal(["20:refund", "4471:refund", "4472:cancel"]);
  });
  it("meets the tool's words: a meeting scheduled is booked, a reminder reminds, an SMS is a text", () => {
    expect(grammar.actTerm("schedule")?.act).to.equal(grammar.actTerm("book")?.act);
    expect(grammar.actTerm("reminder")?.act).to.equal(grammar.actTerm("remind")?.act);
    expect(grammar.actTerm("sms")?.act).to.equal(grammar.actTerm("text")?.act);
  });
});

describe("English reading, eleventh round: quotes with an apostrophe, sums got, lists across a dash", () => {
  const said = (t: string) => grammar.readTurn(t, { now }).values.map((v) => `${v.kind}:${v.value}${v.background ? " (told)" : ""}${v.superseded ? " (taken back)" : ""}${v.of ? ` ~${v.of}` : ""}`);
  it("keeps an apostrophe between two letters inside single quotes", () => {
    expect(said("post 'we're live' in #launch")).to.include("quoted:we're live");
    expect(said("note 'customer's address is wrong' on 4480")).to.include("quoted:customer's address is wrong");
    expect(said("cancel 'A' and 'B' tags")).to.include("quoted:A").and.include("quoted:B");
  });
  it("tells a sum already got or received beside the sum asked for, not one the request takes up first", () => {
    expect(said("refund the remaining 35 on 4490 (they already got 15)")).to.include("number:15 (told)").and.include("number:35");
    expect(said("the amount was 60 but it should be 45, refund that on 5121")).to.include("number:60 (told)").and.include("number:45");
    // A value told as a fact, said against one `not` takes back, is the correction: not told aside.
    expect(said("sorry, reception says it was 30, not 40")).to.deep.equal(["number:30", "number:40 (taken back)"]);
  });
  it("pairs ids and sums in order across a dash or a colon", () => {
    expect(said("refund 4471 and 4472 — 20 and 30")).to.include("number:20 ~4471").and.include("number:30 ~4472");
    expect(said("credit C-81 and C-82: 150 and 90")).to.include("number:150 ~C-81").and.include("number:90 ~C-82");
  });
  it("reads a change with more words before `from`, and nothing inside a quoted text as set apart", () => {
    expect(said("push the due date on C-10's invoice of 300 from the 10th to the 17th")).to.include("date:2026-03-10 (taken back)");
    expect(said("email lu@reef.example 'we can't ship 5141 this week' and note it on 5141")).to.not.include("number:5141 (taken back)");
  });
});

describe("English reading, eleventh round: values changed, said more ways", () => {
  const back = (t: string) => grammar.readTurn(t, { now }).values.filter((v) => v.superseded).map((v) => String(v.value));
  it("takes back the old value of a change said with the new first, moved by the words after it, or owning what is changed", () => {
    expect(back("her email went from ana@old.example to ana@new.example, share F-5 with her")).to.deep.equal(["ana@old.example"]);
    expect(back("bring the refund on 4471 down to 15 from 25")).to.deep.equal(["25"]);
    expect(back("the review on the 9th should move to the 11th")).to.deep.equal(["2026-03-09"]);
    expect(back("reschedule Friday's call with Bo to Monday")).to.deep.equal(["2026-03-06"]);
    // The day said before the thing it names: the thing's old day, the one after `to` its new one.
    expect(back("move the Tuesday lesson to Thursday and text her dad on 07700 900774")).to.deep.equal(["2026-03-03"]);
    expect(back("push the Friday review meeting to Monday")).to.deep.equal(["2026-03-06"]);
    expect(back("update C-6's phone (was 07700 900111) to 07700 900222")).to.deep.equal(["07700900111"]);
    expect(back("the 9th doesn't work for Lu, book the review on the 10th")).to.deep.equal(["2026-03-09"]);
  });
  it("takes back a day whose plan fell through or was called off, and a day the turn says the thing has moved from", () => {
    expect(back("the gig on the 14th fell through, so book the van for the 20th")).to.deep.equal(["2026-03-14"]);
    expect(back("Friday got called off; put the tasting in for Tuesday")).to.deep.equal(["2026-03-06"]);
    expect(back("you had Amy's scan down for the 12th. That's been changed, remind me about it on the 16th")).to.deep.equal(["2026-03-12"]);
    expect(back("the audit on the 18th, which got pushed, needs a reminder the 25th")).to.deep.equal(["2026-03-18"]);
  });
  it("takes back no day where nothing is said to have moved", () => {
    expect(back("the gig on the 14th went well, book the van for the 20th")).to.deep.equal([]);
  });
  it("takes nothing back from a range or a request with no change", () => {
    expect(back("book the offsite with Kim from the 9th to the 11th")).to.deep.equal([]);
    expect(back("refund 15 on 4471 and 25 on 4472")).to.deep.equal([]);
  });
});

describe("English reading, twelfth round: sends said otherwise, values of each record, appositives", () => {
  const sends = (t: string) => grammar.readTurn(t, { now }).sending.map((a) => (a.negated ? `!${a.verb}` : a.verb));
  const places = (t: string) => grammar.readTurn(t, { now }).destinations.map((d) => `${d.kind}:${d.value}`);
  const said = (t: string) => grammar.readTurn(t, { now }).values.map((v) => `${v.kind}:${v.value}${v.background ? " (told)" : ""}${v.of ? ` ~${v.of}` : ""}`);
  it("reads a place or someone made sure to get what only a message brings as a send", () => {
    expect(sends("make sure lu@marl.example gets the contract and note it on 7304")).to.deep.equal(["notify"]);
    expect(sends("cancel 7305 and make sure #logistics gets the update")).to.deep.equal(["notify"]);
    expect(sends("make sure 07700 900604 gets the gate code")).to.deep.equal(["notify"]);
    expect(sends("please make sure the client receives the signed copy")).to.deep.equal(["notify"]);
  });
  it("reads no send where what is had comes otherwise, or the person has it", () => {
    expect(sends("make sure the buyer gets the refund, so refund 30 on 7605")).to.deep.equal([]);
    expect(sends("make sure 7606 gets shipped today and note it")).to.deep.equal([]);
    expect(sends("make sure I get the report on 7607 tomorrow")).to.deep.equal([]);
  });
  it("reads `let … know` over five words, a channel named in three, and a verb putting something in `the #… channel`", () => {
    expect(sends("refund 16 on 7303 and let the customer care team channel know")).to.deep.equal(["notify"]);
    expect(places("refund 16 on 7303 and let the customer care team channel know")).to.deep.equal(["channel:customer-care-team"]);
    expect(sends("flag 7319 to the #risk channel and log it")).to.deep.equal(["post"]);
    expect(sends("hit reply to vi@marl.example saying 7324 left today")).to.deep.equal(["message"]);
  });
  it("pairs days and phones with the record or person each is said of", () => {
    expect(said("invoice C-206 for 50 due the 11th and C-207 for 70 due the 25th")).to.include("date:2026-03-11 ~C-206").and.include("date:2026-03-25 ~C-207");
    expect(said("set up a sync with Ola on the 23rd and with Ken on the 24th")).to.include("date:2026-03-23 ~Ola").and.include("date:2026-03-24 ~Ken");
    expect(said("remind me on the 5th to call the vet and on the 8th to pay the gas")).to.include("date:2026-03-05 ~call the vet").and.include("date:2026-03-08 ~pay the gas");
    expect(said("put (415) 555-0100 on C-210 and (415) 555-0111 on C-211")).to.include("phone:4155550100 ~C-210").and.include("phone:4155550111 ~C-211");
    expect(said("change C-212's phone to (646) 555-0120 and C-213's to (646) 555-0130")).to.include("phone:6465550120 ~C-212").and.include("phone:6465550130 ~C-213");
  });
  it("pairs each day with the thing said right before it, after a determiner or its owner", () => {
    expect(said("book Leo's piano lesson for the 9th and his violin lesson for the 11th")).to.include("date:2026-03-09 ~piano lesson").and.include("date:2026-03-11 ~violin lesson");
    expect(said("book the dentist on the 5th and the gym review on the 19th")).to.include("date:2026-03-05 ~dentist").and.include("date:2026-03-19 ~gym review");
  });
  it("pairs no day with a thing where the words may start with the request's verb, or one day has none", () => {
    expect(said("book lesson for the 9th and lesson for the 11th").some((v) => v.includes("~"))).to.equal(false);
    expect(said("book the dentist on the 5th and also the 19th").some((v) => v.includes("~"))).to.equal(false);
  });
  it("pairs no day where one record has two (a change from one day to another)", () => {
    expect(said("move the review with Lu from the 10th to the 12th").some((v) => v.includes("~"))).to.equal(false);
  });
  it("tells a record an appositive names, not one of a list or a share of a sum", () => {
    expect(said("cancel 7501, the reorder of 7500")).to.include("number:7500 (told)").and.include("number:7501");
    expect(said("update C-215's phone, the sub-account of C-214, to 07700 900215")).to.include("id:C-214 (told)");
    expect(said("cancel 5815, 5816 and 5817")).to.not.include("number:5816 (told)");
    expect(said("refund 20 on 5818, the rest to 5819")).to.not.include("number:5819 (told)");
  });
});

describe("English reading, thirteenth round: places spoken of, sends said otherwise, values given otherwise", () => {
  const sends = (t: string) => grammar.readTurn(t, { now }).sending.map((a) => (a.negated ? `!${a.verb}` : a.verb));
  const places = (t: string) => grammar.readTurn(t, { now }).destinations.map((d) => `${d.kind}:${d.value}`);
  const said = (t: string) => grammar.readTurn(t, { now }).values.map((v) => `${v.kind}:${v.value}${v.background ? " (told)" : ""}${v.superseded ? " (taken back)" : ""}${v.of ? ` ~${v.of}` : ""}`);
  it("reads a place only spoken of, where something came from or was seen, as no place to send to, though still a value", () => {
    expect(places("as per the thread in #finance, refund 40 on 9229")).to.deep.equal([]);
    expect(said("as per the thread in #finance, refund 40 on 9229")).to.include("channel:finance");
    expect(places("according to #warehouse, 9230 never left, so cancel it")).to.deep.equal([]);
    expect(sends("according to #warehouse, 9230 never left, so cancel it")).to.deep.equal([]);
    expect(places("pat@ostrava.example emailed us about 9231, please refund him 23")).to.deep.equal([]);
    expect(places("got a text from the buyer at 07700 900232, note it")).to.deep.equal([]);
    expect(places("Jon posted in #stock that 9235 is out of stock, so cancel it")).to.deep.equal([]);
    expect(places("see #ops for context and cancel 9330")).to.deep.equal([]);
  });
  it("reads a number or address given as a record's new contact as no place to send to, though still a value", () => {
    const turn = "Kindly mail the updated statement to accounts@traders.example and also update customer TR-88's contact number to 98450 12345";
    expect(places(turn)).to.deep.equal(["email:accounts@traders.example"]);
    expect(said(turn)).to.include("phone:9845012345");
    expect(places("change her mobile on C-12 to 07700 900123")).to.deep.equal([]);
    expect(places("text the buyer on 07700 900123 to say the number changed")).to.deep.equal(["phone:07700900123"]);
    expect(places("update the team and text 07700 900123")).to.deep.equal(["phone:07700900123"]);
  });
  it("keeps a place where something is asked sent, answered or put in a thread, whatever words it shares with one spoken of", () => {
    expect(places("get it posted in #ops")).to.deep.equal(["channel:ops"]);
    expect(places("as I said, post it in #ops")).to.deep.equal(["channel:ops"]);
    expect(places("email the invoice from 4471 to ana@x.com")).to.deep.equal(["email:ana@x.com"]);
    expect(places("post it on the thread in #ops")).to.deep.equal(["channel:ops"]);
    expect(places("reply to the email from ana@x.com and note it")).to.deep.equal(["email:ana@x.com"]);
    expect(places("cancel 7315 and keep di@marl.example posted")).to.deep.equal(["email:di@marl.example"]);
    expect(places("text the buyer and see 07700 900123 gets it")).to.deep.equal(["phone:07700900123"]);
    expect(places("she said text her on 07700 900124 when the van leaves")).to.deep.equal(["phone:07700900124"]);
    expect(places("he says to email him at di@marl.example")).to.deep.equal(["email:di@marl.example"]);
    expect(places("the buyer said it on 07700 900125 last week, note it")).to.deep.equal([]);
    expect(places("she said call her back, the text came from 07700 900126 last week")).to.deep.equal([]);
  });
  it("reads sends said otherwise: a nudge, a holler or an update handed over, a channel hit with something, an answer, a thing wanted sent", () => {
    expect(sends("give 07700 900203 a nudge about the pickup")).to.deep.equal(["message"]);
    expect(sends("give #finance a holler")).to.deep.equal(["message"]);
    expect(sends("giving the #refunds channel a quick update")).to.deep.equal(["message"]);
    expect(sends("hit #support with the new return policy")).to.deep.equal(["post"]);
    expect(sends("answer the message from #partners about 9281")).to.deep.equal(["reply"]);
    expect(sends("follow up on the email from zoe@ostrava.example")).to.deep.equal(["message"]);
    expect(sends("I need this emailed to ana@x.com")).to.deep.equal(["email"]);
    expect(sends("fire the receipt for 9227 across to acc@ostrava.example")).to.deep.equal(["post"]);
    expect(sends("put the word out on #drivers that the depot is shut")).to.deep.equal(["notify"]);
  });
  it("reads no send in a change, an answer to a question, or a thing returned", () => {
    expect(sends("update the phone on C-32 to 07700 900123")).to.deep.equal([]);
    expect(sends("answer the question on 4471 in a note")).to.deep.equal([]);
    expect(sends("return the parcel for 4471")).to.deep.equal([]);
    expect(sends("schedule a meeting with Ana Silva on 2026-03-04")).to.deep.equal([]);
  });
  it("reads a sum said in words right after an id in digits on its own", () => {
    expect(said("refund 9301 a hundred and five")).to.include("number:9301").and.include("number:105");
    expect(said("refund 9301 a hundred and five dollars")).to.include("amount:105");
    expect(said("cancel 4471 a day early")).to.deep.equal(["number:4471"]);
  });
  it("takes back a value set right with more than one word of correction", () => {
    expect(said("cancel 9256, sorry typo, 9257")).to.include("number:9256 (taken back)").and.include("number:9257");
  });
  it("tells a record named in brackets, after a dash or after `formerly`", () => {
    expect(said("refund 8 on 9264 (the reorder of 9265)")).to.include("number:9265 (told)").and.include("number:9264");
    expect(said("invoice C-711, previously C-712, for 95")).to.include("id:C-712 (told)");
    expect(said("cancel 4471 - was 4470 - today")).to.include("number:4470 (told)");
  });
  it("pairs a phone a record uses, names said with their day, and days said before their record", () => {
    expect(said("for C-709 use 07700 900709 and for C-710 use 07700 900710")).to.include("phone:07700900709 ~C-709").and.include("phone:07700900710 ~C-710");
    expect(said("schedule Noor for the 24th and Ivy for the 25th")).to.include("date:2026-03-24 ~Noor").and.include("date:2026-03-25 ~Ivy");
    expect(said("Thu the 12th for Rui's demo, Fri the 13th for Sol's")).to.include("date:2026-03-12 ~Rui").and.include("date:2026-03-13 ~Sol");
  });
});

describe("English reading, fourteenth round: sends said otherwise, sends already made, values given otherwise", () => {
  const sends = (t: string) => grammar.readTurn(t, { now }).sending.map((a) => (a.negated ? `!${a.verb}` : a.verb));
  const places = (t: string) => grammar.readTurn(t, { now }).destinations.map((d) => `${d.kind}:${d.value}`);
  const said = (t: string) => grammar.readTurn(t, { now }).values.map((v) => `${v.kind}:${v.value}${v.superseded ? " (taken back)" : ""}${v.of ? ` ~${v.of}` : ""}`);
  it("reads someone looped into a thread, got hold of, had told, and something got over to a place as sends", () => {
    expect(sends("loop #legal into the dispute on 6607")).to.deep.equal(["loop in"]);
    expect(sends("loop the account manager into the thread")).to.deep.equal(["loop in"]);
    expect(sends("get hold of the buyer about 6616")).to.deep.equal(["message"]);
    expect(sends("have #shipping informed and cancel 6617")).to.deep.equal(["notify"]);
    expect(sends("have the courier notified, then cancel 6706")).to.deep.equal(["notify"]);
    expect(sends("get the signed form over to hr@linden.example")).to.deep.equal(["forward"]);
  });
  it("reads a participle asked done after make sure or ensure as a post", () => {
    expect(sends("make sure it's seen in #leadership")).to.deep.equal(["post"]);
    expect(sends("make sure it's mentioned in #standup")).to.deep.equal(["post"]);
    expect(sends("ensure it's shared on #finance")).to.deep.equal(["share"]);
    expect(sends("I think it's posted in #ops already")).to.deep.equal(["!post"]);
  });
  it("reads a place a send already went to as no place to send to, unless a send is asked after it", () => {
    expect(places("we've already texted 07700 900632 the code, so cancel 6632")).to.deep.equal([]);
    expect(places("how come we messaged #sales twice about 6628?")).to.deep.equal([]);
    expect(places("did we ever text 07700 900703 about 6703?")).to.deep.equal([]);
    expect(sends("did we ever text 07700 900703 about 6703?")).to.deep.equal(["!text"]);
    expect(places("I messaged #shipping earlier but nobody answered, could you message them again?")).to.deep.equal(["channel:shipping"]);
    expect(places("have it sent to ana@x.com")).to.deep.equal(["email:ana@x.com"]);
  });
  it("joins a tens and its units cut apart after an id in digits", () => {
    expect(said("refund 6636 forty-two and cancel 6637")).to.deep.equal(["number:6636", "number:42", "number:6637"]);
    expect(said("credit 6711 twenty five")).to.deep.equal(["number:6711", "number:25"]);
    expect(said("refund seventy-five on 8822")).to.deep.equal(["number:75", "number:8822"]);
  });
  it("pairs a phone a record gets, receives or moves to with that record", () => {
    expect(said("C-649 gets 07700 900649 and C-650 gets 07700 900650")).to.include("phone:07700900649 ~C-649").and.include("phone:07700900650 ~C-650");
    expect(said("C-715 now uses 07700 900715 and C-716 moves to 07700 900716")).to.include("phone:07700900715 ~C-715").and.include("phone:07700900716 ~C-716");
  });
  it("pairs a phone with the record said in brackets after its owner's name", () => {
    expect(said("new phones: dave (BS-12) is 07700 900321 and sam (BS-13) is 07700 900654")).to.include("phone:07700900321 ~BS-12").and.include("phone:07700900654 ~BS-13");
  });
  it("pairs a phone with the record in brackets, blanks or none around the bracket's end", () => {
    expect(said("new phones: dave (BS-12 )  is 07700 900321 and sam (BS-13)is now 07700 900654")).to.include("phone:07700900321 ~BS-12").and.include("phone:07700900654 ~BS-13");
  });
  it("reads the local numbers a list of numbers gives as phones, each paired with the record that is now it", () => {
    expect(said("new numbers for the club: C-11 is now 555-0101 and C-12 is 555-0199")).to.include("phone:5550101 ~C-11").and.include("phone:5550199 ~C-12");
    expect(said("their phones: C-13 is 555.0133, C-14 is now 555.0144")).to.include("phone:5550133 ~C-13").and.include("phone:5550144 ~C-14");
  });
  it("reads no local number as a phone where no list of numbers is given", () => {
    expect(said("refund 20 on 555-0101")).to.not.include("phone:5550101");
  });
});

describe("English reading: the acts a turn asks for", () => {
  const acts = (t: string) => grammar.readTurn(t, { now }).acts;

  it("gives the act keys of the verbs that start the turn's clauses, each once", () => {
    expect(acts("refund 35 on 8121 please")).to.deep.equal(["refund"]);
    expect(acts("cancel order 7401 and refund 30 on order 7402, then cancel 7403")).to.deep.equal(["cancel", "refund"]);
  });

  it("reads an id's letters heading a clause as the id, no act of its own", () => {
    expect(acts("invoice customer BK-301 for 85 for the wheel truing and BK-302 for 140 for the service")).to.deep.equal(["invoic"]);
    expect(acts("refund 20 on PM-7 and FW-12 for 30, then cancel 7403")).to.deep.equal(["refund", "cancel"]);
    expect(acts("refund 20 on 4471 and cancel - 4472")).to.deep.equal(["refund", "cancel"]);
  });

  it("reads a noun heading a later clause with a sum given to a record as the clause's act", () => {
    // compromise joins `rioja and refund` as two nouns: the figure and `on` after it make it an act.
    expect(acts("cancel order WN-5540 (the case of rioja) and refund 18 on WN-5541")).to.deep.equal(["cancel", "refund"]);
    const byAct = grammar.readTurn("cancel order WN-5540 (the case of rioja) and refund 18 on WN-5541", { now }).values.map((v) => `${v.value}:${v.act ?? "-"}`);
    expect(byAct).to.deep.equal(["WN-5540:cancel", "18:refund", "WN-5541:refund"]);
    expect(acts("cancel the case of rioja and the refund of 18 on WN-5541")).to.deep.equal(["cancel"]);
  });

  it("reads a base verb ending in -ing that compromise tags a gerund as the clause's act", () => {
    expect(acts("can u ping the client a quick email about the 22nd, and set me a reminder for the 21st")).to.deep.equal(["ping", "remind"]);
    expect(acts("ring the customer about the 22nd and set a reminder for the 21st")).to.deep.equal(["ring", "remind"]);
    expect(acts("thinking about it, refund 40 on 4471 and cancel 4472")).to.deep.equal(["refund", "cancel"]);
  });

  it("reads a send opened by an app's name or a short form as the clause's act", () => {
    expect(acts("whatsapp Kemi on +44 7700 900611 that the cake's ready for the 14th, and invoice her 80 on KE-4")).to.deep.equal(["whatsap", "invoic"]);
    const byAct = grammar.readTurn("DM Jonas on @jonas_b that the shoot is on the 9th, then refund 30 on 5520", { now }).values.map((v) => `${v.value}:${v.act ?? "-"}`);
    expect(byAct).to.include("2026-03-09:dm").and.include("30:refund");
  });

  it("reads a thing put in a calendar as scheduled, whatever the thing", () => {
    const booked = acts("schedule the call for Friday")![0];
    expect(acts("put the fitting in the calendar for Monday and refund 15 on 3390")).to.deep.equal([booked, "refund"]);
    expect(acts("add Priya's review to my diary for the 12th and cancel 7710")).to.deep.equal([booked, "cancel"]);
    // A thing put somewhere else keeps its own act.
    expect(acts("put the price up to 40 on A1")).to.not.include(booked);
  });

  it("gives none for a turn that only points back or tells", () => {
    expect(acts("yes, go ahead")).to.equal(undefined);
    expect(acts("my savings account is GB82WEST12345698765432")).to.equal(undefined);
  });
});

describe("English reading: a value taken back and told again", () => {
  const said = (t: string) => grammar.readTurn(t, { now }).values.map((v) => `${v.kind}:${v.value}${v.superseded ? " (taken back)" : ""}`);
  it("reads a correction after a clause that holds a hyphenated word", () => {
    expect(said("refund 45 on 3301 for the t-shirts, sorry, 40")).to.include("number:45 (taken back)").and.include("number:40");
  });
  it("takes back the value said again after its correction with no request's verb between", () => {
    expect(said("remind me tomorrow to call about the x-rays - no, Wednesday, the vet's off tomorrow")).to.deep.equal(["date:2026-03-03 (taken back)", "date:2026-03-04", "date:2026-03-03 (taken back)"]);
    expect(said("refund 45 on 3302 — sorry, 40, she said 45 was too much")).to.include("number:40").and.not.include("number:45");
  });
  it("keeps the value said again under a request's verb of its own", () => {
    expect(said("refund 45 on 3303 — sorry, 40, and refund 45 on 3304")).to.deep.equal(["number:45 (taken back)", "number:3303", "number:40", "number:45", "number:3304"]);
  });
});

describe("English reading: an id said with the word of a file or a document", () => {
  it("keeps the word in the id's text, so that the id is read as a file's, not an order's", () => {
    const texts = (t: string) => grammar.readTurn(t, { now }).values.filter((v) => v.kind === "id").map((v) => v.text);
    expect(texts("send the contract, file F-2290, over to mike@desk.example")).to.deep.equal(["file F-2290"]);
    expect(texts("attach document 8812 to the email")).to.deep.equal(["document 8812"]);
  });
});

describe("English reading: a request said again from the start", () => {
  const said = (t: string) => grammar.readTurn(t, { now }).values.map((v) => `${v.value}${v.superseded ? " (taken back)" : ""}`);
  it("takes back the values said before words that restate the request, where the new saying gives their kind", () => {
    expect(said("refund 30 on 3127. let me rephrase: refund 30 on 3128")).to.deep.equal(["30 (taken back)", "3127 (taken back)", "30", "3128"]);
    expect(said("cancel 4471 and 4472 — ok scratch all that, start over: cancel 4473")).to.deep.equal(["4471 (taken back)", "4472 (taken back)", "4473"]);
  });
  it("keeps the values of a kind the new saying does not give again", () => {
    expect(said("remind me on the 12th about 4471. let me rephrase: remind me about 4472")).to.include("2026-03-12").and.include("4471 (taken back)");
  });
});

describe("English reading: sums and records said of the same people apart", () => {
  const said = (t: string) => grammar.readTurn(t, { now }).values.filter((v) => v.kind !== "name").map((v) => `${v.value}${v.of !== undefined ? ` of ${v.of}` : ""}`);
  it("pairs each person's sum with the record said after their name", () => {
    expect(said("deposits back for the two no-shows, Ana's is 30, Raj's 45. Ana booked under TS-71, Raj under TS-72")).to.include("30 of TS-71").and.include("45 of TS-72");
    expect(said("refunds: Mia's is 20 and Leo's is 35; Leo is on order 8812, Mia on 8811")).to.include("20 of 8811").and.include("35 of 8812");
  });
  it("pairs nothing where one person is given two sums or both are under one record", () => {
    expect(said("Ana's is 30, Ana's 45. Ana booked under TS-73, Raj under TS-74").some((v) => v.includes(" of "))).to.equal(false);
    expect(said("Ana's is 30, Raj's 45. Ana booked under TS-75, Raj under TS-75").some((v) => v.includes(" of "))).to.equal(false);
  });  it("pairs each person's sum with the records listed after all the sums, in the people's order", () => {
    expect(said("invoice Mr Osei $1,200 for the garden and Ms Park $850 for the hedges; customer ids OS-1 and PK-2")).to.include("1200 of OS-1").and.include("850 of PK-2");
    expect(said("refund Ana 30, Raj 45 and Leo 20 — orders 8811, 8812 and 8813")).to.include("30 of 8811").and.include("45 of 8812").and.include("20 of 8813");
  });
  it("pairs nothing in order where the list has another count, or a record stands beside the sums", () => {
    expect(said("refund Ana 30 and Raj 45 on orders 8811, 8812 and 8813").some((v) => v.includes(" of "))).to.equal(false);
    expect(said("refund Ana 30 on 8811 and Raj 45; also 8812 and 8813").some((v) => v.includes(" of "))).to.equal(false);
  });
});

describe("English reading: sums told of each record with words between", () => {
  const said = (t: string) => grammar.readTurn(t, { now }).values.filter((v) => v.kind !== "name").map((v) => `${v.value}${v.of !== undefined ? ` of ${v.of}` : ""}`);
  it("pairs each record with the sum the words after it say it was, cost or is at", () => {
    expect(said("invoice H-90 for the cut and colour which was 85 and then the blow dry for H-91 was 30")).to.include("85 of H-90").and.include("30 of H-91");
    expect(said("two bookings: RN-400 the van at two hundred and ten, RN-401 the small car at ninety")).to.include("210 of RN-400").and.include("90 of RN-401");
    expect(said("KT-5 the kettle costs 40 and KT-6 the toaster costs 25")).to.include("40 of KT-5").and.include("25 of KT-6");
  });
  it("pairs nothing where only one record is told its sum", () => {
    expect(said("refund 4471 which was 20 and 4472").some((v) => v.includes(" of "))).to.equal(false);
  });
  it("sets apart the sum told of a record the turn then sets apart, and keeps the other record's", () => {
    const back = (t: string) => grammar.readTurn(t, { now }).values.filter((v) => v.superseded === true && v.kind !== "id").map((v) => String(v.value));
    expect(back("we have two direct debits for Sam, GY-7 at 29 and GY-8 at 45. refund the other one, not GY-7")).to.deep.equal(["29"]);
    expect(back("KT-5 the kettle costs 40 and KT-6 the toaster costs 25, refund everything except KT-6")).to.deep.equal(["25"]);
    expect(back("KT-5 the kettle costs 40 and KT-6 the toaster costs 25, refund KT-6")).to.deep.equal([]);
  });
});

describe("English reading: a part of a whole told before", () => {
  const back = (t: string) => grammar.readTurn(t, { now }).values.filter((v) => v.superseded === true).map((v) => String(v.value));
  it("sets apart the whole where the request's sum is said as a part of it", () => {
    expect(back("the Harlow wedding invoice was 1,800 but they only want to pay 600 of it now, so invoice customer CT-42 for that part")).to.deep.equal(["1800"]);
    expect(back("the bill came to $90, charge them 30 of that today")).to.deep.equal(["90"]);
  });
  it("sets nothing apart where the sum said with `of it` is not a part of a sum before", () => {
    expect(back("invoice CT-42 for 600 of it")).to.deep.equal([]);
    expect(back("it was 40, refund 60 of it")).to.deep.equal([]);
  });
});

describe("English reading: sums of things named after them, one thing named again", () => {
  const back = (t: string) => grammar.readTurn(t, { now }).values.filter((v) => v.superseded === true).map((v) => String(v.value));
  it("sets apart the sums of the things the request does not name again", () => {
    expect(back("we quoted the Parks 950 for a van and 1,400 for the lorry. they went with the van. invoice them, customer RM-230")).to.deep.equal(["1400"]);
    expect(back("we quoted $80 for the hedge and $120 for the lawn; invoice the hedge")).to.deep.equal(["120"]);
  });
  it("sets nothing apart where both things, or none, are named again", () => {
    expect(back("we quoted 950 for a van and 1,400 for the lorry. invoice the van and the lorry")).to.deep.equal([]);
    expect(back("we quoted 950 for a van and 1,400 for the lorry. invoice them")).to.deep.equal([]);
  });
  it("reads the thing told before its sum with a verb of being or costing", () => {
    expect(back("the double is £135.50 and the single is £89. refund the single")).to.deep.equal(["135.5"]);
    expect(back("the van was 950, the lorry's 1,400. they went with the lorry")).to.deep.equal(["950"]);
    // A sum still owed is the balance, named again as the balance, the rest or the remainder.
    expect(back("the Garcias paid a $200 deposit on KP-64 and owe $350 more. refund just the deposit")).to.deep.equal(["350"]);
    expect(back("they paid a $200 deposit and owe $350 more. invoice the rest")).to.deep.equal(["200"]);
    expect(back("the double is £135.50 and the single is £89. refund both")).to.deep.equal([]);
    // A number of four digits after `the order is` is a record's, not a thing's sum.
    expect(back("the order is 4471 and the fee is 30. refund the fee on the order")).to.deep.equal([]);
  });
});

describe("English reading: records told to be things, one thing named again", () => {
  const back = (t: string) => grammar.readTurn(t, { now }).values.filter((v) => v.superseded === true).map((v) => String(v.value));
  it("sets apart the records of the things the request does not name again", () => {
    expect(back("no wait, sorry, the veil is B-7/23, B-7/22 is her dress. cancel the veil")).to.deep.equal(["B-7/22"]);
    expect(back("the deposit is 4471 and the balance is 4472. refund the deposit")).to.deep.equal(["4472"]);
  });
  it("sets nothing apart where both things, or none, are named again", () => {
    expect(back("the veil is B-7/23, B-7/22 is her dress. cancel the veil and the dress")).to.deep.equal([]);
    expect(back("the veil is B-7/23, B-7/22 is her dress. cancel both")).to.deep.equal([]);
  });
});

describe("English reading: a record's number written as two runs of digits and a dash", () => {
  const said = (t: string) => grammar.readTurn(t, { now }).values.map((v) => `${v.kind}:${v.value}`);
  it("reads the runs as one id where one has three digits or more", () => {
    expect(said("void 318-40 (duplicate) and email the shop at a@shop.example")).to.include("id:318-40").and.not.include("number:318");
    expect(said("refund 15 on 5512-07 please")).to.deep.equal(["number:15", "id:5512-07"]);
    expect(said("close ticket 2025-1187, it's fixed")).to.include("id:2025-1187");
  });
  it("keeps a range of short numbers and a time as they were", () => {
    expect(said("the boys are 6-8 years old, cancel 4471")).to.not.include("id:6-8");
    expect(said("it lasts 10-15 minutes, refund 12 on 4471")).to.not.include("id:10-15");
  });
});

describe("English reading: a pasted table with a heading", () => {
  const TABLE = "booking | guest | deposit\nBK-11 | Ines | 60\nBK-12 | Marco | 90\nBK-13 | Sade | 45";
  const reading = () => grammar.readTurn(TABLE, { now });
  it("reads no act in the heading's column names", () => {
    expect(reading().acts).to.equal(undefined);
  });
  it("tells the heading's words of no row", () => {
    const told = reading().values.filter((v) => v.kind === "id").map((v) => `${v.value}:${(v.toldAs ?? []).filter((w) => !w.startsWith("$")).join(",")}`);
    expect(told).to.deep.equal(["BK-11:ines", "BK-12:marco", "BK-13:sade"]);
  });
});
