// A record the latest turn picks by a word told of it in an earlier turn's list (`o 6610 é a do
// antibiótico e o 6611 a da pomada`, then `estorna a da pomada`): the turn names no record, yet
// asks for one. The record picked is the one the turn gives the call's record argument: a call on
// another record the conversation holds (the one left in the list) is asked about. A record no one
// said is grounding's, as for every value read against an earlier turn (earlier-turns.ts).
import type { TurnReading, TurnValue } from "@toolgate/grammar-kit";
// The subpath, not the kit's index: a check with no turn loads no reader of turns.
import { LISTED_SUM, OTHER_PICK, picksByPrice } from "@toolgate/grammar-kit/price-picks";
import type { EarlierRead } from "./earlier-turns.js";
import { ACCEPTS, idPrefix, leaves, sameValue, shown, type Slot } from "./slots.js";

/** What the latest turn picked from an earlier list: the word it picks by, the value, and the other values that list told words of. */
export interface Pick {
  word: string;
  picked: TurnValue;
  others: TurnValue[];
  /**
   * The values the picked record carries, each kind with the others of its list: the contact or day
   * of the record's own row (`RS-407, …, graca.m@…`), or the contact a later list tells by the
   * record's own words (`o sofá é da dona Célia, cel …`).
   */
  row: RowKind[];
}

/** One kind of value a picked record carries: the one it holds, and the others of its list. */
export interface RowKind {
  picked: TurnValue;
  others: TurnValue[];
}

/** The kinds a record's row holds one of each, in the order of its list: its contacts and its days. */
const ROW_KINDS: readonly TurnValue["kind"][] = ["phone", "email", "date"];

/**
 * The record (or sum) of the newest earlier turn that lists records whose told words alone hold the
 * word the latest turn picks by; undefined where the latest turn picks none, names a record of its
 * own, or the pick matches more than one. A list that holds no value told by the word is passed over
 * for an older one (`os clientes: o sofá é da dona Célia, cel …`, after the list of orders): the value
 * picked there may be reached through it.
 */
export function pickedEarlier(latest: TurnReading, earlier: readonly TurnReading[]): Pick | undefined {
  const word = latest.picks;
  if (word === undefined) return undefined;
  if (word === OTHER_PICK) return otherThanPicked(latest, earlier);
  const newer: TurnValue[][] = [];
  for (const turn of earlier) {
    if (!turn.read) continue;
    const listed = turn.values.filter((v) => v.toldAs !== undefined);
    if (listed.length < 2) continue;
    const holding = listed.filter((v) => v.toldAs!.includes(word));
    const distinct = new Set(holding.map((v) => String(v.value))).size;
    if (distinct === 0) {
      newer.push(listed);
      continue;
    }
    if (distinct !== 1) return undefined;
    const picked = holding[0]!;
    if (namesItsOwn(latest, picked, word)) return undefined;
    const others = listed.filter((v) => String(v.value) !== String(picked.value));
    return { word, picked, others, row: [...rowOf(picked, listed, turn), ...reachedThrough(picked, others, newer)] };
  }
  return undefined;
}

/**
 * The values of a picked record's own row: where the turn that lists the records holds as many values
 * of a kind (phones, addresses, days) as records, in the same order, the one at the record's place is
 * the record's (`RS-404, …, valente@…; RS-407, …, graca.m@…`).
 */
function rowOf(picked: TurnValue, listed: readonly TurnValue[], turn: TurnReading): RowKind[] {
  if (picked.kind !== "id" && !(picked.kind === "number" && !(picked.toldAs ?? []).includes(LISTED_SUM))) return [];
  const records = listed.filter((v) => v.kind === picked.kind);
  const at = records.indexOf(picked);
  const out: RowKind[] = [];
  for (const kind of ROW_KINDS) {
    const ofKind = turn.values.filter((v) => v.kind === kind && v.superseded !== true);
    if (ofKind.length !== records.length || new Set(ofKind.map((v) => String(v.value))).size !== ofKind.length) continue;
    out.push({ picked: ofKind[at]!, others: ofKind.filter((_, k) => k !== at) });
  }
  return out;
}

/**
 * The value of a newer list (`os clientes: o sofá é da dona Célia, cel …; a mesa é do Marcos, cel …`)
 * told by a word the older list told of the picked record alone (`mesa`): the contact reached through
 * the record. One newer value, of one newer list, holding such a word; none where two would.
 */
