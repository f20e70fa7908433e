// Finds amounts, numbers, times, identifiers, channels, phone numbers introduced by a word,
// quoted strings and names in a Portuguese text. Patterns run on the folded text (lower case,
// no accents; same offsets as the original), values are taken from the original.
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
} from "@toolgate/grammar-kit";
import {
  CURRENCIES,
  DIGIT_SLANG,
  NUMBER_WORDS,
  FIRST_NAMES,
  ID_KEYWORDS,
  NAME_JOINERS,
  NOT_CHANNEL_NAMES,
  NOT_IDS,
  PHONE_CUES,
  PORTUGUESE_WORDS,
} from "./lexicon.js";
import { parsePortugueseNumber, readNumberWords } from "./numbers.js";
import { verbActKey } from "./act-words.js";
import { centsAfterAWholeSaidInWords } from "./cents-after-a-whole-said-in-words.js";
import type { Token } from "./tokens.js";
import { isRecordSpan } from "./record-spans.js";
import { COUNTRY_SLANG, isCountrySlang, type CountrySlang } from "./money-slang.js";

// `1 500 €`, `2 500 euros`: pt-PT groups thousands with a space (or a no-break space) too.
const NUM = String.raw`\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d+)?(?=\s?(?:€|euros?|reais|r\$))|\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?`;
const SYMBOL = String.raw`r\$|us\$|\$|€|£`;
const CODE = String.raw`brl|eur|usd|gbp|aoa`;
const WORD = String.raw`reais|real|reas|euros?|dolares|dolar|libras|centavos?|centimos?|kwanzas|kz`;

// Money slang of Brazil, read after digits only (`35 pila`, `50 conto`): after a number word it is
// too often another word (`li um conto ao cliente`). `paus` and `mangos` are read after both, their
// currency told by the turn (`money-slang.ts`): reais in Brazil, and `paus` euros in Portugal. Their
// pattern is one of its own with a plain number: in the alternation above, beside the number with
// thousands set apart by spaces, it was polynomial.
const SLANG = Object.keys(DIGIT_SLANG).join("|");
const COUNTRY = COUNTRY_SLANG.join("|");

const AMOUNT_PATTERNS: AmountPattern[] = [
  {
    pattern: new RegExp(`(?<![\\w.,])(${NUM})\\s?(${SLANG})\\b`, "g"),
    groups: { num: 1, currency: 2 },
    reason: "gíria depois dos dígitos: 35 pila, 50 conto",
  },
  {
    pattern: new RegExp(`(?<![\\w.,])(\\d+(?:[.,]\\d+)?)\\s?(${COUNTRY})\\b`, "g"),
    groups: { num: 1, currency: 2 },
    reason: "gíria de um país ou dos dois depois dos dígitos: 80 paus, 100 mangos, 1.200 paus",
  },
  {
    pattern: new RegExp(`(?<![\\w$€£])(${SYMBOL})\\s?(${NUM})(\\s+mil\\b|\\s?k\\b)?(?!\\d)`, "g"),
    groups: { currency: 1, num: 2, thousand: 3 },
    reason: "símbolo antes: R$ 40,00, € 40, US$ 10, €1,2k, R$ 2 mil",
  },
  {
    pattern: new RegExp(`(?<![\\w.,])(${NUM})(\\s+mil)?\\s?(${SYMBOL})(?![\\w$])`, "g"),
    groups: { num: 1, thousand: 2, currency: 3 },
    reason: "símbolo depois: 40,00 €, 40€",
  },
  {
    pattern: new RegExp(`\\b(${CODE})\\s?(${NUM})(?!\\d)`, "g"),
    groups: { currency: 1, num: 2 },
    reason: "código ISO antes: EUR 40",
  },
  {
    pattern: new RegExp(`(?<![\\w.,])(${NUM})(\\s+mil)?\\s?(?:de\\s+)?(${CODE}|${WORD})\\b`, "g"),
    groups: { num: 1, thousand: 2, currency: 3 },
    reason: "código ou palavra depois: 40 euros, 40 reais, 2 mil reais, 50 centavos",
  },
];

/**
 * `2 mil e 500`, `R$ 2 mil e 500`, `3 mil e 200 euros`, `3 mil e quinhentos`: thousands and the
 * hundreds after them, in digits or in words (at most three words joined by `e`), one value.
 */
const THOUSANDS_AND = new RegExp(
  `(?<![\\w.,$€£])(?:(${SYMBOL})\\s?)?(\\d{1,3})\\s?mil\\s+e\\s+(\\d{1,3}|[a-z]+(?:\\s+e\\s+[a-z]+){0,2})(?![\\d.,]\\d|\\s?(?:mil|k)\\b|\\d|[a-z])(?:\\s?(?:de\\s+)?(${SYMBOL}|${CODE}|${WORD})(?![\\w$]))?`,
  "g",
);

/** `meio` right after `mil e`, alone or before other words: half a thousand. */
const HALF_AFTER_THOUSANDS = /^meio(?:\s|$)/;

/** The words of a number below a thousand joined by `e` (`quinhentos e vinte`): its value and how many characters of them are read, or undefined. */
function hundredsInWords(words: string): { value: number; length: number } | undefined {
  const part = /(?:^|\s+e\s+)([a-z]+)/y;
  let value = 0;
  let length = 0;
  for (let m = part.exec(words); m !== null; m = part.exec(words)) {
    const n = NUMBER_WORDS[m[1]!];
    // Each word fills a smaller place than the one before (`quinhentos e vinte e cinco`).
    if (n === undefined || n >= 1000 || (value > 0 && n >= (value % 100 === 0 ? 100 : value % 10 === 0 ? 10 : 1))) break;
    value += n;
    length = part.lastIndex;
  }
  return length === 0 ? undefined : { value, length };
}

/** `1,2 milhão`, `R$ 3 milhões`, `2,5 mi de reais`: millions, with a currency where one is said. */
const MILLIONS = new RegExp(
  `(?<![\\w.,$€£])(?:(${SYMBOL})\\s?)?(\\d{1,3}(?:[.,]\\d{1,3})?)\\s?(?:milhao|milhoes|mi)\\b(?:\\s?(?:de\\s+)?(${SYMBOL}|${CODE}|${WORD})(?![\\w$]))?`,
  "g",
);

