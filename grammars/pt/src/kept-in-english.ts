// Records an English clause of a Portuguese turn keeps out of the request: `cancela o pedido 8820-VIP
// the other one 8820-PISTA keep it pls`, `estorna o 4410, keep 4411`, `anula a 3150, 3151 stays`. The
// English grammar reads the clause alone and sees no other record to keep it from; the Portuguese
// reading of the whole turn sees both, as set-apart-in-english.ts does for `not` and `except`.
import type { Span } from "@toolgate/grammar-kit";
import { isRecordSpan } from "./record-spans.js";

/** How far around a record the English words that keep it are looked for; bounds the patterns below. */
const REACH = 24;

// Anchored at one end of a bounded slice of the folded text, each part a choice among fixed words
// apart by blanks: linear.
/** Before the record: `keep`, `spare`, `leave`, an article or the record's word between (`keep the order 4411`). */
const KEEP_BEFORE = /(?:^|[^\p{L}\d])(?:keep|spare)\s+(?:(?:the|order|booking|invoice|one|#)\s*){0,2}$/u;
/** After the record: it is kept, stays or is fine (`keep it`, `stays`, `is fine`, `leave it`, `as is`). */
const KEPT_AFTER = /^\s*(?:,\s*)?(?:keep\s+(?:it|that|this)|stays|remains|can\s+stay|is\s+fine|is\s+ok|leave\s+it|leave\s+that|as\s+is)(?![\p{L}\d])/u;
/** A cue every such clause holds, looked for before any record is: most turns hold none. */
const ENGLISH_CUE = /\b(?:keep|spare|stays|remains|can stay|is fine|is ok|leave it|leave that|as is)\b/;

/** The records kept by English words next to them, where the turn names another record too. */
export function recordsKeptInEnglish(folded: string, values: readonly Span[]): Span[] {
  if (!ENGLISH_CUE.test(folded)) return [];
  const records = values.filter((v) => isRecordSpan(v));
  if (records.length < 2) return [];
  return records.filter(
    (r) => records.some((o) => String(o.value) !== String(r.value)) && (KEEP_BEFORE.test(folded.slice(Math.max(0, r.start - REACH), r.start)) || KEPT_AFTER.test(folded.slice(r.end, r.end + REACH))),
  );
}