function reachedThrough(picked: TurnValue, others: readonly TurnValue[], newer: readonly TurnValue[][]): RowKind[] {
  const othersWords = new Set(others.flatMap((v) => v.toldAs ?? []));
  const own = (picked.toldAs ?? []).filter((w) => !othersWords.has(w) && !w.startsWith("$"));
  for (const listed of newer) {
    const holding = listed.filter((v) => v.toldAs!.some((w) => own.includes(w)));
    if (holding.length !== 1) continue;
    const reached = holding[0]!;
    return [{ picked: reached, others: listed.filter((v) => v !== reached && v.kind === reached.kind) }];
  }
  return [];
}

/**
 * `no sorry, the other one`: the newest earlier turn that picked from a list of two (`they're dropping
 * the suite`) is taken back, and the latest turn picks the one that pick left. Undefined where no
 * earlier turn picked, its pick is unread, or the list held more than one other.
 */
function otherThanPicked(latest: TurnReading, earlier: readonly TurnReading[]): Pick | undefined {
  const at = earlier.findIndex((turn) => turn.read && turn.picks !== undefined);
  if (at < 0 || earlier[at]!.picks === OTHER_PICK) return undefined;
  const before = pickedEarlier(earlier[at]!, earlier.slice(at + 1));
  if (before === undefined) return undefined;
  const left = [...new Map(before.others.filter((v) => v.kind === before.picked.kind).map((v) => [String(v.value), v])).values()];
  if (left.length !== 1 || namesItsOwn(latest, left[0]!, before.word)) return undefined;
  return { word: before.word, picked: left[0]!, others: [before.picked], row: [] };
}

/**
 * Whether the latest turn names a value of its own where the pick would give one: for a record, a
 * record of the same kind (`go with the green one, invoice customer CY-5` names a customer, not a
 * job: the pick still gives the job); for a sum picked from a list of sums (`they went for the dearer
 * one, invoice it to customer RM-55`), a sum; for a day or an address, one of its own kind.
 */
function namesItsOwn(latest: TurnReading, picked: TurnValue, word: string): boolean {
  const live = latest.values.filter((v) => v.superseded !== true);
  if (pickedSum(picked, word)) return live.some((v) => isSum(v) && v.count !== true && /\d/.test(v.text));
  // A record said as a bare number (`o 6610`): the turn names its own where it names a record.
  if (isSum(picked)) return live.some((v) => v.kind === "id");
  if (picked.kind === "id") return live.some((v) => v.kind === "id" && idPrefix(String(v.value)) === idPrefix(String(picked.value)));
  return live.some((v) => v.kind === picked.kind);
}

/**
 * A sum picked from a list of sums (`two quotes: 1.8k for the van only and 2.5k with packing`, then
 * `they went for the dearer one`): the call's number arguments that hold another sum of that list.
 * Only the list's own other sums are asked about: a number argument may hold a count or a sum worked
 * out of the pick, and a sum no one said is grounding's.
 */
function pickedSumElsewhere(pick: Pick, slots: ReadonlyMap<string, Slot>, args: Readonly<Record<string, unknown>>): EarlierRead[] {
  const others = new Set(pick.others.filter((v) => typeof v.value === "number").map((v) => v.value as number));
  const out: EarlierRead[] = [];
  for (const [name, slot] of slots) {
    if (slot !== "number" || !(name in args)) continue;
    for (const { value } of leaves(args[name], "")) {
      if (typeof value === "number" && value !== pick.picked.value && others.has(value)) out.push({ argument: name, said: shown(pick.picked), call: value });
    }
  }
  return out;
}

