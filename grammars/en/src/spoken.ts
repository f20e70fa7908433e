// Values an English turn says aloud or loosely rather than writes: an address spelled with `at`
// and `dot` (`bob at acme dot com`), a sum as two number words (`nine ninety-nine`, `twelve
// fifty`), a part of a sum (`half of the 80`, `10% of the 200`), a sum less another (`60 minus the
// 10`) and a range (`40-50`, `$20–$30`).
// Each pattern is anchored on a short stretch of text or run once per value, so reading stays linear.
import { trimTrailing, wordTable, type Span, type SpanSet } from "@toolgate/grammar-kit";
import { toldAsFact } from "./facts.js";
import { CURRENCIES, NUMBER_WORDS } from "./lexicon.js";

/**
 * An address said aloud: a name (dotted parts said `dot`), `at` or `[at]`/`(at)`, and a host
 * whose parts are joined by `dot` or `.`. The host must be said with at least one `dot` word, or
 * the `at` in brackets, so that `Bob at the warehouse` or `meet at acme.com` is no address.
 */
const SPOKEN_EMAIL =
  /(?<![\w.@-])([a-z0-9][a-z0-9_+-]{0,30}(?:\s*(?:\s(?:dot|\(dot\)|\[dot\])\s|\.)\s*[a-z0-9][a-z0-9_+-]{0,30}){0,3})(\s+at\s+|\s*[([{]at[)\]}]\s*)([a-z0-9][a-z0-9-]{0,40}(?:(?:\s+dot\s+|\s*[([{]dot[)\]}]\s*|\.)[a-z0-9][a-z0-9-]{0,40}){1,4})(?![\w@-]|\.[a-z0-9])/gi;

/** The last part of a host said aloud must be a top-level domain people say. */
const SPOKEN_TLD = /^(?:com|org|net|io|co|uk|us|de|fr|es|pt|br|ca|au|nl|be|ch|it|ie|in|dev|app|ai|me|info|biz|edu|gov|example)$/i;

const SPOKEN_JOIN = /\s*(?:\s(?:dot|\(dot\)|\[dot\]|\{dot\})\s|[([{]dot[)\]}]|\.)\s*/gi;

/** Words that are never the name of an address said aloud: `meet me at …`, `Bob is at …`. */
const NOT_LOCAL = new Set(["me", "us", "him", "her", "them", "it", "is", "are", "was", "be", "meet", "look", "arrive", "arrives", "here", "there", "be", "the", "a", "an", "and", "or", "to", "from"]);

