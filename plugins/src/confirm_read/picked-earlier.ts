// A record the latest turn picks by a word told of it in an earlier turn's list (`o 6610 é a do
// antibiótico e o 6611 a da pomada`, then `estorna a da pomada`): the turn names no record, yet
// asks for one. The record picked is the one the turn gives the call's record argument: a call on
// another record the conversation holds (the one left in the list) is asked about. A record no one
// said is grounding's, as for every value read against an earlier turn (earlier-turns.ts).
import type { TurnReading, TurnValue } from "@toolgate/grammar-kit";
import type { EarlierRead } from "./earlier-turns.js";
import { idPrefix, leaves, shown, type Slot } from "./slots.js";

/**
 * The record of the newest earlier turn that lists records whose told words alone hold the word
 * the latest turn picks by; undefined where the latest turn picks none, names a record of its
 * own, or the pick matches no record or more than one.
 */
function pickedEarlier(latest: TurnReading, earlier: readonly TurnReading[]): TurnValue | undefined {
  const word = latest.picks;
  if (word === undefined || latest.values.some((v) => v.kind === "id" && v.superseded !== true)) return undefined;
  for (const turn of earlier) {
    if (!turn.read) continue;
    const listed = turn.values.filter((v) => v.toldAs !== undefined);
    if (listed.length < 2) continue;
    const holding = listed.filter((v) => v.toldAs!.includes(word));
    return new Set(holding.map((v) => String(v.value))).size === 1 ? holding[0] : undefined;
  }
  return undefined;
}

/** The call's record arguments that hold another record the conversation holds than the one the latest turn picked from an earlier list. */
export function pickedElsewhere(latest: TurnReading, earlier: readonly TurnReading[], slots: ReadonlyMap<string, Slot>, args: Readonly<Record<string, unknown>>, said: (value: unknown) => boolean): EarlierRead[] {
  const picked = pickedEarlier(latest, earlier);
  if (picked === undefined) return [];
  const out: EarlierRead[] = [];
  for (const [name, slot] of slots) {
    if (slot !== "id" || !(name in args)) continue;
    for (const { value } of leaves(args[name], "")) {
      if ((typeof value === "string" || typeof value === "number") && idPrefix(String(value)) === idPrefix(String(picked.value)) && String(value) !== String(picked.value) && said(value)) {
        out.push({ argument: name, said: shown(picked), call: value });
      }
    }
  }
  return out;
}
