// A record the latest turn picks by a word told of it in an earlier turn's list (`o 6610 é a do
// antibiótico e o 6611 a da pomada`, then `estorna a da pomada`): the turn names no record, yet
// asks for one. The record picked is the one the turn gives the call's record argument: a call on
// another record of its kind is asked about, the one left in the list or one nobody said (grounding
// asks about that too), as for every value read against an earlier turn (earlier-turns.ts).
import type { TurnReading, TurnValue } from "@toolgate/grammar-kit";
// The subpath, not the kit's index: a check with no turn loads no reader of turns.
import { LISTED_SUM, OTHER_PICK, picksByPrice } from "@toolgate/grammar-kit/price-picks";
import { stemOfPick } from "@toolgate/grammar-kit/told-of-each";
import type { EarlierRead } from "./earlier-turns.js";
import { ACCEPTS, anotherThanPicked, idPrefix, leaves, sameValue, shown, type Slot } from "./slots.js";
import { isSum, sumInDigits } from "./sums.js";

/**
 * The word of a pick of a place an earlier turn priced by its number, named again by that number
 * (places-named-again.ts): it picks the place's price, a sum, as a pick by price does.
 */
export const PLACE_NAMED = "$place";

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

/** The kinds a record's row holds one of each, in the order of its list: its contacts, its account and its days. */
const ROW_KINDS: readonly TurnValue["kind"][] = ["phone", "email", "iban", "date"];

/**
 * The record (or sum) of the newest earlier turn that lists records whose told words alone hold the
 * word the latest turn picks by; undefined where the latest turn picks none, names a record of its
 * own, or the pick matches more than one. A list that holds no value told by the word is passed over
 * for an older one (`os clientes: o sofá é da dona Célia, cel …`, after the list of orders): the value
 * picked there may be reached through it. A call that sends is read against the place the turn's send
 * picks (`text him on the mobile`), where it picks one, not the thing its other act picks (`update his
 * file with the home one`).
 */
export function pickedEarlier(latest: TurnReading, earlier: readonly TurnReading[], counts: readonly TurnValue[] = [], sends = false): Pick | undefined {
  // A send's word that tells of no listed value (`ao hóspede`, a word for anyone) picks nothing: the
  // turn's own pick (`a mais barata`) says whose contact the send goes to.
  const bySend = sends && latest.sendPicks !== undefined ? pickedBy(latest.sendPicks, latest, earlier, counts, sends) : undefined;
  return bySend ?? (latest.picks === undefined ? undefined : pickedBy(latest.picks, latest, earlier, counts, sends));
}

/** The value of the newest earlier list that `word` picks (pickedEarlier). */
function pickedBy(word: string, latest: TurnReading, earlier: readonly TurnReading[], counts: readonly TurnValue[], sends: boolean): Pick | undefined {
  if (word === OTHER_PICK) return otherThanPicked(latest, earlier);
  const newer: Array<{ listed: TurnValue[]; turn: TurnReading }> = [];
  for (const turn of earlier) {
    if (!turn.read) continue;
    // A count of things the story tells in passing (`o pacote do Rafa foram 8 sessões a R$ 90 cada`) is
    // no thing of the list: a pick by the words told beside it picks none through it.
    const told = turn.values.filter((v) => v.toldAs !== undefined);
    const priced = told.some((v) => v.currency !== undefined);
    const listed = priced ? told.filter((v) => !countToldInPassing(v)) : told;
    if (listed.length < 2) continue;
    const holding = byCount(counts, listed.filter((v) => v.toldAs!.includes(word)), turn.values);
    const distinct = new Set(holding.map((v) => String(v.value))).size;
    if (distinct === 0) {
      newer.push({ listed, turn });
      continue;
    }
    if (distinct !== 1) return undefined;
    const picked = holding[0]!;
    if (namesItsOwn(latest, picked, word, sends)) return ownSumBeside(word, picked, listed, turn);
    // A contact picked from a turn's contacts leaves each other contact of its kind that turn gave,
    // told of by words or not (`as rosas a Sofia, 916 …; a coroa a família Teixeira, 253 …`).
    const pool = picked.kind === "phone" || picked.kind === "email" ? [...listed, ...turn.values.filter((v) => v.kind === picked.kind && v.toldAs === undefined && v.superseded !== true)] : listed;
    const others = pool.filter((v) => String(v.value) !== String(picked.value));
    return { word, picked, others, row: [...rowOf(picked, listed, turn), ...reachedThrough(picked, others, newer)] };
  }
  return undefined;
}