/** Addresses said aloud, as lower-case addresses, where no value took their words. */
export function scanSpokenEmails(text: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  // Most turns hold no `at` word: a native search spares them the pattern.
  if (text.indexOf(" at ") < 0 && text.indexOf("(at)") < 0 && text.indexOf("[at]") < 0 && text.indexOf(" AT ") < 0) return found;
  SPOKEN_EMAIL.lastIndex = 0;
  for (let m = SPOKEN_EMAIL.exec(text); m !== null; m = SPOKEN_EMAIL.exec(text)) {
    const [whole, local = "", at = "", host = ""] = m;
    const bracketed = /[([{]/.test(at);
    // A host written with dots alone after a plain `at` is the kit's host (`meet at acme.com`).
    if (!bracketed && !/\sdot\s|[([{]dot[)\]}]/i.test(host)) continue;
    const parts = host.split(SPOKEN_JOIN);
    if (!SPOKEN_TLD.test(parts[parts.length - 1] ?? "")) continue;
    const name = local.split(SPOKEN_JOIN);
    if (name.some((p) => NOT_LOCAL.has(p.toLowerCase()))) continue;
    const start = m.index;
    const end = start + whole.length;
    if (!spans.free(start, end)) continue;
    const value = `${name.join(".")}@${parts.join(".")}`.toLowerCase();
    spans.collect(found, { start, end, kind: "email", text: whole, value });
  }
  return found;
}

const UNITS = "one|two|three|four|five|six|seven|eight|nine";
const TEENS = "ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen";
const TENS = "twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety";
/** A number from one to ninety-nine said in words: `nine`, `twelve`, `forty-five`, `forty five`. */
const WORD_99 = `(?:(?:${TENS})(?:[-\\s](?:${UNITS}))?|${TEENS}|${UNITS})`;
/** Ten to ninety-nine: the cents of a sum said as two numbers. */
const WORD_10_99 = `(?:(?:${TENS})(?:[-\\s](?:${UNITS}))?|${TEENS})`;
const WORD_CURRENCY = "dollars?|bucks|euros?|pounds?|quid";

/**
 * A sum said as two numbers, the whole and the cents (`nine ninety-nine`, `twelve fifty`,
 * `forty-five ninety-nine`): the whole words of a run of number words compromise found.
 */
/** Digits, then spaces, before number words in one of compromise's numbers: `8212 sixty-four`. */
const DIGITS_BEFORE_WORDS = /^\d[\d,.]*\s+(?=[a-z])/i;
const TWO_NUMBER_SUM = new RegExp(`^(${WORD_99})[-\\s]+(${WORD_10_99})$`, "i");
/** A currency word right after the run: `nineteen ninety-nine dollars`. */
const CURRENCY_AFTER = new RegExp(`^\\s+(${WORD_CURRENCY})\\b`, "i");
/** A scale or another number word right after the run makes it no sum of two numbers: `seven fifty thousand`. */
const SCALE_AFTER = /^[-\s]+(?:hundred|thousand|million|grand|k)\b/i;

function wordsValue(words: string): number {
  let total = 0;
  for (const w of words.toLowerCase().split(/[-\s]+/)) total += NUMBER_WORDS[w] ?? Number.NaN;
  return total;
}

/** A number compromise found in the turn's words. */
export interface WordNumber {
  start: number;
  text: string;
}

/**
 * Sums said as two numbers, found in the runs of number words compromise read (it reads `seven
 * fifty` as one number, `twelve fifty` as two, `ninety-nine` sometimes as two). The words read
 * both ways, as a whole and its cents (`seven fifty` is 7.50) and as hundreds (750): which one
 * the person meant the words do not say, and a call that holds neither is asked about.
 */
export function scanTwoNumberSums(text: string, said: readonly WordNumber[], spans: SpanSet): Span[] {
  const found: Span[] = [];
  // compromise may join an id in digits to the number words after it (`8212 sixty-four`): the
  // words are read from where they begin.
  const numbers = said.map((n) => {
    const lead = DIGITS_BEFORE_WORDS.exec(n.text);
    return lead ? { ...n, start: n.start + lead[0].length, text: n.text.slice(lead[0].length) } : n;
  });
  for (let i = 0; i < numbers.length; i++) {
    if (!/^[a-z]/i.test(numbers[i]!.text)) continue;
    // The run: number words joined only by spaces or hyphens, at most four pieces.
    let j = i;
    while (j + 1 < numbers.length && j - i < 3 && /^[a-z]/i.test(numbers[j + 1]!.text) && /^[-\s]*$/.test(text.slice(numbers[j]!.start + numbers[j]!.text.length, numbers[j + 1]!.start))) j++;
    const start = numbers[i]!.start;
    let end = numbers[j]!.start + trimTrailing(numbers[j]!.text, ".,;:!?").length;
    const m = TWO_NUMBER_SUM.exec(text.slice(start, end));
    const next = j;
    if (m && !SCALE_AFTER.test(text.slice(end, end + 12))) {
      const whole = wordsValue(m[1] ?? "");
      const cents = wordsValue(m[2] ?? "");
      const unit = CURRENCY_AFTER.exec(text.slice(end, end + 12));
      if (unit) end += unit[0].length;
      const code = unit ? CURRENCIES[(unit[1] ?? "").toLowerCase()]?.code : undefined;
      // `forty five` is one number (compromise reads it), not forty and five cents.
      const tensAndUnit = /^(?:twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety)$/i.test(m[1] ?? "") && cents < 10;
      if (Number.isFinite(whole) && Number.isFinite(cents) && whole >= 1 && cents >= 10 && !tensAndUnit && spans.free(start, end)) {
        const kind = code === undefined ? "number" : "amount";
        const currency = code === undefined ? {} : { currency: code };
        const asCents: Span = { start, end, kind, text: text.slice(start, end), value: Math.round((whole + cents / 100) * 100) / 100, ...currency };
        spans.add(asCents);
        // The second reading of the same words: their place in the set is taken, so it is listed as is.
        const asHundreds: Span = { ...asCents, value: whole * 100 + cents };
        spans.spans.push(asHundreds);
        found.push(asCents, asHundreds);
      }
    }
    i = next;
  }
  return found;
}

/** The digit each digit word says, for digits said one by one. */
const DIGIT_WORDS: Record<string, string> = wordTable({
  zero: "0", one: "1", two: "2", three: "3", four: "4", five: "5", six: "6", seven: "7", eight: "8", nine: "9",
});

/**
 * Digits said one by one (`order four four seven two`, `code five five two one`): three or more
 * digit words of compromise's numbers, one after another with only spaces or hyphens between,
 * are one id of their digits. Two (`four four`) may be a sum said twice and stay numbers.
 */
export function scanDigitsSaidApart(text: string, said: readonly WordNumber[], spans: SpanSet): Span[] {
  const found: Span[] = [];
  const digitOf = (n: WordNumber): string | undefined => DIGIT_WORDS[trimTrailing(n.text, ".,;:!?").toLowerCase()];
  for (let i = 0; i < said.length; i++) {
    if (digitOf(said[i]!) === undefined) continue;
    let j = i;
    let digits = digitOf(said[i]!)!;
    while (j + 1 < said.length && digitOf(said[j + 1]!) !== undefined && /^[-\s]+$/.test(text.slice(said[j]!.start + said[j]!.text.length, said[j + 1]!.start))) {
      j++;
      digits += digitOf(said[j]!)!;
    }
    const start = said[i]!.start;
    const end = said[j]!.start + trimTrailing(said[j]!.text, ".,;:!?").length;
    if (j - i >= 2 && spans.free(start, end)) spans.collect(found, { start, end, kind: "id", text: text.slice(start, end), value: digits });
    i = j;
  }
  return found;
}

/** The digit each word says in a phone number read out: the digit words, and `oh`, `o` and `nought` for zero. */
const SPOKEN_DIGITS: Record<string, string> = wordTable({ ...DIGIT_WORDS, oh: "0", o: "0", nought: "0" });

/** Words that repeat the digit after them: `double oh` is `00`, `triple five` is `555`. */
const REPEATS: Record<string, number> = wordTable({ double: 2, triple: 3 });

/** The longest word of a number read out (`hundred`, `nought`), with a few marks after it. */
const SPOKEN_WORD_MAX = 12;

/** The fewest and most digits of a phone number. */
const PHONE_DIGITS = { min: 7, max: 15 };

/**
 * A phone number read out in words (`oh seven seven double oh nine hundred five five one`): digit
 * words, `double`/`triple` before one, and `hundred` after one (`nine hundred` is `900`), one after
 * another with only spaces between. A run of 7 to 15 digits is a phone; a shorter run is left to
 * the numbers and ids (`four four seven two`). One pass over the words; a run ends at punctuation.
 */
export function scanSpokenPhones(text: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  const word = /\S+/g;
  let digits = "";
  let start = -1;
  let end = -1;
  let repeat = 1;
  const close = (): void => {
    if (digits.length >= PHONE_DIGITS.min && digits.length <= PHONE_DIGITS.max && repeat === 1 && spans.free(start, end)) {
      spans.collect(found, { start, end, kind: "phone", text: text.slice(start, end), value: digits });
    }
    digits = "";
    start = -1;
    repeat = 1;
  };
  for (let m = word.exec(text); m !== null; m = word.exec(text)) {
    const raw = m[0];
    // No word of a number read out is longer: a long token is passed over unread, so a run of
    // punctuation is never trimmed by a pattern (which tries each start of the run).
    if (raw.length > SPOKEN_WORD_MAX) {
      close();
      continue;
    }
    const bare = withoutTrailingStops(raw);
    const w = bare.toLowerCase();
    const stops = bare.length < raw.length;
    const digit = SPOKEN_DIGITS[w];
    if (digit !== undefined) {
      if (start < 0) start = m.index;
      digits += digit.repeat(repeat);
      repeat = 1;
    } else if (REPEATS[w] !== undefined && repeat === 1) {
      if (start < 0) start = m.index;
      repeat = REPEATS[w]!;
    } else if (w === "hundred" && digits !== "" && repeat === 1) {
      digits += "00";
    } else {
      close();
      continue;
    }
    end = m.index + bare.length;
    if (stops) close();
  }
  close();
  return found;
}

/** Words right before a sum that make the request a part of it: `half of the 80`, `10% of the 200`, `a quarter of 400`. */
const PART_BEFORE = /\b(?:(half|a half|one half|a third|one third|a quarter|one quarter|a fifth|a tenth|two thirds|three quarters)|(\d{1,3}(?:\.\d{1,2})?)\s?%|(\d{1,3}(?:\.\d{1,2})?)\s+percent)\s+(?:of\s+)?(?:the\s+|that\s+|this\s+|those\s+|its\s+|their\s+)?(?:[$€£]\s?)?$/i;

const PART_WORDS = /half|%|percent|quarter|third|fifth|tenth/i;

/** A sum, then `of` or `out of` before the whole: `30 of the 50`, `20 out of the 80`, `2.5k of the 4k` (a thousands `k` ends the part). */
const OF_WHOLE = /(\dk?)\s+(?:out\s+)?of\s+(?:the\s+|that\s+|those\s+|their\s+|a\s+total\s+of\s+)?(?:[$€£]\s?)?$/i;

const PARTS: Record<string, number> = wordTable({
  half: 0.5, "a half": 0.5, "one half": 0.5, "a third": 1 / 3, "one third": 1 / 3, "a quarter": 0.25, "one quarter": 0.25,
  "a fifth": 0.2, "a tenth": 0.1, "two thirds": 2 / 3, "three quarters": 0.75,
});

/**
 * A part asked for after its whole was told (`it cost 90, refund a third`, `paid 150, give half
 * back`, `was 200, refund a quarter of it`): a verb that gives money back, then a part said in
 * words with no sum after it (`refund half of the 80` is read before the sum).
 */
const PART_ASKED = /\b(?:refund|return|credit|give|send|pay|issue)\s+(?:(?:them|him|her|back|the\s+(?:buyer|customer|client))\s+)?(half|a half|one half|a third|one third|a quarter|one quarter|a fifth|a tenth|two thirds|three quarters)\b(?!\s+(?:of\s+)?(?:the\s+|that\s+|this\s+|their\s+)?[$€£]?\s?\d)(?:\s+of\s+(?:it|that|this|the\s+(?:total|amount|price|sum|cost)))?(?:\s+back)?/gi;

/**
 * Parts of a sum (`half of the 80`, `half the $120`, `10% of the 200`): the part is read as the
 * request's sum, and the whole is kept as a value set aside (said, but not what to do). Returns
 * the wholes set aside.
 */
export function partsOfSums(text: string, spans: SpanSet): Set<Span> {
  const wholes = new Set<Span>();
  // Most turns name no part of anything: one test spares them a look before every value.
  const parts = PART_WORDS.test(text);
  if (!parts && text.indexOf(" of ") < 0) return wholes;
  for (const span of [...spans.spans]) {
    if ((span.kind !== "number" && span.kind !== "amount") || typeof span.value !== "number") continue;
    const before = text.slice(Math.max(0, span.start - 32), span.start);
    // `30 of the 50`, `20 out of the 80`: the part is said already; the whole is set aside.
    const whole = OF_WHOLE.exec(before);
    if (whole && spans.spans.some((s) => s.end === span.start - whole[0].length + (whole[1] ?? "").length && (s.kind === "number" || s.kind === "amount"))) {
      wholes.add(span);
      continue;
    }
    if (!parts) continue;
    // A symbol before the number belongs to the sum: look before it.
    const m = PART_BEFORE.exec(before);
    if (!m) continue;
    const share = m[1] !== undefined ? PARTS[m[1].toLowerCase().replace(/\s+/g, " ")] : Number(m[2] ?? m[3]) / 100;
    if (share === undefined || !Number.isFinite(share) || share <= 0 || share > 1) continue;
    const start = span.start - m[0].length;
    const part: Span = { ...span, start, text: text.slice(start, span.end), value: Math.round(span.value * share * 100) / 100 };
    spans.spans.push(part);
    wholes.add(span);
  }
  if (parts) partsAfterWholes(text, spans, wholes);
  return wholes;
}

/** Reads the parts asked for after a whole told as a fact: the nearest sum told before the part. */
function partsAfterWholes(text: string, spans: SpanSet, wholes: Set<Span>): void {
  PART_ASKED.lastIndex = 0;
  for (let m = PART_ASKED.exec(text); m !== null; m = PART_ASKED.exec(text)) {
    const share = PARTS[(m[1] ?? "").toLowerCase().replace(/\s+/g, " ")];
    if (share === undefined) continue;
    let whole: Span | undefined;
    for (const span of spans.spans) {
      if (span.end > m.index || (span.kind !== "number" && span.kind !== "amount") || typeof span.value !== "number") continue;
      if (wholes.has(span) || !toldAsFact(text, span)) continue;
      if (whole === undefined || span.end > whole.end) whole = span;
    }
    if (whole === undefined || typeof whole.value !== "number") continue;
    const start = m.index + m[0].indexOf(m[1] ?? "");
    const end = m.index + m[0].length;
    const part: Span = { ...whole, start, end, text: text.slice(start, end), value: Math.round(whole.value * share * 100) / 100 };
    spans.spans.push(part);
    wholes.add(whole);
  }
}

/** The words between a sum and what is taken off it: `60 minus the 10`, `80 less the $15`, `120 after deducting 20`. */
const LESS_BETWEEN = /^\s*(?:,\s*)?(?:minus|less|deducting|after deducting|net of)\s+(?:the\s+|a\s+|our\s+|their\s+)?(?:[$€£]\s?)?$/i;

/** The words between a sum and what is added to it: `15 plus 10 shipping`, `40 plus the $8 postage`. */
const PLUS_BETWEEN = /^\s*(?:,\s*)?plus\s+(?:the\s+|a\s+|another\s+)?(?:[$€£]\s?)?$/i;

const LESS_WORDS = /\b(?:minus|less|deducting|net of|plus)\b/i;

/** A sum one may add to another: a currency's, or a bare number of one to three digits or with cents, never a share (`20%`) nor an order's number. */
const ADDEND = /^(?:[$€£]\s?)?\d{1,3}(?:[.,]\d{1,2})?(?:\s?[a-z]+)?$/i;

/**
 * A sum less another (`refund the 60 minus the 10 restocking fee`, `80 less the 15 already
 * refunded`) or plus another (`refund 15 plus 10 shipping`): the difference or the total is the
 * request's sum, and both sums it is made of are set aside. A total is made only of sums written
 * as sums (`15 plus 10`), so that `refund 15 on 4471 plus 10 on 4472` adds nothing. Returns the
 * sums set aside and the sums made.
 */
export function differencesOfSums(text: string, spans: SpanSet): { apart: Set<Span>; made: Set<Span> } {
  const apart = new Set<Span>();
  const made = new Set<Span>();
  if (!LESS_WORDS.test(text)) return { apart, made };
  const sums = spans.spans.filter((s) => (s.kind === "number" || s.kind === "amount") && typeof s.value === "number").sort((a, b) => a.start - b.start);
  for (let k = 0; k + 1 < sums.length; k++) {
    const whole = sums[k]!;
    const off = sums[k + 1]!;
    if (off.start < whole.end) continue;
    const between = text.slice(whole.end, off.start);
    const less = LESS_BETWEEN.test(between);
    if (!less && !(PLUS_BETWEEN.test(between) && ADDEND.test(whole.text) && ADDEND.test(off.text))) continue;
    const value = Math.round(((whole.value as number) + (less ? -1 : 1) * (off.value as number)) * 100) / 100;
    if (!(value > 0)) continue;
    const currency = whole.currency ?? off.currency;
    const difference: Span = { ...whole, end: off.end, text: text.slice(whole.start, off.end), value, ...(currency ? { kind: "amount", currency } : {}) };
    spans.spans.push(difference);
    made.add(difference);
    apart.add(whole).add(off);
  }
  return { apart, made };
}

/**
 * The top of a range after its bottom (`40-50`, `$20–$30`, `40 – 50 dollars`): the same kind
 * and currency as the bottom, only where it is larger and written like it (no leading zero, so
 * `555-0147` is no range).
 */
const RANGE_TAIL = /\s?[-–]\s?(?:[$€£]\s?)?([1-9]\d{0,5}(?:[.,]\d{1,2})?)(?![\w]|[.,]\d|[-–/]\d)/y;

/** Reads the tops of ranges whose bottoms are read already. */
export function scanRangeTops(text: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  for (const span of [...spans.spans]) {
    if ((span.kind !== "number" && span.kind !== "amount") || typeof span.value !== "number") continue;
    if (!/\d$/.test(span.text)) continue;
    RANGE_TAIL.lastIndex = span.end;
    const m = RANGE_TAIL.exec(text);
    if (!m) continue;
    const top = Number((m[1] ?? "").replace(",", "."));
    const digits = (s: string) => s.replace(/[^\d]/g, "").length;
    if (!(top > span.value) || Math.abs(digits(m[1] ?? "") - digits(span.text)) > 1) continue;
    const start = span.end + m[0].indexOf(m[1] ?? "");
    const end = span.end + m[0].length;
    const tail: Span = { start, end, kind: span.kind, text: m[1] ?? "", value: top, ...(span.currency ? { currency: span.currency } : {}) };
    spans.collect(found, tail);
  }
  return found;
}

/** A number with one dot and three digits after it: `1.200`, `€2.500` — a decimal here, thousands in much of Europe. */
const THOUSANDS_DOT = /^\D{0,4}(\d{1,3})\.(\d{3})\D{0,8}$/;

/**
 * Numbers written with one dot and three digits after it (`1.200`, `€2.500`) read both ways:
 * read as a decimal (1.2) they are also the thousands they are in much of Europe (1,200), since
 * the words do not say which. A call that holds neither is asked about.
 */
export function thousandsDotTwins(spans: SpanSet): Span[] {
  const twins: Span[] = [];
  for (const span of [...spans.spans]) {
    if ((span.kind !== "number" && span.kind !== "amount") || typeof span.value !== "number") continue;
    const m = THOUSANDS_DOT.exec(span.text);
    if (!m) continue;
    const decimal = Number(`${m[1]}.${m[2]}`);
    if (span.value !== decimal) continue;
    const twin: Span = { ...span, value: Number(`${m[1]}${m[2]}`) };
    spans.spans.push(twin);
    twins.push(twin);
  }
  return twins;
}

/** The marks that may close a word read out (`five.`, `one)`), trimmed from its end. */
const TRAILING_STOPS = new Set([".", ",", ";", ":", "!", "?", ")"]);

/** `raw` without the stops at its end, walked back one character at a time: linear on any run. */
function withoutTrailingStops(raw: string): string {
  let end = raw.length;
  while (end > 0 && TRAILING_STOPS.has(raw[end - 1]!)) end--;
  return raw.slice(0, end);
}

/** A sum said as a part of a whole pointed back at: `pay 600 of it`, `bill 200 out of that`, `40 of the total`. */
const OF_IT_AFTER = /^\s+(?:out\s+)?of\s+(?:it|that|this|the\s+(?:total|bill|amount|invoice|sum|balance))\b/i;

/**
 * The wholes of sums said as a part of them, told before (`the invoice was 1,800 but they only want
 * to pay 600 of it now`): the nearest larger sum before the part. The part is the request's; the
 * whole is set apart. One pass over the values for each part.
 */
export function wholesOfPartsSaidAfter(text: string, values: readonly Span[]): Span[] {
  const wholes: Span[] = [];
  if (text.indexOf(" of ") < 0) return wholes;
  for (const v of values) {
    if ((v.kind !== "number" && v.kind !== "amount") || typeof v.value !== "number" || !OF_IT_AFTER.test(text.slice(v.end, v.end + 32))) continue;
    let whole: Span | undefined;
    for (const w of values) {
      if (w.end > v.start || (w.kind !== "number" && w.kind !== "amount") || typeof w.value !== "number" || w.value <= v.value) continue;
      if (whole === undefined || w.end > whole.end) whole = w;
    }
    if (whole !== undefined) wholes.push(whole);
  }
  return wholes;
}
