// Finding destinations (URLs, emails, hosts) in argument values. Argument values are the
// call's own input, so they are scanned per call, with the same address scanner the grammars
// read turns with; the scanner leaves dotted IPv4 addresses alone, so they are added here.
// Before it is scanned, a value is also read as an address would be written to slip past a
// scanner: other Unicode forms (full-width `＠` and `．`), bracketed spellings (`[.]`, `(at)`,
// `[:]`), `hxxp`, and `at` / `dot` spelled out; `data:` and `javascript:` URLs are places too.
import type { ValueKind } from "@toolgate/grammar-kit";
import { deferredModule } from "../load/deferred-module.js";

/** The grammars' address scanner, loaded when a value that may hold a place is first scanned. */
const kit = deferredModule<typeof import("@toolgate/grammar-kit")>(new URL(import.meta.resolve("@toolgate/grammar-kit")));

const IPV4_RE = /(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?::\d{1,5})?(?![\w.])/g;
const PLACES: ReadonlySet<ValueKind> = new Set<ValueKind>(["url", "email", "host"]);

/**
 * `[.]`, `(dot)`, `{at}`, `[@]`, `[:]`, `< / >`: a bracketed sign, with up to three spaces either
 * side of it, read as the sign. One pattern per sign with a fixed replacement: a replacement
 * function called for each of 100,000 signs in a megabyte costs more than the scan itself.
 */
const BRACKETED: ReadonlyArray<[RegExp, string]> = [
  [/\s{0,3}[[({<]\s{0,3}(?:dot|\.)\s{0,3}[\])}>]\s{0,3}/gi, "."],
  [/\s{0,3}[[({<]\s{0,3}(?:at|@)\s{0,3}[\])}>]\s{0,3}/gi, "@"],
  [/\s{0,3}[[({<]\s{0,3}:\s{0,3}[\])}>]\s{0,3}/g, ":"],
  [/\s{0,3}[[({<]\s{0,3}\/\s{0,3}[\])}>]\s{0,3}/g, "/"],
];
const BRACKET = /[[({<]/;
/** The code units `nfkcAsIsTable` tells of: those past it are read by NFKC itself. */
const NFKC_TABLED = 0x20d0;
const NOT_ASCII = /[^\x00-\x7f]/;
/**
 * The code units NFKC leaves as they are, each alone, among Latin letters (below the combining
 * marks at U+0300), general punctuation and currency signs (`ã`, `ç`, `’`, `€`): made by the
 * definition when a text outside ASCII is first read, not when the engine is imported. None of
 * them is a combining mark or composes with another, so a text of them alone is its own NFKC form
 * (a test holds every pair of them to it).
 */
export function nfkcAsIsTable(): Uint8Array {
  return (asIsTable ??= nfkcAsIsMade());
}

let asIsTable: Uint8Array | undefined;

function nfkcAsIsMade(): Uint8Array {
  const table = new Uint8Array(NFKC_TABLED);
  for (let c = 0; c < NFKC_TABLED; c++) {
    const inRange = c < 0x300 || (c >= 0x2000 && c < 0x2070) || (c >= 0x20a0 && c < 0x20d0);
    const ch = String.fromCharCode(c);
    table[c] = inRange && ch.normalize("NFKC") === ch ? 1 : 0;
  }
  return table;
}
/** `hxxp://`, `hXXps://`, `hxxp[s]://` after brackets are read. */
const HXXP = /\bh(?:xx|\*\*)p(s?):\/\//gi;
/** `data:` URLs with a media type, and script URLs, which run or carry content wherever they are opened. */
const SCRIPT_URL = /(?<![\w.+-])(?:data:(?:[a-z]+\/[a-z0-9.+-]+)?(?:;[a-z0-9=.+-]{1,64})*,|(?:javascript|vbscript):(?=\S))[^\s"'<>`]*/gi;
/** Where an address is spelled with words: ` at ` and ` dot `, one to three spaces around. */
const AT_WORD = /\s{1,3}at\s{1,3}/gi;
const DOT_WORD = /\s{1,3}dot\s{1,3}/gi;
/** The user part before a spelled ` at `, at the end of the few characters before it. */
const USER_BEFORE = /(?<![a-z0-9._%+-])[a-z0-9][a-z0-9._%+-]{0,63}$/i;
/** The domain after a spelled ` at `: labels joined by ` dot ` (or `.`), ending in letters (`5 dot 30` is a time). */
const DOMAIN_AFTER = /^[a-z0-9-]{1,63}(?:(?:\s{1,3}dot\s{1,3}|\.)[a-z0-9-]{1,63}){0,7}(?:\s{1,3}dot\s{1,3}|\.)[a-z]{2,24}(?![\w-])/i;
/** A host spelled with ` dot ` alone is read only before these endings: `dot in`, `dot me` are words. */
const SPELLED_TLDS = new Set(["com", "org", "net", "io", "dev", "app", "ai", "info", "biz", "edu", "gov", "xyz", "example", "onion"]);
const LABEL_BEFORE = /(?<![a-z0-9-])[a-z0-9][a-z0-9-]{0,62}$/i;
const TLD_AFTER = /^([a-z]{2,24})(?![\w-])/i;
/** Words before ` dot com ` that make it a phrase (`the dot com era`), not a host. */
const NOT_LABELS = new Set(["the", "a", "an", "this", "that", "its", "his", "her", "our", "their", "my", "your"]);

const MAX_SHOWN = 200;

/** Every destination the address scanner and the IPv4 pattern find in a text. */
function scanned(text: string, out: string[]): void {
  for (const t of kit().addressTexts(text, PLACES)) out.push(t);
  if (text.includes(".")) for (const m of text.matchAll(IPV4_RE)) out.push(m[0]);
}

/** The text with other Unicode forms, bracketed signs and `hxxp` read as the address they spell. */
export function unobscured(text: string): string {
  const compatible = NOT_ASCII.test(text) && !nfkcAsIs(text) ? text.normalize("NFKC") : text;
  const out = unbracketed(compatible);
  // Each `hxxp` address holds `://`: a text with none is left as it is, without a pass of the pattern.
  return out.includes("://") ? out.replace(HXXP, (_m, s: string) => `http${s.toLowerCase()}://`) : out;
}

/** Whether a text is its own NFKC form by `nfkcAsIsTable`: a Portuguese turn's letters, quotes and `€` are, and are not normalised. */
function nfkcAsIs(text: string): boolean {
  const table = nfkcAsIsTable();
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= NFKC_TABLED || table[c] === 0) return false;
  }
  return true;
}

/** The text with each bracketed sign read as the sign, and up to three spaces either side of it dropped. */
function unbracketed(text: string): string {
  if (!BRACKET.test(text)) return text;
  let out = text;
  for (const [pattern, sign] of BRACKETED) out = out.replace(pattern, sign);
  return out;
}

/** Emails spelled `ana at x dot com` and hosts spelled `evil dot com`, written as addresses. */
function spelled(text: string, out: string[]): void {
  for (const m of text.matchAll(AT_WORD)) {
    const user = USER_BEFORE.exec(text.slice(Math.max(0, m.index - 64), m.index))?.[0];
    const domain = DOMAIN_AFTER.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 700))?.[0];
    if (user && domain) out.push(`${user}@${domain.replace(DOT_WORD, ".")}`.toLowerCase());
  }
  for (const m of text.matchAll(DOT_WORD)) {
    const label = LABEL_BEFORE.exec(text.slice(Math.max(0, m.index - 63), m.index))?.[0];
    const tld = TLD_AFTER.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 25))?.[1];
    if (label && tld && SPELLED_TLDS.has(tld.toLowerCase()) && !NOT_LABELS.has(label.toLowerCase())) out.push(`${label}.${tld}`.toLowerCase());
  }
}

