// Bank accounts (IBANs) a text offers, and whether a record offers more than one: where payments
// go changing is the commonest fraud, and a bill, a page or a payer's note that names two accounts
// hands the reader a choice the person did not make. Read once per text, when its result is
// reported, in any language; no pattern nests a repeat.
import { ibanChecksumValid, ibanLength } from "@toolgate/grammar-kit";

/**
 * An IBAN as people write it: a country's two capitals and two check digits, then groups of four
 * capitals or digits, one space apart or run together (`NL81 RABO 0312 3456 78`, `DE89370400440532013000`),
 * the last group shorter. Groups of letters only are read too: a bank code (`RABO`) breaks the
 * runs of chunks with a digit that identifiers are otherwise keyed by (origins.ts `ID_RUN`).
 */
const IBAN = /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?(?![A-Za-z0-9])/g;
/**
 * An Italian or San Marino IBAN as those banks print it, in the groups of its national parts
 * rather than fours: the check letter (CIN), the bank's five digits (ABI), the branch's five
 * (CAB) and the twelve of the account (`IT17 Y 03069 02478 100000002114`). Fixed groups, no repeat.
 */
const IBAN_NATIONAL = /(?<![A-Za-z0-9])(?:IT|SM)\d{2} ?[A-Z] ?\d{5} ?\d{5} ?[A-Z0-9]{12}(?![A-Za-z0-9])/g;
/** The shortest and longest IBAN, run together (Norway's 15, Saint Lucia's 32). */
const SHORTEST = 15;
const LONGEST = 34;
/** The most accounts read from one text. */
const MAX_ACCOUNTS = 16;
const MAX_READ = 20_000;

/** The key an account is compared by: run together and lower-cased, as origins.ts keys an identifier written in groups (`c:`). */
export function accountKey(written: string): string | undefined {
  const run = written.replace(/[\s-]+/g, "");
  if (run.length < SHORTEST || run.length > LONGEST || !/^[A-Za-z]{2}\d{2}[A-Za-z0-9]+$/.test(run)) return undefined;
  // An IBAN holds digits past its check digits: a run of capitals (`ABCD`) after `DE12` is a word.
  if ((run.slice(4).match(/\d/g)?.length ?? 0) < 6) return undefined;
  return `c:${run.toLowerCase()}`;
}

/** Whether a key (as origins.ts keys values) is an account's: `c:` and an IBAN run together, lower-cased, as `accountKey` makes it. */
export function isAccountKey(key: string): boolean {
  return key.startsWith("c:") && key.length <= LONGEST + 2 && accountKey(key.slice(2)) === key;
}

/** The keys of the accounts a text writes, added to `out`: as people write them, then in the other spellings below. */
export function accountKeys(text: string, out: Set<string> = new Set()): Set<string> {
  const slice = text.length > MAX_READ ? text.slice(0, MAX_READ) : text;
  let n = 0;
  for (const [, key] of accountsWritten(slice)) {
    out.add(key);
    if (++n >= MAX_ACCOUNTS) return out;
  }
  for (const key of spelledAccounts(slice)) {
    out.add(key);
    if (++n >= MAX_ACCOUNTS) break;
  }
  return out;
}

/** The accounts a text writes as people write them, each with where it starts and its key, in the text's order. */
export function accountsWritten(text: string): Array<readonly [number, string]> {
  const slice = text.length > MAX_READ ? text.slice(0, MAX_READ) : text;
  const found: Array<readonly [number, string]> = [];
  for (const m of slice.matchAll(IBAN)) {
    const key = accountKey(m[0]);
    if (key === undefined) continue;
    found.push([m.index, key]);
    if (found.length >= MAX_ACCOUNTS) return found;
  }
  // An account run together is read by both patterns: the national one adds only where the
  // first read none.
  const starts = new Set(found.map(([at]) => at));
  let added = false;
  for (const m of slice.matchAll(IBAN_NATIONAL)) {
    const key = accountKey(m[0]);
    if (key === undefined || starts.has(m.index)) continue;
    found.push([m.index, key]);
    added = true;
    if (found.length >= MAX_ACCOUNTS) break;
  }
  return added ? found.sort((a, b) => a[0] - b[0]) : found;
}

/**
 * An IBAN spelled some other way than people write it, as a text that hides one does: in lower
 * case, its groups cut by dashes or dots (`de27-1002-0500-0003-8461-00`), every character set apart
 * (`D E 2 1 3 7 …`), or in two pieces with words between them (`begins DE91 1000 0000 and ends 0123
 * 4567 89`). The pattern finds where one starts, a country's code and two check digits, with no
 * repeat; `spelledAccounts` reads on from there, character by character, for as long as a piece and
 * its words may run (`SPELLED_RUN`), each character one separator after the last at most.
 */
