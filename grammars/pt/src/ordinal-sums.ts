// Sums said of things by their place and a request that then picks one by its place: `a primeira parcela é
// de 200 e a segunda de 350. fatura a segunda`, `o primeiro reembolso é de 30, o segundo de 45; faz o
// primeiro`. The sums of the places not picked are the story's. Read on the few words before each sum
// and once over the words after the last of them, so the time is linear.
import type { Span } from "@toolgate/grammar-kit";

/** An ordinal, a thing at most, and the words that give it its sum, right before the sum: `a primeira parcela é de`, `a segunda de`, `o segundo em`. */
const ORDINAL_BEFORE_SUM =
  /\b(?:o|a)\s+(primeir[oa]|segund[oa]|terceir[oa])\s+(?:(?:devolucao|reembolso|estorno|parcela|prestacao|fatura|factura|transferencia|cobranca|pagamento|valor)\s+)?(?:(?:e|de|em|com|fica com|leva|sera de|vai ser de)\s+){1,2}(?:r\$\s?|€\s?)?$/;
/** An ordinal a request points at, with no sum of its own after it: `fatura a segunda`, `faz o primeiro no 5555`; not `segunda-feira`. */
const ORDINAL_PICKED = /\b(?:o|a|no|na|do|da|pro|pra|pelo|pela)\s+(primeir[oa]|segund[oa]|terceir[oa])\b(?!-|\s+(?:\p{L}+\s+)?(?:(?:e|de|em|com)\s+){1,2}(?:r\$\s?|€\s?)?\d)/gu;

const PLACE: Readonly<Record<string, number>> = { primeiro: 0, primeira: 0, segundo: 1, segunda: 1, terceiro: 2, terceira: 2 };

/** The sums said of the places a later request does not pick; nothing unless two places or more have sums and exactly one is picked. */
export function sumsOfOrdinalsNotPicked(folded: string, values: readonly Span[]): Span[] {
  // Each such turn holds `primeir` or `segund`.
  if (!folded.includes("primeir") && !folded.includes("segund")) return [];
  const placed = new Map<Span, number>();
  let last = 0;
  for (const v of values) {
    if ((v.kind !== "amount" && v.kind !== "number") || typeof v.value !== "number") continue;
    const m = ORDINAL_BEFORE_SUM.exec(folded.slice(Math.max(0, v.start - 50), v.start));
    if (m === null) continue;
    placed.set(v, PLACE[m[1]!]!);
    last = Math.max(last, v.end);
  }
  if (new Set(placed.values()).size < 2) return [];
  const picked = new Set<number>();
  ORDINAL_PICKED.lastIndex = 0;
  const after = folded.slice(last);
  for (let m = ORDINAL_PICKED.exec(after); m !== null; m = ORDINAL_PICKED.exec(after)) picked.add(PLACE[m[1]!]!);
  if (picked.size !== 1) return [];
  const chosen = [...picked][0];
  return [...placed].filter(([, place]) => place !== chosen).map(([sum]) => sum);
}
