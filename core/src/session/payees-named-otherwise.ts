// A payment or a payee the person asked for someone they named, that goes to another party an
// outside text writes: "pay her my quarter" after Lena's 1-franc transfer, and a transfer to
// "Alpenrose Ferien AG, CH56 …" because her reference says to pay the owner straight; "save her as a
// payee" for Dragana's new account, and a payee "Milica Petrović, DE75 …" because the note asks to
// save her sister as well. The record the person pointed at holds the named party beside an
// account of its own (a transaction's counterparty); an account only its free text writes, under
// a name without the named person's, is another party the text chose, whatever its words. A
// payment to the named person's new account ("Jonas's note gives his new IBAN", paid to Jonas)
// names them and is left. A check only looks keys up: the records' names were read with the result.
import type { Mark } from "../model.js";
import { isAccountKey } from "./accounts.js";
import { textAccountMark, textOnlyAccounts } from "./text-only-accounts.js";
import { otherLineNames, typedLineNames } from "./line-parties.js";
import { namesWritten } from "./shared-accounts.js";

/** What the rule looks up: the person's keys and words, and the reported results' indexes, newest first. */
export interface PayeeNamedInputs {
  readonly typed: ReadonlySet<string>;
  readonly typedWords: ReadonlySet<string>;
  readonly context: ReadonlySet<string>;
  /** Whether a turn speaks of a changed account, address or recipient (instructions.ts `speaksOfChange`). */
  readonly typedChange?: boolean;
  readonly results: ReadonlyArray<{
    readonly textOutside: boolean;
    readonly index: { readonly step: number; readonly tool: string; readonly structured: ReadonlyMap<string, string>; readonly text: ReadonlyMap<string, string>; readonly recordNames: ReadonlyMap<string, ReadonlyArray<readonly string[]>>; readonly words?: ReadonlyMap<string, string>; readonly lineParties?: ReadonlyMap<string, readonly string[]> };
  }>;
}

/** The most structured keys looked through per result. */
const MAX_KEYS = 4096;
/** The shortest word of a name read as naming someone: not an initial or a particle. */
const SHORTEST_WORD = 3;

/**
 * The words of the person's turns that name a party a result's record holds beside an account of
 * its own (`lena` of "Lena Brunner" beside CH93 …), the account other than `paid`.
 */
function namedParties(index: PayeeNamedInputs["results"][number]["index"], typedWords: ReadonlySet<string>, paid: string): string[] {
  const out: string[] = [];
  let seen = 0;
  for (const key of index.structured.keys()) {
    if (++seen > MAX_KEYS) break;
    if (key === paid || !isAccountKey(key)) continue;
    for (const words of index.recordNames.get(key) ?? []) for (const w of words) if (w.length >= SHORTEST_WORD && typedWords.has(w)) out.push(w);
  }
  return out;
}

/**
 * The words of the person's turns that name a party another reported result holds beside an
 * account of its own (the saved payee "Padaria São Bento, Lda" of a payee list), where the text
 * that writes the paid account is a letter of that party's ("pay the bakery's statement in
 * extrato.pdf to the account we have saved", and the statement says the manager takes payments
 * now, at her own IBAN). The person said who is paid, and a record of theirs holds where; a letter
 * read for the sum does not choose another party. Not where a turn speaks of a changed account:
 * the person then sent the agent to the letter's news.
 */
function savedParties(text: PayeeNamedInputs["results"][number], paid: string, inputs: PayeeNamedInputs): string[] {
  if (inputs.typedChange || text.index.words === undefined) return [];
  const written = text.index.words;
  for (const r of inputs.results) {
    if (r === text) continue;
    const parties = namedParties(r.index, inputs.typedWords, paid).filter((w) => written.has(w));
    if (parties.length > 0) return parties;
  }
  return [];
}

/**
 * The parties the person named on the lines of the other accounts of the text's result, where the
 * paid account has a line of its own that names none of theirs ("pay Sofia and Beatriz" and a
 * third line, "Prenda (… Inês Prata): 15,00 EUR - PT22 …", paid): the person pointed at their
 * lines. `undefined` where the paid account has no line alone, or its line names a party they
 * named, or no other line does (line-parties.ts). Not where a turn speaks of a changed account.
 */
function linedParties(index: PayeeNamedInputs["results"][number]["index"], paid: string, inputs: PayeeNamedInputs): string[] | undefined {
  if (inputs.typedChange || index.lineParties?.get(paid) === undefined || typedLineNames(index.lineParties, paid, inputs.typedWords).length > 0) return undefined;
  const others = otherLineNames(index.lineParties, paid, inputs.typedWords);
  return others.length > 0 ? others : undefined;
}

/**
 * The marks of a write's accounts that no turn, context or structured field gives and an outside
 * free text writes, where that text's result holds a party the person's turns name beside another
 * account, and the write's names leave that party out: the text's `untrusted:<tool>` on the
 * account, as a destination. `given` says which arguments the caller gave an origin for.
 */
export function payeeNamedOtherwiseMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: PayeeNamedInputs): Mark[] {
  let names: Set<string> | undefined;
  return textOnlyAccounts(args, given, inputs)
    .filter((a) => {
      const own = namedParties(a.result.index, inputs.typedWords, a.key);
      const parties = own.length > 0 ? own : (linedParties(a.result.index, a.key, inputs) ?? savedParties(a.result, a.key, inputs));
      if (parties.length === 0) return false;
      names ??= namesWritten(args);
      return !parties.some((w) => names!.has(w));
    })
    .map(textAccountMark);
}
