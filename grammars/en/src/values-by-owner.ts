// Sums and records said of the same people, apart: `deposits back for the two no-shows, Ana's is 30,
// Raj's 45. Ana booked under TS-71, Raj under TS-72`. Each person's sum is said with their name and
// `'s`, each person's record with their name before it; the sum is then of that person's record.
import { recordLike, type Span } from "@toolgate/grammar-kit";

/** How far before a value its owner's words are read. */
const OWNER_REACH = 40;

/** A name and `'s` right before a sum: `Ana's is 30`, `Raj's 45`, `Mia's comes to €20`. */
const OWNER_OF_SUM = /\b(\p{Lu}\p{Ll}+)['’]s(?:\s+(?:is|was|comes to|will be|should be))?(?:\s*:)?\s*(?:[$€£]\s?)?$/u;
/** A name, up to three words, and the word that puts a record under it, right before the record: `Ana booked under`, `Raj under`, `Leo's is on`. */
const OWNER_OF_RECORD = /\b(\p{Lu}\p{Ll}+)(?:['’]s)?(?:\s+\p{Ll}+){0,3}?\s+(?:under|on|as|is|with|:)\s+(?:(?:booking|order|ref|reference|account|number|no\.?)\s+)?#?$/u;

const sumLike = (v: Span): boolean => v.kind === "amount" || (v.kind === "number" && !recordLike(v));

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
