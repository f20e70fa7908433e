// The values a write or a send takes from the person's earlier turns, where the latest turn only
// points back at them (`yes, go ahead`, `ok, go`, `do it for 40 instead`, `sim, pode fazer`): each
// argument the latest turn gives no value is read against the newest earlier turn that gives one
// of its kind for this call's act, so a later turn's correction wins and another request's values
// stay that request's. The call's value is asked about whether or not anybody said it, as in the
// latest turn: where a turn gave this argument a value, a call with another is shown beside it.
// Reads never come here: a read is asked only where the latest turn clearly gives this very
// argument another value.
import type { Catalogue } from "@toolgate/core";
import type { Grammar, TurnReading, TurnValue } from "@toolgate/grammar-kit";
import { lowerNameWords, saysAct, toolSaysAct } from "./name-acts.js";
import { ACCEPTS, idPrefix, leaves, mentioned, sameValue, shown, type Slot } from "./slots.js";

/** What the check asks about an argument: the value the person gave, and the call's. */
export interface EarlierRead {
  argument: string;
  said: string;
  call: unknown;
}

/** What one call is read with against the earlier turns. */
export interface EarlierInput {
  tool: string;
  grammar: Grammar | undefined;
  catalogue: Catalogue;
  slots: ReadonlyMap<string, Slot>;
  args: Readonly<Record<string, unknown>>;
  /** Every value the latest turn gives, taken back or not. */
  latest: readonly TurnValue[];
  /** The person's earlier turns, newest first (TurnFacts `earlier`). */
  earlier: readonly TurnReading[];
  /** Arguments the latest turn already has the check ask about. */
  asked: ReadonlySet<string>;
}

/** Slots whose values a turn gives by their shape; free text, names, choices and flags are not read back. */
const READ_BACK = new Set<Slot>(["number", "id", "date", "email", "url", "host", "phone", "iban", "channel", "handle"]);

/**
 * The arguments whose value differs from the one the newest earlier turn gives it, for this act.
 * A value the latest turn holds or gives this argument is the rest of the check's. A value the call
 * holds that no one said is asked about too, the turn's value shown beside it: grounding asks as
 * well, and the two reasons make one question ("you said 64, the call says 46" beside "46 was
 * never said").
 */
export function givenEarlier(input: EarlierInput): EarlierRead[] {
  const { slots, args, latest, earlier, asked } = input;
  if (earlier.length === 0) return [];
  const out: EarlierRead[] = [];
  // Each earlier turn's values for this call's act, worked out when first needed, once per call.
  const own = new Map<TurnReading, readonly TurnValue[] | undefined>();
  const ownOf = (turn: TurnReading) => (own.has(turn) ? own.get(turn) : own.set(turn, valuesForAct(input, turn)).get(turn));
  const latestKept = latest.filter((v) => v.superseded !== true);
  for (const [name, slot] of slots) {
    if (!READ_BACK.has(slot) || !(name in args) || asked.has(name)) continue;
    // The values no other argument holds, per turn, found once per argument (not per value of a
    // list): `refund 35 on 8121` gives 8121 to the order and 35 to the sum.
    const others = withoutArgument(args, name);
    const free = new Map<readonly TurnValue[], readonly TurnValue[]>();
    const freeOf = (values: readonly TurnValue[]) => free.get(values) ?? free.set(values, values.filter((v) => ACCEPTS[slot].includes(v.kind) && !mentioned(others, v))).get(values)!;
    for (const { value } of leaves(args[name], "")) {
      if (typeof value !== "string" && typeof value !== "number") continue;
      const inLatest = latest.filter((v) => ACCEPTS[slot].includes(v.kind) && sameValue(slot, value, v));
      if (inLatest.length > 0) {
        // The latest turn sets the call's value aside and gives none of its kind in its place (`not
        // the 40 one, the other`): the one left is among the alternatives an earlier turn gave.
        // Ids are takenBackHeld's, in the rest of the check.
        if (slot !== "id" && inLatest.every((v) => v.superseded === true) && candidates(slot, value, freeOf(latestKept)).length === 0) {
          const other = otherAlternative(slot, value, earlier, ownOf, freeOf);
          if (other) out.push({ argument: name, said: shown(other), call: value });
        }
        const crossed = slot !== "id" ? sumOfAnotherRecord(slot, value, inLatest, latestKept, earlier, ownOf, heldRecords(args)) : undefined;
        if (crossed) out.push({ argument: name, said: shown(crossed), call: value });
        continue;
      }
      if (candidates(slot, value, freeOf(latestKept)).length > 0) continue;
      const found = readBack(slot, value, earlier, ownOf, freeOf, heldRecords(args));
      if (found) out.push({ argument: name, said: shown(found), call: value });
    }
  }
  return out;
}

