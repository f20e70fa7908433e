// Finds amounts, times, identifiers, numbers, named channels, phone numbers introduced by a word,
// and quoted strings in an English text. Amounts read both decimal styles: `40.00`, `40,00 €`
// and `1,250.50` all go through core's parseLooseNumber, the same reader the engine uses.
import { parseLooseNumber } from "@toolgate/core";
import { normaliseChannel, normalisePhone, SpanSet, type Span } from "@toolgate/core";
import { CURRENCIES, ID_KEYWORDS, NOT_CHANNEL_NAMES, NOT_IDS, PHONE_CUES } from "./lexicon.js";

const NUM = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?`;
const SYMBOL = String.raw`US\$|R\$|C\$|A\$|\$|€|£|¥|₹`;
const CODE = String.raw`USD|EUR|GBP|BRL|CAD|AUD|CHF|JPY|INR`;
const WORD = String.raw`dollars?|dolars|dollers|bucks?|euros?|pounds?|quid|reais|cents?|yen`;

function currencyOf(token: string): { code: string; scale: number } | undefined {
  const entry = CURRENCIES[token.toLowerCase()];
  return entry ? { code: entry.code, scale: entry.scale ?? 1 } : undefined;
}

interface AmountPattern {
  pattern: RegExp;
  /** Group numbers of the number, the optional `k`, and the currency. */
  groups: { num: number; k: number; currency: number };
  reason: string;
}

const AMOUNT_PATTERNS: AmountPattern[] = [
  {
    pattern: new RegExp(`(?<![\\w$€£¥₹])(${SYMBOL})\\s?(${NUM})(\\s?k\\b)?(?![\\d])`, "gi"),
    groups: { currency: 1, num: 2, k: 3 },
    reason: "symbol first: $40, € 40,00, R$ 12.50",
  },
  {
    pattern: new RegExp(`(?<![\\w.,])(${NUM})(\\s?k)?\\s?(${SYMBOL})(?![\\w$])`, "gi"),
    groups: { num: 1, k: 2, currency: 3 },
    reason: "symbol after: 40,00 €, 40€",
  },
  {
    pattern: new RegExp(`\\b(${CODE})\\s?(${NUM})(\\s?k\\b)?(?![\\d])`, "gi"),
    groups: { currency: 1, num: 2, k: 3 },
    reason: "ISO code first: EUR 40",
  },
  {
    pattern: new RegExp(`(?<![\\w.,])(${NUM})(\\s?k)?\\s?(${CODE}|${WORD})\\b`, "gi"),
    groups: { num: 1, k: 2, currency: 3 },
    reason: "code or word after: 40 EUR, 40 dollars, 50 cents",
  },
];

/** `… and 50 cents` after an amount adds to it. */
const CENTS_TAIL = /\s+and\s+(\d{1,2})\s+cents?\b/iy;

export function scanAmounts(text: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  for (const { pattern, groups } of AMOUNT_PATTERNS) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      let end = m.index + m[0].length;
      if (!spans.free(m.index, end)) continue;
      const n = parseLooseNumber(m[groups.num] ?? "");
      const currency = currencyOf(m[groups.currency] ?? "");
      if (n === undefined || currency === undefined) continue;
      let value = n * currency.scale * (m[groups.k] ? 1000 : 1);
      CENTS_TAIL.lastIndex = end;
      const tail = CENTS_TAIL.exec(text);
      if (tail && currency.scale === 1) {
        value += Number(tail[1]) / 100;
        end += tail[0].length;
      }
      spans.collect(found, {
        start: m.index,
        end,
        kind: "amount",
        text: text.slice(m.index, end),
        value: Number(value.toFixed(6)),
        currency: currency.code,
      });
    }
  }
  return found;
}

/** Times of day are claimed so that `3pm` and `15:30` are not read as numbers or ids. */
const TIMES = /\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?!\w)|\b\d{1,2}:\d{2}(?::\d{2})?\b/gi;

export function scanTimes(text: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  TIMES.lastIndex = 0;
  for (let m = TIMES.exec(text); m !== null; m = TIMES.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!spans.free(start, end)) continue;
    // A time is claimed with the kind `quoted` and dropped by the reader: the port has no time kind.
    spans.collect(found, { start, end, kind: "quoted", text: m[0], value: m[0] });
  }
  return found;
}

const KEYWORD_NAMES = Object.keys(ID_KEYWORDS).join("|");
const KEYWORD_ID = new RegExp(
  `\\b(?:${KEYWORD_NAMES})\\s*(?:#|no\\.?|number|nr\\.?|num\\.?|id)?\\s*:?\\s*#?\\s*([A-Za-z]{0,10}[-_]?\\d[\\w-]*)`,
  "gi",
);
const HASH_ID = /(?<![\w&])#\s?(\d[\w-]*)/g;
const ALNUM_ID = /(?<![\w@#$€£.\-/])([A-Za-z]{1,12}[-_]?\d[\w-]*|\d+[A-Za-z][\w-]*)(?![\w@])/g;

function trimId(raw: string): string {
  return raw.replace(/[-_]+$/, "");
}

export function scanIds(text: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  for (const pattern of [KEYWORD_ID, HASH_ID, ALNUM_ID]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const id = trimId(m[1] ?? "");
      if (id === "" || NOT_IDS.test(id)) continue;
      const start = pattern === ALNUM_ID ? m.index : m.index + m[0].lastIndexOf(m[1] ?? "");
      const end = start + id.length;
      if (!spans.free(start, end)) continue;
      // The value is the identifier without the keyword: `order #4411` gives 4411.
      spans.collect(found, { start: pattern === ALNUM_ID ? start : m.index, end, kind: "id", text: text.slice(pattern === ALNUM_ID ? start : m.index, end), value: id });
    }
  }
  return found;
}

const PERCENT = /(?<![\w.,])(\d+(?:[.,]\d+)?)\s?%/g;
const NUMBER = /(?<![\w.,\-/])[-+]?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?)(?![\w]|[.,]\d)/g;

