// A standing order pointed at another account by an outside text, while the person asked another
// change of it: "update my monthly standing order to them to the new amount, nothing else", and the
// call also sets the order's `recipient_iban` to the "new collection account" a P.S. of the price
// letter gives. The listed order had an account of its own under that field; the new one only the
// outside text writes, the person's turns neither give it nor speak of a changed account, and they
// named another field of the call (`amount`) as the change to make. Where the money goes is the
// weightiest field of an order: a text the person pointed at for the price does not choose it.
// The mirror of a changed sum riding along with a new account (unasked-order-changes.ts
// `changedOrderSumMarks`). A turn that speaks of a changed account ("her new account") or names
// no field ("change the order to match the letter") hands the text the change; an account the
// person typed, the run's context or an answer gave, or the one the order already holds, is not
// read this way. Keys were read once with each turn and each result (origins.ts `indexResult`): a
// check looks up only the call's own arguments.
import type { Mark } from "../model.js";
import { accountKey } from "./accounts.js";
import { headWord, ID_NAME, movedFieldMark, recordIdArguments, type MovedDayInputs } from "./unasked-order-changes.js";

/** What the rule looks up: the order rules' inputs, and whether a turn speaks of a changed account. */
export interface ChangedOrderAccountInputs extends MovedDayInputs {
  /** Whether a turn speaks of a changed account, address or recipient (instructions.ts `speaksOfChange`). */
  readonly typedChange?: boolean;
  /** The keys of the person's answers. */
  readonly reply?: ReadonlySet<string>;
}

/** The longest value read as an account: an IBAN written in groups. */
const LONGEST = 64;

/**
 * The marks of a write's account arguments the caller gave no origin, on a record a listed result
 * names by another of the call's arguments (its id), where the record had another account in that
 * field and the new one no turn, context or answer gives, the person's turns speak of no changed
 * account and name another argument of the call by its head word (`amount`) but not the account's
 * (`iban` of `recipient_iban`), and an outside free text writes it: the newest such text's
 * `untrusted:<tool>`, with its field.
 */
export function changedOrderAccountMarks(args: Readonly<Record<string, unknown>>, ownOrigin: (name: string) => boolean, inputs: ChangedOrderAccountInputs): Mark[] {
  if (inputs.typedChange) return [];
  const ids = recordIdArguments(args);
  if (ids.length === 0) return [];
  const named = (name: string) => !!inputs.typedWords?.has(headWord(name));
  const marks: Mark[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (ownOrigin(name) || typeof value !== "string" || value.length > LONGEST) continue;
    const key = accountKey(value);
    if (key === undefined || named(name)) continue;
    // The change the person asked for is another field's: without one, the text holds the whole change.
    if (!Object.keys(args).some((n) => n !== name && !ID_NAME.test(n) && named(n))) continue;
    if (inputs.typed.has(key) || inputs.context.has(key) || !!inputs.reply?.has(key)) continue;
    const mark = movedFieldMark(ids, name, key, inputs);
    if (mark) marks.push(mark);
  }
  return marks;
}
