// A value the latest turn picks from an earlier turn's list by its place (`refund the middle one`,
// `put the last of the three in`, `text the second one`, `due on the later of the two`): the grammar
// says the place (kit place-picks.ts), and here it is found in each kind of value the earlier turn
// listed, in the order said. The records, their sums, their days and their phones of one list stand in
// the same order, so the place picks one of each: a call that holds another value of such a list is
// asked about, and a value the earlier turn gave first is no question where the call holds the picked one.
// A pick of several from one end (`os dois primeiros`, `as duas últimas`) picks those of each kind.
import type { TurnReading, TurnValue } from "@toolgate/grammar-kit";
// The subpath, not the kit's index: a check with no turn loads no reader of turns.
import { indexesOfPlace, readPlacePick } from "@toolgate/grammar-kit/place-picks";
import { LISTED_SUM } from "@toolgate/grammar-kit/price-picks";
import type { EarlierRead } from "./earlier-turns.js";
import { ACCEPTS, anotherThanPicked, leaves, sameValue, shown, type Slot } from "./slots.js";
import { sumInDigits } from "./sums.js";

/** One kind of value of the list, with the ones at the picked places (one, or a run from one end) and the others. */
export interface PlacedKind {
  picked: TurnValue[];
  others: TurnValue[];
  /** Whether the kind is the list's records: only a record's argument holds one, though a record said as a bare number reads as a number. */
  records: boolean;
}

/** The kinds a list is read in, the list's own kind first: records, days, phones, addresses, accounts, sums. */
const FAMILIES: ReadonlyArray<(v: TurnValue) => boolean> = [
  (v) => v.kind === "id" || listedRecord(v),
  (v) => v.kind === "date",
  (v) => v.kind === "phone",
  (v) => v.kind === "email",
  (v) => v.kind === "iban",
  // Sums in digits: a count said in words (`three cake orders`) is no item's sum, nor a record the list tells of.
  (v) => sumInDigits(v) && !listedRecord(v),
];

/**
 * Whether a bare number is a record the list tells words of (`o 8120, de 90 reais, e o 8134, de
 * 150`): the grammar told it as a listed record, not as a sum of a list of sums. It stands among the
 * records, so the sums between them keep their own places.
 */
function listedRecord(v: TurnValue): boolean {
  return v.kind === "number" && v.toldAs !== undefined && !v.toldAs.includes(LISTED_SUM);
}

/** A family's values in the order said; empty where one is said twice (which place is whose would be a guess). */
function inOrder(values: readonly TurnValue[], family: (v: TurnValue) => boolean): TurnValue[] {
  const chosen = values.filter(family);
  return new Set(chosen.map((v) => String(v.value))).size === chosen.length ? chosen : [];
}

/**
 * For a latest turn that picks by place, each kind of value the newest earlier turn with a list holds
 * as many of as its list (the first kind with two or more), with the one at the place; undefined where
 * the turn picks by no place or no earlier turn lists. A kind the latest turn names its own value of
 * (`make the invoice for 640 due on the later of the two` names its sum) is not picked from.
 */
export function pickedByPlace(latest: TurnReading, earlier: readonly TurnReading[]): PlacedKind[] | undefined {
  const pick = readPlacePick(latest.picks);
  if (pick === undefined) return undefined;
  for (const turn of earlier) {
    if (!turn.read) return undefined;
    const lists = FAMILIES.map((family) => ({ family, values: inOrder(turn.values, family) }));
    const length = lists.find((l) => l.values.length >= 2)?.values.length;
    if (length === undefined) {
      // A turn that gives no value (`ok, one sec`) stands between the list and the pick; one that gives some is what the pick speaks of.
      if (turn.values.some((v) => v.count !== true)) return undefined;
      continue;
    }
    const at = indexesOfPlace(pick, length);
    if (at === undefined) return undefined;
    const own = latest.values.filter((v) => v.superseded !== true && v.count !== true);
    return lists
      .filter((l) => l.values.length === length && !own.some(l.family))
      .map((l) => ({ picked: at.map((k) => l.values[k]!), others: l.values.filter((_, k) => !at.includes(k)), records: l.family === FAMILIES[0] }));
  }
  return undefined;
}

/** The kinds of the list an argument of this slot may hold. */
function ofSlot(placed: readonly PlacedKind[], slot: Slot): PlacedKind[] {
  return placed.filter((p) => (p.records ? slot === "id" : ACCEPTS[slot].includes(p.picked[0]!.kind)));
}

/** The call's arguments that hold another value of the list than the one at the picked place. */
export function placedElsewhere(placed: readonly PlacedKind[] | undefined, slots: ReadonlyMap<string, Slot>, args: Readonly<Record<string, unknown>>): EarlierRead[] {
  if (placed === undefined) return [];
  const out: EarlierRead[] = [];
  for (const [name, slot] of slots) {
    if (slot === "text" || !(name in args)) continue;
    for (const kind of ofSlot(placed, slot)) {
      for (const { value } of leaves(args[name], "")) {
        if (anotherThanPicked(slot, value, kind.picked, kind.others)) out.push({ argument: name, said: kind.picked.map(shown).join(", "), call: value });
      }
    }
  }
  return out;
}

/** Whether a read of an argument is answered by the place picked: the call holds the value at that place. */
export function heldByPlace(placed: readonly PlacedKind[] | undefined, slots: ReadonlyMap<string, Slot>, read: { argument: string; call?: unknown }): boolean {
  const slot = slots.get(read.argument);
  if (placed === undefined || slot === undefined || slot === "text" || read.call === undefined) return false;
  return ofSlot(placed, slot).some((kind) => kind.picked.some((v) => sameValue(slot, read.call, v)));
}
