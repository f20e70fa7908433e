// Language-neutral loops that run a grammar's patterns over a turn and claim the values they
// find: amounts, times of day, identifiers, numbers, phone numbers after a cue word, quoted
// strings. The patterns, currencies and number readers are each grammar's data. Patterns run on
// `matched`, the text itself or a form of it with the same offsets (lower case, no accents);
// a span's text is taken from the original `text`.
import { normalisePhone, SpanSet, trimPhoneEnd, type Span } from "./addresses.js";
import { trimTrailing } from "./trim.js";

/** One way a language writes an amount, with the reason it is read so. */
export interface AmountPattern {
  pattern: RegExp;
  /** Group numbers of the number, the currency and, where the pattern has one, the word for a thousand (`k`, `mil`). */
  groups: { num: number; currency: number; thousand?: number };
  reason: string;
}

/** A currency as an amount pattern reads it. */
export interface AmountCurrency {
  /** ISO 4217 code. */
  code: string;
  /** What one unit is worth in the currency: 0.01 for cents. */
  scale: number;
  /** Whether `… and 50 cents` after the amount adds to it. */
  takesCents: boolean;
}

/** How a grammar reads the parts of an amount. */
export interface AmountReading {
  /** The number as the language writes it, or undefined. */
  parse: (text: string) => number | undefined;
  /** The currency a symbol, code or word names, or undefined. */
  currency: (token: string) => AmountCurrency | undefined;
  /** Sticky pattern for `… and 50 cents` right after an amount; its group 1 is the cents. */
  centsTail: RegExp;
}

/** Amounts with a currency: each pattern in order, claiming what no span before it took. */
export function scanAmountPatterns(patterns: readonly AmountPattern[], reading: AmountReading, text: string, matched: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  const { centsTail } = reading;
  for (const { pattern, groups } of patterns) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(matched); m !== null; m = pattern.exec(matched)) {
      let end = m.index + m[0].length;
      if (!spans.free(m.index, end)) continue;
      const n = reading.parse(m[groups.num] ?? "");
      const currency = reading.currency(m[groups.currency] ?? "");
      if (n === undefined || currency === undefined) continue;
      let value = n * currency.scale * (groups.thousand !== undefined && m[groups.thousand] ? 1000 : 1);
      centsTail.lastIndex = end;
      const tail = centsTail.exec(matched);
      if (tail && currency.takesCents) {
        value += Number(tail[1]) / 100;
        end += tail[0].length;
      }
      spans.collect(found, { start: m.index, end, kind: "amount", text: text.slice(m.index, end), value: Number(value.toFixed(6)), currency: currency.code });
    }
  }
  return found;
}

/**
 * Times of day (`3pm`, `15h`, `15:30`) are claimed so that they are not read as numbers or ids.
 * A time is claimed with the kind `quoted` and dropped by the reader: the port has no time kind.
 */
export function scanTimesOfDay(pattern: RegExp, matched: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(matched); m !== null; m = pattern.exec(matched)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!spans.free(start, end)) continue;
    spans.collect(found, { start, end, kind: "quoted", text: m[0], value: m[0] });
  }
  return found;
}

/**
 * Identifiers: group 1 of each pattern is the identifier, trimmed of trailing `-` and `_`; one
 * that `notIds` matches is none. The span runs from the match's start, so that a cue word
 * (`order #4411`) is in its text; the value is the identifier alone.
 */
export function scanIdPatterns(patterns: readonly RegExp[], notIds: RegExp, text: string, matched: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  for (const pattern of patterns) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(matched); m !== null; m = pattern.exec(matched)) {
      // One pass from the end: `[-_]+$` tries every start of a run (quadratic in its length).
      const group = trimTrailing(m[1] ?? "", "-_");
      if (group === "" || notIds.test(group)) continue;
      const idStart = m.index + m[0].lastIndexOf(m[1] ?? "");
      const idEnd = idStart + group.length;
      if (!spans.free(idStart, idEnd)) continue;
      spans.collect(found, { start: m.index, end: idEnd, kind: "id", text: text.slice(m.index, idEnd), value: text.slice(idStart, idEnd) });
    }
  }
  return found;
}

/** Bare numbers and percentages: group 1 of each pattern is the number, read with `parse`. */
export function scanNumberPatterns(patterns: readonly RegExp[], parse: (text: string) => number | undefined, matched: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  for (const pattern of patterns) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(matched); m !== null; m = pattern.exec(matched)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!spans.free(start, end)) continue;
      const n = parse(m[1] ?? "");
      if (n === undefined) continue;
      spans.collect(found, { start, end, kind: "number", text: m[0], value: n });
    }
  }
  return found;
}

/** A run of 7 to 15 digits right after a cue word (`phone`, `ligar`): group 1 of `pattern`. */
export function scanCuedPhoneNumbers(pattern: RegExp, text: string, matched: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(matched); m !== null; m = pattern.exec(matched)) {
    const raw = trimPhoneEnd(m[1] ?? "");
    const digits = normalisePhone(raw);
    if (digits.length < 7 || digits.length > 15) continue;
    const start = m.index + m[0].lastIndexOf(m[1] ?? "");
    const end = start + raw.length;
    if (!spans.free(start, end)) continue;
    spans.collect(found, { start, end, kind: "phone", text: text.slice(start, end), value: digits });
  }
  return found;
}

/** Quoted strings between the marks of `quotes` (group 1 is the inside), tried in order; they may overlap other values. */
export function scanQuotes(quotes: readonly RegExp[], text: string): Span[] {
  const found: Span[] = [];
  const seen = new SpanSet(text.length);
  for (const pattern of quotes) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      const inner = (m[1] ?? "").trim();
      if (inner === "") continue;
      seen.collect(found, { start: m.index, end: m.index + m[0].length, kind: "quoted", text: m[0], value: inner });
    }
  }
  return found;
}
