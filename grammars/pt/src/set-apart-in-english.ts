// Records an English clause of a Portuguese turn sets apart from the request: `Anula a reserva 3150.
// Don't touch 3151, that one is fine.`, `cancela o 4410, not 4411`, `estorna tudo except for 7702`,
// and records it keeps out of it: `estorna o 4410, keep 4411`, `anula a 3150, 3151 stays`. The
// English clause alone is read by the English grammar, which sees no other record there to set the
// value apart from; the Portuguese reading of the whole turn sees both and marks it, as it marks
// `não mexas na 3151`. A value right after `not` (`Anula a encomenda 2231, not 2213, thanks`,
// `estorna 45, not 54`) is taken back as `não 2213` is, record or sum. All are read on a few words
// beside each value, so the time is linear.
import type { Span } from "@toolgate/grammar-kit";
import { isRecordSpan } from "./record-spans.js";

/** How far before a record the English words that set it apart are looked for. */
const BEFORE_REACH = 40;
/** Words between those words and the record: `don't touch the order 3151`, `not #4411`. */
const RECORD_WORDS = new Set(["the", "order", "booking", "reservation", "invoice", "number", "no.", "one", "#"]);
/** One word before the record's words that sets it apart. */
const APART_WORDS = new Set(["not", "except"]);
/** Two words before the record's words that set it apart: `except for`, `leave out`, `apart from`. */
const APART_PAIRS = new Set(["except for", "but not", "leave out", "apart from"]);
/** The verbs a negation before them makes set a record apart: `don't touch`, `never cancel`, `do not refund`. */
const APART_VERBS = new Set(["touch", "cancel", "refund", "change", "charge", "move", "delete", "void"]);
const NEGATIONS = new Set(["don't", "dont", "don’t", "never"]);
/** A cue every such clause holds, looked for before any record is: most turns hold none. */
const ENGLISH_CUE = /\b(?:don['’]?t|do not|never|except|not|leave out|apart from)\b/;

/** Whether the folded words right before a record set it apart in English. */
function setApartBefore(before: string): boolean {
  const words = before.split(/\s+/).filter((w) => w !== "");
  let end = words.length;
  while (end > 0 && RECORD_WORDS.has(words[end - 1]!)) end--;
  const last = words[end - 1];
  const second = words[end - 2];
  if (last === undefined) return false;
  if (APART_WORDS.has(last) || (second !== undefined && APART_PAIRS.has(`${second} ${last}`))) return true;
  if (!APART_VERBS.has(last) || second === undefined) return false;
  return NEGATIONS.has(second) || (second === "not" && words[end - 3] === "do");
}

/** The records `apart` says English words set apart, where the turn names another record too. */
function recordsApart(values: readonly Span[], apart: (r: Span) => boolean): Span[] {
  const records = values.filter((v) => isRecordSpan(v));
  if (records.length < 2) return [];
  return records.filter((r) => records.some((o) => String(o.value) !== String(r.value)) && apart(r));
}

/** The records set apart by English words right before them, where the turn names another record too. */
export function recordsSetApartInEnglish(folded: string, values: readonly Span[]): Span[] {
  if (!ENGLISH_CUE.test(folded)) return [];
  return recordsApart(values, (r) => setApartBefore(folded.slice(Math.max(0, r.start - BEFORE_REACH), r.start)));
}

// Records an English clause keeps out of the request: `cancela o pedido 8820-VIP the other one
// 8820-PISTA keep it pls`, `estorna o 4410, keep 4411`, `anula a 3150, 3151 stays`. Anchored at one
// end of a bounded slice of the folded text, each part a choice among fixed words apart by blanks:
// linear.
/** How far around a record the English words that keep it are looked for. */
const KEEP_REACH = 24;
/** Before the record: `keep`, `spare`, an article or the record's word between (`keep the order 4411`). */
const KEEP_BEFORE = /(?:^|[^\p{L}\d])(?:keep|spare)\s+(?:(?:the|order|booking|invoice|one|#)\s*){0,2}$/u;
/** After the record: it is kept, stays or is fine (`keep it`, `stays`, `is fine`, `leave it`, `as is`). */
const KEPT_AFTER = /^\s*(?:,\s*)?(?:keep\s+(?:it|that|this)|stays|remains|can\s+stay|is\s+fine|is\s+ok|leave\s+it|leave\s+that|as\s+is)(?![\p{L}\d])/u;
/** A cue every such clause holds, looked for before any record is: most turns hold none. */
const KEEP_CUE = /\b(?:keep|spare|stays|remains|can stay|is fine|is ok|leave it|leave that|as is)\b/;

/** The records kept by English words next to them, where the turn names another record too. */
export function recordsKeptInEnglish(folded: string, values: readonly Span[]): Span[] {
  if (!KEEP_CUE.test(folded)) return [];
  return recordsApart(values, (r) => KEEP_BEFORE.test(folded.slice(Math.max(0, r.start - KEEP_REACH), r.start)) || KEPT_AFTER.test(folded.slice(r.end, r.end + KEEP_REACH)));
}

/** `not`, and an article or a record's noun, right before the value, on the folded text. */
const NOT_BEFORE = /(?:^|[^\p{L}])not\s+(?:(?:the|order|invoice|#)\s*)?$/u;

/** How many characters before a value `not` is looked for. */
const NOT_REACH = 16;

/** The values right after `not`. */
export function setApartInEnglish(folded: string, values: readonly Span[]): Span[] {
  if (!folded.includes("not ")) return [];
  return values.filter((v) => NOT_BEFORE.test(folded.slice(Math.max(0, v.start - NOT_REACH), v.start)));
}