export function scanMillions(text: string, folded: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  // Each million said holds `mi` (`milhão`, `milhões`, `mi`).
  if (!folded.includes("mi")) return found;
  MILLIONS.lastIndex = 0;
  for (let m = MILLIONS.exec(folded); m !== null; m = MILLIONS.exec(folded)) {
    const n = parsePortugueseNumber(m[2] ?? "");
    if (n === undefined) continue;
    const start = m.index;
    const value = Math.round(n * 1_000_000);
    const currency = currencyOf(m[1] ?? m[3] ?? "");
    if (currency !== undefined && currency.scale === 1) {
      const end = start + m[0].length;
      if (spans.free(start, end)) spans.collect(found, { start, end, kind: "amount", text: text.slice(start, end), value, currency: currency.code });
    } else {
      const stop = m[3] === undefined ? start + m[0].length : start + m[0].lastIndexOf(m[3]);
      if (spans.free(start, stop)) spans.collect(found, { start, end: stop, kind: "number", text: text.slice(start, stop).trimEnd(), value });
    }
  }
  return found;
}

export function scanThousandsAnd(text: string, folded: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  // Each holds `mil`.
  if (!folded.includes("mil")) return found;
  THOUSANDS_AND.lastIndex = 0;
  for (let m = THOUSANDS_AND.exec(folded); m !== null; m = THOUSANDS_AND.exec(folded)) {
    const start = m.index;
    let end = start + m[0].length;
    let tail: string | undefined = m[4];
    let hundreds = Number(m[3]);
    if (HALF_AFTER_THOUSANDS.test(m[3]!)) {
      // `3 mil e meio`, `R$ 1 mil e meio`: and half a thousand.
      hundreds = 500;
      if (m[3]!.length > 4) {
        end = start + m[0].indexOf(m[3]!, m[0].indexOf("mil")) + 4;
        tail = undefined;
      }
    } else if (!/^\d/.test(m[3]!)) {
      const words = hundredsInWords(m[3]!);
      if (words === undefined) continue;
      hundreds = words.value;
      // Words after the number's own (`3 mil e quinhentos e manda`) are not read with it, nor a unit after them.
      if (words.length < m[3]!.length) {
        end = start + m[0].indexOf(m[3]!, m[0].indexOf("mil")) + words.length;
        tail = undefined;
      }
    }
    if (!spans.free(start, end)) continue;
    const value = Number(m[2]) * 1000 + hundreds;
    const currency = currencyOf(m[1] ?? tail ?? "");
    if (currency !== undefined && currency.scale === 1) {
      spans.collect(found, { start, end, kind: "amount", text: text.slice(start, end), value, currency: currency.code });
    } else {
      // `2 mil e 500 centavos` is no sum of money in whole units: the number alone, before its unit.
      const stop = tail === undefined ? end : start + m[0].lastIndexOf(tail);
      spans.collect(found, { start, end: stop, kind: "number", text: text.slice(start, stop).trimEnd(), value });
    }
  }
  return found;
}

/**
 * `… e 50 centavos` after an amount adds to it; so does a bare `e 50` of two digits right after
 * the currency (`25 reais e 50`), where the turn goes on with no unit of its own: only the end,
 * punctuation or a preposition may follow (`25 reais e 50 no 5101`).
 */
const CENTS_TAIL = /\s+e\s+(\d{1,2})(?:\s+(?:centavos?|centimos?)\b|(?<=\s\d{2})(?=\s*$|\s*[,.;:!?)]|\s+(?:no|na|do|da|pro|pra|ao|a|de|em|para|pelo|pela)\b))/y;

/**
 * Words that may follow a bare number of cents: the turn's end aside, a preposition (`e cinquenta no
 * 5101`), or the words of a sum said of each thing (`vinte e quatro euros e cinquenta cada um`, `e trinta por bilhete`).
 */
const AFTER_CENTS = new Set(["no", "na", "do", "da", "pro", "pra", "ao", "a", "de", "em", "para", "pelo", "pela", "cada", "por"]);

/** Whether a word may follow bare cents: one of AFTER_CENTS, or a verb of an act opening the next clause. */
function endsBareCents(t: Token): boolean {
  return AFTER_CENTS.has(t.key) || verbActKey(t.key) !== undefined;
}

function currencyOf(token: string, slang?: Record<CountrySlang, string>): AmountCurrency | undefined {
  const entry = CURRENCIES[token] ?? DIGIT_SLANG[token] ?? (slang && isCountrySlang(token) ? { code: slang[token] } : undefined);
  if (!entry) return undefined;
  return { code: entry.code, scale: entry.scale ?? 1, takesCents: entry.scale === undefined };
}

/** `12€50`, `3€99`: pt-PT writes the cents after the currency's sign, in place of the comma. */
const SIGN_FOR_COMMA = /(?<![\w.,$€£])(\d{1,6})(€|\$)(\d{2})(?![\w.,$€£])/g;

export function scanAmounts(text: string, folded: string, spans: SpanSet, slang?: Record<CountrySlang, string>): Span[] {
  SIGN_FOR_COMMA.lastIndex = 0;
  for (let m = SIGN_FOR_COMMA.exec(folded); m !== null; m = SIGN_FOR_COMMA.exec(folded)) {
    const end = m.index + m[0].length;
    const currency = currencyOf(m[2] ?? "");
    if (currency === undefined || !spans.free(m.index, end)) continue;
    const value = Number((Number(m[1]) + Number(m[3]) / 100).toFixed(2));
    spans.add({ start: m.index, end, kind: "amount", text: text.slice(m.index, end), value, currency: currency.code });
  }
  const currency = (token: string) => currencyOf(token, slang);
  return scanAmountPatterns(AMOUNT_PATTERNS, { parse: parsePortugueseNumber, currency, centsTail: CENTS_TAIL }, text, folded, spans);
}

/** Numbers in words, and amounts when a currency follows: `quarenta reais`, `cento e vinte euros`. */
/** Articles before a small number word that make it a count of things said (`os dois`, `nas três`). */
const BOTH_ARTICLES = new Set(["os", "as", "nos", "nas", "dos", "das", "aos", "pelos", "pelas", "ambos", "ambas"]);

