// Where a word that points back at a record ends its phrase: `cancela esse`, `o do meio.`, and
// `cancela esse aí`, `cancela o do meio pf`, `o outro por favor`: a filler or a word of politeness
// after the pointing word closes the phrase as punctuation does. A pointing word followed by other
// words (`esse pedido 4471`, `meio conto`) names something else. A fixed look of at most three words.
import type { Token } from "./tokens.js";

/** Words that may follow a pointing word at the end of its phrase: `cancela esse aí`, `o outro também`, `o do meio pf`. */
const AFTER_POINTING: ReadonlySet<string> = new Set(["ai", "la", "tambem", "so", "mesmo", "pf", "pfv", "pfvr", "pls", "plz", "obg", "obrigado", "obrigada"]);

/** Whether the word at `r` ends a phrase: punctuation or a line break follows it, or the turn ends there. */
function endsAt(tokens: readonly Token[], r: number): boolean {
  return tokens[r]!.breakAfter || r + 1 === tokens.length;
}

/** Whether the pointing word at `r` ends its phrase, alone or with one filler or `por favor` after it. */
export function pointingPhraseEnds(tokens: readonly Token[], r: number): boolean {
  if (endsAt(tokens, r)) return true;
  const next = tokens[r + 1]!;
  if (AFTER_POINTING.has(next.fold)) return endsAt(tokens, r + 1);
  return next.fold === "por" && tokens[r + 2]?.fold === "favor" && endsAt(tokens, r + 2);
}