/**
 * A bare number of one or two digits the grammar sets in the background, in a list whose sums are said
 * with their currency (checked by the caller): a count of things told in passing, no sum nor record.
 * Where no sum of the list names a currency (`three wool scarves, 36 in all`), a bare number may be the sum.
 */
function countToldInPassing(v: TurnValue): boolean {
  return v.kind === "number" && v.background === true && v.currency === undefined && /^\d{1,2}$/.test(v.text);
}

/**
 * A sum picked where the latest turn says a sum of its own (`manda pra cliente da coloração: chega 10
 * min antes`): the sum asked for is the turn's, so the pick gives none and sets no other sum apart,
 * but the row of the sum picked still says whose contact is meant. Undefined for any other value, or
 * where the row holds no contact.
 */
function ownSumBeside(word: string, picked: TurnValue, listed: readonly TurnValue[], turn: TurnReading): Pick | undefined {
  if (!pickedSum(picked, word)) return undefined;
  const row = rowOf(picked, listed, turn).filter((kind) => kind.picked.kind !== "date");
  return row.length === 0 ? undefined : { word, picked, others: [], row };
}

/**
 * Of the values a pick's word holds more than one of, those the latest turn's counts (`counts`, its
 * count values) tell apart: the count said in words among the value's told words (`the two nights in
 * room 12 are HT-8812, the one night in room 14 is HT-8813`, then `refund the two nights`), or a
 * price of one told of it for as many things (`the three nights by the lake are CB-1 at 50 a night`,
 * TurnValue `eachOf`). All of them where the counts tell none apart.
 */
function byCount(counts: readonly TurnValue[], holding: readonly TurnValue[], listing: readonly TurnValue[]): readonly TurnValue[] {
  if (new Set(holding.map((v) => String(v.value))).size < 2) return holding;
  const said = counts.filter((v) => v.count === true && typeof v.value === "number");
  const words = said.filter((v) => /^\p{L}+$/u.test(v.text)).map((v) => stemOfPick(v.text));
  const many = new Set<unknown>(said.map((v) => v.value));
  const priced = (v: TurnValue) => many.has(v.eachOf) || listing.some((p) => p.of === String(v.value) && many.has(p.eachOf));
  const counted = holding.filter((v) => words.some((c) => v.toldAs!.includes(c)) || priced(v));
  return counted.length > 0 ? counted : holding;
}

/**
 * The values of a picked record's own row: where the turn that lists the records holds as many values
 * of a kind (phones, addresses, days) as records, in the same order, the one at the record's place is
 * the record's (`RS-404, …, valente@…; RS-407, …, graca.m@…`). A contact picked carries the contact of
 * the other kind in its row the same way.
 */
