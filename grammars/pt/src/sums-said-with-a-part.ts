// A sum said as a part that comes with the thing a request acts on, after `com <noun> de`: `fatura o
// segundo, com sinal de 300`, `faz a fatura de 500 com desconto de 50`. The sum is of the part (a
// deposit, a discount, a fee), not the act's own, where the turn gives another sum. A noun that names
// the act's own sum (`com valor de 300`, `com um total de 90`) keeps it. Read on the few words before
// each sum: linear.
import type { Span } from "@toolgate/grammar-kit";

/** `com` then one noun (after an article or not) then `de`, right before the sum, folded. */
const WITH_A_PART = /(?:^|[^\p{L}])com\s+(?:(?:o|a|um|uma)\s+)?(\p{L}+)\s+de\s+(?:(?:r\$|€|us\$)\s*)?$/u;
/** Nouns that name the act's own sum: a sum after them is the request's. */
const OWN_SUM: ReadonlySet<string> = new Set(["valor", "montante", "total", "quantia", "importancia", "soma", "preco"]);
const SUMS: ReadonlySet<string> = new Set(["amount", "number"]);
/** How far back from a sum its words are read. */
const REACH = 40;

/** The sums of a part said with `com <noun> de`, where the turn holds another sum not so said. */
export function sumsSaidWithAPart(folded: string, values: readonly Span[]): Span[] {
  const sums = values.filter((v) => SUMS.has(v.kind));
  const parts = sums.filter((v) => {
    const m = WITH_A_PART.exec(folded.slice(Math.max(0, v.start - REACH), v.start));
    return m !== null && !OWN_SUM.has(m[1]!);
  });
  return parts.length > 0 && parts.length < sums.length ? parts : [];
}
