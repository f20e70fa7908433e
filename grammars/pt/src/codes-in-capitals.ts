// A code of capitals joined by dashes and holding no digit, said after the noun of its record or of a
// file (`arquivo CRONO-ABR`, `pasta FOTOS-CASA`, `pedido LOJA-NORTE`): an id, as `CRONO-04` is. The id
// patterns of values.ts want a digit; a code without one is read only after its noun and only in
// capitals, so that a word with a dash (`arquivo bem-feito`, `o pedido pré-aprovado`) stays a word.
import type { Span, SpanSet } from "@toolgate/grammar-kit";
import { FILE_NOUNS, ID_KEYWORDS } from "./lexicon.js";

/** A run of capitals (and digits) in parts joined by dashes, on the text as written. Linear: each part a run of one class that ends at a dash. */
const CAPITAL_CODE = /(?<![\p{L}\d_-])(\p{Lu}[\p{Lu}\d]*(?:-[\p{Lu}\d]+)+)(?![\p{L}\d_-])/gu;

/** Whether a folded word is a record's or a file's noun. */
function isNoun(word: string): boolean {
  return ID_KEYWORDS[word] !== undefined || FILE_NOUNS[word] !== undefined;
}

/** Whether a folded word is a record's or a file's noun, or its plural. */
function isCodeNoun(word: string): boolean {
  return isNoun(word) || (word.endsWith("s") && isNoun(word.slice(0, -1)));
}

/**
 * Where the noun right before `at` starts, past blanks or a colon between: `arquivo CRONO-ABR`,
 * `pasta: FOTOS-09`. Read back character by character: the blanks and the word belong to this code
 * alone, so every code's look back together reads the turn once. None where no word stands there.
 */
function nounStart(folded: string, at: number): { start: number; word: string } | undefined {
  let k = at - 1;
  while (k >= 0 && folded.charAt(k) === " ") k--;
  if (folded.charAt(k) === ":") {
    k--;
    while (k >= 0 && folded.charAt(k) === " ") k--;
  } else if (k === at - 1) return undefined;
  const end = k + 1;
  while (k >= 0 && folded.charCodeAt(k) >= 97 && folded.charCodeAt(k) <= 122) k--;
  return end > k + 1 ? { start: k + 1, word: folded.slice(k + 1, end) } : undefined;
}

/** Adds each such code, as written, with its noun in its text, where nothing has read its characters yet. */
export function scanCodesInCapitals(text: string, folded: string, spans: SpanSet): Span[] {
  const found: Span[] = [];
  // Each holds a capital, a dash and a capital.
  if (!/\p{Lu}-\p{Lu}/u.test(text)) return found;
  CAPITAL_CODE.lastIndex = 0;
  for (let m = CAPITAL_CODE.exec(text); m !== null; m = CAPITAL_CODE.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    // A code with a digit is the id patterns' own (values.ts).
    if (/\d/.test(m[0])) continue;
    const noun = nounStart(folded, start);
    if (noun === undefined || !isCodeNoun(noun.word) || !spans.free(start, end)) continue;
    spans.collect(found, { start: noun.start, end, kind: "id", text: text.slice(noun.start, end), value: m[0] });
  }
  return found;
}
