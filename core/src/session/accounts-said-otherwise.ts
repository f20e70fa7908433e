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
import { destinationSaidOtherwiseMarks, type DestinationKind, type DestinationSaidInputs } from "./destinations-said-otherwise.js";

/** The longest account value read. */
const LONGEST = 64;

/** Accounts: one per argument, a string of an account's form. */
const ACCOUNTS: DestinationKind = {
  keysOf: (value) => {
    const key = typeof value === "string" && value.length <= LONGEST ? accountKey(value) : undefined;
    return key === undefined ? [] : [key];
  },
  isKey: isAccountKey,
};

/** What the rule looks up (destinations-said-otherwise.ts). */
export type AccountSaidInputs = DestinationSaidInputs;

/** The marks of a write's accounts another outside text wrote where the person typed an account (destinations-said-otherwise.ts). */
export function accountSaidOtherwiseMarks(args: Readonly<Record<string, unknown>>, given: (name: string) => boolean, inputs: DestinationSaidInputs): Mark[] {
  return destinationSaidOtherwiseMarks(args, given, inputs, ACCOUNTS);
}
