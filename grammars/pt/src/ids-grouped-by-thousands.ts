// An id after its record's word written with its digits grouped by thousands with a space, as pt-PT
// writes long numbers (`encomenda nº 40 771`, `pedido 12 408`): one id, `40771`. The record-word
// pattern of values.ts stops at the first blank, took `40` for the id and left `771` a bare number,
// which a sum could then be read from. A number grouped this way before a currency is a sum
// (`1 500 €`), read by values.ts; here only where no currency follows.
import type { Span, SpanSet } from "@toolgate/grammar-kit";
import { ID_KEYWORDS } from "./lexicon.js";

/**
 * A record's word, its number's sign or not (`nº`, `número`, `#`), then one to three digits and
 * groups of exactly three after single blanks, the last one not followed by another group, a
 * word's character, a decimal or a currency. Linear: the groups are delimited by the blank before
 * each, and the look-ahead after the last refuses a further group, so a failed match gives back at
 * most one group per step and never revisits a start.
 */
const GROUPED_ID = new RegExp(
  String.raw`\b(?:${Object.keys(ID_KEYWORDS).join("|")})s?\s*(?:(?:n[ºo°]\.?|n\.[ºo°]|numero|num\.?|#|de\s+numero)\s*)?(?::\s*)?(?:#\s*)?(\d{1,3}(?:[ \u00a0\u202f]\d{3})+)(?![\w/]|[.,]\d|[ \u00a0\u202f]\d|\s?(?:€|eur|euros?|reais|real|r\$|us\$|\$|dolares|dolar|mil|k)(?![\p{L}\d]))`,
  "gu",
);

/** Adds each such id, its digits run together as its value, where nothing has read its characters yet. */
export function scanIdsGroupedByThousands(text: string, folded: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  // Each holds a digit, a blank and a digit.
  if (!/\d[ \u00a0\u202f]\d/.test(folded)) return found;
  GROUPED_ID.lastIndex = 0;
  for (let m = GROUPED_ID.exec(folded); m !== null; m = GROUPED_ID.exec(folded)) {
    const end = m.index + m[0].length;
    const idStart = end - m[1]!.length;
    if (!spans.free(idStart, end)) continue;
    spans.collect(found, { start: m.index, end, kind: "id", text: text.slice(m.index, end), value: m[1]!.replace(/\D/g, "") });
  }
  return found;
}
