// Records a turn sets apart by their owner's name, where it gave each record an owner: `refund the
// three party orders: TS-1 (Julia's), TS-2 (Omar's), TS-3 (Bea's). except Julia's`. The words that
// set a record apart stand before the owner's name, not before the record, so the pattern that reads
// words before a value (SET_APART) cannot see them.
import { recordLike, type ClauseAct, type Span } from "@toolgate/grammar-kit";

/** An owner said in brackets right after a record: `TS-1 (Julia's)`, `BS-12 (dave)`. */
const OWNER_AFTER = /^\s*\(\s*(\p{L}+)(?:['’]s)?\s*\)/u;
/**
 * An owner said with `'s` right before a record, or before a verb of being and the record: `Julia's
 * TS-1`, `Omar's order 4471`, `Zoe's lesson is SF-19`, `Liam's is SF-20`.
 */
const OWNER_BEFORE = /(?:^|[^\p{L}])(\p{L}+)['’]s\s+(?:\p{Ll}+\s+)?(?:(?:is|was)\s+(?:(?:on|under)\s+)?)?(?:(?:order|booking|account|invoice|ticket|record)\s+)?#?$/u;
/** How far before a record its owner is read. */
const OWNER_REACH = 32;
/**
 * Words that set an owner's record apart, then the owner with `'s` and no record after it (a
 * record said there is read by SET_APART): `except Julia's`, `not Omar's`, `leave out Bea's`.
 */
const APART_BY_OWNER = /\b(?:except(?:\s+for)?|not|but not|apart from|other than|leave out|leave|skip|excluding|minus|without|keep)\s+(\p{L}+)['’]s\b(?!\s*(?:(?:order|booking)\s+|#\s*)?(?:\d|[a-z]{1,5}-?\d))/giu;

/** The records of each owner named, keyed by the owner's name in lower case. */
function ownersOf(text: string, values: readonly Span[]): Map<string, Span[]> {
  const owners = new Map<string, Span[]>();
  for (const v of values) {
    if (!recordLike(v)) continue;
    const owner = OWNER_AFTER.exec(text.slice(v.end, v.end + OWNER_REACH))?.[1] ?? OWNER_BEFORE.exec(text.slice(Math.max(0, v.start - OWNER_REACH), v.start))?.[1];
    if (owner === undefined) continue;
    const key = owner.toLowerCase();
    owners.set(key, [...(owners.get(key) ?? []), v]);
  }
  return owners;
}

/**
 * The records of an owner the turn sets apart by name, where two owners or more each have a record:
 * one owner alone gives nothing to choose among. One pass of a pattern of plain alternatives.
 */
export function ownersSetApart(text: string, values: readonly Span[], acts: readonly ClauseAct[]): Span[] {
  if (!values.some(recordLike)) return [];
  const owners = ownersOf(text, values);
  const out: Span[] = pickedOthers(text, values, owners, acts);
  for (const m of text.matchAll(APART_BY_OWNER)) {
    if (owners.size >= 2) out.push(...(owners.get(m[1]!.toLowerCase()) ?? []));
    const told = recordToldAfter(text, values, m.index! + m[0].length);
    if (told !== undefined) out.push(told);
  }
  return out;
}

/**
 * A pronoun and a verb of being right after the owner set apart, then the record: `leave Tom's, he's
 * CG-13`, `not Ana's (she is on 4471)`; or the record alone in brackets, an apposition that says
 * which record the owner's is: `except Julia's (SF-101)`, `not Omar's (order 4471)`.
 */
const RECORD_TOLD_AFTER = /^\s*(?:(?:[,(—–-]\s*)?(?:he|she|they|that|that one|theirs|his|hers)\s*(?:['’]s|['’]re|is|are|was|were)\s+(?:(?:on|under)\s+)?|\(\s*)(?:(?:order|booking|account|membership|invoice|ticket|record)\s+)?#?$/iu;

/**
 * The record the turn tells right after the owner it sets apart, where it gave the owner none
 * before: the apposition says which record the owner's is. The request's other records stay its own.
 */
function recordToldAfter(text: string, values: readonly Span[], from: number): Span | undefined {
  let next: Span | undefined;
  for (const v of values) if (v.start >= from && v.start - from <= OWNER_REACH && (next === undefined || v.start < next.start)) next = v;
  if (next === undefined || !recordLike(next)) return undefined;
  return RECORD_TOLD_AFTER.test(text.slice(from, next.start)) ? next : undefined;
}

/** An owner named with `'s` and no record right after an act's verb: `cancel Liam's`, `refund just Rex's`. */
const PICKED_OWNER = /^\S+\s+(?:(?:just|only)\s+)?(\p{Lu}\p{Ll}+)['’]s\b(?!\s*(?:(?:order|booking)\s+|#\s*)?(?:\d|[a-z]{1,5}-?\d))/u;
/** A name with `'s`, anywhere. */
const NAMED_OWNER = /(?<![\p{L}])(\p{L}+)['’]s\b/gu;
/** How far after an act's start its object is read. */
const PICK_REACH = 40;

/**
 * The records of the other owners, where an act after every record picks one owner's by name
 * (`Zoe's lesson is SF-19 and Liam's is SF-20. cancel Liam's`): the request names that record
 * again by whose it is. Nothing where two owners or more are picked, or one owner alone has records.
 */
function pickedOthers(text: string, values: readonly Span[], owners: Map<string, Span[]>, acts: readonly ClauseAct[]): Span[] {
  if (owners.size < 2) return [];
  const lastRecord = Math.max(...values.filter(recordLike).map((v) => v.end));
  const picked = new Set<string>();
  for (const act of acts) {
    if (act.start < lastRecord) continue;
    const owner = PICKED_OWNER.exec(text.slice(act.start, act.start + PICK_REACH))?.[1]?.toLowerCase();
    if (owner !== undefined && owners.has(owner)) picked.add(owner);
  }
  if (picked.size !== 1) return [];
  // Another owner named after the records (`cancel Liam's and Zoe's`, `not Zoe's`) makes the pick no single one's.
  for (const m of text.slice(lastRecord).matchAll(NAMED_OWNER)) {
    const owner = m[1]!.toLowerCase();
    if (owners.has(owner) && !picked.has(owner)) return [];
  }
  return [...owners].filter(([owner]) => !picked.has(owner)).flatMap(([, records]) => records);
}
