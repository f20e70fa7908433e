// Records an English clause of a Portuguese turn sets apart from the request: `Anula a reserva 3150.
// Don't touch 3151, that one is fine.`, `cancela o 4410, not 4411`, `estorna tudo except 7702`. The
// English clause alone is read by the English grammar, which sees no other record there to set the
// value apart from; the Portuguese reading of the whole turn sees both and marks it, as it marks
// `não mexas na 3151`. Read on the few characters before each record, so the time is linear.
import type { Span } from "@toolgate/grammar-kit";
import { isRecordSpan } from "./record-spans.js";

/** How far before a record the English words that set it apart are looked for; bounds the pattern. */
const BEFORE_REACH = 40;
/** The English words that set a record apart, right before it (the folded text, its apostrophes as typed). */
// Linear: anchored at the end; each word of the record is a fixed choice followed by its own blanks.
const SET_APART_BEFORE = /(?:^|[^\p{L}'’])(?:(?:don['’]?t|do\s+not|never)\s+(?:touch|cancel|refund|change|charge|move|delete|void)|except(?:\s+for)?|but\s+not|not|leave\s+out|apart\s+from)\s+(?:(?:the|order|booking|reservation|invoice|number|no\.|one)\s+)*#?$/u;
/** A cue every such clause holds, looked for before any record is: most turns hold none. */
const ENGLISH_CUE = /\b(?:don['’]?t|do not|never|except|not|leave out|apart from)\b/;

/** The records set apart by English words right before them, where the turn names another record too. */
export function recordsSetApartInEnglish(folded: string, values: readonly Span[]): Span[] {
  if (!ENGLISH_CUE.test(folded)) return [];
  const records = values.filter((v) => isRecordSpan(v));
  if (records.length < 2) return [];
  return records.filter((r) => SET_APART_BEFORE.test(folded.slice(Math.max(0, r.start - BEFORE_REACH), r.start)) && records.some((o) => o !== r && String(o.value) !== String(r.value)));
}