/**
 * What a text needs before any reading here can find a destination in it: a dot (hosts, `www.`,
 * IPv4), a colon (`://`, `data:`, `javascript:`), an `@`, an opening bracket (a bracketed sign),
 * a space (` at `, ` dot `), or a character outside ASCII, which NFKC may turn into one of those.
 * Most values (ids, sums, codes) have none, and are not scanned.
 */
const PLACE_POSSIBLE = /[^\x00-\x7f]|[.:@[({<\s]/;

/** Every destination written in a text, in order, without duplicates. */
export function findDestinations(text: string): string[] {
  if (!PLACE_POSSIBLE.test(text)) return [];
  const found: string[] = [];
  scanned(text, found);
  const plain = unobscured(text);
  if (plain !== text) scanned(plain, found);
  spelled(plain, found);
  // A `data:` or script URL holds a `:`.
  if (plain.includes(":")) for (const m of plain.matchAll(SCRIPT_URL)) found.push(m[0].length > MAX_SHOWN ? `${m[0].slice(0, MAX_SHOWN)}…` : m[0]);
  return [...new Set(found)];
}

/** The most characters of one string value scanned for destinations: one megabyte of UTF-16. */
export const MAX_SCAN_CHARS = 1 << 20;

/**
 * Destinations in every string leaf of a value, each once (a set alongside: a value may hold
 * thousands). A string longer than MAX_SCAN_CHARS is scanned up to it, and its JSON pointer is
 * added to `unread` when given: what lies beyond was not read, so a caller fails closed on it.
 */
export function destinationsIn(value: unknown, out: string[] = [], unread?: string[], pointer = "", seen: Set<string> = new Set(out)): string[] {
  if (typeof value === "string") {
    if (value.length > MAX_SCAN_CHARS) unread?.push(pointer || "/");
    for (const d of findDestinations(value.length > MAX_SCAN_CHARS ? value.slice(0, MAX_SCAN_CHARS) : value)) {
      if (seen.has(d)) continue;
      seen.add(d);
      out.push(d);
    }
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => destinationsIn(v, out, unread, `${pointer}/${i}`, seen));
  } else if (typeof value === "object" && value !== null) {
    for (const [k, v] of Object.entries(value)) destinationsIn(v, out, unread, `${pointer}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`, seen);
  }
  return out;
}
