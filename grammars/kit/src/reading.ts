// Language-neutral assembly of a turn's reading: the spans a grammar found become the port's
// TurnReading, and odd input never reaches a grammar's reader. Which words ask to send and which
// words before a link make it a destination are each grammar's own.
import { DESTINATION_KINDS, type Span, type SpanSet } from "./addresses.js";
import { recordLike } from "./only.js";
import type { Destination, ReadOptions, SendingAct, TurnReading, TurnValue } from "./port.js";
import { readingGivenBack, standInText } from "./stand-ins.js";

/** How far before an amount the words that make it a bound are looked for (`between 300 euros and `). */
const BOUND_REACH = 40;

function toValue(span: Span, superseded: ReadonlySet<Span>, pairs: ReadonlyMap<Span, Span>, from: number, text: string | undefined, bound: RegExp | undefined): TurnValue {
  const value: TurnValue = { kind: span.kind, text: span.text, value: span.value };
  if (span.kind === "amount" && bound && text !== undefined && bound.test(text.slice(Math.max(0, span.start - BOUND_REACH), span.start))) value.bound = true;
  if (span.currency !== undefined) value.currency = span.currency;
  if (superseded.has(span)) value.superseded = true;
  const of = pairs.get(span);
  if (of !== undefined) value.of = String(of.value);
  if (span.end <= from) value.background = true;
  return value;
}

/** Kinds of value a correction may replace one with another: `20, sorry 25`, `#status — no, #incidents`. */
const CORRECTABLE = new Map<string, string>([
  ["amount", "n"], ["number", "n"], ["id", "i"], ["date", "d"], ["channel", "c"], ["handle", "c"], ["email", "e"], ["phone", "p"], ["iban", "b"], ["name", "m"],
]);

/** How far apart a value and its correction, or a value and the words setting it apart, may stand. */
const CORRECTION_REACH = 48;

/** Whether the words right before a value (within the reach) set it apart from the request: `not 7070`, `except GY-7`. */
export function apartByWordsBefore(text: string, v: Span, apart: WordsBetween): boolean {
  return apart.test(text.slice(Math.max(0, v.start - CORRECTION_REACH), v.start));
}

/** A reader of the words between two values: a pattern, or a grammar's function that words them first. */
export interface WordsBetween {
  test(between: string): boolean;
}

/**
 * The values a turn takes back: one followed, within a few words, by a correction word and a
 * value of its kind (`20, sorry, 25`); and one right after words that set it apart from the
 * request (`not 7070`, `but keep 5657`). The grammar's patterns are anchored on the short text
 * between, so the time is linear in the number of values.
 */
