// An account that listed records of two parties hold: a payee list saves Jakob Winter at DE27 …
// and Mila Kovač at DE27 … too; a statement's October transfer to Tom Gallagher went to the
// account its transfer to Ben Gallagher went to. A list of parties writes each party's own
// account; one account under two parties' names is a list written over, or one that cannot tell
// whose it is. Where the person named one of those parties by a word only that party's name holds
// ("pay Jakob", "the payee I saved for Dachdecker Vogel") and the write pays the shared account
// under that party's name, not the other's, the account may be the other party's: the write takes
// the mark of the outside result that lists it. The records may be of one result or of several
// (a payee list and a statement, where the other party must be one the person named too: one
// person is named two ways across records, "Thomas Byrne" paid in, "Tom Byrne" saved); a party is
// known by the name field of its record
// (`name`, `counterparty_name`), not by a reference or a note. Read once per result, when it is
// reported; a check looks the call's values up.
import type { Mark } from "../model.js";
import { accountKey, isAccountKey } from "./accounts.js";

/** The most records of one result read, and the most parties kept for one account. */
const MAX_RECORDS = 1024;
const MAX_PARTIES = 8;
/** The longest name read, and the shortest word of a name that tells a party apart: not an initial or a particle. */
const MAX_NAME = 200;
const SHORTEST_WORD = 3;

/** Whether a listed field's path names its record's party: its last field is `name` or ends in `_name` (`counterparty_name`). */
function partyNamePath(path: string): boolean {
  const field = path.slice(path.lastIndexOf(".") + 1).toLowerCase();
  return field === "name" || field.endsWith("_name");
}

/** The lower-cased words of a name: its letters and digits, with the apostrophes and hyphens inside it. */
function wordsOfName(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter((w) => w.length > 0);
}

/** The lower-cased words of a name of three letters or more. */
function nameWords(name: string): string[] {
  return wordsOfName(name).filter((w) => w.length >= SHORTEST_WORD);
}

/** The accounts and the party name of each listed record of one result, gathered while it is read. */
export class SharedAccounts {
  private readonly accounts = new Map<number, string[]>();
  private readonly names = new Map<number, string[]>();

  /** Reads one listed record's structured string leaf: an account it holds, or its party's name. */
  read(path: string, record: number, leaf: string): void {
    if (this.accounts.size >= MAX_RECORDS || leaf.length > MAX_NAME) return;
    const account = accountKey(leaf);
    if (account !== undefined) {
      const held = this.accounts.get(record) ?? this.accounts.set(record, []).get(record)!;
      if (!held.includes(account)) held.push(account);
    } else if (partyNamePath(path) && !this.names.has(record)) {
      const words = nameWords(leaf);
      if (words.length > 0) this.names.set(record, words);
    }
  }

  /** For each account a named record holds, the words of the different party names it is held under. */
  parties(): ReadonlyMap<string, ReadonlyArray<readonly string[]>> {
    const byAccount = new Map<string, string[][]>();
    for (const [record, accounts] of this.accounts) {
      const words = this.names.get(record);
      if (!words) continue;
      for (const a of accounts) {
        const named = byAccount.get(a) ?? byAccount.set(a, []).get(a)!;
        if (named.length < MAX_PARTIES && !named.some((n) => sameName(n, words))) named.push(words);
      }
    }
    return byAccount;
  }
}

/** Whether two names hold the same words. */
function sameName(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((w) => b.includes(w));
}

/** What the rule looks up: the person's keys and words, and the reported results' shared accounts, newest first. */
export interface SharedAccountInputs {
  readonly typed: ReadonlySet<string>;
  readonly typedWords: ReadonlySet<string>;
  readonly context: ReadonlySet<string>;
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: { readonly step: number; readonly tool: string; readonly sharedAccounts?: ReadonlyMap<string, ReadonlyArray<readonly string[]>> } }>;
}

/**
 * The lower-cased words of the call's string values that are no account: the names it writes. Also
 * the payee rule's (payees-named-otherwise.ts), which looks shorter words of a line's party up.
 */
export function namesWritten(args: Readonly<Record<string, unknown>>): Set<string> {
  const out = new Set<string>();
  for (const value of Object.values(args)) if (typeof value === "string" && value.length <= MAX_NAME && accountKey(value) === undefined) for (const w of wordsOfName(value)) out.add(w);
  return out;
}

/**
 * Whether the call pays a party the person named by a word its name alone holds, and leaves the
 * other party out: of the parties' names, one has a word no other holds that the person typed and
 * the call writes, and another has words of its own the call writes none of (and, where
 * `otherTyped`, one of which the person typed: they named both parties apart).
 */
function paidForAnother(parties: ReadonlyArray<readonly string[]>, written: ReadonlySet<string>, typedWords: ReadonlySet<string>, otherTyped: boolean): boolean {
  // A name the person typed as a possessive ("Sofia Ricci's invoice") names that party too.
  const typed = (w: string) => typedWords.has(w) || typedWords.has(`${w}'s`) || typedWords.has(`${w}’s`);
  const own = parties.map((p, i) => p.filter((w) => !parties.some((q, j) => j !== i && q.includes(w))));
  const paid = own.findIndex((words) => words.some((w) => typed(w) && written.has(w)));
  return paid >= 0 && own.some((words, i) => i !== paid && words.length > 0 && !words.some((w) => written.has(w)) && (!otherTyped || words.some(typed)));
}

/**
 * The marks of a write's accounts that no turn or context gives, held by listed records of two
 * parties' names where the call pays one the person named and leaves the other out: the newest
 * outside result that lists the account, its `untrusted:<tool>` on the argument.
 */
export function sharedAccountMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: SharedAccountInputs): Mark[] {
  if (!inputs.results.some((r) => r.textOutside && (r.index.sharedAccounts?.size ?? 0) > 0)) return [];
  let written: Set<string> | undefined;
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (given(name) || typeof value !== "string") continue;
    const key = accountKey(value);
    if (key === undefined || !isAccountKey(key) || inputs.typed.has(key) || inputs.context.has(key)) continue;
    const listing = inputs.results.filter((r) => r.textOutside && r.index.sharedAccounts?.has(key) === true);
    if (listing.length === 0) continue;
    written ??= namesWritten(args);
    const w = written;
    const parties: Array<readonly string[]> = [];
    for (const r of listing) for (const words of r.index.sharedAccounts!.get(key)!) if (!parties.some((n) => sameName(n, words))) parties.push(words);
    // One listing that holds the account under two names was written over; across listings a
    // party may be named two ways (a statement's "Thomas Byrne", a payee saved as "Tom Byrne"),
    // so there the other party must be one the person named too.
    const within = listing.some((r) => paidForAnother(r.index.sharedAccounts!.get(key)!, w, inputs.typedWords, false));
    if (within || (parties.length > 1 && paidForAnother(parties, w, inputs.typedWords, true))) marks.push({ level: "untrusted", source: listing[0]!.index.tool, on: name, step: listing[0]!.index.step });
  }
  return marks;
}
