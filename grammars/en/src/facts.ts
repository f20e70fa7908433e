// Sums an English turn tells as facts, not as what to do: `order 4471 was 120 in total, refund 40
// of it`, `refund 15 on 6230, the lamp cost 60`, `(they were charged 130)`. Such a sum is set
// aside as background where the turn gives another sum for the request, so a call that takes the
// fact's sum is asked about and one that takes the request's passes.
import { holdsWordPair, type Span, type WordPairs } from "@toolgate/grammar-kit";

/**
 * Words right before a sum that tell what something cost, was paid or came to: a past or a
 * past, never a request's verb (`pay 40`, `bill 120` ask for it), nor a bare `is` (`the refund is
 * 40` gives the request's sum). `was 120`, `were charged 130`, `cost 60`, `came to 2,000`, `the
 * total is 250`, `totalled 300`, `is worth 80`, `priced at 45`; and what was already done with a
 * sum, by anyone (`Jo refunded 10 on 2250 yesterday; refund another 5`, `we credited 20 last week`),
 * and what was got or received (`they already got 15`, `the buyer received 20 last week`).
 */
const FACT_BEFORE =
  /\b(?:(?:was|were)(?:\s+(?:charged|billed|priced at|worth))?|(?:is|are)\s+(?:charged|billed|priced at|worth)|cost|costs|costed|paid|charged|(?:already\s+)?(?:refunded|credited|reimbursed|wired|transferred|invoiced|billed|paid back|gave back|sent back|got|received)|came to|comes to|come to|totall?ed|totals|added up to|adds up to|worth|priced at|(?:total|subtotal|price|balance)(?:\s+(?:on|of|for)\s+\S+)?\s*(?:is|was|of|:))\s+(?:(?:only|just|about|around|roughly|like|a total of|in total|\$|€|£)\s*)*$/i;

/** Words right before a share each put into a pot: `everyone's paid in 20`, `we chipped in £15`. */
const PUT_IN_BEFORE = /\b(?:paid|put|chipped|pitched)\s+in\s+[$€£]?$/i;

/** Words after a value that make it a total told, not asked: `120 in total`, `120 all in`. */
const FACT_AFTER = /^\s*(?:in total|total|all in|all together|altogether|in all)\b/i;

/** The words before a number said of an order, not a sum: `on 6230`, `order #512`, `for 5120`. */
const ID_BEFORE = /\b(?:on|order|invoice|for|no\.?|number)\s*#?\s*$|#\s*$/i;

const SUMS = new Set(["amount", "number"]);

/** Words after a told sum that ask for that very sum: `the shipping was 12, refund that`, `… refund it in full`. */
const TAKEN_UP = /\b(?:refund|credit|return|pay|invoice|bill|charge)\s+(?:that|it all|all of it|in full|the full|the whole|the same|that much|it in full|it back)\b/i;

/** How far after a told sum the words that take it up are looked for. */
const TAKEN_REACH = 60;

/** How far before a sum its telling words may start. */
const REACH = 40;

/** True when the words around a sum tell it as a fact (`cost 60`, `was 120 in total`) rather than ask for it. */
export function toldAsFact(text: string, v: Span): boolean {
  return toldBefore(text, v) || totalAfter(text, v);
}

function toldBefore(text: string, v: Span): boolean {
  const before = text.slice(Math.max(0, v.start - REACH), v.start);
  return FACT_BEFORE.test(before) || PUT_IN_BEFORE.test(before);
}

function totalAfter(text: string, v: Span): boolean {
  return FACT_AFTER.test(text.slice(v.end, v.end + 16));
}

/**
 * Words right before a sum that someone else wished for: `the customer wants 60 back`, `she asked
 * for all 40`, `they're requesting 90`. Told, not asked, only where the turn gives another sum in a
 * later clause (`…, we'll do 45`, `… but just refund 15`): the person's own `I want 40` is the
 * request, and a wish alone is what the person passes on.
 */
const WISH_BEFORE = /\b(?:wants|wanted|asked for|asks for|asking for|requested|requests|requesting|demanded|demands|expects|expected)\s+(?:(?:all|only|just|about|around|the|full|whole|of|\$|€|£)\s*)*$/i;

/** A break between two clauses: a stop or a comma, or `but` / `so` / `instead`. */
const CLAUSE_BREAK = /[,.;!?]|\b(?:but|so|instead)\b/i;

/** A sum a request may ask for, not an order's number (`on 6230`, `order 4471`, or four digits and more said bare). */
function requestSum(text: string, v: Span): boolean {
  return SUMS.has(v.kind) && !/^\d{4,}$/.test(v.text) && !ID_BEFORE.test(text.slice(Math.max(0, v.start - 12), v.start));
}