function takenBack(values: readonly Span[], text: string, correction: WordsBetween | undefined, apart: WordsBetween | undefined, after?: CorrectionAfter, acts?: readonly ClauseAct[]): Set<Span> {
  const out = new Set<Span>();
  /** The values that took one back: each correction's new value. */
  const newer = new Set<Span>();
  const setApartByWords: Span[] = [];
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    const family = CORRECTABLE.get(v.kind);
    if (family === undefined) continue;
    // `refund 45 on 7001, 40 actually`: a value the words after it mark as the new one takes back
    // the nearest earlier value of its kind, where no word joining another request stands between.
    if (after && after.cue.test(text.slice(v.end, v.end + CORRECTION_REACH))) {
      // The nearest shaped like it (as many characters, give or take one); a number or an id must
      // be, since `15 on 7107 and 25 on 7108 actually` says 7108 of 25, not instead of it.
      let taken: Span | undefined;
      for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
        const w = values[j]!;
        if (v.start - w.end > 2 * CORRECTION_REACH || !after.between.test(text.slice(w.end, v.start))) break;
        if (!kin(w, v)) continue;
        if (Math.abs(w.text.length - v.text.length) <= 1) {
          taken = w;
          break;
        }
        if (family !== "n" && family !== "i") taken ??= w;
      }
      if (taken) {
        out.add(taken);
        newer.add(v);
      }
    }
    if (apart) {
      if (apartByWordsBefore(text, v, apart)) {
        out.add(v);
        setApartByWords.push(v);
      }
    }
    if (!correction) continue;
    // A value no correction replaces (an IBAN, a quoted text) may stand between a value and its
    // correction (`pay 300 into PT50 …, or rather 350`): the correction's words are read after it.
    let k = i + 1;
    let gapFrom = v.end;
    while (k < values.length && CORRECTABLE.get(values[k]!.kind) === undefined) gapFrom = Math.max(gapFrom, values[k++]!.end);
    let next = values[k];
    if (!next || next.start - gapFrom > CORRECTION_REACH || gapFrom - v.end > 2 * CORRECTION_REACH) continue;
    // `cancel 8811, not 8118`, `reembolsa 40 no 8102, não 45`: the next value is the one set apart, not a correction.
    const setApart = (n: Span) => apart !== undefined && apartByWordsBefore(text, n, apart);
    if (!kin(v, next)) {
      if (correction.test(text.slice(v.end, next.start))) {
        if (setApart(next)) continue;
        // `invoice C-81 for 200 — go with C-82`: the correction follows a value of another kind; it
        // takes back the nearest value of its own kind before, within reach.
        const nextFamily = CORRECTABLE.get(next.kind);
        for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
          const w = values[j]!;
          if (next.start - w.end > 2 * CORRECTION_REACH) break;
          if (CORRECTABLE.get(w.kind) === nextFamily) {
            out.add(w);
            newer.add(next);
            break;
          }
        }
        continue;
      }
      // `40 no A1 — aliás, 45`: one value of another kind may stand between a value and its
      // correction, which then follows that value.
      const after = values[k + 1];
      if (!after || !kin(v, after) || after.start - v.end > 2 * CORRECTION_REACH) continue;
      if (!correction.test(text.slice(next.end, after.start))) continue;
      // `85 reais no pedido 4010, não, é no 4011`: a correction that may be the value between
      // (an id and a bare number of as many digits) corrects that one, the nearer, not the sum.
      if (kin(next, after)) continue;
      next = after;
    } else if (!correction.test(text.slice(gapFrom, next.start))) continue;
    if (setApart(next)) continue;
    // `refund 30 on 5151, no wait, 35`: the value taken back is the nearest one shaped like its
    // correction (as many digits, give or take one), else the one just before the correction. An
    // amount corrects an amount first (`45€ no 5609 — afinal 40€`).
    let taken = v;
    let sameKind: Span | undefined;
    for (let k = i; k >= Math.max(0, i - 3) && next.kind === "amount"; k--) {
      const w = values[k]!;
      if (next.start - w.end > 2 * CORRECTION_REACH) break;
      if (w.kind === "amount") {
        sameKind = w;
        break;
      }
    }
    for (let k = i; sameKind === undefined && k >= Math.max(0, i - 3); k--) {
      const w = values[k]!;
      if (CORRECTABLE.get(w.kind) !== family || next.start - w.end > 2 * CORRECTION_REACH) break;
      if (Math.abs(w.text.length - next.text.length) <= 1) {
        taken = w;
        break;
      }
    }
    out.add(sameKind ?? taken);
    newer.add(next);
  }
  // `refund 45 on 5101 — not 45, 40`: the value taken back, said again before, is taken back there too.
  // An id and a bare number of the same digits are one value said twice (`o pedido 5208, não é o 5208`).
  const family = (v: Span) => (CORRECTABLE.get(v.kind) === "i" ? "n" : CORRECTABLE.get(v.kind));
  const lastTaken = new Map<string, number>();
  for (const v of out) {
    const key = `${family(v)}:${String(v.value)}`;
    lastTaken.set(key, Math.max(lastTaken.get(key) ?? 0, v.start));
  }
  if (lastTaken.size > 0) {
    for (const w of values) {
      const until = lastTaken.get(`${family(w)}:${String(w.value)}`);
      if (until !== undefined && w.start < until) out.add(w);
    }
  }
  // `remind me tomorrow … - no, Wednesday, the vet's off tomorrow`: the value taken back, said again
  // after its correction with no request's verb between, is told again (the reason it was taken
  // back), not asked anew; said again under a verb of its own (`… and transfer 30 to B`), it is.
  // One walk in text order: the latest correction of each family so far, and the latest act verb.
  if (acts !== undefined && lastTaken.size > 0 && newer.size > 0) {
    const actStarts = acts.map((a) => a.start).sort((a, b) => a - b);
    const lastCorrection = new Map<string | undefined, Span>();
    let a = 0;
    let lastAct = -1;
    for (const w of values) {
      while (a < actStarts.length && actStarts[a]! < w.start) lastAct = actStarts[a++]!;
      if (newer.has(w)) {
        lastCorrection.set(family(w), w);
        continue;
      }
      const until = lastTaken.get(`${family(w)}:${String(w.value)}`);
      const correction = lastCorrection.get(family(w));
      if (out.has(w) || until === undefined || correction === undefined || correction.end > w.start || correction.start <= until) continue;
      if (lastAct < correction.end) out.add(w);
    }
  }
  // `cancel all of them except 5150: 5148, 5149, 5150`: an id set apart by the words before it is
  // set apart where the turn lists it again after. Only ids: a sum said twice may be two sums.
  const idLike = (v: Span) => CORRECTABLE.get(v.kind) === "i" || /^\d{4,}$/.test(String(v.value));
  const apartFrom = new Map<string, number>();
  for (const v of setApartByWords) {
    if (!idLike(v)) continue;
    const key = `${family(v)}:${String(v.value)}`;
    apartFrom.set(key, Math.min(apartFrom.get(key) ?? v.start, v.start));
  }
  if (apartFrom.size > 0) {
    for (const w of values) {
      const from = apartFrom.get(`${family(w)}:${String(w.value)}`);
      if (from !== undefined && w.start > from && idLike(w)) out.add(w);
    }
  }
  return out;
}

/**
 * Values one may correct with the other: of one family, or an id and a bare number written with
 * as many digits (`a encomenda 5531, enganei-me, a 5532`), which a grammar reads as an id after a
 * record's noun and as a number alone.
 */
function kin(a: Span, b: Span): boolean {
  const fa = CORRECTABLE.get(a.kind);
  const fb = CORRECTABLE.get(b.kind);
  if (fa === undefined || fb === undefined) return false;
  if (fa === fb) return true;
  const digits = (s: Span) => (/^\d{3,}$/.test(String(s.value)) ? String(s.value).length : -1);
  return ((fa === "i" && fb === "n") || (fa === "n" && fb === "i")) && digits(a) > 0 && digits(a) === digits(b);
}

