// A read called with the record of another step where the turn ties its look-up to one record:
// `look up order CH-118 for the robes, and then refund 40 on CH-119`, `get_order CH-119` called. The
// grammar marks the values of a look-up clause (TurnValue `lookedUp`); a read whose id the turn
// gives only to another act, while a look-up clause names one id of its own, is asked about. A
// look-up the turn does not tie to a record (`refund 40 on CH-119`, a check of the order first)
// stays quiet, as every read does.
import type { TurnValue } from "@toolgate/grammar-kit";
import { ACCEPTS, sameValue, shown, type Slot } from "./slots.js";

/** The look-up's own id and the call's, where the call's id is another act's and the turn ties the look-up to one id. */
export function lookedUpInstead(
  slot: Slot,
  given: ReadonlyArray<{ value: unknown }>,
  values: readonly TurnValue[],
  free: (v: TurnValue) => boolean,
): { said: string; call: unknown } | undefined {
  if (slot !== "id" || given.length !== 1) return undefined;
  const call = given[0]!.value;
  const held = values.filter((v) => ACCEPTS[slot].includes(v.kind) && sameValue(slot, call, v));
  // The call's id must be said, and only in clauses of other acts: a value of no act, or the look-up's own, is the read's.
  if (held.length === 0 || held.some((v) => v.act === undefined || v.lookedUp === true)) return undefined;
  const looked = values.filter((v) => v.lookedUp === true && v.kind === "id" && v.background !== true && v.superseded !== true && free(v));
  return looked.length === 1 ? { said: shown(looked[0]!), call } : undefined;
}
