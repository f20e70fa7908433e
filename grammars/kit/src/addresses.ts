// Language-neutral scanners for addresses (emails, URLs, hosts, IBANs, phones, handles,
// #channels) and their normalisation. Every grammar reads addresses with this one module, so
// the same address reads the same in every language.
import type { ValueKind } from "./port.js";
import { trimTrailing } from "./trim.js";

/** A value found at a place in a text; the grammar turns spans into TurnValues. */
export interface Span {
  start: number;
  end: number;
  kind: ValueKind;
  text: string;
  value: string | number;
  currency?: string;
}

/** Top-level domains a bare host may end in. File extensions (md, py, sh, js) are left out. */
const TLDS = [
  "com", "org", "net", "io", "dev", "app", "co", "ai", "info", "biz", "edu", "gov", "int", "me",
  "uk", "us", "eu", "br", "pt", "de", "fr", "es", "it", "nl", "be", "ch", "at", "se", "no", "dk",
  "fi", "ie", "ca", "au", "nz", "jp", "cn", "in", "mx", "ar", "cl", "ao", "mz", "cv",
  "example", "invalid", "test", "local", "localhost", "internal", "cloud", "online", "site", "xyz",
  "tech", "store", "shop", "email", "team", "news", "blog",
];

/** ISO 3166 codes of countries that issue IBANs, with the IBAN length of each. */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22,
  IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20,
  LU: 20, LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15,
  PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, SA: 24, SC: 31, SE: 24, SI: 19,
  SK: 24, SM: 27, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
};

const TRAILING_PUNCTUATION = ".,;:!?)]}'\"”’>";

/** The characters JavaScript's `\s` matches. */
const JS_SPACES = "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff";

/**
 * A phone number's text without the spaces, dots and dashes at its end: one pass from the end,
 * not `[\s.-]+$`, which tries every start of a run (quadratic in its length).
 */
export function trimPhoneEnd(text: string): string {
  return trimTrailing(text, PHONE_END);
}

const PHONE_END = `${JS_SPACES}.-`;

/** Lower case: addresses compare without regard to case. */
export function normaliseEmail(text: string): string {
  return text.trim().toLowerCase();
}

/** Lower case, without a trailing dot. */
export function normaliseHost(text: string): string {
  return text.trim().toLowerCase().replace(/\.$/, "");
}

/** The scheme and host in lower case, the path as written, trailing punctuation dropped. */
export function normaliseUrl(text: string): string {
  const t = trimTrailing(text.trim(), TRAILING_PUNCTUATION);
  // Read in parts, not by `^(scheme)?([^/?#]*)(.*)$`, whose host and path classes overlap: on a
  // path holding a line end it tried every split of the text (quadratic in its length).
  const scheme = URL_SCHEME.exec(t)?.[0] ?? "";
  let hostEnd = scheme.length;
  while (hostEnd < t.length && !PATH_START.includes(t[hostEnd]!)) hostEnd++;
  const path = t.slice(hostEnd);
  // `.` matched no line end: a path holding one is not read as one, and the text is kept as it is.
  if (LINE_END.test(path)) return t;
  return `${scheme.toLowerCase()}${t.slice(scheme.length, hostEnd).toLowerCase()}${path}`;
}

/** A scheme and its `://` where a text starts: `:` is not of the class, so it is read once. */
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** Where a URL's host ends. */
const PATH_START = "/?#";
/** The characters a pattern's `.` does not match. */
const LINE_END = /[\n\r\u2028\u2029]/;

/**
 * Digits only. A leading `+` is dropped too, so "+1 555 0100" and "1-555-0100" meet; a
 * national number and the same number with its country code do not.
 */
export function normalisePhone(text: string): string {
  // `+44 (0) 7700 900123`: the trunk `0` in brackets after a country code is not dialled from abroad.
  return text.replace(/^(\+\d{1,3})[\s.-]*\(0\)/, "$1").replace(/\D+/g, "");
}

/** Upper case without spaces. */
export function normaliseIban(text: string): string {
  return text.replace(/[\s-]+/g, "").toUpperCase();
}

/** Lower case, no leading `#`, runs of spaces, dashes and underscores as one dash. */
export function normaliseChannel(text: string): string {
  return text.trim().replace(/^#/, "").toLowerCase().replace(/[\s_-]+/g, "-");
}

/** Lower case, no leading `@`. */
export function normaliseHandle(text: string): string {
  return text.trim().replace(/^@/, "").toLowerCase();
}

/** The ISO 7064 mod-97 check every IBAN carries. */
export function ibanChecksumValid(iban: string): boolean {
  const s = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of s) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : ch;
    for (const d of digits) rest = (rest * 10 + (d.charCodeAt(0) - 48)) % 97;
  }
  return rest === 1;
}

