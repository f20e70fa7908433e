// A code of capitals joined by dashes and holding no digit, said after the noun of its record or of a
// file (`arquivo CRONO-ABR`, `pasta FOTOS-CASA`, `pedido LOJA-NORTE`): an id, as `CRONO-04` is. The id
// patterns of values.ts want a digit; a code without one is read only after its noun and only in
// capitals, so that a word with a dash (`arquivo bem-feito`, `o pedido pré-aprovado`) stays a word.
import type { Span, SpanSet } from "@toolgate/grammar-kit";
import { FILE_NOUNS, ID_KEYWORDS } from "./lexicon.js";

/**
 * The noun (with its plural `s`), blanks or a colon, then parts of letters or digits joined by dashes.
 * Linear: the blank or colon after the noun keeps a code from being tried again from a noun inside
 * it (`id` in `o-ide-o-ide…`); each part is a run of one class that ends at a dash or at the look-ahead.
 */
const CODE_AFTER_NOUN = new RegExp(
  String.raw`\b(?:${[...Object.keys(ID_KEYWORDS), ...Object.keys(FILE_NOUNS)].join("|")})s?(?:\s*:\s*|\s+)([a-z][a-z\d]*(?:-[a-z\d]+)+)(?![\w-])`,
  "g",
);

/** Whether the code as written is in capitals: no small letter (`CRONO-ABR`), at least two capitals. */
function inCapitals(written: string): boolean {
  return written === written.toUpperCase() && (written.match(/\p{Lu}/gu)?.length ?? 0) >= 2;
}

/** Adds each such code, as written, where nothing has read its characters yet. */
export function scanCodesInCapitals(text: string, folded: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  // Each holds a capital, a dash and a capital.
  if (!/\p{Lu}-\p{Lu}/u.test(text)) return found;
  CODE_AFTER_NOUN.lastIndex = 0;
  for (let m = CODE_AFTER_NOUN.exec(folded); m !== null; m = CODE_AFTER_NOUN.exec(folded)) {
    const end = m.index + m[0].length;
    const start = end - m[1]!.length;
    const written = text.slice(start, end);
    // A code with a digit is the id patterns' own (values.ts).
    if (/\d/.test(written) || !inCapitals(written) || !spans.free(start, end)) continue;
    spans.collect(found, { start: m.index, end, kind: "id", text: text.slice(m.index, end), value: written });
  }
  return found;
}
