// The values a turn ties to a look-up: `look up order CH-118 for the robes, and then refund 40 on
// CH-119`, `can check order TR-660 first, then refund 80 on TR-661`, `pull up the member record for
// CL-M204 and then update phone for member CL-M205`. Where the turn asks for several acts clause by
// clause, the values of a clause headed by a verb that only looks are marked (TurnValue `lookedUp`),
// so that a read called with another clause's record is read against the one the look-up names.
import { wordTable, type ClauseAct, type TurnValue } from "@toolgate/grammar-kit";

/** Verbs that head a clause which only looks a record up, whatever words follow (`up`, `out`, the record's word). */
const LOOK_UP_VERBS: Readonly<Record<string, string>> = wordTable({
  look: "`look up order CH-118`, `look at 4471`",
  check: "`check order TR-660 first`",
  pull: "`pull up the member record for CL-M204`",
  find: "`find order 5501`",
  fetch: "`fetch booking BK-9`",
  show: "`show me invoice 221`",
  view: "`view account C-7`",
  grab: "`grab the details of 4471`",
  open: "`open the file on C-12`",
});

/** The first word of a clause at `start`, lower case: the verb that heads it. */
function headWord(text: string, start: number): string {
  let end = start;
  while (end < text.length && /[\p{L}]/u.test(text[end]!)) end++;
  return text.slice(start, end).toLowerCase();
}

/** Marks the values of the turn's look-up clauses `lookedUp`: values carry the act of their clause only where the turn asks for several. */
export function markLookedUp(text: string, values: readonly TurnValue[], acts: readonly ClauseAct[]): void {
  const lookUps = new Set<string>();
  const others = new Set<string>();
  for (const a of acts) (Object.hasOwn(LOOK_UP_VERBS, headWord(text, a.start)) ? lookUps : others).add(a.act);
  // An act key two clauses share, one looking and one not, tells no look-up apart.
  for (const v of values) if (v.act !== undefined && lookUps.has(v.act) && !others.has(v.act)) v.lookedUp = true;
}
