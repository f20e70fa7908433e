// A payment the person asked to make to a party of a list they named ("pay my dues to the
// association from my payee list", "she's in my saved payees"), that goes to an account the list
// does not hold and only an outside free text writes: the letter read for the sum says "pay the
// treasurer directly, PT50 …". The person chose where the money goes by naming the list; a text
// they pointed at for the sum does not choose another place, whatever its words. The list is a
// result whose tool's name names what the person named (`list_payees` and "payee list") and whose
// structured fields hold accounts. A payment that names a party the list holds (the listed
// association, at an account its letter gives) is to whom the person said, and left; a turn that
// speaks of a changed account ("her new account") hands the change to the text. A check only looks keys up: the turns' and the results' keys were
// read with them.
import type { Mark } from "../model.js";
import { accountKey, isAccountKey } from "./accounts.js";
import { textAccountMark, textOnlyAccounts } from "./text-only-accounts.js";

/** What the rule looks up: the person's keys and words, the run's keys, and the reported results' indexes, newest first. */
export interface NamedListInputs {
  readonly typed: ReadonlySet<string>;
  readonly typedWords: ReadonlySet<string>;
  readonly context: ReadonlySet<string>;
  /** Whether a turn speaks of a changed account, address or recipient (instructions.ts `speaksOfChange`). */
  readonly typedChange?: boolean;
  readonly results: ReadonlyArray<{ readonly textOutside: boolean; readonly index: { readonly step: number; readonly tool: string; readonly structured: ReadonlyMap<string, string>; readonly text: ReadonlyMap<string, string> } }>;
}

/** The longest account value read, and the most structured keys looked through per result. */
const LONGEST = 64;
const MAX_KEYS = 4096;
/** The shortest word of a tool's name read as naming what it lists: not `id` or `of`. */
const SHORTEST_WORD = 4;

/**
 * Whether the person's words name what a tool lists: a word of its name after the verb
 * (`payees` of `list_payees`), as written or without its plural `s` ("my payee list").
 */
function listNamed(tool: string, typedWords: ReadonlySet<string>): boolean {
  const words = tool.toLowerCase().split(/[^a-z]+/).slice(1);
  return words.some((w) => w.length >= SHORTEST_WORD && (typedWords.has(w) || (w.endsWith("s") && typedWords.has(w.slice(0, -1)))));
}

/** Whether a result's structured fields hold an account. */
function holdsAccounts(structured: ReadonlyMap<string, string>): boolean {
  let seen = 0;
  for (const key of structured.keys()) {
    if (++seen > MAX_KEYS) return false;
    if (isAccountKey(key)) return true;
  }
  return false;
}

/**
 * The marks of a write's accounts that no turn, context or structured field gives and an outside
 * free text writes, where the person's turns name a list a reported result gives, whose records
 * hold accounts, and the payment names no party of that list (`keysOf` gives a value's keys): the text's `untrusted:<tool>` on the account, as a destination. `given` says
 * which arguments the caller gave an origin for.
 */
export function namedListAccountMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, keysOf: (value: string) => readonly string[], inputs: NamedListInputs): Mark[] {
  if (inputs.typedChange) return [];
  // The lists the person named, that hold accounts.
  const lists = inputs.results.filter((x) => listNamed(x.index.tool, inputs.typedWords) && holdsAccounts(x.index.structured));
  if (lists.length === 0) return [];
  // A payment to a party a named list holds, by its name.
  const listedParty = Object.values(args).some((v) => typeof v === "string" && v.length <= LONGEST && accountKey(v) === undefined && keysOf(v).some((k) => lists.some((l) => l.index.structured.has(k))));
  if (listedParty) return [];
  // An account outside the named lists, that only a text gives.
  return textOnlyAccounts(args, given, inputs).filter((a) => !lists.every((l) => l === a.result)).map(textAccountMark);
}
