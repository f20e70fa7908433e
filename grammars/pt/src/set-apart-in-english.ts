// Records an English clause of a Portuguese turn sets apart from the request: `Anula a reserva 3150.
// Don't touch 3151, that one is fine.`, `cancela o 4410, not 4411`, `estorna tudo except for 7702`. The
// English clause alone is read by the English grammar, which sees no other record there to set the
// value apart from; the Portuguese reading of the whole turn sees both and marks it, as it marks
// `não mexas na 3151`. A value right after `not` (`Anula a encomenda 2231, not 2213, thanks`, `estorna 45,
// not 54`) is taken back as `não 2213` is, record or sum. Both are read on the few words before each
// value, so the time is linear.
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

/** The records set apart by English words right before them, where the turn names another record too. */
export function recordsSetApartInEnglish(folded: string, values: readonly Span[]): Span[] {
  if (!ENGLISH_CUE.test(folded)) return [];
  const records = values.filter((v) => isRecordSpan(v));
  if (records.length < 2) return [];
  return records.filter((r) => records.some((o) => String(o.value) !== String(r.value)) && setApartBefore(folded.slice(Math.max(0, r.start - BEFORE_REACH), r.start)));
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