/** The sums told as facts, where the turn holds another sum that is not one. */
export function factSums(text: string, values: readonly Span[]): Set<Span> {
  const facts = new Set<Span>();
  for (const v of values) {
    if (!SUMS.has(v.kind)) continue;
    const wished = WISH_BEFORE.test(text.slice(Math.max(0, v.start - REACH), v.start)) && values.some((w) => w !== v && w.start >= v.end && requestSum(text, w) && CLAUSE_BREAK.test(text.slice(v.end, w.start)));
    if (!wished && !toldAsFact(text, v)) continue;
    // The words that take the sum up come before any other sum (`was 60 but it should be 45, refund that` takes up the 45).
    const next = values.find((w) => w !== v && SUMS.has(w.kind) && w.start >= v.end);
    if (TAKEN_UP.test(text.slice(v.end, Math.min(v.end + TAKEN_REACH, next?.start ?? Infinity)))) continue;
    facts.add(v);
  }
  if (facts.size === 0) return facts;
  // The request's sum: another sum, not an order's number.
  const others = values.filter((v) => requestSum(text, v) && !facts.has(v));
  if (others.length > 0) return facts;
  // Every sum told, some as what each put in and one as the total (`everyone's paid in 20 so
  // transfer the kitty, 240 total, to …`): the shares are the story, the total named beside the
  // request's thing, with no telling verb before it, is what the request moves.
  const totals = [...facts].filter((v) => requestSum(text, v) && totalAfter(text, v) && !toldBefore(text, v));
  if (totals.length !== 1 || totals.length === facts.size) return new Set();
  facts.delete(totals[0]!);
  return facts;
}

/**
 * Words right before a sum that someone else sent the person: `Ines sent me 1 cent`, `Mr Okafor
 * paid me 5`, `Mira transferred us 0.01 EUR`, `I got 1 cent from the treasurer`, `I received 25
 * from Tom`. Who sends decides: the person's own `I sent Ana 40` or `we paid 30` is not here. The
 * sender, the word before the verb, is read apart (`sender`): a pattern that starts at a word
 * would try every word's letters from each of them.
 */
const SENT_TO_ME = /\b(?:sent|transferred|wired|paid|gave|lent|refunded)\s+(?:me|us)\s+(?:(?:a|an|just|only|about|around|exactly)\s+|[$€£]\s*)*$/i;
const GOT_BY_ME = /\b(?:i|we)\s+(?:got|received|was\s+sent|were\s+sent|was\s+paid|were\s+paid)\s+(?:(?:a|an|just|only|about|around|exactly)\s+|[$€£]\s*)*$/i;

/** The person or the one they speak to, as the word before `sent me`: not someone else. */
const NOT_OTHERS: ReadonlySet<string> = new Set(["i", "we", "you"]);

/** Whether the word right before `end` is someone other than the person (`Ines`, `she`, `Okafor`). */
function sender(before: string, end: number): boolean {
  const head = before.slice(0, end).trimEnd();
  const word = head.slice(head.lastIndexOf(" ") + 1).toLowerCase();
  return word.length > 0 && !NOT_OTHERS.has(word);
}

/** Whether the words right before a sum say someone else sent it to the person. */
function receivedBefore(before: string): boolean {
  if (GOT_BY_ME.test(before)) return true;
  const m = SENT_TO_ME.exec(before);
  return m !== null && sender(before, m.index);
}

/** Words after a received sum that take it up as the request's sum: `… send it back`, `pay him back`, `return it`. */
const SENT_BACK = /\b(?:back|return|returned|returns)\b/i;
/**
 * Words after a received sum that name a part of a whole as what goes back: `pay her back my
 * half`, `send him my share back`, `refund the difference`, `what I owe`. The sum received is then
 * the story (a 1-cent request, an overpayment) and the part is worked out elsewhere, by a note or a
 * split: sending back is no taking up of the sum. Each entry is a word and the words one of which
 * follows it; read word by word.
 */
const PART_BACK: WordPairs = new Map([
  ["my", new Set(["share", "half", "part", "portion", "cut", "third", "quarter", "fifth", "bit"])],
  ["our", new Set(["share", "half", "part", "portion", "cut", "third", "quarter", "fifth", "bit"])],
  ["the", new Set(["difference", "balance", "rest", "excess", "extra"])],
  ["i", new Set(["owe"])],
  ["we", new Set(["owe"])],
]);


