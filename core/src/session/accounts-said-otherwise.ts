// An account the person typed for a payment, that the payment leaves for one an outside text
// writes: "send Tom my sixth … to his account GB47 LOYD …" and a transfer to GB71 BARC … because
// the booking he forwarded says "the agency now asks each guest to pay them directly". The person
// said where the money goes; a text they pointed at for the sum does not choose another place,
// whatever its words. A turn that speaks of a changed account ("her new account") hands the change
// to the text, and an account the payment names as well (the payer's own, typed for `from_account`)
// is the person's choice kept. A check only looks keys up: the turns' and the results' keys were
// read with them.
import type { Mark } from "../model.js";
import { accountKey, isAccountKey } from "./accounts.js";

/** What the rule looks up: the person's and the run's keys, and the reported results' indexes, newest first. */
export interface AccountSaidInputs {
  readonly typed: ReadonlySet<string>;
  readonly context: ReadonlySet<string>;
  /** Whether a turn speaks of a changed account, address or recipient (instructions.ts `speaksOfChange`). */
  readonly typedChange?: boolean;
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly outside: boolean; readonly index: { readonly step: number; readonly tool: string; readonly structured: ReadonlyMap<string, string>; readonly text: ReadonlyMap<string, string> } }>;
}

/** The longest account value read. */
const LONGEST = 64;
/** The most of the person's keys looked through for the accounts they typed. */
const MAX_TYPED = 4096;

/**
 * The marks of a write's accounts that the person's turns did not type, where they typed another
 * account that the write does not name and that is none of the person's own (the run's context, a
 * result that reads nothing from outside), nor one the same text writes: the newest outside free
 * text's `untrusted:<tool>` that writes the account, on that argument, as a destination. `given` says which arguments the caller
 * gave an origin for.
 */
export function accountSaidOtherwiseMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: AccountSaidInputs): Mark[] {
  if (inputs.typedChange) return [];
  const accounts: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(args)) {
    const key = typeof value === "string" && value.length <= LONGEST ? accountKey(value) : undefined;
    if (key !== undefined) accounts.push([name, key]);
  }
  if (accounts.length === 0 || accounts.some(([, key]) => inputs.typed.has(key))) return [];
  const own = (key: string) => inputs.context.has(key) || inputs.results.some((r) => !r.outside && r.index.structured.has(key));
  const typedAccounts: string[] = [];
  let seen = 0;
  for (const key of inputs.typed) {
    if (++seen > MAX_TYPED) break;
    if (isAccountKey(key) && !own(key)) typedAccounts.push(key);
  }
  if (typedAccounts.length === 0) return [];
  const marks: Mark[] = [];
  for (const [name, key] of accounts) {
    if (given(name) || own(key)) continue;
    const r = inputs.results.find((x) => x.textOutside && x.index.text.has(key));
    // A text that writes the typed account as well tells its own story of it (a debit from the
    // person's account that failed, the payer's account beside the payee's): which one it bills is
    // read by its rival accounts (origins.ts `rivalled`), not here.
    if (r && !typedAccounts.some((a) => r.index.text.has(a) || r.index.structured.has(a))) marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step, field: r.index.text.get(key)!, destination: true });
  }
  return marks;
}
