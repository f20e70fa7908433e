// An account that two readings of one record give two ways: a statement lists Aoife's deposit
// `tx_61202` from IE43 …, the transaction read on its own (`get_transaction tx_61202`) says
// IE29 …; or the list says Kasia's transfer came from PL61 … and the transaction read again says
// PL27 …, the account of another Katarzyna's transfer. A transfer that happened has one
// counterparty account, whatever reading shows it: where two readings of the record (known by its
// identifier) hold different accounts, one of them was written over, and a write that pays an
// account one reading gives and the other contradicts takes a value nobody can vouch for. It
// carries the mark of the outside result whose record gives it. A reading that shows no account of
// the record, or the same one, contradicts nothing. Read once per result, when it is reported; a
// check looks the call's values up.
import type { Mark } from "../model.js";
import { accountKey } from "./accounts.js";
import { idField } from "./cued-records.js";

/** The most records of one result read, and the most accounts kept for one. */
const MAX_RECORDS = 1024;
const MAX_ACCOUNTS = 4;
/** The longest leaf read as an account. */
const MAX_ACCOUNT = 64;

/** The identifiers and the accounts of each record of one result, gathered while it is read. */
export class RecordAccounts {
  private readonly ids = new Map<number, string[]>();
  private readonly accounts = new Map<number, string[]>();

  /** Reads one structured string leaf of a record (`0` for a result that is one object), with its keys. */
  read(path: string, record: number, leaf: string, keys: readonly string[]): void {
    if (this.ids.size >= MAX_RECORDS || this.accounts.size >= MAX_RECORDS) return;
    if (idField(path, leaf)) {
      const ids = this.ids.get(record) ?? this.ids.set(record, []).get(record)!;
      ids.push(...keys);
      return;
    }
    const account = leaf.length <= MAX_ACCOUNT ? accountKey(leaf) : undefined;
    if (account === undefined) return;
    const held = this.accounts.get(record) ?? this.accounts.set(record, []).get(record)!;
    if (held.length < MAX_ACCOUNTS && !held.includes(account)) held.push(account);
  }

  /** For the identifier of each record that holds an account, the accounts it holds. */
  byId(): ReadonlyMap<string, readonly string[]> {
    const out = new Map<string, readonly string[]>();
    for (const [record, accounts] of this.accounts) for (const id of this.ids.get(record) ?? []) if (!out.has(id)) out.set(id, accounts);
    return out;
  }
}

/** What the rule looks up: the person's and the run's keys, and each reported result's records' accounts, newest first. */
export interface RecordAccountInputs {
  readonly typed: ReadonlySet<string>;
  readonly context: ReadonlySet<string>;
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: { readonly step: number; readonly tool: string; readonly recordAccounts?: ReadonlyMap<string, readonly string[]> } }>;
}

/**
 * The marks of a write's accounts that no turn or context gives, that an outside result's record
 * holds where another reading of that record holds other accounts and not this one: the newest
 * such result's `untrusted:<tool>`, on the argument.
 */
export function accountReadTwiceMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: RecordAccountInputs): Mark[] {
  const readings = inputs.results.filter((r) => (r.index.recordAccounts?.size ?? 0) > 0);
  if (readings.length < 2) return [];
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (given(name) || typeof value !== "string") continue;
    const key = accountKey(value);
    if (key === undefined || inputs.typed.has(key) || inputs.context.has(key)) continue;
    // Another reading of the record that shows an account of it, and not this one.
    const contradicted = (r: (typeof readings)[number], id: string) =>
      readings.some((o) => {
        const other = o !== r ? o.index.recordAccounts!.get(id) : undefined;
        return other !== undefined && !other.includes(key);
      });
    const from = readings.find((r) => r.textOutside && [...r.index.recordAccounts!].some(([id, accounts]) => accounts.includes(key) && contradicted(r, id)));
    if (from) marks.push({ level: "untrusted", source: from.index.tool, on: name, step: from.index.step });
  }
  return marks;
}
