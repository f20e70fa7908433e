// Sums a turn tells of each record with words between: `invoice H-90 for the cut and colour which
// was 85 and then the blow dry for H-91 was 30`, `RN-400 the van at 210, RN-401 the small car at
// 90`. The sum is said of the record before it where the words between end in a verb of being or
// costing (`which was`, `is`, `came to`, `costs`, `at`) and hold no other value. Kept only where two
// records or more each have one sum, and the records differ.
import { apartByWordsBefore, recordLike, type Span } from "@toolgate/grammar-kit";
import { sumLike } from "./sum-like.js";

/** The words between a record and its sum: a few words, then `(which|that) was`, `is`, `came to`, `costs`, `at`. */
const TOLD_BETWEEN = /^(?:\s+[\p{L}'’-]+){0,7}?\s+(?:(?:which|that)\s+)?(?:was|is|were|are|came to|comes to|costs?|cost|at)\s+(?:[$€£]\s?)?$/u;
/** The most characters between a record and its sum. */
const TOLD_REACH = 64;

/** The sum said of each record, where each of two records or more has one. */
export function sumsToldOfRecords(text: string, values: readonly Span[]): Map<Span, Span> {
  const sorted = [...values].filter((v) => v.kind !== "name").sort((a, b) => a.start - b.start);
  const out = new Map<Span, Span>();
  for (let i = 0; i + 1 < sorted.length; i++) {
    const record = sorted[i]!;
    const sum = sorted[i + 1]!;
    if (!recordLike(record) || !sumLike(sum) || sum.start - record.end > TOLD_REACH) continue;
    if (TOLD_BETWEEN.test(text.slice(record.end, sum.start))) out.set(sum, record);
  }
  const records = new Set([...out.values()].map((r) => String(r.value)));
  return out.size >= 2 && records.size === out.size ? out : new Map();
}

/**
 * The sums told of records the turn then sets apart by words before one of their mentions: `GY-7
 * at 29 and GY-8 at 45. refund the other one, not GY-7`. The record's sum goes with it: the
 * request's sum is the other record's.
 */
export function sumsOfRecordsSetApart(text: string, told: ReadonlyMap<Span, Span>, values: readonly Span[], apart: RegExp): Span[] {
  if (told.size === 0) return [];
  const setApart = new Set<string>();
  for (const v of values) if (recordLike(v) && apartByWordsBefore(text, v, apart)) setApart.add(String(v.value));
  return [...told].filter(([, record]) => setApart.has(String(record.value))).map(([sum]) => sum);
}

/** A record alone in brackets right after a sum: `110 (PT-72)`, `85 (order PT-71)`. */
const RECORD_IN_BRACKETS = /^\s*\(\s*(?:(?:order|booking|account|invoice|ticket|record)\s+)?#?$/i;
/** The bracket that closes the record: nothing but the record stands inside. */
const CLOSING = /^\s*\)/;

/**
 * The records named in brackets right after a sum the turn set apart (`the one from Tuesday was 85
 * (order PT-71) and Thursday's was 110 (PT-72). the Tuesday one …`): the brackets say which record
 * the sum was told of, so the record goes with it. Only where another record stays the request's.
 */
export function recordsOfSumsSetApart(text: string, setApart: ReadonlySet<Span>, values: readonly Span[]): Span[] {
  const out: Span[] = [];
  const sorted = [...values].sort((a, b) => a.start - b.start);
  for (let i = 0; i + 1 < sorted.length; i++) {
    const sum = sorted[i]!;
    const record = sorted[i + 1]!;
    if (!setApart.has(sum) || (sum.kind !== "amount" && sum.kind !== "number") || /^\d{4,}$/.test(sum.text) || !recordLike(record) || setApart.has(record)) continue;
    if (RECORD_IN_BRACKETS.test(text.slice(sum.end, record.start)) && CLOSING.test(text.slice(record.end, record.end + 4))) out.push(record);
  }
  return sorted.some((v) => recordLike(v) && !setApart.has(v) && !out.includes(v)) ? out : [];
}

/** The most characters between a sum and the record it is said on: `the 120 on BK-302`. */
const ON_REACH = 40;

/**
 * The sums said on a record the turn sets apart (`refund him 35 on BK-301 — the 120 on BK-302
 * stays`, `don't touch 4472 … the 60 on 4472`): the words that pair a sum with its record
 * (`pairing`: `on`, `for order`) say whose sum it is, so it goes with its record. Only where
 * another sum stays the request's.
 */
export function sumsOnRecordsSetApart(text: string, setApart: ReadonlySet<Span>, values: readonly Span[], pairing: RegExp): Span[] {
  if (setApart.size === 0) return [];
  const out: Span[] = [];
  const sorted = [...values].filter((v) => v.kind !== "name").sort((a, b) => a.start - b.start);
  for (let i = 0; i + 1 < sorted.length; i++) {
    const sum = sorted[i]!;
    const record = sorted[i + 1]!;
    if (!setApart.has(record) || setApart.has(sum) || !saidAsSum(sum) || !recordLike(record) || record.start - sum.end > ON_REACH) continue;
    if (pairing.test(text.slice(sum.end, record.start))) out.push(sum);
  }
  return sorted.some((v) => saidAsSum(v) && !setApart.has(v) && !out.includes(v)) ? out : [];
}

/** A sum said before the record it is on: an amount, or a number of up to three digits (`120 on BK-302`). */
function saidAsSum(v: Span): boolean {
  return v.kind === "amount" || (v.kind === "number" && /^\d{1,3}(?:[.,]\d{1,2})?$/.test(v.text));
}
