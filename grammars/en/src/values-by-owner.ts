// Sums and records said of the same people, apart: `deposits back for the two no-shows, Ana's is 30,
// Raj's 45. Ana booked under TS-71, Raj under TS-72`. Each person's sum is said with their name and
// `'s`, each person's record with their name before it; the sum is then of that person's record.
// Or the records said after all the sums, as a list in the people's order: `invoice Mr Osei $1,200
// and Ms Park $850; customer ids OS-1 and PK-2` (valuesByOwnerInOrder).
import { recordLike, type Span } from "@toolgate/grammar-kit";
import { sumLike } from "./sum-like.js";

/** How far before a value its owner's words are read. */
const OWNER_REACH = 40;

/** A name and `'s` right before a sum: `Ana's is 30`, `Raj's 45`, `Mia's comes to €20`. */
const OWNER_OF_SUM = /\b(\p{Lu}\p{Ll}+)['’]s(?:\s+(?:is|was|comes to|will be|should be))?(?:\s*:)?\s*(?:[$€£]\s?)?$/u;
/** A name, up to three words, and the word that puts a record under it, right before the record: `Ana booked under`, `Raj under`, `Leo's is on`. */
const OWNER_OF_RECORD = /\b(\p{Lu}\p{Ll}+)(?:['’]s)?(?:\s+\p{Ll}+){0,3}?\s+(?:under|on|as|is|with|:)\s+(?:(?:booking|order|ref|reference|account|number|no\.?)\s+)?#?$/u;

/**
 * The sum of each record, where at least two people each have one sum said with their name and
 * one record said after their name, and the records are not the same.
 */
export function valuesByOwner(text: string, values: readonly Span[]): Map<Span, Span> {
  const sums = new Map<string, Span | null>();
  const records = new Map<string, Span | null>();
  for (const v of values) {
    const before = text.slice(Math.max(0, v.start - OWNER_REACH), v.start);
    const into = sumLike(v) ? sums : recordLike(v) ? records : undefined;
    const owner = (sumLike(v) ? OWNER_OF_SUM : OWNER_OF_RECORD).exec(before)?.[1];
    if (into === undefined || owner === undefined) continue;
    // One person given two sums or two records says nothing of which goes with which.
    into.set(owner, into.has(owner) ? null : v);
  }
  const out = new Map<Span, Span>();
  for (const [owner, sum] of sums) {
    const record = records.get(owner);
    if (sum && record) out.set(sum, record);
  }
  return out.size >= 2 && new Set([...out.values()].map((r) => String(r.value))).size === out.size ? out : new Map();
}

/** A name right before a sum, not the first word of a sentence: `Mr Osei $1,200`, `Ms Park 850`. */
const NAME_BEFORE_SUM = /(?<=[^\s.!?]\s{1,3})(\p{Lu}\p{Ll}+)\s+(?:[$€£]\s?)?$/u;
/** What stands between two records of a list: a comma, `and`, `&`. */
const LIST_JOIN = /^\s*(?:,\s*(?:and\s+)?|and\s+|&\s*)$/;

/**
 * The sum of each record where people are each given one sum right after their name and the
 * records follow all the sums as one list of as many records, in the same order: the list is read
 * respectively. Nothing where a record stands before the last sum (records said beside their sums
 * are paired by the turn's own words) or where the counts differ.
 */
export function valuesByOwnerInOrder(text: string, values: readonly Span[]): Map<Span, Span> {
  const sorted = [...values].sort((a, b) => a.start - b.start);
  const sums: Span[] = [];
  const owners = new Set<string>();
  for (const v of sorted) {
    if (!sumLike(v)) continue;
    const owner = NAME_BEFORE_SUM.exec(text.slice(Math.max(0, v.start - OWNER_REACH), v.start))?.[1];
    if (owner === undefined || owners.has(owner)) return new Map();
    owners.add(owner);
    sums.push(v);
  }
  if (sums.length < 2) return new Map();
  const lastSum = sums[sums.length - 1]!;
  if (sorted.some((v) => recordLike(v) && v.start < lastSum.start)) return new Map();
  const list = recordList(text, sorted.filter((v) => v.start > lastSum.end));
  if (list.length !== sums.length || new Set(list.map((r) => String(r.value))).size !== list.length) return new Map();
  return new Map(sums.map((sum, i) => [sum, list[i]!]));
}

/** The first run of records joined as a list (`OS-1 and PK-2`, `A1, A2 and A3`), in order. */
function recordList(text: string, after: readonly Span[]): Span[] {
  const start = after.findIndex(recordLike);
  if (start < 0) return [];
  const list = [after[start]!];
  for (let k = start + 1; k < after.length && recordLike(after[k]!) && LIST_JOIN.test(text.slice(list[list.length - 1]!.end, after[k]!.start)); k++) list.push(after[k]!);
  return list;
}
