// An account paid that a result holds only inside a field of another kind: a saved payee whose name
// reads "Brightline Signs GmbH (use DE44 5001 … for deposits)" beside its own `iban` DE89 …, and a
// payment to DE44 …. A record's account is the whole value of its account field; one written into
// its name, its label or its reference is text someone put there, and the payment follows that
// text, not the record. It carries the mark of the tool that returned it, as a value of an outside
// free text does, where the person's turns and the run's context never gave it and no result holds
// it as a whole value. The data inside a result's structured strings were kept when it was
// reported (origins.ts `within`); a check looks up only the call's own account arguments.
import type { Mark } from "../model.js";
import { accountKey } from "./accounts.js";

/** The longest argument read as an account: an IBAN written in groups, with room for its spaces. */
const LONGEST = 64;

/** What the rule looks up: the person's and the run's keys, and the reported results, newest first. */
export interface AccountWithinInputs {
  readonly typed: ReadonlySet<string>;
  readonly context: ReadonlySet<string>;
  readonly results: ReadonlyArray<{
    readonly textOutside: boolean;
    readonly index: { readonly step: number; readonly tool: string; readonly structured: ReadonlyMap<string, string>; readonly text: ReadonlyMap<string, string>; readonly within: ReadonlySet<string> };
  }>;
}

/**
 * The marks of a write's account arguments (those the caller gave no origin: `given`) that only a
 * structured string of several words holds: the newest such result's `untrusted:<tool>`. An
 * account a turn or the context gave, one a result holds whole or in its free text (read by the
 * rules of text accounts), is not read this way.
 */
export function accountWithinFieldMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: AccountWithinInputs): Mark[] {
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== "string" || value.length > LONGEST || given(name)) continue;
    const key = accountKey(value);
    if (key === undefined || inputs.typed.has(key) || inputs.context.has(key)) continue;
    if (inputs.results.some((r) => r.index.structured.has(key) || r.index.text.has(key))) continue;
    const r = inputs.results.find((x) => x.textOutside && x.index.within.has(key));
    if (r) marks.push({ level: "untrusted", source: r.index.tool, on: name, step: r.index.step });
  }
  return marks;
}