export function scanNumberWords(text: string, tokens: Token[], spans: SpanSet, slang?: Record<CountrySlang, string>): Span[] {
  const found: Span[] = [];
  for (let i = 0; i < tokens.length; i++) {
    // `dez por cento`: the percent's word, not a hundred.
    if (tokens[i]!.key === "cento" && tokens[i - 1]?.key === "por") continue;
    const run = readNumberWords(tokens, i);
    if (!run) continue;
    const first = tokens[i]!;
    const last = tokens[i + run.length - 1]!;
    const j = i + run.length;
    const unit = tokens[j]?.key === "de" ? tokens[j + 1] : tokens[j];
    const currency = unit ? (CURRENCIES[unit.key] ?? (slang && isCountrySlang(unit.key) ? { code: slang[unit.key] } : undefined)) : undefined;
    const start = first.start;
    let end = last.end;
    let value = run.value;
    if (currency !== undefined && unit) {
      end = unit.end;
      value = run.value * (currency.scale ?? 1);
      // `quarenta reais e cinquenta centavos`
      const after = tokens.indexOf(unit) + 1;
      // `dois euros e meio`: and half the unit.
      if (tokens[after]?.key === "e" && tokens[after + 1]?.key === "meio" && currency.scale === undefined && !unit.breakAfter) {
        value += 0.5;
        end = tokens[after + 1]!.end;
      } else if (tokens[after]?.key === "e" && currency.scale === undefined) {
        const digits = /^\d{1,2}$/.test(tokens[after + 1]?.key ?? "") ? { value: Number(tokens[after + 1]!.key), length: 1 } : undefined;
        const cents = readNumberWords(tokens, after + 1) ?? digits;
        const centsUnit = cents ? tokens[after + 1 + cents.length] : undefined;
        if (cents && centsUnit && CURRENCIES[centsUnit.key]?.scale !== undefined) {
          value += cents.value / 100;
          end = centsUnit.end;
        } else if (cents && cents.value >= 10 && cents.value <= 99) {
          // `um real e cinquenta`, `vinte reais e trinta no 5101`: cents with no unit of their own.
          const lastCents = tokens[after + cents.length]!;
          // A turn dictated with no stops (`são doze euros e cinquenta devolve lá isso`): a verb of
          // an act right after the cents opens the next clause, so the cents end there.
          if (centsUnit === undefined || lastCents.breakAfter || endsBareCents(centsUnit)) {
            value += cents.value / 100;
            end = lastCents.end;
          }
        }
      }
    } else if (run.length >= 3 && tokens[j]?.key === "e") {
      // `quarenta e dois e noventa`: a compound whole and its bare cents (cents-after-a-whole-said-in-words.ts).
      const withCents = centsAfterAWholeSaidInWords(tokens, i, run, endsBareCents);
      if (withCents !== undefined) {
        value = withCents.value;
        end = withCents.end;
      }
    } else if (run.value === 1 && run.length === 1) {
      // `um`, `uma` are articles far more often than numbers.
      continue;
    } else if (run.length === 1 && run.value < 10 && BOTH_ARTICLES.has(tokens[i - 1]?.key ?? "")) {
      // `reembolsa os dois`, `cancela as três`, `nos dois pedidos`: the things counted, not a sum.
      continue;
    }
    if (!spans.free(start, end)) {
      i = j - 1;
      continue;
    }
    spans.collect(found, 
      currency !== undefined
        ? { start, end, kind: "amount", text: text.slice(start, end), value: Number(value.toFixed(6)), currency: currency.code }
        : { start, end, kind: "number", text: text.slice(start, end), value },
    );
    i = j - 1;
  }
  return found;
}

const TIMES = /\b\d{1,2}h(?:\d{2})?\b|\b\d{1,2}:\d{2}(?::\d{2})?\b/g;

/** Times of day are claimed so that `15h` and `15:30` are not read as numbers or ids. */
export function scanTimes(folded: string, spans: SpanSet): Span[] {
  return scanTimesOfDay(TIMES, folded, spans);
}

const KEYWORD_NAMES = Object.keys(ID_KEYWORDS).join("|");
const KEYWORD_ID = new RegExp(
  `\\b(?:${KEYWORD_NAMES})s?\\s*(?:(?:n[ºo°]\\.?|n\\.[ºo°]|numero|num\\.?|#|id|de\\s+numero)\\s*)?(?::\\s*)?(?:#\\s*)?([a-z]{0,10}[-_]?\\d[\\w-]*(?:(?:\\.\\d+){2,}(?![.,]?\\d))?(?:\\/\\w[\\w-]*)*)(?![\\w/]|[.,]\\d)`,
  "g",
);
const HASH_ID = /(?<![\w&])#\s?(\d[\w-]*)/g;
/**
 * The letters a code opens with before its number: up to three parts more joined by dashes
 * (`MUD-UK-77`, `FT-CASA-09`). The dashes mark where each part ends, so no split is tried twice.
 * Shared by the ids said alone (ALNUM_ID) and after a file's noun (file-ids.ts).
 */