/** How far a number and the id it is said of may stand apart (`20 on order A1`, `5 € no pedido 10`). */
const PAIR_REACH = 24;

/** At most four words, no digits, between a sum and the account it is paid into. */
const ACCOUNT_BETWEEN = /^\s*(?:[^\s\d]+\s+){0,4}$/;

/**
 * The numbers a turn says of one id each: a number or amount followed by an id, the words between
 * matching the grammar's `pairing` pattern (`on`, `for`, `no pedido`). Kept only where at least two
 * such pairs name different ids, so that a lone `refund 20 on A1` is read as before. An id after an
 * amount may have been read as a bare number (`no 11`); after a bare number it must be an id.
 */
function pairsOf(values: readonly Span[], text: string, pairing: RegExp | undefined, superseded: ReadonlySet<Span>, pairedAfter?: RegExp, bareIds = false, lists?: InOrder, placedAfter?: RegExp, datedAfter?: RegExp): Map<Span, Span> {
  const out = lists ? listPairs(values, text, superseded, lists) : new Map<Span, Span>();
  if (placedAfter) placePairs(values, text, superseded, placedAfter, out, PLACE_KINDS);
  if (datedAfter) placePairs(values, text, superseded, datedAfter, out, DAY_KINDS);
  if (!pairing) return out;
  const listed = new Set<Span>([...out.keys(), ...out.values()]);
  // Whether an id was given its number after it: then a later id may give its own with the words left out.
  let idFirst = false;
  for (let i = 0; i + 1 < values.length; i++) {
    const v = values[i]!;
    const next = values[i + 1]!;
    if (superseded.has(v) || superseded.has(next) || listed.has(v) || listed.has(next)) continue;
    if (next.start - v.end > PAIR_REACH) continue;
    const between = text.slice(v.end, next.start);
    // `ORD-1: 15, ORD-2: 25`, `7001 gets 15`: the id first, its number after; after such a pair,
    // `… e a Tânia do 7884, 40`, the words that gave the first its number left out.
    if (pairedAfter && idLike(v) && (next.kind === "amount" || next.kind === "number") && (pairedAfter.test(between) || (GAPPED.test(between) && (idFirst || sumOfRecordBefore(v, next, values[i + 2], text, pairing, bareIds))))) {
      out.set(next, v);
      idFirst = true;
      i++;
      continue;
    }
    // `o pedido 7310 da Ana foi 80`, `order 7310 for Ana was 80`: the record's owner, a few letters
    // after it, may stand between the record and the sum the words after the owner give it.
    const owned = values[i + 2];
    if (pairedAfter && idLike(v) && next.kind === "name" && owned !== undefined && (owned.kind === "amount" || owned.kind === "number") && !superseded.has(owned) && !listed.has(owned) && OWNER_BETWEEN.test(between) && owned.start - next.end <= PAIR_REACH && pairedAfter.test(text.slice(next.end, owned.start))) {
      out.set(owned, v);
      idFirst = true;
      i += 2;
      continue;
    }
    if (v.kind !== "amount" && v.kind !== "number") continue;
    // `a 5121 paga 40 … faz a fatura da 5121 pro cliente FUT-9`: a number the turn already gave a
    // sum of its own is a record, never a sum given to the record after it.
    if (v.kind === "number" && isRecordOf(v, out)) continue;
    // `pay the seller 85 at FI21 …`, `paga 85 pro vendedor na PT50 …`: a sum a few words before a
    // bank account is the sum paid into it, in any language.
    if (next.kind === "iban" && ACCOUNT_BETWEEN.test(between)) {
      out.set(v, next);
      i++;
      continue;
    }
    // `20 pra Joana no pedido 8221 e 35 pro Pedro no 8222`, `20 to Joana on 8221`: the person a sum
    // goes to, a few letters after it, may stand between the sum and its record.
    const record = values[i + 2];
    if (next.kind === "name" && record !== undefined && recordAfterSum(v, record, bareIds) && !superseded.has(record) && !listed.has(record) && PERSON_BETWEEN.test(between) && record.start - next.end <= PAIR_REACH && pairing.test(text.slice(next.end, record.start))) {
      out.set(v, record);
      i += 2;
      continue;
    }
    // `15 on 7001 and 25 on 7002`: where the grammar says so, a bare number of three digits or
    // more after a bare number may be its id.
    if (!recordAfterSum(v, next, bareIds)) continue;
    if (!pairing.test(between)) continue;
    out.set(v, next);
    i++;
  }
  if (out.size === 0) peoplePairs(values, text, superseded, out, placedAfter);
  const ids = new Set([...out.values()].map((id) => String(id.value)));
  return ids.size >= 2 ? out : new Map();
}

/** Whether the number's digits are a record some sum of `pairs` is already said of. */
function isRecordOf(v: Span, pairs: ReadonlyMap<Span, Span>): boolean {
  const digits = String(v.value);
  for (const record of pairs.values()) if (String(record.value) === digits) return true;
  return false;
}

/** The kinds of place a person's own may be said right after their name (`a conta do Rui é PT50 …`, `Marta (PT50 …)`). */
const PERSON_PLACE_KINDS: ReadonlySet<string> = new Set(["email", "phone", "iban", "handle"]);