/**
 * The sums a turn says someone else sent the person: what they received, the story of the
 * request, not a sum it asks to pay, though the turn gives no other sum ("Ines sent me 1 cent with
 * a note, pay her what she asks": the sum paid is the note's). Where the turn then sends that sum
 * back (`Jonas lent me 15.80, pay him back`), the sum is the request's; not where what goes back is
 * a part (`pay her back my half`, PART_BACK).
 */
export function receivedSums(text: string, values: readonly Span[]): Set<Span> {
  const received = new Set<Span>();
  for (const v of values) {
    if (!SUMS.has(v.kind) || !receivedBefore(text.slice(Math.max(0, v.start - REACH), v.start))) continue;
    const after = text.slice(v.end);
    if (!SENT_BACK.test(after) || holdsWordPair(PART_BACK, after.toLowerCase().split(/[^a-z]+/))) received.add(v);
  }
  return received;
}

/**
 * A count or a year said beside a sum, not a sum: `3 lamps`, `called 5 times`, `2 items`, `member
 * since 2019`. A bare number right before a plural noun that names no money (compromise's tags
 * say which words are plural nouns), or a year after `since`/`in`/`from`.
 */
const COUNT_AFTER = /^\s+(?!(?:dollars|bucks|euros|pounds|cents|reais|quid|grand|thousands|hundreds|millions|usd|eur|gbp|brl|its|is|was|has|this|thanks|plus|minus|less|as|us|yes)\b)([a-z]{2,}s)\b/i;
/** A count written in words, one or two of them: `two`, `twenty-five`, `forty two`. */
const COUNT_IN_WORDS = /^[a-z]+(?:[- ][a-z]+)?$/i;
const YEAR_BEFORE = /\b(?:since|in|from|back in|year)\s+$/i;

/** Days a turn tells as facts (`the invoice is due the 30th`, `the 11th deadline`) beside the day it asks for. */
const DATE_FACT_BEFORE = /\b(?:is|was|are|were)\s+(?:due|set for|scheduled for|booked for|planned for)\s+(?:on\s+)?(?:the\s+)?$|\bdeadline\s+(?:is|was)\s+(?:on\s+)?(?:the\s+)?$/i;
/**
 * A day said to be a thing's with `is on`, named with `the` and one word (`the concert is on the
 * 14th`; a pronoun, `it's on the 14th`, may give the request's own day). Told only after the day the
 * request asked for (`remind me on the 3rd …, the concert is on the 14th`): said first (`the audit is
 * on the 10th, the offsite on the 17th. book the first one`) the days are the ones to choose among.
 */
const THING_DAY_BEFORE = /\bthe\s+[a-z-]+\s+(?:is|was|are|were)\s+on\s+(?:the\s+)?$/i;
const DATE_FACT_AFTER = /^\s*(?:deadline|due date|cut-?off)\b/i;

/**
 * Counts and years told beside the request's sums, and days told as facts beside the day the
 * request gives: set aside, where the turn holds another value of the kind that is not one.
 */
export function toldCountsAndDays(text: string, values: readonly Span[], pluralNounAt: (offset: number) => boolean): Set<Span> {
  const told = new Set<Span>();
  for (const v of values) {
    const inWords = COUNT_IN_WORDS.test(v.text) && typeof v.value === "number" && v.value < 1000;
    if (v.kind === "number" && typeof v.value === "number" && (/^\d{1,4}$/.test(v.text) || inWords)) {
      const year = !inWords && v.value >= 1900 && v.value <= 2100 && YEAR_BEFORE.test(text.slice(Math.max(0, v.start - 10), v.start));
      // A count is small and stands before a plural noun (`3 lamps`, `two cups`), never a verb (`8201 needs`).
      const count = (inWords || /^\d{1,3}$/.test(v.text)) && COUNT_AFTER.exec(text.slice(v.end, v.end + 24));
      if (year || (count && pluralNounAt(v.end + count[0].length - (count[1] ?? "").length))) told.add(v);
    } else if (v.kind === "date") {
      const before = text.slice(Math.max(0, v.start - REACH), v.start);
      if (DATE_FACT_BEFORE.test(before) || DATE_FACT_AFTER.test(text.slice(v.end, v.end + 16))) told.add(v);
      else if (THING_DAY_BEFORE.test(before) && values.some((w) => w.kind === "date" && w.end <= v.start)) told.add(v);
    }
  }
  for (const v of [...told]) {
    const sums = v.kind === "number";
    if (!values.some((w) => !told.has(w) && (sums ? SUMS.has(w.kind) && !/^\d{4,}$/.test(w.text) : w.kind === v.kind))) told.delete(v);
  }
  return told;
}

