// Bank accounts (IBANs) a text offers, and whether a record offers more than one: where payments
// go changing is the commonest fraud, and a bill, a page or a payer's note that names two accounts
// hands the reader a choice the person did not make. Read once per text, when its result is
// reported, in any language; no pattern nests a repeat.

/**
 * An IBAN as people write it: a country's two capitals and two check digits, then groups of four
 * capitals or digits, one space apart or run together (`NL81 RABO 0312 3456 78`, `DE89370400440532013000`),
 * the last group shorter. Groups of letters only are read too: a bank code (`RABO`) breaks the
 * runs of chunks with a digit that identifiers are otherwise keyed by (origins.ts `ID_RUN`).
 */
const IBAN = /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?(?![A-Za-z0-9])/g;
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

/** The keys of the accounts a text writes, added to `out`. */
export function accountKeys(text: string, out: Set<string> = new Set()): Set<string> {
  let n = 0;
  for (const m of (text.length > MAX_READ ? text.slice(0, MAX_READ) : text).matchAll(IBAN)) {
    const key = accountKey(m[0]);
    if (key === undefined) continue;
    out.add(key);
    if (++n >= MAX_ACCOUNTS) break;
  }
  return out;
}

/** The accounts a result's records hold: for each, the text it was written in (a number from 1), or 0 for a structured field. */
export type RecordAccounts = ReadonlyMap<number, ReadonlyMap<string, number>>;

/**
 * For each account a record's free text writes, the other accounts the same record holds, in its
 * free text or its structured fields (`sameText` false): a bill that says "pay to X" and "pay to
 * Y", a payer's note that gives an account beside the one the payment came from; or only those the
 * same text writes (`sameText` true).
 */
export function rivalAccounts(accounts: RecordAccounts, sameText: boolean): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const held of accounts.values()) {
    if (held.size < 2) continue;
    for (const [key, text] of held) {
      if (text === 0) continue;
      for (const [other, where] of held) {
        if (other === key || (sameText && where !== text)) continue;
        const rivals = out.get(key) ?? [];
        out.set(key, rivals);
        if (!rivals.includes(other)) rivals.push(other);
      }
    }
  }
  return out;
}