/**
 * The value of the newest earlier turn that gives this argument one, where the call holds another;
 * undefined where that turn gives the call's value, or no turn gives the argument a value.
 */
function readBack(slot: Slot, value: string | number, earlier: readonly TurnReading[], ownOf: (turn: TurnReading) => readonly TurnValue[] | undefined, freeOf: (values: readonly TurnValue[]) => readonly TurnValue[], held: ReadonlySet<string>): TurnValue | undefined {
  for (const turn of earlier) {
    const values = ownOf(turn);
    if (values === undefined) continue;
    const crossed = crossedPair(slot, value, values, held);
    if (crossed !== undefined) return crossed;
    if (values.some((v) => ACCEPTS[slot].includes(v.kind) && sameValue(slot, value, v))) return undefined;
    const given = candidates(slot, value, freeOf(values));
    if (given.length === 0) {
      const kept = keptInstead(slot, value, turn);
      if (kept !== undefined) return kept;
      continue;
    }
    // A count or a year beside the request (`two orders`, `since 2024`) is not the call's sum or
    // record: the one asked about is written like the call's value.
    const like = given.find((v) => v.kind === ACCEPTS[slot][0] && alike(v, value)) ?? given.find((v) => alike(v, value));
    if (like !== undefined) return like;
    // The turn said the call's value and set it apart (a unit's price beside the total, `120 pastéis a
    // 1,20 cada, 144 no total`): the call took what the person did not ask for, however the kept one is written.
    const setApart = turn.values.some((v) => v.superseded === true && ACCEPTS[slot].includes(v.kind) && sameValue(slot, value, v));
    return setApart ? (given.find((v) => v.kind === ACCEPTS[slot][0]) ?? given[0]) : undefined;
  }
  return undefined;
}

/**
 * Of the newest earlier turn that gives this argument values for this act, the one other than the
 * call's, where that turn gives the call's value and one other of its kind written in digits (`two
 * refunds pending, one for 40 and one for 12.50`): the alternative the latest turn's setting aside
 * leaves. Undefined where that turn does not give the call's value, or leaves more than one other.
 */
function otherAlternative(slot: Slot, value: string | number, earlier: readonly TurnReading[], ownOf: (turn: TurnReading) => readonly TurnValue[] | undefined, freeOf: (values: readonly TurnValue[]) => readonly TurnValue[]): TurnValue | undefined {
  for (const turn of earlier) {
    const values = ownOf(turn);
    if (values === undefined) continue;
    // A count said in words (`two refunds`) is how many there are, no alternative.
    const given = candidates(slot, value, freeOf(values)).filter((v) => /\d/.test(v.text));
    if (given.length === 0) continue;
    if (!given.some((v) => sameValue(slot, value, v))) return undefined;
    const others = given.filter((v) => !sameValue(slot, value, v));
    return others.length === 1 ? others[0] : undefined;
  }
  return undefined;
}

/**
 * The value a turn keeps where it takes back the call's (`a 5150, de 42 €, e a 5151, de 17 €.
 * Reembolsa a de 17.`, then `Sim, essa.`, and the call on 5150): the record left and the one picked
 * are both the story of the pick, so the kept one is found among the values told as background too.
 * Undefined where the turn took back no value the call holds, or kept none of its kind.
 */
function keptInstead(slot: Slot, value: string | number, turn: TurnReading): TurnValue | undefined {
  const ofSlot = (v: TurnValue) => ACCEPTS[slot].includes(v.kind) && v.bound !== true;
  if (!turn.values.some((v) => ofSlot(v) && v.superseded === true && sameValue(slot, value, v))) return undefined;
  const kept = turn.values.filter((v) => ofSlot(v) && v.superseded !== true && !sameValue(slot, value, v));
  const given = candidates(slot, value, kept).filter((v) => alike(v, value));
  return given.length === 1 ? given[0] : undefined;
}

/** The string values a call's arguments hold, each a record a turn may have said a value of. */
function heldRecords(args: Readonly<Record<string, unknown>>): Set<string> {
  const out = new Set<string>();
  for (const arg of Object.values(args)) for (const { value } of leaves(arg, "")) if (typeof value === "string" || typeof value === "number") out.add(String(value));
  return out;
}

/**
 * The value an earlier turn said of the call's record, where the latest turn gives the call's value
 * bare, names no record, and the newest earlier turn that pairs values with records said the call's
 * value of another (`o LAV-55 de 12 € e o LAV-56 de 8 €`, then `não o de 12: devolve os 8 do
 * outro`, and the call puts the 8 on LAV-55): the record comes from the earlier turn, and so does
 * whose value it is.
 */