/** The words between a person and a place of theirs in brackets: `Marta (PT50 …)`, `Jorge (jorge@…)`. */
const IN_BRACKETS = /^\s*\(\s*$/;

/**
 * Sums said each of a person, where the turn names no record (`paga 40 pra Ana e 60 pro Rui`,
 * `pay 40 to Ana and 60 to Rui`), and the place of a person said right after their name (`a conta
 * do Rui é PT50 …`, `75 € à Marta (PT50 …)`, `pro Caio no 11 9…`), so that a call that pays one
 * person's account with another's sum, or texts one person's phone with another's message, is
 * read. At least two people, each with a sum or a place.
 */
function peoplePairs(values: readonly Span[], text: string, superseded: ReadonlySet<Span>, out: Map<Span, Span>, placedAfter: RegExp | undefined): void {
  const found: Array<[Span, Span]> = [];
  for (let i = 0; i + 1 < values.length; i++) {
    const v = values[i]!;
    const next = values[i + 1]!;
    if ((v.kind !== "amount" && v.kind !== "number") || next.kind !== "name" || superseded.has(v) || superseded.has(next)) continue;
    if (!PERSON_BETWEEN.test(text.slice(v.end, next.start))) continue;
    found.push([v, next]);
    i++;
  }
  for (let i = 0; i + 1 < values.length; i++) {
    const v = values[i]!;
    const next = values[i + 1]!;
    if (v.kind !== "name" || !PERSON_PLACE_KINDS.has(next.kind) || superseded.has(v) || superseded.has(next) || next.start - v.end > PAIR_REACH) continue;
    const between = text.slice(v.end, next.start);
    if (IN_BRACKETS.test(between) || placedAfter?.test(between) === true) found.push([next, v]);
  }
  if (new Set(found.map(([, person]) => String(person.value))).size < 2) return;
  for (const [value, person] of found) out.set(value, person);
}

/** The words between an id and its number where the words that gave the id before it its number are left out: a comma. */
const GAPPED = /^\s*,\s*$/;

/**
 * Whether a sum after a comma, with its currency, is the record's before it (`a encomenda 7410, 22
 * euros; a 7411, 58 euros`): not where the words after it give it to the next record (`cancela o
 * 8800, 20 € no 8801`), whose it is then. Where the grammar pairs bare ids, so is a bare number
 * written shorter than the record or as a sum (`o vestido no pedido 6602, 1.200, o véu no 6603,
 * 300`): a number as long as the record is the next record of a list (`5521, 5522`).
 */
function sumOfRecordBefore(record: Span, sum: Span, after: Span | undefined, text: string, pairing: RegExp, bareIds: boolean): boolean {
  if (sum.kind !== "amount" && !(bareIds && sum.kind === "number" && sumBesideRecord(record, sum))) return false;
  return after === undefined || !recordAfterSum(sum, after, bareIds) || after.start - sum.end > PAIR_REACH || !pairing.test(text.slice(sum.end, after.start));
}

/**
 * The one short word between a record and its owner (` da `, ` do `, ` of `, ` for `): a join
 * (`3301 e o da Leonor 3302`) starts another record, whose number the next value is, not a sum.
 */
const OWNER_BETWEEN = /^\s+\p{L}{1,4}\s+$/u;

/** The words between a sum and the person it goes to: a few letters, no digit or stop (` pra `, ` to `, ` para a `). */
const PERSON_BETWEEN = /^[\s\p{L}]{1,10}$/u;

/**
 * Whether a bare number is written as a sum beside a record: with a separator of thousands or cents,
 * beside a record whose code has letters (`OS-71, 450`), or with fewer digits than the record's.
 */
function sumBesideRecord(record: Span, sum: Span): boolean {
  const digits = (s: Span) => String(s.value).replace(/\D+/g, "").length;
  return /\d[.,]\d/.test(sum.text) || /\p{L}/u.test(String(record.value)) || digits(sum) < digits(record);
}

/** Whether a value after a sum may be the record it is said of: an id, or a bare number where the sum has its currency or the grammar pairs bare ids. */
function recordAfterSum(sum: Span, next: Span, bareIds: boolean): boolean {
  return next.kind === "id" || (next.kind === "number" && (sum.kind === "amount" || (bareIds && idLike(next))));
}

/** How a grammar reads sums and ids said in turn: what may stand inside a pair, and what joins two pairs. */
export interface Alternating {
  /** Matches the whole text between a pair's two values: no word that joins requests (` needs a refund of `, ` (order `). */
  inside: RegExp;
  /** Matches the whole text between two pairs when it joins them (` and `, `, `, `. `). */
  between: RegExp;
}

/** Most characters inside a pair said in turn, and between two pairs. */
const ALTERNATING_INSIDE = 40;
const ALTERNATING_BETWEEN = 60;

function sumLike(span: Span): boolean {
  return span.kind === "amount" || span.kind === "number";
}

/**
 * Sums and ids said in turn, pair after pair, where the pairing words are not the grammar's usual
 * ones (`4471 needs a refund of 30 and 4472 needs one of 45`, `30 (order 4471) and 45 (order
 * 4472)`, `for 4471 refund 30, for 4472 refund 45`): the turn's sums and ids, two to six pairs,
 * each pair one sum and one id in the same order, nothing joining requests inside a pair and a
 * joining word between pairs. Where a bare number could be either side, the id is the longer.
 */
function alternatingPairs(values: readonly Span[], text: string, superseded: ReadonlySet<Span>, rule: Alternating): Map<Span, Span> {
  const out = new Map<Span, Span>();
  const vs = values.filter((v) => !superseded.has(v) && (sumLike(v) || idLike(v)));
  if (vs.length < 4 || vs.length > 12 || vs.length % 2 !== 0) return out;
  const pairs: Array<[Span, Span]> = [];
  for (let k = 0; k < vs.length; k += 2) {
    const a = vs[k]!;
    const b = vs[k + 1]!;
    if (b.start - a.end > ALTERNATING_INSIDE || !rule.inside.test(text.slice(a.end, b.start))) return out;
    if (k > 0) {
      const before = vs[k - 1]!;
      if (a.start - before.end > ALTERNATING_BETWEEN || !rule.between.test(text.slice(before.end, a.start))) return out;
    }
    pairs.push([a, b]);
  }
  // The order in each pair: the id first or the sum first, the same in every pair.
  const idFirst = pairs.every(([a, b]) => idLike(a) && sumLike(b));
  const sumFirst = pairs.every(([a, b]) => sumLike(a) && idLike(b));
  let first: boolean;
  if (idFirst && sumFirst) {
    const longerFirst = pairs.every(([a, b]) => a.text.length > b.text.length);
    const longerSecond = pairs.every(([a, b]) => b.text.length > a.text.length);
    if (longerFirst === longerSecond) return out;
    first = longerFirst;
  } else if (idFirst || sumFirst) first = idFirst;
  else return out;
  for (const [a, b] of pairs) out.set(first ? b : a, first ? a : b);
  const ids = new Set([...out.values()].map((id) => String(id.value)));
  return ids.size === pairs.length ? out : new Map();
}

/** How a grammar marks a value as the new one by words after it: `40 actually`, `use bob@… instead`. */
export interface CorrectionAfter {
  /** Matches the start of the text right after the new value (` actually`, ` instead`, but not ` instead of`). */
  cue: RegExp;
  /** Matches the whole text between the old value and the new one when it joins no other request. */
  between: RegExp;
}

/** How a grammar says that two lists go together in order: `10 and 20 on 3001 and 3002 respectively`. */
export interface InOrder {
  /** Matches the whole text between two members of a list (`, `, ` and `, `, and `). */
  join: RegExp;
  /** Matches the start of the text after the second list, or the whole text between the lists, when it pairs them in order (`, respectively`, `in that order`). */
  cue: RegExp;
  /**
   * Matches the whole text between a list of ids and a list of sums of the same length right
   * after it, when that alone pairs them in order with no cue (`4471 and 4472 need 15 and 25`).
   */
  bridge?: RegExp;
}

/** How far apart two lists said in order may stand, and how far after the second its cue. */
const LIST_GAP = 40;

/** Two to six values of one side (sums, or ids) in a row, joined by the grammar's list words. */
function listAt(values: readonly Span[], at: number, text: string, join: RegExp, sums: boolean): number {
  let end = at;
  while (end < values.length && end - at < 6) {
    const v = values[end]!;
    if (sums ? v.kind !== "amount" && v.kind !== "number" : !idLike(v)) break;
    if (end > at && !join.test(text.slice(values[end - 1]!.end, v.start))) break;
    end++;
  }
  return end - at;
}

/**
 * Two lists paired in order by a cue (`refund 10 and 20 on 3001 and 3002 respectively`, `orders
 * 5101 and 5102 get 15 and 30, in that order`): the n-th sum goes with the n-th id, either list
 * first. Lists of one length only, at most six long; one pass over the values.
 */
function listPairs(values: readonly Span[], text: string, superseded: ReadonlySet<Span>, lists: InOrder): Map<Span, Span> {
  const out = new Map<Span, Span>();
  for (let i = 0; i < values.length; ) {
    const first = values[i]!;
    const sumsFirst = first.kind === "amount" || first.kind === "number";
    const n = listAt(values, i, text, lists.join, sumsFirst);
    // A first list of bare numbers could be ids as well as sums: tried as both.
    const tries: boolean[] = n >= 2 ? [sumsFirst] : [];
    if (sumsFirst && idLike(first) && listAt(values, i, text, lists.join, false) >= 2) tries.push(false);
    let done = false;
    for (const sums of tries) {
      const len = listAt(values, i, text, lists.join, sums);
      const j = i + len;
      const second = values[j];
      if (!second || listAt(values, j, text, lists.join, !sums) !== len) continue;
      const between = text.slice(values[j - 1]!.end, second.start);
      if (between.length > LIST_GAP || /\d/.test(between)) continue;
      const last = values[j + len - 1]!;
      // With no cue, the ids must be the whole list said: `8801, 8802 and 8805 need 20 and 30` pairs nothing.
      const wholeList = i === 0 || !idLike(values[i - 1]!) || !lists.join.test(text.slice(values[i - 1]!.end, first.start));
      const bridged = !sums && wholeList && lists.bridge !== undefined && lists.bridge.test(between);
      if (!bridged && !lists.cue.test(between) && !lists.cue.test(text.slice(last.end, last.end + LIST_GAP))) continue;
      const group = values.slice(i, j + len);
      if (group.some((v) => superseded.has(v))) continue;
      for (let k = 0; k < len; k++) {
        const [sum, id] = sums ? [values[i + k]!, values[j + k]!] : [values[j + k]!, values[i + k]!];
        out.set(sum, id);
      }
      i = j + len;
      done = true;
      break;
    }
    if (!done) i++;
  }
  return out;
}

/** The kinds of value a record can be sent or shared to. */
const PLACE_KINDS: ReadonlySet<string> = new Set(["email", "phone", "handle", "channel", "url"]);

/** The kind of value a record can be given a day of. */
const DAY_KINDS: ReadonlySet<string> = new Set(["date"]);

/**
 * Records each said with the place it goes to (`share F-7 with kai@… and F-8 with lu@…`, `file 301
 * to ops@…, file 302 to hr@…`), or, where the grammar asks, with the day it is for (`o boleto do
 * 6114 no dia 5 e o do 6115 no dia 9`): the value of those kinds right after a record, joined by the
 * grammar's words, is said of that record. Only where two records or more are each given one; one pass.
 */
function placePairs(values: readonly Span[], text: string, superseded: ReadonlySet<Span>, placedAfter: RegExp, out: Map<Span, Span>, kinds: ReadonlySet<string>): void {
  const found: Array<[Span, Span]> = [];
  for (let i = 0; i + 1 < values.length; i++) {
    const v = values[i]!;
    const next = values[i + 1]!;
    if (!idLike(v) || !kinds.has(next.kind) || superseded.has(v) || superseded.has(next) || out.has(next)) continue;
    if (next.start - v.end > PAIR_REACH || !placedAfter.test(text.slice(v.end, next.start))) continue;
    found.push([next, v]);
    i++;
  }
  if (new Set(found.map(([, record]) => String(record.value))).size < 2) return;
  for (const [place, record] of found) out.set(place, record);
}

/** An id, or a whole number of three digits or more written bare (`7001`), as ids are written. */
function idLike(span: Span): boolean {
  return span.kind === "id" || (span.kind === "number" && /^\d{3,}$/.test(span.text));
}

/** Each grammar's instruction pattern made global once, not once per turn (`matchAll` copies it anyway). */
const globals = new WeakMap<RegExp, RegExp>();

function globalOf(pattern: RegExp): RegExp {
  let global = globals.get(pattern);
  if (global === undefined) {
    global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
    globals.set(pattern, global);
  }
  return global;
}

/**
 * Where a turn's instruction starts: after the last words that turn a story into a request (`, so
 * please`, `; então`), when a value stands after them; 0 otherwise. One pass of a pattern of
 * plain alternatives, so the time is linear.
 */
function instructionStart(values: readonly Span[], text: string, instruction: RegExp | undefined): number {
  if (!instruction || values.length < 2) return 0;
  const pattern = globalOf(instruction);
  let last = 0;
  for (const m of text.matchAll(pattern)) last = m.index + m[0].length;
  if (last === 0 || !values.some((v) => v.start >= last)) return 0;
  return values.some((v) => v.end <= last) ? last : 0;
}

/** The reading of a turn with nothing in it. */
export function emptyReading(language: string): TurnReading {
  return { language, read: true, sending: [], destinations: [], values: [] };
}

/** What a grammar found in a turn, to be assembled into a TurnReading. */
export interface FoundInTurn {
  /** The values read, times among them. */
  spans: SpanSet;
  /** The times of day in `spans`, claimed only so that nothing else takes them: not values. */
  times: ReadonlySet<Span>;
  /** The quoted strings, which may overlap the other values. */
  quotes: readonly Span[];
  /** Channels, named and not; one without a name is a destination when nothing else took its words. */
  channels: readonly Span[];
  sending: SendingAct[];
  /** Whether a URL or host is a place to send to, given whether the turn asks to send at all. */
  linkIsDestination: (span: Span, asksToSend: boolean) => boolean;
  /** The turn's text, for the words between values. */
  text?: string;
  /** Matches the whole text between a value and the next of its kind when it corrects the first (`, sorry, `). */
  correction?: WordsBetween;
  /** Matches the end of the text before a value that sets it apart from the request (`not `, `but keep `): a pattern, or a grammar's function that tries several. */
  apart?: WordsBetween;
  /** Matches the words that end a turn's background and start its instruction (`, so please `, `; então `). */
  instruction?: RegExp;
  /**
   * Matches the end of the text before an amount said as a bound of the sum (`up to `, `no more
   * than £`, `até `), and before the second amount of a range (`between 300 and `, `entre 300 e `).
   */
  bound?: RegExp;
  /** Matches the whole text between a number and the id it is said of (` on order `, ` no pedido `). */
  pairing?: RegExp;
  /** Matches the whole text between an id and the number said of it, the id first (`: `, ` → `, ` gets `). */
  pairedAfter?: RegExp;
  /** Matches the whole text between a record and the place it goes to (` with `, ` goes to `): `share F-7 with kai@… and F-8 with lu@…`. */
  placedAfter?: RegExp;
  /** Matches the whole text between a record and the day said of it (` no `, ` vence `): `o boleto do 6114 no dia 5 e o do 6115 no dia 9`. None: days are not paired. */
  datedAfter?: RegExp;
  /** Whether a bare number of three digits or more after a bare number and `pairing` may be its id (`15 on 7001`). */
  bareIdsPair?: boolean;
  /** Words after a value that make it the correction of the value of its kind before (`40 actually`). */
  correctionAfter?: CorrectionAfter;
  /** How the grammar pairs two lists in order (`10 and 20 on 3001 and 3002 respectively`). */
  inOrder?: InOrder;
  /** How the grammar pairs sums and ids said one after the other in turn (`4471 needs 30 and 4472 needs 45`). */
  alternating?: Alternating;
  /** Values the grammar knows the request is not about (`dentista dia 12, revisão dia 19: põe a revisão`): background, and the other values of their kinds not. */
  aside?: ReadonlySet<Span>;
  /**
   * Values the grammar knows the turn sets apart by words a pattern before the value cannot see
   * (`move the review from the 5th to the 9th`, `cancel 4472, 4471 already shipped`): taken back,
   * as `apart` takes back `not 7070`.
   */
  setApart?: ReadonlySet<Span>;
  /**
   * The act verbs that start the turn's clauses, in text order: where each starts and its act key
   * (`refund` at 0 and `cancel` at 20 in `refund 25 on 5010 and cancel 5011`). Which words start
   * a clause and which are act verbs is the grammar's own reading.
   */
  clauseActs?: readonly ClauseAct[];
  /**
   * Values the grammar itself reads as said of one record each, the value to its record
   * (`invoice C-1 for 200 due the 10th and C-2 for 300 due the 20th`, `put (415) … on C-10 and
   * (415) … on C-11`): added to the pairs the patterns above find, never over one of them.
   */
  ownPairs?: ReadonlyMap<Span, Span>;
  /**
   * Places the grammar reads as only spoken of, where something came from or was seen (`as per
   * the thread in #ops`, `the text from 07700 900120`, `ana@x.com wrote in`): values still, never a
   * place to send to.
   */
  spokenOf?: ReadonlySet<Span>;
}

/** An act verb that starts a clause of a turn: where it starts, and its act key. */
export interface ClauseAct {
  start: number;
  act: string;
}

/**
 * The act each value is said under, where a turn asks for acts clause by clause: two or more act
 * verbs of at least two different keys each followed by values of their own, the first verb
 * before any value. A value belongs to the last act verb before it; a verb with no value of its
 * own (`… and cancel it`, `thanks`) gives none and takes none. Anything else (one act, values
 * before the first verb) marks nothing: the values are then the turn's as a whole. Nor does a turn
 * that takes a value back: a correction's words are often a verb (`update: 40`, `reduce it to
 * 40`, `muda pra 40`) that changes the value of the act before it, not an act of its own. One
 * pass over the values.
 */
function actsOf(allValues: readonly Span[], allActs: readonly ClauseAct[] | undefined, superseded: ReadonlySet<Span>): Map<Span, string> {
  const out = new Map<Span, string>();
  if (!allActs || allActs.length < 2) return out;
  const { values, acts } = superseded.size > 0 ? withoutClausesSetApart(allValues, allActs, superseded) : { values: allValues, acts: allActs };
  if (acts.length < 2 || values.length < 2 || values[0]!.start < acts[0]!.start) return out;
  let k = 0;
  const keys = new Set<string>();
  for (const v of values) {
    while (k + 1 < acts.length && acts[k + 1]!.start <= v.start) k++;
    out.set(v, acts[k]!.act);
    keys.add(acts[k]!.act);
  }
  return keys.size >= 2 ? out : new Map();
}

/**
 * The values without those said in the background before the first act verb, where the words that
 * turn a story into a request stand before it (`Duas coisas das mudanças: cancela a MUD-12 e devolve
 * 75 € na MUD-13`): a count or fact that leads the request belongs to no clause, and must not hide
 * the acts the clauses after it ask, each with its own values.
 */
function withoutBackgroundBeforeActs(values: readonly Span[], acts: readonly ClauseAct[] | undefined, from: number): readonly Span[] {
  if (!acts || acts.length < 2 || from === 0 || from > acts[0]!.start) return values;
  return values.filter((v) => v.end > from);
}

/**
 * The turn's values and act verbs without the clauses that only set values apart (`cancel 7416,
 * refund 18 on 7417, and leave 7418 for tomorrow`, `… but skip 4204`): a verb whose values are
 * taken back or set apart, with at most a day beside them (the day it is left for), asks for
 * nothing, so it is no act of the request and its values belong to none. A value taken back beside
 * any other value still asked in its clause (`refund 45 on 7020 … actually 40`), or before the
 * first verb, is a correction, whose words may be a verb of their own: then nothing is left (no
 * act is marked). One pass over the values and one over the clauses.
 */
function withoutClausesSetApart(values: readonly Span[], acts: readonly ClauseAct[], superseded: ReadonlySet<Span>): { values: readonly Span[]; acts: readonly ClauseAct[] } {
  const none = { values: [], acts: [] };
  // Per clause (the values from one verb to the next): whether it sets a value apart, and whether it still asks one other than a day.
  const apart = acts.map(() => false);
  const asked = acts.map(() => false);
  const clauseOf: number[] = [];
  let k = -1;
  for (const v of values) {
    while (k + 1 < acts.length && acts[k + 1]!.start <= v.start) k++;
    if (k < 0 && superseded.has(v)) return none;
    if (k >= 0 && superseded.has(v)) apart[k] = true;
    else if (k >= 0 && v.kind !== "date") asked[k] = true;
    clauseOf.push(k);
  }
  for (let c = 0; c < acts.length; c++) if (apart[c] && asked[c]) return none;
  return {
    values: values.filter((_, i) => clauseOf[i]! < 0 || !apart[clauseOf[i]!]),
    acts: acts.filter((_, c) => !apart[c]),
  };
}

/**
 * The family of a value set aside: a record's number apart from other numbers; a sum with its
 * currency and one without are one family (`a renda era trezentos euros, este mês é trezentos e
 * cinquenta`: the first set aside makes the second the request's); each other kind its own.
 */
function asideFamily(v: Span): string {
  if (v.kind !== "number") return v.kind;
  return recordLike(v) ? "record-number" : "amount";
}

/** The TurnReading of what a grammar found: values in text order, and the places to send to. */
export function assembleReading(language: string, found: FoundInTurn): TurnReading {
  const { spans, times, quotes, channels, sending } = found;
  const values = spans.spans.filter((s) => !times.has(s));
  values.push(...quotes);
  values.sort((a, b) => a.start - b.start || a.end - b.end);
  const superseded = found.text === undefined ? new Set<Span>() : takenBack(values, found.text, found.correction, found.apart, found.correctionAfter, found.clauseActs);
  for (const v of found.setApart ?? []) superseded.add(v);
  let pairs = found.text === undefined ? new Map<Span, Span>() : pairsOf(values, found.text, found.pairing, superseded, found.pairedAfter, found.bareIdsPair, found.inOrder, found.placedAfter, found.datedAfter);
  if (pairs.size === 0 && found.text !== undefined && found.alternating) pairs = alternatingPairs(values, found.text, superseded, found.alternating);
  for (const [value, record] of found.ownPairs ?? []) {
    if (!pairs.has(value) && !superseded.has(value) && !superseded.has(record)) pairs.set(value, record);
  }
  const from = found.text === undefined ? 0 : instructionStart(values, found.text, found.instruction);
  const acts = actsOf(withoutBackgroundBeforeActs(values, found.clauseActs, from), found.clauseActs, superseded);

  const asksToSend = sending.some((act) => !act.negated);
  // A record's number set aside (`o 8813 …`) and a count set aside (`3 vezes`) are of two families though both are numbers.
  const asideKinds = new Set([...(found.aside ?? [])].map(asideFamily));
  const destinations: Destination[] = [];
  for (const span of values) {
    if (!DESTINATION_KINDS.has(span.kind) || found.spokenOf?.has(span)) continue;
    if ((span.kind === "url" || span.kind === "host") && !found.linkIsDestination(span, asksToSend)) continue;
    destinations.push({ kind: span.kind as Destination["kind"], text: span.text, value: String(span.value) });
  }
  // `post it to the channel`: a channel without a name is still a place to send to.
  for (const channel of channels) {
    if (channel.value === "" && spans.free(channel.start, channel.end)) {
      destinations.push({ kind: "channel", text: channel.text, value: "" });
    }
  }
  const reading: TurnReading = {
    language,
    read: true,
    sending,
    destinations,
    values: values.map((v) => {
      const value = toValue(v, superseded, pairs, from, found.text, found.bound);
      const act = acts.get(v);
      if (act !== undefined) value.act = act;
      // Where the grammar set values of a kind aside, the others of that kind are the request's.
      if (found.aside?.has(v)) value.background = true;
      else if (asideKinds.has(asideFamily(v))) delete value.background;
      return value;
    }),
  };
  if (found.clauseActs && found.clauseActs.length > 0) reading.acts = [...new Set(found.clauseActs.map((a) => a.act))];
  return reading;
}

/** The most characters of a turn a grammar reads; the rest is left unread, and the reading says so. */
export const MAX_TURN_CHARS = 4_000;

/**
 * Reads one turn with `read`, which is given the text in NFC with control characters blanked
 * and the session clock. Odd input (not a string, empty, binary) gives an empty reading; a
 * reader that throws gives a reading marked not read, with `failure` as its note, since a reader
 * that failed on a strange turn would make the engine refuse every later call of the session.
 */
export function readTurnSafely(
  language: string,
  text: string,
  options: ReadOptions,
  read: (clean: string, now: Date) => TurnReading,
  failure: string,
): TurnReading {
  if (typeof text !== "string") return emptyReading(language);
  const now = options?.now instanceof Date && Number.isFinite(options.now.getTime()) ? options.now : new Date();
  // A turn is read up to a bound, so that no turn holds the event loop: the reading says so.
  const cut = text.length > MAX_TURN_CHARS ? { read: MAX_TURN_CHARS, of: text.length } : undefined;
  // Zero-width characters split words and numbers where nobody sees a break (`man\u200bda`): dropped.
  const clean = (cut ? text.slice(0, MAX_TURN_CHARS) : text).normalize("NFC").replace(/[\u200b-\u200d\u2060\ufeff]/g, "").replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, " ");
  if (clean.trim() === "") return cut ? { ...emptyReading(language), cut } : emptyReading(language);
  try {
    const reading = readThroughStandIns(clean, now, read);
    return cut ? { ...reading, cut } : reading;
  } catch {
    return { ...emptyReading(language), read: false, note: failure };
  }
}

/**
 * Reads the turn through its one-byte stand-in text where it has one (stand-ins.ts), and gives the
 * reading back in the turn's characters; where that cannot be told for certain, reads the turn as
 * it is.
 */
function readThroughStandIns(clean: string, now: Date, read: (clean: string, now: Date) => TurnReading): TurnReading {
  const standIn = standInText(clean);
  if (standIn === undefined) return read(clean, now);
  return readingGivenBack(read(standIn.text, now), standIn, clean) ?? read(clean, now);
}
