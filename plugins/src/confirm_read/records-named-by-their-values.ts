// A record the latest turn names by a value an earlier turn's list tied to it, not by the record
// itself (`a LV-220 chega quinta; e a LV-221 chega sexta`, then `cancele a que chega sexta`; `o 7701
// por 20 e o 7702 por 35`, then `estorna o de 35`): the value the turn gives is that record's (the
// reading's `of`), so a call on another record of the list took the one the person did not name.
// Only where the turn names no record of its own and its values go to one listed record alone.
import type { TurnReading, TurnValue } from "@toolgate/grammar-kit";
import type { EarlierRead } from "./earlier-turns.js";
import { idPrefix, leaves, shown, type Slot } from "./slots.js";

/** A value's kind and value, as two readings' values are matched. */
function keyOf(v: TurnValue): string {
  return `${v.kind}:${String(v.value)}`;
}

/**
 * The one record of the newest earlier turn that ties values to two records or more whose tied
 * values the latest turn gives, or undefined: none, or more than one.
 */
function recordNamed(latest: readonly TurnValue[], earlier: readonly TurnReading[]): { record: TurnValue; listed: readonly TurnValue[] } | undefined {
  const given = new Set(latest.filter((v) => v.kind !== "id").map(keyOf));
  if (given.size === 0) return undefined;
  for (const turn of earlier) {
    if (!turn.read) continue;
    const tied = turn.values.filter((v) => v.of !== undefined && v.superseded !== true);
    const records = new Set(tied.map((v) => v.of!));
    if (records.size < 2) continue;
    const named = new Set(tied.filter((v) => given.has(keyOf(v))).map((v) => v.of!));
    if (named.size !== 1) return undefined;
    const [id] = named;
    const listed = turn.values.filter((v) => v.kind === "id" && records.has(String(v.value)));
    const record = listed.find((v) => String(v.value) === id);
    return record === undefined ? undefined : { record, listed };
  }
  return undefined;
}

/** The call's record arguments that hold another record of the list than the one the latest turn names by its value. */
export function recordsNamedByTheirValues(latest: TurnReading, earlier: readonly TurnReading[], slots: ReadonlyMap<string, Slot>, args: Readonly<Record<string, unknown>>): EarlierRead[] {
  const live = latest.values.filter((v) => v.superseded !== true);
  if (live.some((v) => v.kind === "id")) return [];
  const named = recordNamed(live, earlier);
  if (named === undefined) return [];
  const others = new Set(named.listed.map((v) => String(v.value)).filter((v) => v !== String(named.record.value)));
  const out: EarlierRead[] = [];
  for (const [name, slot] of slots) {
    if (slot !== "id" || !(name in args)) continue;
    for (const { value } of leaves(args[name], "")) {
      if ((typeof value === "string" || typeof value === "number") && others.has(String(value)) && idPrefix(String(value)) === idPrefix(String(named.record.value))) out.push({ argument: name, said: shown(named.record), call: value });
    }
  }
  return out;
}
