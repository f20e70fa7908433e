// A record's noun in brackets before its id: `o Thor (reserva PH-88) ficou 3 diárias`, `a Ana (pedido
// BK-210)`. The bracket names the record; its first word is the record's kind, never a verb that
// opens a clause, though `reserva` and `pedido` are verb forms too (`reserva o quarto`).
import type { Span } from "@toolgate/grammar-kit";
import type { Token } from "./tokens.js";

/** Whether an opening bracket stands right before an offset, blanks apart. */
function bracketBefore(text: string, at: number): boolean {
  let k = at - 1;
  while (k >= 0 && (text[k] === " " || text[k] === "\t")) k--;
  return k >= 0 && text[k] === "(";
}

/**
 * The starts of the words that open a bracket and name a record's id in it: an id read with its noun
 * (`(reserva PH-88)` is one id), or one word then the id. One look back from each id.
 */
export function labelsInBrackets(text: string, tokens: readonly Token[], spans: readonly Span[]): number[] {
  const out: number[] = [];
  // Gate: a turn with no bracket pays one search.
  if (!text.includes("(")) return out;
  const ids = spans.filter((s) => s.kind === "id");
  const idStarts = new Set(ids.map((s) => s.start));
  for (const id of ids) if (bracketBefore(text, id.start)) out.push(id.start);
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    if (!t.breakAfter && idStarts.has(tokens[i + 1]!.start) && bracketBefore(text, t.start)) out.push(t.start);
  }
  return out;
}
