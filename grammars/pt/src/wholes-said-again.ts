// A whole said once as what is owed and again as the whole a part is taken of: `O cliente CT-19 deve
// 500 € de honorários. Fatura-lhe 300 dos 500 agora e o resto em abril.` The part's whole (`dos 500`)
// is set apart where the part is read; the same sum said before it is that whole too, told first, so
// it is set apart with it: the request is the part.
import type { Span } from "@toolgate/grammar-kit";

const SUM_KINDS = new Set(["number", "amount"]);

/** The indexes of the sums that say again, anywhere in the turn, the value of a whole a part was taken of. */
export function wholesSaidAgain(ordered: readonly Span[], wholes: ReadonlySet<number>): number[] {
  if (wholes.size === 0) return [];
  const values = new Set([...wholes].map((i) => Number(ordered[i]!.value)));
  const out: number[] = [];
  ordered.forEach((span, i) => {
    if (!wholes.has(i) && SUM_KINDS.has(span.kind) && values.has(Number(span.value))) out.push(i);
  });
  return out;
}
