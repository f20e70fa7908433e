// An id said after the noun of a file (`ficheiro REG-2026`, `arquivo nº 2231`, `pasta: FOTOS-09`): read
// with its noun, as a record's id is read with its word (`pedido 4471`), so that the checks know it
// names a file and not an order (a note's `order_id` is not given it).
import type { Span, SpanSet } from "@toolgate/grammar-kit";
import { FILE_NOUNS, NOT_IDS } from "./lexicon.js";
import { CODE_LETTERS } from "./values.js";

/**
 * The noun (with its plural `s`), blanks or a colon, an optional `nº` or `#`, then an id shaped as
 * values.ts's ALNUM_ID reads one (its CODE_LETTERS, here optional: `arquivo 2231`), then a digit and
 * what follows it.
 * Linear: the noun a choice among fixed words, the blank after it keeps an id from being tried again
 * from a noun inside it, and each part is a run of one class that ends where the next begins.
 */
const NOUNS = Object.keys(FILE_NOUNS);
const FILE_ID = new RegExp(
  String.raw`\b(?:${NOUNS.join("|")})s?(?:\s*:\s*|\s+)(?:(?:n[ºo°]\.?|#)\s*)?((?:${CODE_LETTERS})?[-_/]?\d[\w-]*)(?![\w/]|[.,]\d)`,
  "g",
);

/** Adds each such id, as written and with its noun in its text, where nothing has read its characters yet. */
export function scanFileIds(text: string, folded: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  if (!NOUNS.some((noun) => folded.includes(noun))) return found;
  FILE_ID.lastIndex = 0;
  for (let m = FILE_ID.exec(folded); m !== null; m = FILE_ID.exec(folded)) {
    const end = m.index + m[0].length;
    const start = end - m[1]!.length;
    const written = text.slice(start, end);
    if (NOT_IDS.test(written) || !spans.free(start, end)) continue;
    spans.collect(found, { start: m.index, end, kind: "id", text: text.slice(m.index, end), value: written });
  }
  return found;
}
