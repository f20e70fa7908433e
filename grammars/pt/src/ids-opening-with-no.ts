// An id whose letters begin with `no`, after its record's word: `pedido NOT-7102`, `encomenda NOR55`,
// `pedido NO-4410`. The record-word pattern of values.ts reads `nº`, `no.` and `no` as `número` before
// an id, so it took the `NO` of `NOT-7102` for that word and read `T-7102`. Read first, whole, here.
import type { Span, SpanSet } from "@toolgate/grammar-kit";
import { ID_KEYWORDS } from "./lexicon.js";
import { collectTrailingIds } from "./values.js";

/**
 * A record's word, then `no` run on into the id's letters or a dash, then its digits (`no 4410` is
 * `número 4410`, left to values.ts). Linear: the word a choice among fixed words, then runs of
 * classes that each end where the next begins; the look-ahead reads one character.
 */
const ID_OPENING_WITH_NO = new RegExp(String.raw`\b(?:${Object.keys(ID_KEYWORDS).join("|")})s?\s+(no(?:[a-z]{1,8}[-_]?|[-_])\d[\w-]*)(?![\w/]|[.,]\d)`, "g");

/** Adds each such id, as typed, where nothing has read its characters yet. */
export function scanIdsOpeningWithNo(text: string, folded: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  // Each holds `no` followed by a letter, a dash or an underscore.
  if (/no[a-z_-]/.test(folded)) collectTrailingIds(ID_OPENING_WITH_NO, text, folded, spans, found);
  return found;
}
