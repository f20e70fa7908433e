// A whole cost split in equal shares, then one share asked for: `o conserto do portão sai 3 mil e 200,
// cada unidade paga 160. gera a fatura pro C-1101 com a parte dela`, `o jantar deu 480, cada um paga
// 60; cobra a parte do Rui`. The whole is the story's, the share the request's: the sums said before
// the share and larger than it are set apart. Read only where the turn names the share it asks for
// (`a parte dela`, `a sua quota`); `cada unidade paga 160` alone may be told beside a request for the whole.
import type { Span } from "@toolgate/grammar-kit";
import { isSum } from "./sum-spans.js";

/** How far before a sum the words that make it each one's share are looked for. */
const BEFORE_REACH = 40;
/** Before a sum: `cada` and who pays it, then the verb of paying (`cada unidade paga`, `cada um fica com`, `cada casa entra com R$`). */
// Linear: anchored at the end; each part is a fixed choice or one run of letters between blanks.
const EACH_PAYS_BEFORE = /(?:^|[^\p{L}])cada\s+\p{L}+\s+(?:paga|pagam|fica\s+com|fica\s+em|entra\s+com|da|deve|sai\s+a|sai\s+por|e\s+de|tem\s+de\s+pagar|tem\s+que\s+pagar|vai\s+pagar)\s+(?:(?:r\$|€|us\$)\s*)?$/u;
/** The share asked for, after the sum: `a parte dela`, `a sua parte`, `a quota do 3.º esq.`. */
const SHARE_ASKED = /(?:^|[^\p{L}])(?:a|sua|tua|minha)\s+(?:parte|cota|quota)(?![\p{L}])/u;

/** The sums a turn, folded, says as the whole that a share asked for after them is each one's part of. */
export function wholesOfSharesAsked(folded: string, values: readonly Span[]): Span[] {
  if (!folded.includes("cada") || !SHARE_ASKED.test(folded)) return [];
  const share = values.find((v) => isSum(v) && EACH_PAYS_BEFORE.test(folded.slice(Math.max(0, v.start - BEFORE_REACH), v.start)) && SHARE_ASKED.test(folded.slice(v.end)));
  if (share === undefined) return [];
  return values.filter((v) => v !== share && isSum(v) && v.end <= share.start && (v.value as number) > (share.value as number));
}