/** The call's record arguments that hold another record the conversation holds than the one the latest turn picked from an earlier list; for a picked sum, its number arguments that hold another sum of the list. */
export function pickedElsewhere(pick: Pick | undefined, slots: ReadonlyMap<string, Slot>, args: Readonly<Record<string, unknown>>, said: (value: unknown) => boolean): EarlierRead[] {
  if (pick === undefined) return [];
  const picked = pick.picked;
  // A sum picked (by price, or by a word: `the garden room is 1,800 and the loft is 2,400`): the list's other sums are asked of the call's numbers.
  const out: EarlierRead[] = pickedSum(picked, pick.word) ? pickedSumElsewhere(pick, slots, args) : [];
  // A day or an address picked (`the piano lesson on the 10th and the guitar lesson on the 11th`): the list's others are asked of every argument.
  if (!isSum(picked) && picked.kind !== "id") out.push(...pickedPlaceElsewhere(pick, slots, args));
  // What the picked record carries (its row's contact, a contact reached through it): the others of each kind are asked of every argument.
  for (const kind of pick.row) out.push(...pickedPlaceElsewhere({ word: pick.word, ...kind, row: [] }, slots, args));
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

/**
 * Where a day or an address was picked, the call's arguments that hold another of the list's days or
 * addresses: as written, or as its argument's kind reads it (`020 7946 0381` for the landline told
 * `02079460381`).
 */
function pickedPlaceElsewhere(pick: Pick, slots: ReadonlyMap<string, Slot>, args: Readonly<Record<string, unknown>>): EarlierRead[] {
  const key = (value: unknown) => String(value).trim().toLowerCase();
  const otherValues = pick.others.filter((v) => v.kind === pick.picked.kind && key(v.value) !== key(pick.picked.value));
  const others = new Set(otherValues.map((v) => key(v.value)));
  const out: EarlierRead[] = [];
  for (const name of Object.keys(args)) {
    const slot = slots.get(name);
    const readAs = slot !== undefined && slot !== "text" && ACCEPTS[slot].includes(pick.picked.kind) ? slot : undefined;
    for (const { value } of leaves(args[name], "")) {
      if (typeof value !== "string") continue;
      const other = others.has(key(value)) || (readAs !== undefined && !sameValue(readAs, value, pick.picked) && otherValues.some((v) => sameValue(readAs, value, v)));
      if (other) out.push({ argument: name, said: shown(pick.picked), call: value });
    }
  }
  return out;
}

/**
 * Whether an earlier-turn read of an argument is answered by the pick: the call holds a contact or a
 * day the picked record carries, or the sum the earlier list told of the record the latest turn picked (`BK-410 at 60 and BK-411 at 95`, then
 * `go with the cheaper one`, and the call refunds 60). The list's other sums are not the call's.
 */
export function heldByPick(pick: Pick | undefined, earlier: readonly TurnReading[], slots: ReadonlyMap<string, Slot>, read: { argument: string; call?: unknown }): boolean {
  const slot = slots.get(read.argument);
  // The contact or day the picked record carries is the call's, as the record is.
  if (pick !== undefined && slot !== undefined && slot !== "text" && pick.row.some((kind) => ACCEPTS[slot].includes(kind.picked.kind) && sameValue(slot, read.call, kind.picked))) return true;
  if (slot !== "number" || typeof read.call !== "number") return false;
  if (pick === undefined || pick.picked.kind !== "id") return false;
  return sumsToldOf(earlier, String(pick.picked.value)).some((v) => v.value === read.call);
}

/**
 * For a turn that gives no sum of its own and picks a record from an earlier list (`she's sending
 * back the dearer one. refund it`), the call's number arguments that hold another sum than the one
 * the list told of that record (`DB-611 at £129.50`, and the call refunds 125.50): the picked record
 * carries its sum. Only where the list told the record exactly one sum.
 */
export function pickedSumCarried(latest: TurnReading, pick: Pick | undefined, earlier: readonly TurnReading[], slots: ReadonlyMap<string, Slot>, args: Readonly<Record<string, unknown>>): EarlierRead[] {
  if (latest.values.some((v) => v.superseded !== true && isSum(v))) return [];
  if (pick === undefined || pick.picked.kind !== "id") return [];
  // A turn after the list that gives a sum of its own (`o segundo passa a 95`) may have changed the
  // record's: the list's sum is no longer surely the one the pick carries.
  const listedAt = earlier.findIndex((turn) => turn.values.includes(pick.picked));
  if (earlier.slice(0, Math.max(0, listedAt)).some((turn) => turn.values.some((v) => v.superseded !== true && isSum(v) && /\d/.test(v.text)))) return [];
  const sums = sumsToldOf(earlier, String(pick.picked.value));
  if (new Set(sums.map((v) => v.value)).size !== 1) return [];
  const told = sums[0]!;
  const out: EarlierRead[] = [];
  for (const [name, slot] of slots) {
    if (slot !== "number" || !(name in args)) continue;
    for (const { value } of leaves(args[name], "")) if (typeof value === "number" && value !== told.value) out.push({ argument: name, said: shown(told), call: value });
  }
  return out;
}

/**
 * Whether the pick picks a sum: by price, or by a word told of a sum of a list of sums (LISTED_SUM). A
 * bare number of another list may be a record (`o 6610 é a da pomada`), picked as a record.
 */
function pickedSum(picked: TurnValue, word: string): boolean {
  return isSum(picked) && (picksByPrice(word) || (picked.toldAs ?? []).includes(LISTED_SUM));
}

/** Whether a value is a sum: an amount or a number. */
function isSum(v: TurnValue): boolean {
  return v.kind === "amount" || v.kind === "number";
}

/** The sums earlier turns told of a record (`BK-410 at 60`): what a pick of the record carries. */
function sumsToldOf(earlier: readonly TurnReading[], record: string): TurnValue[] {
  return earlier.flatMap((turn) => turn.values.filter((v) => v.of === record && typeof v.value === "number" && isSum(v)));
}