export function scanNumbers(text: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  for (const pattern of [PERCENT, NUMBER]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!spans.free(start, end)) continue;
      const n = parseLooseNumber(m[1] ?? "");
      if (n === undefined) continue;
      spans.collect(found, { start, end, kind: "number", text: m[0], value: n });
    }
  }
  return found;
}

const NAMED_CHANNEL = /\b(?:the|our|my|this|that|a|your|in|to|on|into)\s+((?:#?[a-z0-9][\w-]*\s+)?#?[a-z0-9][\w-]*)\s+(?:channel|chanel|chnl|channell)\b/gi;
const CALLED_CHANNEL = /\b(?:channel|chanel)\s+(?:called|named)\s+["'“]?(#?[a-z0-9][\w-]*)["'”]?/gi;
const BARE_CHANNEL = /\b(?:the|our|my|this|that|a)\s+(?:channel|chanel)\b/gi;

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

/** A run of 7 to 15 digits right after a word like `phone`, `text` or `call`. */
export function scanCuedPhones(text: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  CUED_PHONE.lastIndex = 0;
  for (let m = CUED_PHONE.exec(text); m !== null; m = CUED_PHONE.exec(text)) {
    const raw = (m[1] ?? "").replace(/[\s.-]+$/, "");
    const digits = normalisePhone(raw);
    if (digits.length < 7 || digits.length > 15) continue;
    const start = m.index + m[0].lastIndexOf(m[1] ?? "");
    const end = start + raw.length;
    if (!spans.free(start, end)) continue;
    spans.collect(found, { start, end, kind: "phone", text: raw, value: digits });
  }
  return found;
}

const QUOTES: RegExp[] = [
  /"([^"\n]{1,500})"/g,
  /“([^”\n]{1,500})”/g,
  /‘([^’\n]{1,500})’/g,
  /«([^»\n]{1,500})»/g,
  /`([^`\n]{1,500})`/g,
  /(?<![\w'])'([^'\n]{1,300}?)'(?![\w'])/g,
];

/** Quoted strings; they may overlap other values, which are read inside them too. */
export function scanQuoted(text: string): Span[] {
  const found: Span[] = [];
  const seen = new SpanSet(text.length);
  for (const pattern of QUOTES) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const inner = (m[1] ?? "").trim();
      if (inner === "") continue;
      seen.collect(found, { start: m.index, end: m.index + m[0].length, kind: "quoted", text: m[0], value: inner });
    }
  }
  return found;
}