export const CODE_LETTERS = String.raw`[a-z]{1,12}(?:-[a-z]{1,12}){0,3}`;
const KEYWORD_IS_ID = /\b(cliente|pedido|encomenda|fatura|factura|conta) e (?:o|a) #?([a-z]{0,10}[-_]?\d[\w-]*)(?![\w/]|[.,]\d)/g;
// Ids may carry a slash or a suffix: `NF/2026/31`, `FT-2026/118`, `7781-BX`, `4432-A`, a number with its
// letters and then a series (`88-AZ/2026`, `31B/2025`), and a record's
// number with its letter or its series after a slash, said without the record's word (`ao 4410/B`, `não a
// 2026/0421`, `o 7781/2`): three digits or more before the slash, so a day and month (`22/03`) or a
// fraction (`1/2`) is none, and one part after it, so a whole date (`2026/03/22`) is none either.
const ALNUM_ID = new RegExp(
  String.raw`(?<![\w@#$€£.\-/])(${CODE_LETTERS}[-_/]?\d[\w-]*(?:\/\w[\w-]*)*|\d+[a-z][\w-]*(?:\/\w[\w-]*)*|\d+-[a-z][\w-]*(?:\/\w[\w-]*)*)(?![\w@/])`,
  "g",
);
/** A record's number and one part after a slash (see above), a pattern of its own: in ALNUM_ID's alternation beside `\d+[a-z]` it is past linear. */
const NUMBER_SLASH_ID = /(?<![\w@#$€£.\-/])(\d{3,}\/(?:[a-z]{1,3}|\d+))(?![\w@/])/g;

// `FT 2026/118`, `NF 2025/31`: a series in capitals, a space, and a year or series number with a
// slash, as Portuguese invoices are numbered. Read on the text as written: the capitals are the cue.
const SERIES_ID = /(?<![\p{L}\d@#$€£./-])(\p{Lu}{2,4} \d{1,6}\/\d{1,8})(?![\p{L}\d/])/gu;

// `PED 7105`, `OS 5566`, `NF 3344`: a code of two to six capitals, a space and its number, one id as
// `PED-7105` is. Read on the text as written (the capitals are the cue); a Portuguese word in
// capitals (`NO 7105`, `PEDIDO 7105`) or a currency code is no code, and sums are read before ids.
const SPACED_ID = /(?<![\p{L}\d@#$€£./-])(\p{Lu}{2,6}) \d{3,}(?:[-/][\p{L}\d]+)*(?![\p{L}\d@/]|[.,]\d)/gu;
const CAPITALS_SPACE_DIGIT = /\p{Lu} \d/u;

// `7781 BX`, `5520 PT`: a record's number and a suffix of two or three capitals after a space, one id as
// `7781-BX` is. Read on the text as written (the capitals are the cue); a currency code, a Portuguese
// word in capitals or a means of sending (`1500 EUR`, `4410 SMS`) is no suffix.
const SUFFIXED_ID = /(?<![\p{L}\d@#$€£.,/-])(\d{3,}) (\p{Lu}{2,3})(?![\p{L}\d@/-]|[.,]\d)/gu;
const DIGIT_SPACE_CAPITALS = /\d \p{Lu}{2}/u;
/** Capitals after a number that are a means or a unit, not a record's suffix. */
const NOT_SUFFIXES = new Set(["sms", "pdf", "ok", "utc", "gmt", "cet", "wet", "brt", "kg", "km", "mb", "gb", "kb", "pix", "ted", "doc", "iva", "nif", "cpf", "cep"]);

// `fatura 800 pro cliente C-12`: `fatura` as the verb that starts a request, its number the amount
// billed, not an invoice's number; only with the person billed or what it is for after it (`agora fatura
// 180 pela manutenção`).
const BILLED = /(?:^|[.;!?,:]\s*|\b(?:e|depois|entao|agora|pf|por favor)\s+)(?:fatura|fature|factura|facture|cobra|cobre)\s+(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?=\s+(?:em\s+(?:reais|euros|dolares|libras|usd|eur|brl|gbp)\s+)?(?:pro|pra|para|ao|a|à|pelo|pela)\s)/g;

// `fatura 90 pro C-15... melhor, fatura 95`: the verb said again right after a correction's word gives
// the sum corrected, the person billed already said; its number is no invoice's.
const BILLED_AGAIN = /(?<![\p{L}\d])(?:melhor|alias|digo|quer dizer|afinal|na verdade|desculpa|perdao)[,:]?\s+(?:fatura|fature|factura|facture|cobra|cobre)\s+(\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?![\p{L}\d]|[.,]\d)/gu;

const BILLED_PATTERNS = [BILLED, BILLED_AGAIN];

/**
 * Whether the word at `at` follows `o` or `a` at the start of the turn or right after punctuation
 * (`…, o pedido`, `o cliente` first): the subject of its clause, never a verb's object.
 */
function opensClause(folded: string, at: number): boolean {
  let i = at - 1;
  if (folded.charAt(i) !== " ") return false;
  i--;
  if (folded.charAt(i) !== "o" && folded.charAt(i) !== "a") return false;
  i--;
  // A few spaces at most between the article and the punctuation before it.
  for (let n = 0; n < 3 && folded.charAt(i) === " "; n++) i--;
  return i < 0 || /^[.,;:!?(\n]$/.test(folded.charAt(i));
}

export function scanIds(text: string, folded: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  // A sum billed follows `fatura`, `factura` or `cobra` (and their forms); not tried where none is.
  const billed = folded.includes("fatur") || folded.includes("factur") || folded.includes("cobr");
  for (const pattern of billed ? BILLED_PATTERNS : []) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(folded); m !== null; m = pattern.exec(folded)) {
      const end = m.index + m[0].length;
      const start = end - m[1]!.length;
      const value = parsePortugueseNumber(m[1]!);
      if (value !== undefined && spans.free(start, end)) spans.add({ start, end, kind: "number", text: text.slice(start, end), value });
    }
  }
  SUFFIXED_ID.lastIndex = 0;
  for (let m = DIGIT_SPACE_CAPITALS.test(text) ? SUFFIXED_ID.exec(text) : null; m !== null; m = SUFFIXED_ID.exec(text)) {
    const suffix = (m[2] ?? "").toLowerCase();
    if (PORTUGUESE_WORDS.has(suffix) || CURRENCIES[suffix] !== undefined || NOT_SUFFIXES.has(suffix)) continue;
    const end = m.index + m[0].length;
    if (spans.free(m.index, end)) spans.collect(found, { start: m.index, end, kind: "id", text: m[0], value: m[0] });
  }
  SERIES_ID.lastIndex = 0;
  // A series id holds a slash; the pattern (a look-behind, Unicode capitals) is not tried where none is.
  for (let m = text.includes("/") ? SERIES_ID.exec(text) : null; m !== null; m = SERIES_ID.exec(text)) {
    const end = m.index + m[0].length;
    if (spans.free(m.index, end)) spans.collect(found, { start: m.index, end, kind: "id", text: m[0], value: m[0] });
  }
  // `o cliente é o C-882`: the id said with its record's word and `é`, read as `cliente C-882` is.
  KEYWORD_IS_ID.lastIndex = 0;
  for (let m = folded.includes(" e ") ? KEYWORD_IS_ID.exec(folded) : null; m !== null; m = KEYWORD_IS_ID.exec(folded)) {
    const idEnd = m.index + m[0].length;
    const idStart = idEnd - m[2]!.length;
    // `é`, never the `e` that joins (`cancela o pedido e o 8807`); an `e` typed without its accent
    // is `é` where the record's word opens its clause (`…, o pedido e o 9120`): no verb it could join after.
    const is = text.charAt(m.index + m[1]!.length + 1);
    if (!(/^[éÉ]$/.test(is) || opensClause(folded, m.index)) || !spans.free(idStart, idEnd) || NOT_IDS.test(m[2]!)) continue;
    spans.collect(found, { start: m.index, end: idEnd, kind: "id", text: text.slice(m.index, idEnd), value: text.slice(idStart, idEnd) });
  }
  const ids = [...found, ...scanIdPatterns([KEYWORD_ID, HASH_ID, ALNUM_ID, NUMBER_SLASH_ID], NOT_IDS, text, folded, spans)];
  // Looked for only where a capital, a space and a digit stand together.
  SPACED_ID.lastIndex = 0;
  for (let m = CAPITALS_SPACE_DIGIT.test(text) ? SPACED_ID.exec(text) : null; m !== null; m = SPACED_ID.exec(text)) {
    const code = folded.slice(m.index, m.index + (m[1] ?? "").length);
    if (PORTUGUESE_WORDS.has(code) || ID_KEYWORDS[code] !== undefined || CURRENCIES[code] !== undefined) continue;
    const end = m.index + m[0].length;
    if (spans.free(m.index, end)) spans.collect(ids, { start: m.index, end, kind: "id", text: m[0], value: m[0] });
  }
  return ids;
}

// An ordinal (`o 1.º esquerdo`, `a 2.ª prestação`, `o 3.o andar`, as typed without the sign) is a place in
// an order, no value: a floor or an instalment named by it gives no amount 1 or 2. The sign after the
// digits, with its dot or without, ends the number's match; a fixed look-ahead, linear.
const NUMBER = /(?<![\w.,\-/])[-+]?(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?)(?![\w]|[.,]\d|\.?[ºª°]|\.[oa](?![a-z\d]))/g;
const PERCENT = /(?<![\w.,])(\d+(?:[.,]\d+)?)\s?%/g;

/** `2,5 mil`, `3 mil`, `1.5k`: thousands, as people write them; a dot before one or two digits is a decimal mark here. */
const THOUSANDS = /(?<![\w.,\-/])(\d{1,3}(?:,\d{1,3}|\.\d{1,2})?)\s?(?:mil|k)\b/g;

function thousands(text: string): number | undefined {
  const n = parsePortugueseNumber(text);
  return n === undefined ? undefined : Math.round(n * 1000 * 100) / 100;
}

/** Thousands said with `mil` or `k`, glued on or not (`2mil`, `2 mil`, `1.5k`): read before ids, which would take `2mil` as a code. */
export function scanThousands(folded: string, spans: SpanSet): Span[] {
  // Each holds `mil` or `k`.
  if (!folded.includes("mil") && !folded.includes("k")) return [];
  return scanNumberPatterns([THOUSANDS], thousands, folded, spans);
}

/** Bare numbers and percents, after scanThousands has read the thousands. */
export function scanNumbers(folded: string, spans: SpanSet): Span[] {
  return scanNumberPatterns([PERCENT, NUMBER], parsePortugueseNumber, folded, spans);
}

const CHANNEL_OF = /\bcana(?:l|is)\s+(?:da|do|de|dos|das)\s+(#?[a-z0-9][\w-]*)/g;
const CHANNEL_NAMED = /\bcanal\s+(?:chamado\s+|de\s+nome\s+)?["'“]?(#?[a-z0-9][\w-]*)["'”]?/g;
const CHANNEL_BARE = /\b(?:o|no|ao|pelo|para\s+o|pro|nesse|neste|esse|este)\s+canal\b/g;

/** `o canal da equipa`, `o canal #ops`, `canal geral`; `o canal` alone has no name. */
export function scanChannels(text: string, folded: string): Span[] {
  const found: Span[] = [];
  // Each channel said in words holds `canal` or `canais`.
  if (!folded.includes("cana")) return found;
  const seen = new SpanSet(text.length + 1);
  for (const pattern of [CHANNEL_OF, CHANNEL_NAMED]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(folded); m !== null; m = pattern.exec(folded)) {
      const name = m[1] ?? "";
      if (NOT_CHANNEL_NAMES[name] !== undefined) continue;
      const end = m.index + m[0].length;
      const nameStart = m.index + m[0].lastIndexOf(name);
      seen.collect(found, { start: m.index, end, kind: "channel", text: text.slice(m.index, end), value: normaliseChannel(text.slice(nameStart, nameStart + name.length)) });
    }
  }
  CHANNEL_BARE.lastIndex = 0;
  for (let m = CHANNEL_BARE.exec(folded); m !== null; m = CHANNEL_BARE.exec(folded)) {
    const end = m.index + m[0].length;
    seen.collect(found, { start: m.index, end, kind: "channel", text: text.slice(m.index, end), value: "" });
  }
  return found;
}

// `(11) 9 1234-5678`, `11 9 8765 4321`: a Brazilian mobile with its leading 9 set apart, which the
// kit's grouped phones (two groups after the area code) do not take.
const BR_MOBILE = /(?<![\w+.,/-])(?:\+?55\s?)?\(?\d{2}\)?\s9\s\d{4}[\s.-]?\d{4}(?![\w.,/-]?\d)/g;

// `91 234 56 78`, `912 34 56 78`, `21 345 67 89`: a Portuguese number said in pairs at its end, which the kit's
// grouped phones (three groups of three) do not take. Portuguese numbers start with 2 or 9.
const PT_PAIRED = /(?<![\w+.,/-])(?:\+?351\s?)?(?:[29]\d\s\d{3}|[29]\d{2}\s\d{2})\s\d{2}\s\d{2}(?![\w.,/-]?\d)/g;

const SPLIT_DIGITS = /\d\s\d{2}/;

export function scanSplitMobiles(text: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  // Both end in groups of digits set apart by blanks: a turn without two such is read by neither.
  if (!SPLIT_DIGITS.test(text)) return found;
  for (const pattern of [BR_MOBILE, PT_PAIRED]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const end = m.index + m[0].length;
      if (spans.free(m.index, end)) spans.collect(found, { start: m.index, end, kind: "phone", text: m[0], value: m[0].replace(/\D+/g, "") });
    }
  }
  return found;
}

/**
 * A phone dialled with the long-distance prefix: `00351 912 345 678`, `00 55 11 98765-4321` (the
 * international `00`, read as `+`), `0xx11 91234-5678`, `(0xx21) 3456-7890` (Brazil's carrier
 * prefix, read as the area code alone). The groups after the first are each set apart by one
 * separator, so the pattern is linear.
 */
const LONG_DISTANCE = /(?<![\w+.,/-])(?:00\s?([1-9]\d{0,2})[\s.-]?\(?(\d{2,12})\)?((?:[\s.-]\d{2,5}){0,4})|\(?0\s?xx\s?(\d{2})\)?[\s.-]?(\d{4,5})[\s.-]?(\d{4}))(?![\w.,/-]?\d)/g;

/** The start of an IBAN right before a match: its country, check digits and groups. */
const IBAN_BEFORE = /[a-z]{2}\d{2}(?:[ -][a-z0-9]{1,4}){0,8}[ -]$/;

export function scanLongDistancePhones(text: string, folded: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  LONG_DISTANCE.lastIndex = 0;
  for (let m = LONG_DISTANCE.exec(folded); m !== null; m = LONG_DISTANCE.exec(folded)) {
    const end = m.index + m[0].length;
    // `PT50 0002 0000 0012 …`: the groups of an account, not a phone.
    if (IBAN_BEFORE.test(folded.slice(Math.max(0, m.index - 40), m.index))) continue;
    const digits = m[1] !== undefined ? `${m[1]}${m[2]}${m[3] ?? ""}`.replace(/\D+/g, "") : `${m[4]}${m[5]}${m[6]}`;
    // A country code and 7 to 12 digits after it (E.164 has at most 15), or an area code and 8 or 9.
    if (m[1] !== undefined && (digits.length - m[1].length < 7 || digits.length > 15)) continue;
    if (spans.free(m.index, end)) spans.collect(found, { start: m.index, end, kind: "phone", text: text.slice(m.index, end), value: digits });
  }
  return found;
}

/**
 * A record's number said by the record's name: `o número do pedido é 2026-0042`, `número da encomenda:
 * 40028922`. Read as the record's id before the phones, whose cue `número` would take it. `o número do
 * cliente` is left out: it is as often the customer's phone.
 */
const RECORD_NUMBER = /\bnumero\s+d[oa]\s+(?:pedido|encomenda|fatura|factura|boleto|protocolo|processo|ticket|chamado|contrato|reserva|nota|documento|registo|registro|rastreio|orcamento|recibo)\s*(?:e|:|=)\s*(?:(?:o|a)\s+)?#?([a-z]{0,10}[-_]?\d[\w-]*)(?![\w/]|[.,]\d)/g;

export function scanRecordNumbers(text: string, folded: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  // Each holds `numero`.
  if (folded.includes("numero")) collectTrailingIds(RECORD_NUMBER, text, folded, spans, found);
  return found;
}

/**
 * Adds to `found`, for each match of the global `pattern` over `folded`, its first group as an id
 * as `text` writes it, where nothing has read its characters yet. The group ends the match: what
 * comes before it is the id's cue (a record's word, `numero do pedido e`).
 */
export function collectTrailingIds(pattern: RegExp, text: string, folded: string, spans: SpanSet, found: Span[]): void {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(folded); m !== null; m = pattern.exec(folded)) {
    const end = m.index + m[0].length;
    const start = end - m[1]!.length;
    if (spans.free(start, end)) spans.collect(found, { start, end, kind: "id", text: text.slice(start, end), value: text.slice(start, end) });
  }
}

const CUE_NAMES = Object.keys(PHONE_CUES).join("|");
const CUED_PHONE = new RegExp(`\\b(?:${CUE_NAMES})\\b[^\\d+\\n]{0,24}?(\\+?\\(?\\d[\\d\\s().-]{5,18}\\d)(?![\\w])`, "g");

export function scanCuedPhones(text: string, folded: string, spans: SpanSet): Span[] {
  return scanCuedPhoneNumbers(CUED_PHONE, text, folded, spans);
}

const QUOTES: RegExp[] = [
  /"([^"\n]{1,500})"/g,
  /“([^”\n]{1,500})”/g,
  /«([^»\n]{1,500})»/g,
  /‘([^’\n]{1,500})’/g,
  /`([^`\n]{1,500})`/g,
  /(?<![\w'])'([^'\n]{1,300}?)'(?![\w'])/g,
];

export function scanQuoted(text: string): Span[] {
  return scanQuotes(QUOTES, text);
}

/**
 * A text given to a field by the field's name and a colon, unquoted: `título: Revisão do orçamento`,
 * `motivo: cliente desistiu`, `assunto: Fechamento de março`. Read to the clause's end, up to `e`,
 * and only where that is at most six words: a longer run is more likely the turn going on.
 */
const LABELLED_TEXT = /\b(?:titulo|assunto|motivo|descricao)\s?:[ \t]?([^,;.!?\n\s"'“«][^,;.!?\n]{0,79})/g;
const LABELLED_WORDS_MAX = 6;

export function scanLabelledTexts(text: string, folded: string): Span[] {
  const found: Span[] = [];
  // Each holds a colon.
  if (!folded.includes(":")) return found;
  LABELLED_TEXT.lastIndex = 0;
  for (let m = LABELLED_TEXT.exec(folded); m !== null; m = LABELLED_TEXT.exec(folded)) {
    const start = m.index + m[0].length - m[1]!.length;
    const and = m[1]!.indexOf(" e ");
    const end = start + (and >= 0 ? and : m[1]!.trimEnd().length);
    const value = text.slice(start, end).trim();
    if (value === "" || value.split(/\s+/).length > LABELLED_WORDS_MAX) continue;
    found.push({ start, end, kind: "quoted", text: value, value });
  }
  return found;
}

/**
 * Names: runs of capitalised words (`Ana Silva`, `João da Costa`) that are not the first word of
 * a sentence, and common first names however they are written (`ana`, `joao`).
 */
const SENTENCE_END = /[.!?\n]\s*$/;

export function scanNames(text: string, tokens: Token[], spans: SpanSet, ownWords: (key: string) => boolean): Span[] {
  const found: Span[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // Most words are one space after the word before: no sentence ends between them.
    const sentenceStart = i === 0 || (!(t.start === tokens[i - 1]!.end + 1 && text.charCodeAt(t.start - 1) === 0x20) && SENTENCE_END.test(text.slice(tokens[i - 1]!.end, t.start)));
    const known = FIRST_NAMES.has(t.key);
    const capitalName = t.capital && !sentenceStart && !PORTUGUESE_WORDS.has(t.key) && !ownWords(t.key) && /^\p{Lu}\p{Ll}/u.test(t.text);
    if (!known && !capitalName) continue;
    let j = i;
    while (!tokens[j]!.breakAfter && j + 1 < tokens.length) {
      const next = tokens[j + 1]!;
      if (next.capital && /^\p{Lu}\p{Ll}/u.test(next.text) && !ownWords(next.key)) {
        j++;
        continue;
      }
      const after = tokens[j + 2];
      if (NAME_JOINERS.has(next.key) && next.key !== "e" && after && after.capital && !next.breakAfter) {
        j += 2;
        continue;
      }
      break;
    }
    const start = t.start;
    const end = tokens[j]!.end;
    if (!!spans.free(start, end)) {
      const raw = text.slice(start, end);
      spans.collect(found, { start, end, kind: "name", text: raw, value: raw.replace(/\s+/g, " ") });
    }
    i = j;
  }
  return found;
}

/** A currency named apart from the number: `40 no 5101, em euros`, `(valor em reais)`, `moeda: dólares`. */
const CURRENCY_APART = /\b(?:em|moeda:?|valores?\s+em|montante\s+em)\s+(reais|real|euros?|dolar(?:es)?|libras?|usd|eur|brl|gbp)\b/g;
/** A currency named by its field: `a moeda é euro`, `a moeda será libras`, `moeda vai ser real`. */
const CURRENCY_BY_FIELD = /\b(?:moeda|divisa)\s+(?:e|sera|vai\s+ser|deve\s+ser|tem\s+(?:de|que)\s+ser)\s+(reais|real|euros?|dolar(?:es)?|libras?|usd|eur|brl|gbp)\b/g;

/**
 * A negation right before a currency named apart, which names the currency the sums are not in:
 * `em euros e não em reais`, `não é em reais, é em euros`, `nem em euros nem em dólares, em libras`.
 * Tried on the few characters before the match, so the time is linear.
 */
const NEGATED_BEFORE = /(?:^|[^\p{L}])(?:nao|nem)(?:\s+(?:e|era|sera))?\s+$/u;

/** Words between a sum and the id it is said of: `40 no 5101`, `40 pro pedido 5101`. */
const SUM_BEFORE_ID = /^\s*(?:no|na|ao|a|pro|pra|para o|para a|do|da|em)\s+(?:(?:pedido|encomenda|fatura|factura|conta|cliente)\s+)?#?$/;

/**
 * Gives the currency a turn names apart (`reembolsa 40 no 5101, em euros`) to its sums: where the
 * turn has no amount of its own currency, the bare numbers said before an id (`40 no 5101`), or the
 * only bare number when there is one. Nothing where the turn names two currencies apart; a currency
 * named after a negation (`e não em reais`) is not one the turn names.
 */
export function currencyApart(folded: string, spans: SpanSet): void {
  const named = new Set<string>();
  for (const pattern of [CURRENCY_APART, CURRENCY_BY_FIELD]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(folded); m !== null; m = pattern.exec(folded)) {
      const code = CURRENCIES[m[1] ?? ""]?.code;
      if (code !== undefined && !NEGATED_BEFORE.test(folded.slice(Math.max(0, m.index - 12), m.index))) named.add(code);
    }
  }
  if (named.size !== 1 || spans.spans.some((s) => s.kind === "amount")) return;
  const code = [...named][0]!;
  const sorted = [...spans.spans].sort((a, b) => a.start - b.start);
  const numbers = sorted.filter((s) => s.kind === "number");
  const sums = numbers.filter((s) => {
    const next = sorted[sorted.indexOf(s) + 1];
    return next !== undefined && isRecordSpan(next) && SUM_BEFORE_ID.test(folded.slice(s.end, next.start));
  });
  for (const s of sums.length > 0 ? sums : numbers.length === 1 ? numbers : []) {
    s.kind = "amount";
    s.currency = code;
  }
}

/**
 * An address spelled out so that no scanner takes it: `ana arroba caju ponto com`, `ana(at)caju.example`,
 * `ana [at] caju [dot] example`, `rui ponto costa arroba obra ponto pt`, `marcos underline silva arroba …`.
 * Read on the text as written (an address keeps its accents); the parts are bounded, so the pattern is
 * linear. The name's parts before its last (`rui ponto`) are read back word by word.
 */
const SPELLED_EMAIL = /(?<![\p{L}\d._%+-])([\p{L}\d][\p{L}\d._%+-]{0,63})\s*(?:\s+arroba\s+|\(at\)|\[at\]|\{at\})\s*([\p{L}\d][\p{L}\d-]{0,62})((?:\s*(?:\s+ponto\s+|\(dot\)|\[dot\]|\{dot\}|\.)\s*[\p{L}\d][\p{L}\d-]{0,62}){1,4})(?![\p{L}\d])/giu;

/** What every spelled address holds, matched as SPELLED_EMAIL matches it: a text without it has none. */
const SPELLED_AT = /arroba|\(at\)|\[at\]|\{at\}/iu;

/** The marks an address's name may be spelled with: `rui ponto costa`, `marcos underline silva`, `ana traço lima`. */
const SPELLED_MARKS: ReadonlyMap<string, string> = new Map([["ponto", "."], ["underline", "_"], ["underscore", "_"], ["traco", "-"], ["traço", "-"], ["hifen", "-"], ["hífen", "-"]]);

/** A part of an address's name. */
const NAME_PART = /^[\p{L}\d][\p{L}\d_%+-]{0,63}$/u;

/** The last word of `text[0, end)` after blanks, and where it starts; undefined where no blank ends the text. */
function wordBefore(text: string, end: number): { word: string; start: number } | undefined {
  let e = end;
  while (e > 0 && /\s/.test(text[e - 1]!)) e--;
  if (e === end || e === 0) return undefined;
  let b = e;
  while (b > 0 && e - b <= 64 && !/\s/.test(text[b - 1]!)) b--;
  return { word: text.slice(b, e), start: b };
}

/**
 * The parts and spelled marks of an address's name before the part the pattern read (`rui ponto` of
 * `rui ponto costa arroba …`, `marcos underline` of `marcos underline silva arroba …`): the name as
 * written with its marks, and where it starts. Read back word by word, three marks at most.
 */
function spelledNameBefore(text: string, start: number, part: string): { name: string; start: number } {
  let name = part;
  let at = start;
  for (let n = 0; n < 3; n++) {
    const mark = wordBefore(text, at);
    const sign = mark === undefined ? undefined : SPELLED_MARKS.get(mark.word.toLowerCase());
    if (mark === undefined || sign === undefined) break;
    const before = wordBefore(text, mark.start);
    if (before === undefined || !NAME_PART.test(before.word)) break;
    name = `${before.word}${sign}${name}`;
    at = before.start;
  }
  return { name, start: at };
}

export function scanSpelledEmails(text: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  if (!SPELLED_AT.test(text)) return found;
  SPELLED_EMAIL.lastIndex = 0;
  for (let m = SPELLED_EMAIL.exec(text); m !== null; m = SPELLED_EMAIL.exec(text)) {
    const labels = (m[3] ?? "").split(/\s+ponto\s+|\(dot\)|\[dot\]|\{dot\}|\./i).map((l) => l.trim()).filter((l) => l !== "");
    const end = m.index + m[0].length;
    const name = spelledNameBefore(text, m.index, m[1]!);
    if (labels.length === 0 || !/^\p{L}{2,24}$/u.test(labels[labels.length - 1]!) || !spans.free(name.start, end)) continue;
    const value = `${name.name}@${[m[2], ...labels].join(".")}`.toLowerCase();
    spans.collect(found, { start: name.start, end, kind: "email", text: text.slice(name.start, end), value });
  }
  return found;
}

/**
 * Brazil's tax numbers as they are typed (`CPF 123.456.789-09`, `CNPJ 12.345.678/0001-95`, or their
 * digits after the word) and a pix's random key (`1f0c2a9e-5b7d-…`). The value is the digits (the key
 * as written): people give a tax number with its dots and dashes or without. In a turn that pays by
 * pix (`pix`, `chave`), the key is where the money goes, read as the account (`iban`) a transfer
 * takes; elsewhere it is an id (`o cliente de CPF …`). One pass over the folded text.
 */
const TAX_NUMBER =
  /(?<![\w.\/-])(?:(\d{3}\.\d{3}\.\d{3}-\d{2}|\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2})|(?:cpf|cnpj|chave(?:\s+pix)?(?:\s+(?:cpf|cnpj|aleatoria))?)\s*(?:n\.?º\s*|:\s*)?(\d{11}|\d{14}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}))(?![\w\/-]|[.,]\d)/g;
const PAYS_BY_PIX = /\bpix\b|\bchave\b/;
const TAX_CUE = /cpf|cnpj|chave|\d\.\d{3}\.\d{3}[-\/]/;

export function scanTaxNumbers(text: string, folded: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  // Most turns hold neither a tax number's word nor its dots and dash: no pass over them.
  if (!TAX_CUE.test(folded)) return found;
  const pix = PAYS_BY_PIX.test(folded);
  TAX_NUMBER.lastIndex = 0;
  for (let m = TAX_NUMBER.exec(folded); m !== null; m = TAX_NUMBER.exec(folded)) {
    const key = m[1] ?? m[2] ?? "";
    const end = m.index + m[0].length;
    const start = end - key.length;
    const written = text.slice(start, end);
    const value = /^[\d.\/-]+$/.test(key) ? key.replace(/\D+/g, "") : written;
    spans.collect(found, { start, end, kind: pix ? "iban" : "id", text: written, value });
  }
  if (pix) scanEmailKeys(text, folded, spans, found);
  return found;
}

/** An email given as a pix key (`pra chave ana@caju.example`, `chave pix: ana@…`): where the money goes, like a tax number. */
const EMAIL_KEY =
  /\bchave(?:\s+pix)?(?:\s+(?:e-?mail|do\s+e-?mail))?\s*:?\s*([\p{L}\p{N}][\p{L}\p{N}._%+-]{0,63}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){0,8}\.\p{L}{2,24})(?![\p{L}\p{N}_-])/gu;

function scanEmailKeys(text: string, folded: string, spans: SpanSet, found: Span[]): void {
  if (!folded.includes("@")) return;
  EMAIL_KEY.lastIndex = 0;
  for (let m = EMAIL_KEY.exec(folded); m !== null; m = EMAIL_KEY.exec(folded)) {
    const end = m.index + m[0].length;
    const start = end - m[1]!.length;
    const written = text.slice(start, end);
    spans.collect(found, { start, end, kind: "iban", text: written, value: written.toLowerCase() });
  }
}

/** A file's name with its extension (`relatorio_final_v3.xlsx`, `rel-2026-03.pdf`): the name is an id, extension and all. */
const FILE_NAME = /(?<![\p{L}\d_.@\/-])[\p{L}\d][\p{L}\d_.-]{0,80}\.(?:pdf|xlsx?|docx?|csv|txt|png|jpe?g|gif|zip|rar|pptx?|odt|ods|odp|json|xml|html?|mp3|mp4|wav|heic|eml|msg)(?![\p{L}\d_])/giu;
/** A file name's extension after its dot: a text with none has no file name, and the name pattern is not run. */
const FILE_EXTENSION = /\.(?:pdf|xlsx?|docx?|csv|txt|png|jpe?g|gif|zip|rar|pptx?|odt|ods|odp|json|xml|html?|mp3|mp4|wav|heic|eml|msg)(?![\p{L}\d_])/iu;

/**
 * A transfer's reference after its word (`ref. RENDA-MAR`, `referência renda março`, `com o descritivo
 * RENDA`, `a referência fica RENDA-MAR`, `é renda de março`): up to four words to the next punctuation, as written.
 * The blanks around a colon are read in one way only (`\s*:\s*` or `\s+`), so a run of blanks after the
 * word is tried once, not once per split. People name it in words more often
 * than in a code with a digit. A `do`, `da`, `de` that joins two of its words is read with the word
 * after it and does not count toward the four (`obras do telhado da igreja`), so that no reference is
 * cut right after one.
 */
const REFERENCE = /\b(?:ref\.?|referencia|descritivo)(?:\s*:\s*|\s+)(?:(?:fica|sera|e|vai\s+ser)\s+)?(?!(?:do|da|de|dos|das|o|a|os|as|no|na|um|uma|e|que|para|pra|pro|ao|com|sem|nao|certa|certo|errada|errado)(?![\p{L}\d]))((?:[\p{L}\d][\p{L}\d\/_-]*)(?:[ ](?:(?:do|da|de|dos|das)[ ])?(?![Ee][ ]|para\b|pra\b|pro\b|no\b|na\b|ao\b|em\b|(?:do|da|de|dos|das)[ ])[\p{L}\d][\p{L}\d\/_-]*){0,3})/gu;

export function scanFileNamesAndReferences(text: string, folded: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  if (FILE_EXTENSION.test(text)) {
    FILE_NAME.lastIndex = 0;
    for (let m = FILE_NAME.exec(text); m !== null; m = FILE_NAME.exec(text)) {
      spans.collect(found, { start: m.index, end: m.index + m[0].length, kind: "id", text: m[0], value: m[0] });
    }
  }
  if (folded.includes("ref") || folded.includes("descritivo")) {
    REFERENCE.lastIndex = 0;
    for (let m = REFERENCE.exec(folded); m !== null; m = REFERENCE.exec(folded)) {
      const end = m.index + m[0].length;
      const start = end - m[1]!.length;
      const written = text.slice(start, end);
      // A reference with a digit is read by the id patterns as they are; a number alone stays a number.
      // A reference of words and a number (`referência FATURA 12`) is all of it, as written.
      // So is a number and the things it counts (`36 horas de fevereiro`), though not a number and what it is of (`2231 do cliente`).
      if (/\d/.test(written) && !(/\s/.test(written) && /^(?:\p{L}{2,}|\d+\s(?!(?:do|da|de|dos|das|o|a)\s)\p{L}{2,})\s/u.test(written))) continue;
      const before = found.length;
      spans.collect(found, { start, end, kind: "id", text: written, value: written });
      // The count a reference opens with is said too (`36 horas`): read beside it, over the same characters.
      const count = /^\d+/.exec(written);
      if (count !== null && found.length > before) spans.spans.push({ start, end: start + count[0].length, kind: "number", text: count[0], value: Number(count[0]) });
      if (found.length > before) referenceSaidAgain(text, folded, folded.slice(start, end), end, spans, found);
    }
  }
  return found;
}

/** A reference of one word and a number: `obra 14`, `lote 7`. */
const WORD_AND_NUMBER = /^(\p{L}{2,}) \d+$/u;
/** How many times a reference's word is looked for again after it. */
const MOST_SAID_AGAIN = 4;

/**
 * A reference of a word and a number said again later in the turn with another number (`referência
 * obra 14, quer dizer, obra 41`): the second is a reference too, of the same kind, so that a
 * correction between them reads the last one as the person's. Without its word before it, `41` would
 * be a bare number and the correction would find nothing of the reference's kind to take back.
 */
function referenceSaidAgain(text: string, folded: string, foldedRef: string, from: number, spans: SpanSet, found: Span[]): void {
  const word = WORD_AND_NUMBER.exec(foldedRef)?.[1];
  if (word === undefined) return;
  let tries = 0;
  for (let at = folded.indexOf(word, from); at !== -1 && tries < MOST_SAID_AGAIN; at = folded.indexOf(word, at + word.length), tries++) {
    if (/[\p{L}\d]/u.test(folded[at - 1] ?? "")) continue;
    const number = /^ (\d+)(?![\p{L}\d])/u.exec(folded.slice(at + word.length, at + word.length + 12));
    if (number === null) continue;
    const end = at + word.length + number[0].length;
    const again = text.slice(at, end);
    spans.collect(found, { start: at, end, kind: "id", text: again, value: again });
  }
}
