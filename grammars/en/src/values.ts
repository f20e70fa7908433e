// Finds amounts, times, identifiers, numbers, named channels, phone numbers introduced by a word,
// and quoted strings in an English text. Amounts read both decimal styles: `40.00`, `40,00 €`
// and `1,250.50` all go through core's parseLooseNumber, the same reader the engine uses.
import { parseLooseNumber } from "@toolgate/core";
import {
  normaliseChannel,
  scanAmountPatterns,
  scanCuedPhoneNumbers,
  scanIdPatterns,
  scanNumberPatterns,
  scanQuotes,
  scanTimesOfDay,
  SpanSet,
  type AmountCurrency,
  type AmountPattern,
  type Span,
  wordTable,
} from "@toolgate/grammar-kit";
import { CURRENCIES, ENGLISH_WORDS, GLUED_ID_LETTERS, ID_KEYWORDS, LETTERS_NOT_CODES, NOT_CHANNEL_NAMES, NOT_ID_SUFFIXES, NOT_IDS, PHONE_CUES, PHONE_LINES } from "./lexicon.js";

const NUM = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?`;
const SYMBOL = String.raw`US\$|R\$|C\$|A\$|\$|€|£|¥|₹`;
const CODE = String.raw`USD|EUR|GBP|BRL|CAD|AUD|CHF|JPY|INR`;
const WORD = String.raw`dollars?|dolars|dollers|bucks?|euros?|pounds?|quid|sterling|reais|cents?|yen`;

function currencyOf(token: string): AmountCurrency | undefined {
  const entry = CURRENCIES[token.toLowerCase()];
  if (!entry) return undefined;
  const scale = entry.scale ?? 1;
  return { code: entry.code, scale, takesCents: scale === 1 };
}

/** Thousands grouped by a space, as much of Europe writes them: `2 500`, `12 500,50`. */
const SPACED = String.raw`\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?`;

/** Reads a number, with thousands grouped by spaces read as one number (`2 500` is 2,500). */
function parseAmount(text: string): number | undefined {
  return parseLooseNumber(/^\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?$/.test(text) ? text.replace(/[ \u00a0\u202f]/g, "") : text);
}

const AMOUNT_PATTERNS: AmountPattern[] = [
  {
    pattern: new RegExp(`(?<![\\w.,/-])(${SPACED})\\s?(${SYMBOL}|${CODE}|${WORD})(?![\\w$])`, "gi"),
    groups: { num: 1, currency: 2 },
    reason: "thousands grouped by a space, only with a currency after them: 2 500 EUR, 1 200 € (never after an id's dash: C-77 900 GBP)",
  },
  {
    pattern: new RegExp(`(?<![\\w$€£¥₹])(${SYMBOL}|${CODE})\\s?(${SPACED})(?![\\w]|[.,]\\d|\\s?\\d)`, "gi"),
    groups: { currency: 1, num: 2 },
    reason: "thousands grouped by a space after a symbol or code: EUR 2 450, $1 200 (not when more digits follow: a phone)",
  },
  {
    pattern: new RegExp(`(?<![\\w$€£¥₹])(${SYMBOL})\\s?(${NUM})(\\s?k\\b)?(?![\\d])`, "gi"),
    groups: { currency: 1, num: 2, thousand: 3 },
    reason: "symbol first: $40, € 40,00, R$ 12.50",
  },
  {
    pattern: new RegExp(`(?<![\\w.,])(${NUM})(\\s?k)?\\s?(${SYMBOL})(?![\\w$])`, "gi"),
    groups: { num: 1, thousand: 2, currency: 3 },
    reason: "symbol after: 40,00 €, 40€",
  },
  {
    pattern: new RegExp(`\\b(${CODE})\\s?(${NUM})(\\s?k\\b)?(?![\\d])`, "gi"),
    groups: { currency: 1, num: 2, thousand: 3 },
    reason: "ISO code first: EUR 40",
  },
  {
    pattern: new RegExp(`(?<![\\w.,])(${NUM})(\\s?k)?\\s?(${CODE}|${WORD})\\b`, "gi"),
    groups: { num: 1, thousand: 2, currency: 3 },
    reason: "code or word after: 40 EUR, 40 dollars, 50 cents",
  },
];

/**
 * `… and 50 cents` after an amount adds to it; so do two digits right after a currency word (`7
 * dollars 50`, `9 bucks 99`), where no other word of a sum or a count follows them (`40 dollars 12
 * times`, `40 dollars 20 euros` are two things).
 */
const CENTS_TAIL = /(?:\s+and(?=\s+\d{1,2}\s+cents?\b)|(?<=[a-z])(?=\s+\d{2}(?![\w.,%]|\s+(?!cents?\b)(?:[a-z]+s|quid)\b)))\s+(\d{1,2})(?:\s+cents?\b)?/iy;

/**
 * Millions: `1.2 million`, `$3m`, `2mn euros`, `1.2 mil`. A bare `m` is a million only beside a currency
 * (`5m` alone may be metres).
 */
const MILLIONS = new RegExp(`(?<![\\w$€£¥₹.,])(?:(${SYMBOL})\\s?)?(\\d{1,3}(?:[.,]\\d{1,3})?)\\s?(million|mn|mln|mil|mill|m)\\b(?:\\s+(${CODE}|${WORD})\\b)?`, "gi");

function scanMillions(text: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  MILLIONS.lastIndex = 0;
  for (let m = MILLIONS.exec(text); m !== null; m = MILLIONS.exec(text)) {
    const n = parseLooseNumber(m[2] ?? "");
    const code = m[1] ?? m[4];
    if (n === undefined || ((m[3] ?? "").toLowerCase() === "m" && code === undefined)) continue;
    const start = m.index;
    const end = start + m[0].length;
    if (!spans.free(start, end)) continue;
    const value = Math.round(n * 1_000_000 * 100) / 100;
    const currency = code === undefined ? undefined : CURRENCIES[code.toLowerCase()]?.code;
    spans.collect(found, currency === undefined ? { start, end, kind: "number", text: m[0], value } : { start, end, kind: "amount", text: m[0], value, currency });
  }
  return found;
}

/**
 * Thousands grouped by a space with no currency, right after a word that asks for a sum: `invoice
 * C-61 for 1 200`, `refund 2 450`. Elsewhere digits grouped by spaces are as often a phone or an
 * account, so the word before is required, and no more digits may follow.
 */
const SPACED_AFTER_SUM_WORD = new RegExp(`(?<=\\b(?:for|of|refund|invoice|bill|charge|credit|wire|pay|transfer)\\s)(${SPACED})(?![\\w]|[.,]\\d|\\s?\\d)`, "gi");

const SPACED_DIGITS = /\d[ \u00a0\u202f]\d{3}/;

export function scanAmounts(text: string, spans: SpanSet): Span[] {
  return [
    ...scanMillions(text, spans),
    ...scanAmountPatterns(AMOUNT_PATTERNS, { parse: parseAmount, currency: currencyOf, centsTail: CENTS_TAIL }, text, text, spans),
    // Gated by a native search for a digit, a space and three digits.
    ...(SPACED_DIGITS.test(text) ? scanNumberPatterns([SPACED_AFTER_SUM_WORD], parseAmount, text, spans) : []),
  ];
}

/**
 * Times of day are claimed so that `3pm` and `15:30` are not read as numbers or ids; so is an hour
 * said bare after a word that places a moment (`there after 3`, `not before 10.`, `open till 6`)
 * where the clause ends on it: nothing is counted, a count would have its noun (`after 3 days`).
 * `by` and `from` are left out: `cut it by 5`, `from 3 to 5` tell of sums and ranges.
 */
const TIMES = /\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?!\w)|\b\d{1,2}:\d{2}(?::\d{2})?\b|(?<=\b(?:after|before|till|until|around|past)\s)(?:1[0-2]|[1-9])(?=\s*(?:[,;!?)]|\.(?!\d)|$))/gi;

export function scanTimes(text: string, spans: SpanSet): Span[] {
  return scanTimesOfDay(TIMES, text, spans);
}

// Each keyword in lower case, with a capital and in capitals. The short forms that are an id's own
// letters (`ORD 4471`, `ORD4471`: one id) are keywords only in lower case or with a capital, and
// never glued to digits (`ord 4471` is the order's number).
const KEYWORD_NAMES = Object.keys(ID_KEYWORDS)
  .map((k) => {
    const cased = `[${k[0]!.toUpperCase()}${k[0]}]${k.slice(1)}`;
    return Object.hasOwn(GLUED_ID_LETTERS, k) ? `${cased}(?!\\d)` : `${cased}|${k.toUpperCase()}`;
  })
  .join("|");
// A keyword joined to its number by a dash is part of the id (`PO-3310`, `ORDER-77`), and a
// keyword is a whole word (`PRJ-8` holds no `pr`).
const KEYWORD_ID = new RegExp(
  `\\b(?:${KEYWORD_NAMES})\\.?(?![-_/A-Za-z])\\s*(?:(?:#|[Nn]o\\.?|NO\\.?|[Nn]umber|NUMBER|[Nn]r\\.?|NR\\.?|[Nn]um\\.?|NUM\\.?|[Ii][Dd])\\s*)?(?::\\s*)?(?:#\\s*)?([A-Za-z]{0,10}[-_]?\\d[\\w-]*(?:\\/\\w[\\w-]*)*)`,
  "g",
);
// A code of capitals joined by a dash after a keyword (`reference RENT-MAR`, `ref FOOD-Q1`): an id
// without a digit, read only in capitals so that `ref re-send` is no id. Its parts after a slash are
// its own (`ref YOGA-DEP/2`, as `SR/2026/77` is one id), never cut off as another value; a slash
// with nothing after it (`ref RENT-MAR/ please`) ends the id, as a space would.
const LETTER_ID = new RegExp(
  `\\b(?:${Object.keys(ID_KEYWORDS).map((k) => `[${k[0]!.toUpperCase()}${k[0]}]${k.slice(1)}|${k.toUpperCase()}`).join("|")})(?![-_/A-Za-z])\\s*(?:(?:#|no\\.?|number|nr\\.?|id)\\s*)?(?::\\s*)?([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+(?:\\/[A-Za-z0-9][\\w-]*)*)(?![\\w-]|\\/\\w)`,
  "g",
);
const HASH_ID = /(?<![\w&])#\s?(\d[\w-]*)/g;
/**
 * A record's code in capitals with its digits after the number sign (`ordr #Q-4401`, `#AB12`):
 * the sign numbers the record, as in `#4411`. A chat channel is named in words (`#refunds`,
 * `#front-desk`), so a code of capitals and digits is an id, whether or not a record's word stands
 * before it. Read before the addresses, which would take it for a channel.
 */
const HASH_CODE = /(?<![\w&#])#\s?([A-Z]{1,4}-?\d[A-Z0-9]*(?:-[A-Z0-9]+)*)(?![\w@/-])/g;

/** The codes written after a number sign (HASH_CODE), before the addresses are read. */
export function scanHashCodes(text: string, spans: SpanSet): Span[] {
  return text.includes("#") ? scanIdPatterns([HASH_CODE], NOT_IDS, text, text, spans) : [];
}
// A code of capitals joined by a dash whose second part starts with letters (`C-RH9`, `C-SAM`,
// `DS-PACK-7`, its number after a second dash, `YOGA-DEP/2`, its number after a slash): a record's code as a shop or a club writes it. With a digit it is always one; in letters only
// (the word code), one capital and two to five more, and only in a turn not written in capitals: in
// a shouted turn `X-RAY` or `T-SHIRT` is a word. Its first parts may be joined by a slash instead
// (`AC/KOL/17`, `HR/PAY-4`), as a firm files a client under office and partner: read only with a
// digit at its end, since `A/C` or `N/A` in capitals are words.
const CAPITAL_CODE = /(?<![\w@#$€£.\-/])([A-Z]{1,4}-[A-Z]+(?:-?\d[A-Z0-9]*|\/\d[\w-]*)(?:\/\w[\w-]*)*)(?![\w@/-])/g;
const SLASHED_CAPITAL_CODE = /(?<![\w@#$€£.\-/])([A-Z]{1,4}\/[A-Z]+[-/]\d[A-Z0-9]*(?:\/\w[\w-]*)*)(?![\w@/-])/g;
const CAPITAL_WORD_CODE = /(?<![\w@#$€£.\-/])([A-Z]-[A-Z]{2,5})(?![\w@/-])/g;
// Ids may carry a slash or a suffix: `SR/2026/77`, `FT-2026/118`, `7781-BX`, `4432-A`.
// Two runs of digits joined by a dash, one of three digits or more and neither of one (`cancel
// 72-118`, `refund 20 on 4410-22`, `2026-0042`): one record's number, as `order 72-118` is. Dates
// and phones are read before ids; a range is said with a one-digit end or two short ends (`3-5
// years`, `10-15 minutes`), a score or a time with a colon.
const DASHED_DIGITS_ID = /(?<![\w@#$€£.,\-/:])(\d{3,}-\d{2,}|\d{2}-\d{3,})(?![\w@/-]|[.,:]\d)/g;
const ALNUM_ID = /(?<![\w@#$€£.\-/])([A-Za-z]{1,12}[-_/]?\d[\w-]*(?:\/\w[\w-]*)*|\d+[A-Za-z][\w-]*|\d+-[A-Za-z][\w-]*)(?![\w@/])/g;

// A code of two to six capitals, a space and its number (`ORD 4471`, `INV 2026-0042`): one id, as
// `ORD-4471` is. Sums are read before ids, so `USD 1250` is already an amount, and a word in
// capitals is no code (`REFUND 55 ON 5005`).
const SPACED_ID = /(?<![\w@#$€£.\-/])([A-Z]{2,6}) \d{3,}(?:[-/]\w+)*(?![\w@/]|[.,]\d)/g;

// A number and its suffix of one to three capitals said apart, by a space or a slash (`7781 BX`,
// `7781/BX`): one id, as `7781-BX` is. A capital word is no suffix (`4471 OK`, `cancel 4471 A
// and B`), nor a short form, size or time zone (`4471 FYI`), nor a currency code (sums are read
// before ids), nor a single `A` or `I`.
const SUFFIXED_ID = /(?<![\w@#$€£.\-/])\d{4,}[ /]([A-Z]{1,3})(?![\w@/-]|[.,]\w)/g;

const SUFFIX_APART = /\d[ /][A-Z]/;

// The same code typed in small letters (`cancel bk 4471`): two or three consonants, which no word
// of English is but a few sounds (LETTERS_NOT_CODES), and a `y` only first (`my`, `by`, `why`, `gym`
// and `try` are words). A code with a vowel is left out: `pay 300`, `due 450`, `per 100` are words.
const SMALL_SPACED_ID = /(?<![\w@#$€£.\-/])([A-Za-z][b-df-hj-np-tv-xz]{1,2}) \d{3,}(?:[-/]\w+)*(?![\w@/]|[.,]\d)/g;
const SMALL_CODE = /^[b-df-hj-np-tv-z][b-df-hj-np-tv-xz]{1,2}$/;

// A code dictated letter by letter, single capitals apart and then its number (`order A B 4419`):
// one id, its letters joined (`AB 4419`), as a caller spells `AB4419` aloud. Only right after a
// record's word and with two letters at least: a lone `A` or `I` before a number is an article or
// the speaker (`refund order A 4419` stays the number alone).
const SPELLED_ID = /(?<![\w@#$€£.\-/])((?:[A-Z] ){2,4})\d{3,}(?![\w@/]|[.,]\d)/g;

const SPELLED_APART = /\b[A-Z] [A-Z] /;

/** A record's word right before a spaced code: `order WS 3302 19`, `booking no. BK 2210 07`. */
const RECORD_WORD_BEFORE = /\b(?:order|booking|invoice|ticket|account|ref|reference|no\.?|number|#)\s*$/i;
/** More groups of digits after a spaced code, up to the end of its clause: ` 19` in `order WS 3302 19.` */
const MORE_GROUPS = /^(?: \d{1,4}){1,3}(?=\s*(?:[.;!?)]|,\s|$))/;

/**
 * The further groups of digits a spaced code is written in (`order WS 3302 19`), read where a
 * record's word stands right before the code and the groups run to the end of its clause: the
 * record's word says a number follows, and nothing after the groups makes one of them a sum or a
 * count (`order WS 3302 19 euros`, `… 19 on it` are read as before).
 */
function moreGroups(text: string, start: number, end: number): string {
  if (!RECORD_WORD_BEFORE.test(text.slice(Math.max(0, start - 16), start))) return "";
  return MORE_GROUPS.exec(text.slice(end, end + 24))?.[0] ?? "";
}

/** Codes spelled letter by letter after a record's word: `order A B 4419` gives `AB 4419`. */
function scanSpelledIds(text: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  // Looked for only where two single capitals stand apart (a native search first).
  if (!SPELLED_APART.test(text)) return found;
  SPELLED_ID.lastIndex = 0;
  for (let m = SPELLED_ID.exec(text); m !== null; m = SPELLED_ID.exec(text)) {
    if (!RECORD_WORD_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
    const end = m.index + m[0].length;
    if (!spans.free(m.index, end)) continue;
    const letters = (m[1] ?? "").replace(/ /g, "");
    const value = `${letters} ${m[0].slice((m[1] ?? "").length)}`;
    spans.collect(found, { start: m.index, end, kind: "id", text: m[0], value });
  }
  return found;
}

function scanSpacedIds(text: string, spans: SpanSet): Span[] {
  const found: Span[] = scanSpelledIds(text, spans);
  // The suffix said apart is looked for only where a digit, a space or slash and a capital stand together.
  for (const pattern of SUFFIX_APART.test(text) ? [SPACED_ID, SUFFIXED_ID, SMALL_SPACED_ID] : [SPACED_ID, SMALL_SPACED_ID]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const code = (m[1] ?? "").toLowerCase();
      if (ENGLISH_WORDS.has(code) || (Object.hasOwn(ID_KEYWORDS, code) && !Object.hasOwn(GLUED_ID_LETTERS, code)) || Object.hasOwn(CURRENCIES, code)) continue;
      if (pattern === SUFFIXED_ID && (code === "a" || code === "i" || NOT_ID_SUFFIXES[code] !== undefined)) continue;
      if (pattern === SMALL_SPACED_ID && (!SMALL_CODE.test(code) || NOT_ID_SUFFIXES[code] !== undefined || LETTERS_NOT_CODES[code] !== undefined)) continue;
      const groups = pattern === SPACED_ID ? moreGroups(text, m.index, m.index + m[0].length) : "";
      const end = m.index + m[0].length + groups.length;
      if (!spans.free(m.index, end)) continue;
      // A code typed in small letters is the code all the same: `bk 4471` is `BK 4471`.
      const said = text.slice(m.index, end);
      const value = pattern === SMALL_SPACED_ID ? said.toUpperCase() : said;
      spans.collect(found, { start: m.index, end, kind: "id", text: said, value });
    }
  }
  return found;
}

/**
 * A reference of one to three words after `ref`, `reference` or `memo`, to the end of its clause
 * (`wire 950 …, ref march rent`): the words are the reference, as `reference RENT-MAR` is. Not
 * where the words begin with a determiner or a preposition (`with reference to the invoice`).
 */
const WORD_REFERENCE = /\b(?:ref|reference|memo)\s*[:#]?\s+([A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,2})(?=\s*(?:[,.;!?)]|$))/gi;
const NOT_REFERENCE_STARTS = new Set(["the", "this", "that", "it", "to", "a", "an", "my", "our", "your", "their", "for", "number", "no", "id", "and", "is", "was", "please", "pls"]);

const REFERENCE_WORD = /ref|memo/i;

function scanWordReferences(text: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  if (!REFERENCE_WORD.test(text)) return found;
  WORD_REFERENCE.lastIndex = 0;
  for (let m = WORD_REFERENCE.exec(text); m !== null; m = WORD_REFERENCE.exec(text)) {
    const words = m[1] ?? "";
    if (NOT_REFERENCE_STARTS.has(words.split(/\s+/)[0]!.toLowerCase())) continue;
    const start = m.index + m[0].length - words.length;
    if (!spans.free(start, start + words.length)) continue;
    spans.collect(found, { start, end: start + words.length, kind: "id", text: words, value: words });
  }
  return found;
}

/**
 * A payment card's digits, said with the card's word: `card 4242`, `the card ending in 5521`, `visa
 * ending 9914`, `the last four digits are 1234`. Four digits or the whole number. The card's word
 * stays in the id's text (`card ending in 5521`), so that the number is read as a card's, not as
 * the order it stands beside (`refund 40 on 6230 to the card ending in 5521`).
 */
const CARD_ID =
  /\b(?:(?:card|visa|mastercard|amex)(?:\s+(?:that\s+)?(?:ending|ends?)(?:\s+(?:in|with))?|\s+(?:no\.?|number|#))?|last\s+(?:four|4)(?:\s+digits)?(?:\s+(?:is|are))?)\s*:?\s*(\d{4}(?:[ -]?\d{4}){0,3})(?![\w]|[.,]\d)/gi;

const CARD_WORD = /card|visa|mastercard|amex|last\s+(?:four|4)/i;

export function scanIds(text: string, spans: SpanSet): Span[] {
  // The value is the identifier without the keyword: `order #4411` gives 4411. A card's digits are
  // looked for only where a card is named (a native search for its words).
  const patterns = CARD_WORD.test(text) ? [CARD_ID, KEYWORD_ID, LETTER_ID, HASH_ID, ALNUM_ID, DASHED_DIGITS_ID] : [KEYWORD_ID, LETTER_ID, HASH_ID, ALNUM_ID, DASHED_DIGITS_ID];
  return [...scanIdPatterns([...patterns, ...capitalCodes(text)], NOT_IDS, text, text, spans), ...scanSpacedIds(text, spans), ...scanWordReferences(text, spans)];
}

/** The patterns of codes in capitals a turn is scanned with: a code in letters only where the turn is not shouted. */
function capitalCodes(text: string): RegExp[] {
  const slashed = text.includes("/") ? [SLASHED_CAPITAL_CODE] : [];
  if (!text.includes("-")) return slashed;
  return shouted(text) ? [CAPITAL_CODE, ...slashed] : [CAPITAL_CODE, CAPITAL_WORD_CODE, ...slashed];
}

/** Whether a turn is written mostly in capitals: its dashed words (`X-RAY`) look like codes. */
function shouted(text: string): boolean {
  // Counted by code unit, not as the lists of letters two matches would make.
  let capitals = 0;
  let small = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) capitals++;
    else if (c >= 0x61 && c <= 0x7a) small++;
  }
  return capitals > small;
}

const PERCENT = /(?<![\w.,])(\d+(?:[.,]\d+)?)\s?%/g;
const NUMBER = /(?<![\w.,\-/])[-+]?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?)(?![\w]|[.,]\d)/g;

/** `2.5k`, `3k`: thousands, as people write them. */
const THOUSANDS = /(?<![\w.,\-/])(\d{1,3}(?:[.,]\d{1,3})?)\s?k\b/gi;

function thousands(text: string): number | undefined {
  const n = parseLooseNumber(text);
  return n === undefined ? undefined : Math.round(n * 1000 * 100) / 100;
}

/**
 * `a grand`, `2 grand`, `1.5 grand`: thousands, said informally; `the full grand`, `a whole grand`
 * are one all the same (`paid the full grand`), where `the grand` alone is a total or a hotel.
 */
const GRAND = /(?<![\w.,\-/])(\d{1,3}(?:\.\d{1,2})?|a|one|two|three|four|five|six|seven|eight|nine|ten|(?:a|the)\s+(?:full|whole))\s+grand\b/gi;
const ONE_WHOLE = /^(?:a|the)\s+(?:full|whole)$/i;
/** `2 hundred`, `3 thousand dollars`: digits with a scale word, and the currency after them if any. */
const SCALED = /(?<![\w.,\-/])(\d{1,3}(?:\.\d{1,2})?)\s+(hundred|thousand)\b(?:\s+(dollars?|bucks|euros?|pounds?|quid|usd|eur|gbp)\b)?/gi;

/** `a tenner`, `a fiver`, `99¢`: sums said by name, and cents written with their sign (`99c` is left to ids). */
const NAMED_SUMS = /(?<![\w.,\-/])(?:(a|one|two|three)\s+)?(tenner|fiver)s?\b|(?<![\w.,\-/$])(\d{1,2})\s?¢/gi;
const NAMED_SUM_VALUES: Record<string, number> = wordTable({ tenner: 10, fiver: 5 });

/** Every match of a global pattern in free text, a number span of the value `valueOf` gives it (none where it gives undefined). */
function numbersSaid(pattern: RegExp, text: string, spans: SpanSet, valueOf: (m: RegExpExecArray) => number | undefined): Span[] {
  const found: Span[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!spans.free(start, end)) continue;
    const value = valueOf(m);
    if (value !== undefined) spans.collect(found, { start, end, kind: "number", text: m[0], value });
  }
  return found;
}

/**
 * `refund a ton on TY-620`: British money slang, a ton is a hundred (as a grand is a thousand, a
 * tenner ten). `a ton` is far more often a lot (`thanks a ton`, `a ton of calls`, `weighs a ton`),
 * so it is a sum only as the object of a verb that moves money, a pronoun or `back` between at
 * most, and never before `of`.
 */
const TON = /\b(?:refund|refunds|refunded|credit|pay|paid|invoice|bill|charge|wire|transfer|send|give|knock|take|return)\s+(?:(?:him|her|them|me|us|back)\s+)?((?:a|one)\s+ton)\b(?!\s+of\b|-)/gi;

function tons(text: string, spans: SpanSet): Span[] {
  // Most turns say no `ton`: a native search spares them the pattern.
  if (!/\bton\b/i.test(text)) return [];
  const found: Span[] = [];
  TON.lastIndex = 0;
  for (let m = TON.exec(text); m !== null; m = TON.exec(text)) {
    const said = m[1] ?? "";
    const end = m.index + m[0].length;
    const start = end - said.length;
    if (spans.free(start, end)) spans.collect(found, { start, end, kind: "number", text: said, value: 100 });
  }
  return found;
}

function namedSums(text: string, spans: SpanSet): Span[] {
  return numbersSaid(NAMED_SUMS, text, spans, (m) =>
    m[2] !== undefined ? (SMALL_NUMBERS[(m[1] ?? "a").toLowerCase()] ?? 1) * (NAMED_SUM_VALUES[m[2].toLowerCase()] ?? 0) : Number(m[3]) / 100,
  );
}

/** `half a grand`, `one and a half thousand`, `2 and a half million`: a half of a scale, said in words. */
const HALVES = /(?<![\w.,\-/])(?:(a|one|two|three|four|five|six|seven|eight|nine|ten|\d{1,3})\s+and\s+a\s+half|half\s+a)\s+(grand|thousand|million)\b/gi;
const SCALES: Record<string, number> = wordTable({ grand: 1000, thousand: 1000, million: 1_000_000 });

function halves(text: string, spans: SpanSet): Span[] {
  return numbersSaid(HALVES, text, spans, (m) => {
    const whole = m[1] === undefined ? 0 : SMALL_NUMBERS[m[1].toLowerCase()] ?? Number(m[1]);
    const value = (whole + 0.5) * (SCALES[(m[2] ?? "").toLowerCase()] ?? 0);
    return Number.isFinite(value) && value > 0 ? value : undefined;
  });
}

/**
 * `1.5 lakh`, `2 lakhs`, `a lac`, `3 crore`: the Indian scale words, a lakh 100,000 and a crore
 * 10,000,000, as Indian English writes sums.
 */
const INDIAN_SCALED = /(?<![\w.,\-/])(\d{1,3}(?:\.\d{1,2})?|a|one|two|three|four|five|six|seven|eight|nine|ten)\s+(lakhs?|lacs?|crores?)\b/gi;
const INDIAN_SCALES: Record<string, number> = wordTable({ lakh: 100_000, lakhs: 100_000, lac: 100_000, lacs: 100_000, crore: 10_000_000, crores: 10_000_000 });

function indianScaled(text: string, spans: SpanSet): Span[] {
  // Most turns name no Indian scale: a native search spares them the pattern.
  if (!/la(?:kh|c)|crore/i.test(text)) return [];
  return numbersSaid(INDIAN_SCALED, text, spans, (m) => {
    const n = SMALL_NUMBERS[(m[1] ?? "").toLowerCase()] ?? parseLooseNumber(m[1] ?? "");
    const scale = INDIAN_SCALES[(m[2] ?? "").toLowerCase()];
    return n === undefined || scale === undefined ? undefined : Math.round(n * scale * 100) / 100;
  });
}

const SMALL_NUMBERS: Record<string, number> = wordTable({ a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 });

function grand(text: string): number | undefined {
  const n = ONE_WHOLE.test(text) ? 1 : SMALL_NUMBERS[text.toLowerCase()] ?? parseLooseNumber(text);
  return n === undefined ? undefined : Math.round(n * 1000 * 100) / 100;
}

export function scanNumbers(text: string, spans: SpanSet): Span[] {
  const scaled: Span[] = [...halves(text, spans), ...indianScaled(text, spans)];
  SCALED.lastIndex = 0;
  for (let m = SCALED.exec(text); m !== null; m = SCALED.exec(text)) {
    const n = parseLooseNumber(m[1] ?? "");
    if (n === undefined || !spans.free(m.index, m.index + m[0].length)) continue;
    const value = Math.round(n * ((m[2] ?? "").toLowerCase() === "hundred" ? 100 : 1000) * 100) / 100;
    const currency = m[3] === undefined ? undefined : CURRENCIES[m[3].toLowerCase()]?.code;
    const span: Span = currency === undefined ? { start: m.index, end: m.index + m[0].length, kind: "number", text: m[0], value } : { start: m.index, end: m.index + m[0].length, kind: "amount", text: m[0], value, currency };
    spans.collect(scaled, span);
  }
  return [
    ...scaled,
    ...namedSums(text, spans),
    ...tons(text, spans),
    ...scanNumberPatterns([THOUSANDS], thousands, text, spans),
    ...scanNumberPatterns([GRAND], grand, text, spans),
    ...scanNumberPatterns([PERCENT, NUMBER], parseLooseNumber, text, spans),
  ];
}

const NAMED_CHANNEL = /\b(?:the|our|my|this|that|a|your|in|to|on|into)\s+((?:#?[a-z0-9][\w-]*\s+){0,2}#?[a-z0-9][\w-]*)\s+(?:channel|chanel|chnl|channell)\b/gi;
const CALLED_CHANNEL = /\b(?:channel|chanel)\s+(?:called|named)\s+["'“]?(#?[a-z0-9][\w-]*)["'”]?/gi;
const BARE_CHANNEL = /\b(?:the|our|my|this|that|a)\s+(?:channel|chanel)\b/gi;
/**
 * A team's chat named like a channel where something is sent to it: `post in the sales chat`,
 * `let our ops group chat know`. Not a chat only spoken of (`the sales chat says …`) nor a chat
 * someone has (`a quick chat`, `the live chat with`).
 */
const NAMED_CHAT = /\b(?:in|to|on|into|onto|let|tell|ping|message|notify|update|give|post|drop|send|inform|alert|loop|cc)\s+(?:the|our|my|your)\s+((?:#?[a-z0-9][\w-]*\s+)?#?[a-z0-9][\w-]*?)\s+(?:group\s+)?chat\b(?!\s+(?:with|about|between)\b)/gi;
/** Words before `chat` that say what kind of talk it is, not whose chat it is. */
const NOT_CHAT_NAMES = new Set(["quick", "short", "brief", "long", "little", "live", "video", "voice", "last", "next", "first", "whole", "same", "other", "private", "web", "online", "phone", "team", "team's", "old", "new"]);
/**
 * A handle written without `@` right after a word of direct messages (`DM jo.kim`, `send a direct
 * message to lee_w`): a dot or an underscore inside makes it a handle, not a name or a word.
 */
const BARE_HANDLE = /\b(?:dm|pm|direct[- ]message|message|msg|ping|slack)\s+(?:to\s+)?@?([a-z][a-z0-9]*(?:[._][a-z0-9]+)+)(?![\w@-]|\.[a-z0-9])/gi;

/** `the team channel`, `the #ops channel`, `channel called ops`; `the channel` has no name. */
export function scanChannels(text: string): Span[] {
  const found: Span[] = [];
  const seen = new SpanSet(text.length);
  for (const pattern of [NAMED_CHANNEL, CALLED_CHANNEL]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const words = (m[1] ?? "").split(/\s+/).filter((w) => w !== "" && NOT_CHANNEL_NAMES[w.toLowerCase()] === undefined);
      if (words.length === 0) continue;
      const start = pattern === NAMED_CHANNEL ? m.index + m[0].search(/\s/) + 1 : m.index;
      const end = m.index + m[0].length;
      seen.collect(found, { start, end, kind: "channel", text: text.slice(start, end), value: normaliseChannel(words.join(" ")) });
    }
  }
  // Most turns say no `chat`: a native search spares them the pattern.
  if (/chat/i.test(text)) {
    NAMED_CHAT.lastIndex = 0;
    for (let m = NAMED_CHAT.exec(text); m !== null; m = NAMED_CHAT.exec(text)) {
      const words = (m[1] ?? "").split(/\s+/).filter((w) => w !== "" && NOT_CHANNEL_NAMES[w.toLowerCase()] === undefined);
      // `the ops group chat`: `group` says what the chat is, not its name.
      if (words.length > 1 && words[words.length - 1]!.toLowerCase() === "group") words.pop();
      if (words.length === 0 || words.some((w) => NOT_CHAT_NAMES.has(w.toLowerCase()))) continue;
      const end = m.index + m[0].length;
      const start = end - m[0].length + m[0].lastIndexOf(m[1] ?? "", m[0].length - 4);
      seen.collect(found, { start, end, kind: "channel", text: text.slice(start, end), value: normaliseChannel(words.join(" ")) });
    }
  }
  BARE_HANDLE.lastIndex = 0;
  for (let m = BARE_HANDLE.exec(text); m !== null; m = BARE_HANDLE.exec(text)) {
    const handle = m[1] ?? "";
    const end = m.index + m[0].length;
    const start = end - handle.length - (text[end - handle.length - 1] === "@" ? 1 : 0);
    seen.collect(found, { start, end, kind: "handle", text: text.slice(start, end), value: handle.toLowerCase() });
  }
  BARE_CHANNEL.lastIndex = 0;
  for (let m = BARE_CHANNEL.exec(text); m !== null; m = BARE_CHANNEL.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    seen.collect(found, { start, end, kind: "channel", text: m[0], value: "" });
  }
  return found;
}

const CUE_NAMES = Object.keys(PHONE_CUES).join("|");
const CUED_PHONE = new RegExp(`\\b(?:${CUE_NAMES})\\b[^\\d+\\n]{0,24}?(\\+?\\(?\\d[\\d\\s().-]{5,18}\\d)(?![\\w])`, "gi");
/** A number right after the kind of line it is, a colon at most between: every part bounded, so linear. */
const LINE_PHONE = new RegExp(`\\b(?:${Object.keys(PHONE_LINES).join("|")})\\b:?[ \\t]{1,3}(\\+?\\d[\\d .-]{5,18}\\d)(?![\\w])`, "gi");

/**
 * Numbers given as a list (`new numbers for the veg box people: FS-11 is now 555-0101 and FS-12 is
 * 555-0199`): after a plural phone word, each one written as a local number is (three digits, a
 * dash or a dot, four: the way a line's own number is written), each record it is of between.
 */
const NUMBERS_LISTED = /\b(?:numbers|phones|mobiles|cells|landlines)\b/i;
const LOCAL_NUMBER = /(?<![\w+.,/-])(\d{3}[-.]\d{4})(?![\w.,/-]?\d)/g;

/** A run of 7 to 15 digits right after a word like `phone`, `text` or `call` or a kind of line, and the local numbers a list of numbers gives. */
export function scanCuedPhones(text: string, spans: SpanSet): Span[] {
  const found = scanCuedPhoneNumbers(CUED_PHONE, text, text, spans);
  for (const p of scanCuedPhoneNumbers(LINE_PHONE, text, text, spans)) found.push(p);
  const listed = NUMBERS_LISTED.exec(text);
  if (listed === null) return found;
  const after = listed.index + listed[0].length;
  // The rest of the turn is read as a text of its own (offsets from `after`), sliced once.
  const rest = text.slice(after);
  const offsets: Span[] = scanCuedPhoneNumbers(LOCAL_NUMBER, rest, rest, new SpanSet(rest.length));
  for (const p of offsets) {
    const span: Span = { ...p, start: p.start + after, end: p.end + after };
    if (spans.free(span.start, span.end)) spans.collect(found, span);
  }
  return found;
}

const QUOTES: RegExp[] = [
  /"([^"\n]{1,500})"/g,
  /“([^”\n]{1,500})”/g,
  /‘([^’\n]{1,500})’/g,
  /«([^»\n]{1,500})»/g,
  /`([^`\n]{1,500})`/g,
  // An apostrophe between two letters stays inside single quotes: `post 'we're live'`, `note 'customer's address'`.
  /(?<![\w'])'((?:[^'\n]|(?<=\p{L})'(?=\p{L})){1,300}?)'(?![\w'])/gu,
];

/** Quoted strings; they may overlap other values, which are read inside them too. */
export function scanQuoted(text: string): Span[] {
  return scanQuotes(QUOTES, text);
}
