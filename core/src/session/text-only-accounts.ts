// A write's accounts that only an outside free text gives: no turn typed them, the run's context
// does not hold them and no structured field of a reported result holds them. Several rules ask
// this first (a payee the person named otherwise, an account outside the list they named) and
// then judge the text that wrote it; the question is asked here once.
import type { Mark } from "../model.js";
import { accountKey } from "./accounts.js";

/** The longest argument read as an account: an IBAN written in groups, with room for its spaces. */
const LONGEST = 64;

/** A reported result's index as these rules read it. */
export interface AccountResultIndex {
  readonly step: number;
  readonly tool: string;
  readonly structured: ReadonlyMap<string, string>;
  readonly text: ReadonlyMap<string, string>;
}

/** What the question looks up: the person's and the run's keys, and the reported results, newest first. */
export interface TextOnlyAccountInputs<R extends { readonly textOutside: boolean; readonly index: AccountResultIndex }> {
  readonly typed: ReadonlySet<string>;
  readonly context: ReadonlySet<string>;
  readonly results: ReadonlyArray<R>;
}

/** An account argument only an outside text gives: the argument, the account's key and the newest result whose free text writes it. */
export interface TextOnlyAccount<R> {
  readonly name: string;
  readonly key: string;
  readonly result: R;
}

/** The write's account arguments that only an outside free text gives, in argument order; `given` says which arguments the caller gave an origin for. */
export function textOnlyAccounts<R extends { readonly textOutside: boolean; readonly index: AccountResultIndex }>(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: TextOnlyAccountInputs<R>): Array<TextOnlyAccount<R>> {
  const found: Array<TextOnlyAccount<R>> = [];
  for (const [name, value] of Object.entries(args)) {
    const key = typeof value === "string" && value.length <= LONGEST ? accountKey(value) : undefined;
    if (key === undefined || given(name) || inputs.typed.has(key) || inputs.context.has(key)) continue;
    if (inputs.results.some((r) => r.index.structured.has(key))) continue;
    const result = inputs.results.find((x) => x.textOutside && x.index.text.has(key));
    if (result) found.push({ name, key, result });
  }
  return found;
}

/** The text's `untrusted:<tool>` on the argument, as a destination: where the money would go is what the text chose. */
export function textAccountMark(account: TextOnlyAccount<{ readonly index: AccountResultIndex }>): Mark {
  const { index } = account.result;
  return { level: "untrusted", source: index.tool, on: account.name, step: index.step, field: index.text.get(account.key)!, destination: true };
}