function rowOf(picked: TurnValue, listed: readonly TurnValue[], turn: TurnReading): RowKind[] {
  // A record, a bare number the list tells as one, a sum the list tells by its words (`13h coloração
  // da Denise, R$ 240, cel …`), or a contact (`o Theo é do Fábio, fabio@…, cel …`): each stands in a
  // row that may hold its other contacts.
  if (picked.kind !== "id" && picked.kind !== "email" && picked.kind !== "phone" && !isSum(picked)) return [];
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
 * the record. One newer value, of one newer list, holding such a word; none where two would. A newer
 * list that names the picked record itself again (`os clientes: o PZ-701 é da Renata, cel …; o PZ-703
 * é da Luana, cel …`) reaches the contact of the record's own row there.
 */
function reachedThrough(picked: TurnValue, others: readonly TurnValue[], newer: ReadonlyArray<{ listed: TurnValue[]; turn: TurnReading }>): RowKind[] {
  const othersWords = new Set(others.flatMap((v) => v.toldAs ?? []));
  const own = (picked.toldAs ?? []).filter((w) => !othersWords.has(w) && !w.startsWith("$"));
  for (const { listed, turn } of newer) {
    const again = picked.kind === "id" ? listed.filter((v) => v.kind === "id" && String(v.value) === String(picked.value)) : [];
    if (again.length === 1) {
      const row = rowOf(again[0]!, listed, turn);
      if (row.length > 0) return row;
    }
    const holding = listed.filter((v) => v.toldAs!.some((w) => own.includes(w)));
    if (holding.length !== 1) continue;
    const reached = holding[0]!;
    return [{ picked: reached, others: listed.filter((v) => v !== reached && v.kind === reached.kind) }];
  }
  return [];
}

/**
 * `no sorry, the other one`: the newest earlier turn that picked from a list of two (`they're dropping
 * the suite`), or else the turn just before where it named one record of such a list (`cancel
 * BL-100`), is taken back, and the latest turn picks the one it left. Undefined where no turn picked
 * or named one, its pick is unread, or the list held more than one other.
 */
function otherThanPicked(latest: TurnReading, earlier: readonly TurnReading[]): Pick | undefined {
  const at = earlier.findIndex((turn) => turn.read && turn.picks !== undefined);
  if (at >= 0 && earlier[at]!.picks === OTHER_PICK) return undefined;
  const before = at >= 0 ? pickedEarlier(earlier[at]!, earlier.slice(at + 1), earlier[at]!.values) : namedFromAList(earlier);
  if (before === undefined) return undefined;
  const left = [...new Map(before.others.filter((v) => v.kind === before.picked.kind).map((v) => [String(v.value), v])).values()];
  if (left.length !== 1 || namesItsOwn(latest, left[0]!, before.word, true)) return undefined;
  return { word: before.word, picked: left[0]!, others: [before.picked], row: [] };
}

/**
 * The record the turn just before the latest names by itself (`cancel BL-100`), where an older turn
 * listed it beside others of its kind (`two orders: BL-100 for 60 and BL-200 for 95`): what `the
 * other one` is other than, as a pick is. Undefined where that turn names none or more than one.
 */
function namedFromAList(earlier: readonly TurnReading[]): Pick | undefined {
  const named = (earlier[0]?.values ?? []).filter((v) => v.kind === "id" && v.superseded !== true && v.toldAs === undefined);
  if (!earlier[0]?.read || new Set(named.map((v) => String(v.value))).size !== 1) return undefined;
  const id = String(named[0]!.value);
  for (const turn of earlier.slice(1)) {
    const listed = turn.values.filter((v) => v.kind === "id" && v.toldAs !== undefined);
    const picked = listed.find((v) => String(v.value) === id);
    if (picked !== undefined) return { word: OTHER_PICK, picked, others: listed.filter((v) => v !== picked), row: [] };
  }
  return undefined;
}

/**
 * Whether the latest turn names a value of its own where the pick would give one: for a record, a
 * record of the same kind (`go with the green one, invoice customer CY-5` names a customer, not a
 * job: the pick still gives the job); for a sum picked from a list of sums (`they went for the dearer
 * one, invoice it to customer RM-55`), a sum; for a day or an address, one of its own kind.
 */
function namesItsOwn(latest: TurnReading, picked: TurnValue, word: string, sends: boolean): boolean {
  const live = latest.values.filter((v) => v.superseded !== true);
  // For a call that sends nothing, a contact the turn's send goes to is the send's, not the thing the
  // turn's other act picks (`update his account so the work number is the main one, and text him on 07700 900316`).
  if (!sends && (picked.kind === "phone" || picked.kind === "email")) return live.some((v) => v.kind === picked.kind && !latest.destinations.some((d) => d.kind === v.kind && d.value === String(v.value)));
  if (pickedSum(picked, word)) return live.some(sumInDigits);
  // A record said as a bare number (`o 6610`): the turn names its own where it names a record.
  if (isSum(picked)) return live.some((v) => v.kind === "id");
  if (picked.kind === "id") return live.some((v) => v.kind === "id" && idPrefix(String(v.value)) === idPrefix(String(picked.value)));
  return live.some((v) => v.kind === picked.kind);
}

/**
 * A sum picked from a list of sums (`two quotes: 1.8k for the van only and 2.5k with packing`, then
 * `they went for the dearer one`): the call's number arguments that hold another sum of that list.
 * Where the latest turn says a sum of its own, only the list's own other sums are asked about: the
 * call may hold a sum worked out of the pick with it (`half of the dearer one, 1,250`), and a sum no
 * one said is grounding's. Where it says none, every other sum but a count it says is asked about.
 */
function pickedSumElsewhere(pick: Pick, slots: ReadonlyMap<string, Slot>, args: Readonly<Record<string, unknown>>, turns: { latest: TurnReading; earlier: readonly TurnReading[] }): EarlierRead[] {
  const others = new Set(pick.others.filter((v) => typeof v.value === "number").map((v) => v.value as number));
  // A turn that says no sum of its own but counts (`she's bringing back the three pins, refund them`)
  // leaves nothing to work out: the picked sum is the one asked for, and any other is asked about;
  // not where a turn after the list gave a sum (`o do Rui fica a 45`), which may have changed it.
  const carried = !saysSum(turns.latest) && !changedSinceListed(pick, turns.earlier);
  const counts = new Set(turns.latest.values.filter((v) => v.count === true).map((v) => v.value));
  const out: EarlierRead[] = [];
  for (const [name, slot] of slots) {
    if (slot !== "number" || !(name in args)) continue;
    for (const { value } of leaves(args[name], "")) {
      if (typeof value === "number" && value !== pick.picked.value && (others.has(value) || (carried && !counts.has(value)))) out.push({ argument: name, said: shown(pick.picked), call: value });
    }
  }
  return out;
}

/** The call's record arguments that hold another record of its kind than the one the latest turn picked from an earlier list, said by anybody or not; for a picked sum, its number arguments that hold another sum (pickedSumElsewhere). */
export function pickedElsewhere(pick: Pick | undefined, slots: ReadonlyMap<string, Slot>, args: Readonly<Record<string, unknown>>, turns: { latest: TurnReading; earlier: readonly TurnReading[] }): EarlierRead[] {
  if (pick === undefined) return [];
  const picked = pick.picked;
  // A sum picked (by price, or by a word: `the garden room is 1,800 and the loft is 2,400`): the list's other sums are asked of the call's numbers.
  const out: EarlierRead[] = pickedSum(picked, pick.word) ? pickedSumElsewhere(pick, slots, args, turns) : [];
  // A day or an address picked (`the piano lesson on the 10th and the guitar lesson on the 11th`): the list's others are asked of every argument.
  if (!isSum(picked) && picked.kind !== "id") out.push(...pickedPlaceElsewhere(pick, slots, args));
  // What the picked record carries (its row's contact, a contact reached through it): the others of each kind are asked of every argument.
  // A kind the latest turn gives a value of its own (`manda pro 11 9…`) is the turn's, not the row's.
  const own = turns.latest.values.filter((v) => v.superseded !== true);
  for (const kind of pick.row) if (!own.some((v) => v.kind === kind.picked.kind)) out.push(...pickedPlaceElsewhere({ word: pick.word, ...kind, row: [] }, slots, args));
  for (const [name, slot] of slots) {
    if (slot !== "id" || !(name in args)) continue;
    for (const { value } of leaves(args[name], "")) {
      if ((typeof value === "string" || typeof value === "number") && idPrefix(String(value)) === idPrefix(String(picked.value)) && String(value) !== String(picked.value)) {
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
      const other = others.has(key(value)) || (readAs !== undefined && anotherThanPicked(readAs, value, pick.picked, otherValues));
      if (other) out.push({ argument: name, said: shown(pick.picked), call: value });
    }
  }
  return out;
}

/**
 * Whether an earlier-turn read of an argument is answered by the pick: the call holds the contact or
 * day picked, or one the picked record carries, or the sum the earlier list told of the record the latest turn picked (`BK-410 at 60 and BK-411 at 95`, then
 * `go with the cheaper one`, and the call refunds 60). The list's other sums are not the call's.
 */
export function heldByPick(pick: Pick | undefined, earlier: readonly TurnReading[], slots: ReadonlyMap<string, Slot>, read: { argument: string; call?: unknown }): boolean {
  const slot = slots.get(read.argument);
  if (pick !== undefined && slot !== undefined && slot !== "text") {
    // The contact or day picked itself (`sorry, Kofi, not Ama` after `Ama on 024 …, Kofi on 020 …`),
    // or one the picked record carries, is the call's, as the record is.
    const own = !isSum(pick.picked) && pick.picked.kind !== "id" ? [pick.picked] : [];
    if ([...own, ...pick.row.map((kind) => kind.picked)].some((v) => ACCEPTS[slot].includes(v.kind) && sameValue(slot, read.call, v))) return true;
  }
  // A sum picked from a list of sums (`fique com o mais barato` after `150 o quarto 12, … 95 o 21`) is
  // the call's sum as a picked record is its record: an earlier turn's other value for it is no question,
  // unless a turn after the list gave a sum (`o do Rui fica a 45`), which may have changed it.
  if (pick !== undefined && slot === "number" && pickedSum(pick.picked, pick.word) && read.call === pick.picked.value && !changedSinceListed(pick, earlier)) return true;
  if (pick === undefined || pick.picked.kind !== "id") return false;
  // `cancel BL-100`, then `no sorry, the other one`: the call holds the record picked in place of the one an earlier turn gave.
  if (slots.get(read.argument) === "id" && String(read.call) === String(pick.picked.value)) return true;
  if (slots.get(read.argument) !== "number" || typeof read.call !== "number") return false;
  // A turn after the list that gave a sum (`o segundo passa a 95`) may have changed the record's: the listed one answers nothing then.
  return !changedSinceListed(pick, earlier) && sumsToldOf(earlier, String(pick.picked.value)).some((v) => v.value === read.call);
}

/** Whether a turn says a sum, not taken back and not a count. */
function saysSum(turn: TurnReading): boolean {
  return turn.values.some((v) => v.superseded !== true && sumInDigits(v));
}

/**
 * Whether an earlier turn newer than the one that listed the picked value says a sum: it may have
 * changed the one listed. A bare number that names a place the list priced (`fature o 7` after `o 7 a
 * 140`), one the list paired a sum with or told as no sum of its own, is the place's name, no sum.
 */
function changedSinceListed(pick: Pick, earlier: readonly TurnReading[]): boolean {
  const listedAt = earlier.findIndex((turn) => turn.values.includes(pick.picked));
  const places = new Set((earlier[listedAt]?.values ?? []).flatMap((v) => (v.of !== undefined ? [v.of] : v.kind === "number" && v.background === true ? [String(v.value)] : [])));
  const saysOwnSum = (turn: TurnReading) => turn.values.some((v) => v.superseded !== true && sumInDigits(v) && !(v.kind === "number" && places.has(String(v.value))));
  return earlier.slice(0, Math.max(0, listedAt)).some(saysOwnSum);
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
  if (changedSinceListed(pick, earlier)) return [];
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
  return isSum(picked) && (picksByPrice(word) || word === PLACE_NAMED || (picked.toldAs ?? []).includes(LISTED_SUM));
}

/** The sums earlier turns told of a record (`BK-410 at 60`): what a pick of the record carries. */
function sumsToldOf(earlier: readonly TurnReading[], record: string): TurnValue[] {
  return earlier.flatMap((turn) => turn.values.filter((v) => v.of === record && typeof v.value === "number" && isSum(v)));
}