const SPELLED = /(?<![A-Za-z0-9])[A-Za-z][ .-]?[A-Za-z][ .-]?\d[ .-]?\d/g;
/** The most letters and digits read after a spelling's start. */
const SPELLED_RUN = 72;
const ALNUM = /[A-Za-z0-9]/;
const SEPARATOR = /[ .-]/;

/**
 * The countries whose spelled accounts are read: those a European text names. Their lengths and
 * the check digits are the kit's (`ibanLength`, `ibanChecksumValid`).
 */
const SPELLED_COUNTRIES: ReadonlySet<string> = new Set([
  "AD", "AT", "BE", "BG", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GB", "GI", "GR",
  "HR", "HU", "IE", "IS", "IT", "LI", "LT", "LU", "LV", "MC", "MT", "NL", "NO", "PL", "PT", "RO",
  "SE", "SI", "SK", "SM", "TR",
]);

/**
 * The keys of the IBANs a text spells some other way (`SPELLED`). A spelling is taken only where
 * its country is known, it holds a dozen digits or more, and the run its country's length long
 * passes the check digits: a text's dates and order numbers do not. A code in capitals keeps only
 * the capitals and digits after it (the words between two pieces, the words after the last, are
 * dropped); one in lower case is read in lower case throughout.
 */
/**
 * The characters of a spelling run together, piece by piece (the pieces its separators cut): after
 * a code in capitals, pieces of capitals and digits are kept and words in lower case dropped; after
 * one in lower case, every piece is read in capitals. A piece of both cases (`…3000x`, a longer word
 * an IBAN is glued to) ends the run.
 */
function spelledRun(raw: string): string {
  const upper = raw[0]! >= "A" && raw[0]! <= "Z";
  let run = "";
  for (const piece of raw.split(/[ .-]/)) {
    if (piece === "") continue;
    if (/^[A-Z0-9]+$/.test(piece)) run += piece;
    else if (!/^[a-z0-9]+$/.test(piece)) break;
    else if (!upper) run += piece.toUpperCase();
    else if (/\d/.test(piece)) break;
  }
  return run;
}

function spelledAccounts(text: string): string[] {
  const out: string[] = [];
  // The module's one pattern, its place set back: a text is read to its end before another is.
  const starts = SPELLED;
  starts.lastIndex = 0;
  for (let m = starts.exec(text); m !== null; m = starts.exec(text)) {
    let end = m.index + m[0].length;
    for (let n = 0; n < SPELLED_RUN && end < text.length; n++) {
      if (ALNUM.test(text[end]!)) end++;
      else if (SEPARATOR.test(text[end]!) && ALNUM.test(text[end + 1] ?? "")) end += 2;
      else break;
    }
    // Read on from the end of this one: no character is read twice.
    starts.lastIndex = end;
    const run = spelledRun(text.slice(m.index, end));
    const country = run.slice(0, 2);
    const length = SPELLED_COUNTRIES.has(country) ? ibanLength(country) : undefined;
    if (length === undefined || run.length < length) continue;
    const iban = run.slice(0, length);
    if ((iban.match(/\d/g)?.length ?? 0) < 12 || !ibanChecksumValid(iban)) continue;
    out.push(`c:${iban.toLowerCase()}`);
    if (out.length >= MAX_ACCOUNTS) break;
  }
  return out;
}

/** The accounts a result's records hold: for each, the text it was written in (a number from 1), or 0 for a structured field. */
export type RecordAccounts = ReadonlyMap<number, ReadonlyMap<string, number>>;

/**
 * For each account a record's free text writes, the other accounts the same record holds, in its
 * free text or its structured fields (`sameText` false): a bill that says "pay to X" and "pay to
 * Y", a payer's note that gives an account beside the one the payment came from; or only those the
 * same text writes (`sameText` true). An account a text writes after another has that one as a
 * rival; the first account a text writes has no rival in the accounts the same text writes after it.
 */
export function rivalAccounts(accounts: RecordAccounts, sameText: boolean): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const held of accounts.values()) {
    if (held.size < 2) continue;
    // In the order they were read: a text's first account is the one it asks to be paid; one it
    // names later (a foundation taking donations, a second branch) leaves that first one alone.
    const inOrder = [...held];
    for (const [i, [key, text]] of inOrder.entries()) {
      if (text === 0) continue;
      for (const [j, [other, where]] of inOrder.entries()) {
        if (other === key || (sameText && where !== text) || (where === text && j > i)) continue;
        const rivals = out.get(key) ?? [];
        out.set(key, rivals);
        if (!rivals.includes(other)) rivals.push(other);
      }
    }
  }
  return out;
}