/** The IBAN length of a country's accounts (its ISO 3166 code in capitals), or undefined. */
export function ibanLength(country: string): number | undefined {
  return Object.hasOwn(IBAN_LENGTHS, country) ? IBAN_LENGTHS[country] : undefined;
}

/** True when the text is an IBAN of a known country: its length, or failing that its checksum. */
export function looksLikeIban(normal: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(normal)) return false;
  const length = IBAN_LENGTHS[normal.slice(0, 2)];
  if (length === undefined) return false;
  return normal.length === length || ibanChecksumValid(normal);
}

/**
 * The spans read so far in a text, none overlapping another. Which characters are taken is kept
 * in a byte per character, so that a text with thousands of values reads in linear time; the
 * bytes are made when the first span is added (many sets stay empty: a text with no address, no
 * quote).
 */
export class SpanSet {
  readonly spans: Span[] = [];
  private taken: Uint8Array | undefined;

  constructor(private readonly textLength: number) {}

  free(start: number, end: number): boolean {
    const taken = this.taken;
    if (taken === undefined) return true;
    for (let i = start; i < end; i++) if (taken[i] === 1) return false;
    return true;
  }

  /** Adds a span unless it overlaps one already read; says whether it did. */
  add(span: Span): boolean {
    if (!this.take(span.start, span.end)) return false;
    this.spans.push(span);
    return true;
  }

  /** Marks the characters from `start` to `end` read, unless some already are; says whether it did. */
  take(start: number, end: number): boolean {
    if (end <= start || !this.free(start, end)) return false;
    (this.taken ??= new Uint8Array(this.textLength + 1)).fill(1, start, end);
    return true;
  }

  /** Adds a span and, when it was added, records it in `found` too. */
  collect(found: Span[], span: Span): void {
    if (this.add(span)) found.push(span);
  }
}

const URL = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
// Letters of any script in the local part and the domain (RFC 6531, IDNA): `joão@pães.example`.
// An address may be typed with a `+` before it, as mail and chat tools take one (`cc +ana@x.com`): the `+` is left out.
const EMAIL = /(?:(?<![\p{L}\p{N}._%+-])|(?<=(?:^|[^\p{L}\p{N}._%+-])\+))[\p{L}\p{N}][\p{L}\p{N}._%+-]{0,63}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){0,8}\.\p{L}{2,24}/giu;
const HOST = new RegExp(
  `(?<![\\w@.-])((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.){1,8}(?:${TLDS.join("|")}))(?![\\w-])(\\/[^\\s<>"'\`]*)?`,
  "gi",
);
/** What ends every bare host: a `.` and its top-level domain; a text with none has no host to look for. */
const HOST_END = new RegExp(`\\.(?:${TLDS.join("|")})(?![\\w-])`, "i");
const IBAN = /(?<![A-Za-z0-9])(?:iban:?\s*)?([A-Za-z]{2}\d{2}(?:[ -]?[A-Za-z0-9]{4}){2,7}(?:[ -]?[A-Za-z0-9]{1,3}){0,2})(?![A-Za-z0-9])/gi;
const PHONE_INTERNATIONAL = /(?<![\w+])\+\d[\d\s().-]{6,22}\d(?!\w)/g;
/**
 * A number dialled with the international prefix `00` in place of `+` (`0044 7700 900 318`, `00 351
 * 912 345 678`): the country code, then the groups. A group break after the country code is asked
 * for, so that a zero-padded id (`00123456789`) is not read as a phone.
 */
