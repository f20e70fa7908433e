// Accounts a text lists as separate payments, each written with a sum of its own: a results
// sheet's "1st: 1500 EUR - payee Ieva, LT12 …; 2nd: 800 EUR - payee Mantas, LT60 …", a payroll's
// or a split bill's lines. An account a text writes after another is that one's rival (accounts.ts
// `rivalAccounts`): a text that offers a second account chose one for the reader ("pay to X … now
// pay to Y"). A list of payees offers no choice between its lines: each account is tied to its own
// sum (account-sums.ts `accountSums`), and a payment of another sum to it is that rule's to mark.
// An account a text writes with no sum of its own, or with the sum of another line (the 800 of the
// second prize, "paid to our team account" instead), still has its rivals. Two accounts each
// written with a sum are as often a bill with a second party's fee added below it (a cemetery's
// fee, a collection partner's charge) as a list: a list is MIN_LINES accounts or more, each tied
// to a sum no other is. Read once per result, when it is reported.

/** The fewest accounts, each tied to a sum of its own, a text writes to be read as a list of payments. */
const MIN_LINES = 3;

/**
 * The rivals of each account, less the accounts that are lines of a list of payments: where the
 * result ties MIN_LINES different sums or more to its accounts, an account tied to a sum of its
 * own (`tied`, number keys; `""` where two texts tie it different ones) whose every rival is tied
 * one too, and none the same.
 */
export function rivalsBesideLists(rivals: ReadonlyMap<string, readonly string[]>, tied: ReadonlyMap<string, string>): Map<string, readonly string[]> {
  if (rivals.size === 0 || new Set([...tied.values()].filter((s) => s !== "")).size < MIN_LINES) return new Map(rivals);
  const out = new Map<string, readonly string[]>();
  for (const [account, others] of rivals) {
    const own = tied.get(account);
    const listed = own !== undefined && own !== "" && others.every((o) => {
      const theirs = tied.get(o);
      return theirs !== undefined && theirs !== "" && theirs !== own;
    });
    if (!listed) out.set(account, others);
  }
  return out;
}