function sumOfAnotherRecord(slot: Slot, value: string | number, inLatest: readonly TurnValue[], latestKept: readonly TurnValue[], earlier: readonly TurnReading[], ownOf: (turn: TurnReading) => readonly TurnValue[] | undefined, held: ReadonlySet<string>): TurnValue | undefined {
  if (!inLatest.some((v) => v.superseded !== true && v.of === undefined) || latestKept.some((v) => v.kind === "id" || v.of !== undefined)) return undefined;
  for (const turn of earlier) {
    // Pairs a later turn set apart are still whose values they were: read on every value.
    if (ownOf(turn) === undefined || !turn.values.some((v) => v.of !== undefined)) continue;
    return crossedPair(slot, value, turn.values, held);
  }
  return undefined;
}

/**
 * The value an earlier turn said of the call's record, where the call takes for it the value that
 * turn said of another (`C-20 de 700, C-21 de 950`, then `beleza, manda ver`, and the call gives
 * C-21 the 700): the same reading as the latest turn's pairs, for a turn the latest points back at.
 */
function crossedPair(slot: Slot, value: string | number, values: readonly TurnValue[], held: ReadonlySet<string>): TurnValue | undefined {
  const accepts = (v: TurnValue) => v.of !== undefined && ACCEPTS[slot].includes(v.kind);
  const own = values.find((v) => accepts(v) && held.has(v.of!));
  if (own === undefined || sameValue(slot, value, own)) return undefined;
  return values.some((v) => accepts(v) && v.of !== own.of && sameValue(slot, value, v)) ? own : undefined;
}

/**
 * Of a turn's values of the argument's kind that no other argument holds, those that may be this
 * argument's: for an id, a record as people write one whose letters are the call's (`C-402` for
 * `C-420`, never `350`).
 */
function candidates(slot: Slot, value: string | number, free: readonly TurnValue[]): readonly TurnValue[] {
  return slot === "id" ? free.filter((v) => recordOf(v, value)) : free;
}

/** A turn value that may be the record an id argument holds: an id, or a bare number of three digits or more, with the call's letters. */
function recordOf(v: TurnValue, value: string | number): boolean {
  const record = v.kind === "id" || (v.kind === "number" && /^#?\d{3,}$/.test(v.text.trim()));
  return record && idPrefix(String(v.value)) === idPrefix(String(value));
}

/** A turn's value written like the call's: as many digits, give or take one (a date, an address: any). */
function alike(v: TurnValue, value: string | number): boolean {
  const size = (s: string) => s.replace(/\D+/g, "").length;
  const mine = size(String(value));
  if (v.kind !== "amount" && v.kind !== "number" && v.kind !== "id") return true;
  return mine === 0 || Math.abs(size(String(v.value)) - mine) <= 1;
}

/**
 * The values an earlier turn gives this call's act, or undefined where the turn asks for another
 * act only. A turn that asks for acts clause by clause gives the call the values of its own act
 * (`cancel 7401 and refund 30 on 7402`); a turn whose request is another tool's act (`cancel order
 * 7401`, with a refund called) gives it none; a turn that names no act of the catalogue (`make it
 * 350`, `wait, I meant 4407`, `my savings account is …`) gives its values to the request it
 * follows or comes before. Values the turn took back, told as background, or said as a bound are
 * never the call's.
 */
function valuesForAct(input: EarlierInput, turn: TurnReading): readonly TurnValue[] | undefined {
  if (!turn.read) return undefined;
  const kept = turn.values.filter((v) => v.superseded !== true && v.background !== true && v.bound !== true);
  const callSays = (act: string) => toolSaysAct(input.grammar, input.tool, act);
  if (kept.some((v) => v.act !== undefined)) {
    const mine = [...new Set(kept.map((v) => v.act).filter((a): a is string => a !== undefined))].filter(callSays);
    return mine.length === 1 ? kept.filter((v) => v.act === undefined || v.act === mine[0]) : undefined;
  }
  const acts = turn.acts ?? [];
  if (acts.some(callSays)) return kept;
  return acts.some((act) => anotherToolSays(input, act)) ? undefined : kept;
}

/** Whether a tool of the catalogue other than the call's is named by an act: `cancel` for `cancel_order` beside `refund_card`. */
function anotherToolSays(input: EarlierInput, act: string): boolean {
  return catalogueWords(input.catalogue).some((w) => saysAct(input.grammar, w, act));
}

/** The words of every tool name of a catalogue, lower case, each once; made once per catalogue. */
const wordsOf = new WeakMap<Catalogue, readonly string[]>();

function catalogueWords(catalogue: Catalogue): readonly string[] {
  let words = wordsOf.get(catalogue);
  if (words === undefined) {
    const all = new Set<string>();
    for (const name of catalogue.tools.keys()) for (const w of lowerNameWords(name)) all.add(w);
    wordsOf.set(catalogue, (words = Object.freeze([...all])));
  }
  return words;
}

function withoutArgument(args: Readonly<Record<string, unknown>>, name: string): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const [k, v] of Object.entries(args)) if (k !== name) out[k] = v;
  return out;
}