const PHONE_EXIT = /(?<![\w+.,/-])00[\s.-]?[1-9]\d{0,3}[\s.-]\(?\d[\d\s().-]{5,20}\d(?!\w)/g;
const PHONE_GROUPED = /(?<![\w+.,/-])(?:1[\s.-])?\(?\d{2,5}\)?[\s.-]\d{3,5}[\s.-]\d{3,5}(?![\w.,/-]?\d)/g;
/** A national number with its trunk `0` in two groups, as the UK writes a mobile: `07700 900123`. */
const PHONE_TRUNK = /(?<![\w+.,/-])0\d{3,4}[\s.-]\d{6}(?![\w.,/-]?\d)/g;
/**
 * A national number with its trunk `0` written in five pairs, as France and Belgium write one
 * (`06 12 34 56 78`, `01.23.45.67.89`): one mark between every pair, the same each time, so a
 * run of small numbers (`01 02 3 45`) is not taken for one, nor five pairs of a longer run. Fixed length: linear.
 */
const PHONE_PAIRS = /(?<![\w+.,/-]|\d[ .-])0[1-9]([ .-])\d{2}\1\d{2}\1\d{2}\1\d{2}(?![\w.,/ -]?\d)/g;
/**
 * A ten-digit mobile written in two groups of five, as India writes one (`98450 12345`): its first
 * digit 6 to 9, as every mobile there begins, and nothing but a space or a dash between the groups,
 * so that two sums or two ids of five digits each (`12000 15000`) are not read as one. Fixed length: linear.
 */
const PHONE_FIVES = /(?<![\w+.,/-]|\d[ -])[6-9]\d{4}[ -]\d{5}(?![\w.,/-]?\d| \d)/g;
const HANDLE = /(?<![\w.@])@([a-z0-9_](?:[a-z0-9_.-]{0,38}[a-z0-9_])?)/gi;
const HASHTAG = /(?<![\p{L}\p{N}_&#])#(\p{L}[\p{L}\p{N}_-]{0,79})/giu;

function* matches(pattern: RegExp, text: string): Generator<RegExpExecArray> {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    if (m[0].length === 0) pattern.lastIndex++;
    yield m;
  }
}

/**
 * The matches of a pattern each of which holds `mark` at most `reach` code units after its
 * start, as `matches` gives them: no match starts further back than `reach` from the next
 * `mark`, so the search starts there, and stops where no `mark` is left. Where every code unit of
 * a match before its `mark` is one `before` allows, the search starts where the run of such code
 * units before the mark does.
 */
function* matchesNear(pattern: RegExp, mark: string, reach: number, text: string, before: (code: number) => boolean = () => true): Generator<RegExpExecArray> {
  pattern.lastIndex = 0;
  for (;;) {
    const at = text.indexOf(mark, pattern.lastIndex);
    if (at === -1) return;
    // A match that holds this mark starts inside the run of code units `before` allows right
    // before it; one that holds a later mark holds this one too, so it starts there as well.
    const from = Math.max(pattern.lastIndex, at - reach);
    let start = at;
    while (start > from && before(text.charCodeAt(start - 1))) start--;
    pattern.lastIndex = start;
    const m = pattern.exec(text);
    if (m === null) return;
    if (m[0].length === 0) pattern.lastIndex++;
    yield m;
  }
}

/** How far an email's `@` stands from its start: a local part of up to 64 characters, each of up to two code units. */
const EMAIL_AT_REACH = 128;

/**
 * Whether a code unit may stand in an email's local part: a letter or digit of ASCII, `.`, `_`,
 * `%`, `+`, `-`, and every code unit beyond ASCII (a letter or digit of another script, or half
 * of one); a space or other ASCII sign ends it.
 */
function inLocalPart(code: number): boolean {
  if (code > 0x7f) return true;
  const lower = code | 0x20;
  return (lower >= 0x61 && lower <= 0x7a) || (code >= 0x30 && code <= 0x39) || code === 0x2e || code === 0x5f || code === 0x25 || code === 0x2b || code === 0x2d;
}

/**
 * Finds the addresses in a text, in this order of precedence: URLs, emails, IBANs, phone
 * numbers written as phone numbers (a leading `+`, or groups split by spaces, dots or dashes),
 * bare hosts, @handles and #channels, into a set of spans that never overlap.
 */
export function scanAddresses(text: string, spans: SpanSet): void {
  // A turn's text is scanned twice in a row: by its grammar, then by the engine for the
  // destinations it names. What is found does not depend on the spans already read (each is
  // offered to the set, which keeps those that overlap none), so a turn's are kept and offered
  // again, each a span of its own.
  const found = keptFor(text);
  if (found !== undefined) for (const span of found) spans.add({ ...span });
  // A long text's are not kept (they would hold it, and thousands of spans, until the next
  // scan): each is offered as it is found, and one the set does not keep is dropped at once.
  else addressesIn(text, true, (span) => spans.add(span));
}

/**
 * The texts of the addresses of some kinds in a text, each once, by where it is first read: what
 * `scanAddresses` into an empty set would keep of those kinds. No span is kept and no value is
 * worked out (a URL's normal form, an email's lower case): a megabyte may name one address
 * 55,000 times, and a span kept for each of them made the scan's cost its collector's.
 */
export function addressTexts(text: string, kinds: ReadonlySet<ValueKind>): string[] {
  const taken = new SpanSet(text.length);
  const first = new Map<string, number>();
  const offer = (span: Span): void => {
    if (taken.take(span.start, span.end) && kinds.has(span.kind) && !(span.start >= (first.get(span.text) ?? Infinity))) first.set(span.text, span.start);
  };
  const found = keptFor(text);
  if (found !== undefined) for (const span of found) offer(span);
  else addressesIn(text, false, offer);
  return [...first].sort((a, b) => a[1] - b[1]).map(([t]) => t);
}

/**
 * The addresses of a turn's text, found once and kept for the scan that follows, or undefined
 * for a text longer than a turn (KEPT_CHARS), whose addresses are not kept.
 */
function keptFor(text: string): readonly Span[] | undefined {
  if (text === lastScanned) return lastFound;
  if (text.length > KEPT_CHARS) return undefined;
  const found: Span[] = [];
  addressesIn(text, true, (span) => found.push(span));
  lastScanned = text;
  lastFound = found;
  return found;
}

/** The longest text whose addresses are kept for the next scan: a turn as the grammars read it. */
const KEPT_CHARS = 20_000;
let lastScanned: string | undefined;
let lastFound: readonly Span[] = [];

/**
 * Offers every address a text holds, in the order `scanAddresses` offers them to a set of spans,
 * overlaps and all. Without `values`, a URL's, email's, host's, handle's or channel's value is its
 * text as written (an IBAN's and a phone's are worked out all the same: they say whether it is one).
 */
function addressesIn(text: string, values: boolean, offer: (span: Span) => void): void {
  for (const m of matches(URL, text)) {
    const raw = trimTrailing(m[0], TRAILING_PUNCTUATION);
    offer({ start: m.index, end: m.index + raw.length, kind: "url", text: raw, value: values ? normaliseUrl(raw) : raw });
  }
  for (const m of matchesNear(EMAIL, "@", EMAIL_AT_REACH, text, inLocalPart)) {
    const raw = trimTrailing(m[0], ".");
    offer({ start: m.index, end: m.index + raw.length, kind: "email", text: raw, value: values ? normaliseEmail(raw) : raw });
  }
  for (const m of matches(IBAN, text)) {
    // An IBAN may end in two short groups (`BR15 0000 0000 0000 1093 2840 814 P2`), and the last
    // short groups may be the next words (`AT61 1904 3002 3457 3201 for the caterer`): without
    // them the rest may still be the IBAN. The body is at most 46 characters.
    let body = m[1] ?? "";
    let normal = normaliseIban(body);
    for (let tries = 0; !looksLikeIban(normal) && tries < 2; tries++) {
      const shorter = /[ -][A-Za-z0-9]{1,3}$/.exec(body);
      if (shorter === null) break;
      body = body.slice(0, shorter.index);
      normal = normaliseIban(body);
    }
    if (!looksLikeIban(normal)) continue;
    const end = m.index + m[0].length - ((m[1] ?? "").length - body.length);
    offer({ start: m.index, end, kind: "iban", text: text.slice(m.index, end), value: normal });
  }
  for (const pattern of [PHONE_INTERNATIONAL, PHONE_EXIT, PHONE_GROUPED, PHONE_TRUNK, PHONE_PAIRS, PHONE_FIVES]) {
    if (pattern === PHONE_INTERNATIONAL && !text.includes("+")) continue;
    if (pattern === PHONE_EXIT && !text.includes("00")) continue;
    for (const m of matches(pattern, text)) {
      const raw = trimPhoneEnd(m[0]);
      // `0044 …` is `+44 …`: the prefix is how the number is dialled, not part of it.
      const digits = pattern === PHONE_EXIT ? normalisePhone(raw).slice(2) : normalisePhone(raw);
      const minimum = pattern === PHONE_INTERNATIONAL || pattern === PHONE_EXIT ? 8 : 9;
      if (digits.length < minimum || digits.length > 15) continue;
      offer({ start: m.index, end: m.index + raw.length, kind: "phone", text: raw, value: digits });
    }
  }
  for (const m of HOST_END.test(text) ? matches(HOST, text) : []) {
    const host = m[1] ?? "";
    if (/^[\d.]+$/.test(host)) continue;
    const path = m[2] ?? "";
    const raw = trimTrailing(host + path, TRAILING_PUNCTUATION);
    const start = m.index;
    const span: Span = trimTrailing(path, TRAILING_PUNCTUATION).length > 0
      ? { start, end: start + raw.length, kind: "url", text: raw, value: values ? normaliseUrl(raw) : raw }
      : { start, end: start + host.length, kind: "host", text: host, value: values ? normaliseHost(host) : host };
    offer(span);
  }
  for (const m of text.includes("@") ? matches(HANDLE, text) : []) {
    offer({ start: m.index, end: m.index + m[0].length, kind: "handle", text: m[0], value: values ? normaliseHandle(m[0]) : m[0] });
  }
  for (const m of text.includes("#") ? matches(HASHTAG, text) : []) {
    offer({ start: m.index, end: m.index + m[0].length, kind: "channel", text: m[0], value: values ? normaliseChannel(m[0]) : m[0] });
  }
}

/** The span kinds that are places to send something to. */
export const DESTINATION_KINDS = new Set<ValueKind>(["email", "url", "host", "phone", "iban", "channel", "handle"]);
