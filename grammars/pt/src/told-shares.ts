// A share of an order's sum where the sum is told apart, as a fact: `reembolsa metade do pedido 8810,
// que deu 90 reais`, `o pedido 5521 saiu por 150; estorna 20% dele`, `devolve um terço da encomenda,
// que custou 60 euros`. The share is what is asked, not the sum told.
import { wordTable, type Span } from "@toolgate/grammar-kit";

/**
 * A share word not followed by its sum: `metade`, `um terço`, `um quarto`, `10%`, `10 por cento`, then
 * `do pedido`, `da encomenda`, `do valor`, `dele`, or the clause's end. `metade pro 8839` (the same
 * share for another record) and `10% de desconto` are not read.
 */
const SHARE_APART =
  /(?:\b(metade)|\b(?:um|1)\s+(terco|quarto)|(?<![\w.,])(\d{1,3}(?:[.,]\d{1,2})?)\s?(?:%|por\s+cento))(?=\s+(?:do|da)\s+(?:valor|total|pedido|encomenda|compra|fatura|factura|montante|preco)\b|\s+(?:dele|dela|disso|desse|dessa|deste|desta)\b|\s*(?:[.;,!)]|$))/g;

/** What each share word takes of a sum (`metade`, `um terço`, `o dobro`): read here and by read.ts's `shareOf`. */
export const SHARES: Readonly<Record<string, number>> = wordTable({ metade: 0.5, meio: 0.5, dobro: 2, triplo: 3, terco: 1 / 3, quarto: 0.25 });

/** Words right before a sum that tell it as what an order came to: `que deu 90`, `custou 60`, `saiu por 150`, `foi de 80`, `(150 reais)`. */
const TOLD_BEFORE =
  /(?:\b(?:foi|foram|deu|custou|custa|saiu|ficou|era|valor|total|totalizou|pagou|paguei|pagamos|pagaram|somou|valeu)(?:\s+(?:por|em|de|a))?\s+|\(\s*)(?:r\$\s?|€\s?|us\$\s?)?$/;

/** How far back the words that tell a sum are read. */
const TOLD_REACH = 24;

/** A sum a share may be taken of: an amount, or a bare number of at most three digits (not a record). */
function isSum(v: Span): boolean {
  if (typeof v.value !== "number") return false;
  return v.kind === "amount" || (v.kind === "number" && /^\d{1,3}(?:[.,]\d{1,2})?$/.test(v.text.trim()));
}

export interface ToldShare {
  /** The index in `values` of the sum told, to be set apart. */
  sum: number;
  /** The index of the percent said as the share (`20%`), which is no sum of its own. */
  percent?: number;
  value: number;
  text: string;
}

/**
 * The share a turn asks for of the one sum it tells as an order's: exactly one share word said apart
 * from any sum, and exactly one sum in the turn, told with the words of what an order came to. Any
 * other turn is left as it is.
 */
export function shareOfToldSum(text: string, folded: string, values: readonly Span[]): ToldShare | undefined {
  SHARE_APART.lastIndex = 0;
  const first = SHARE_APART.exec(folded);
  if (first === null || SHARE_APART.exec(folded) !== null) return undefined;
  const shareStart = first.index;
  const shareEnd = first.index + first[0].length;
  const fraction = first[1] !== undefined || first[2] !== undefined ? SHARES[first[1] ?? first[2]!]! : Number(first[3]!.replace(",", ".")) / 100;
  if (!(fraction > 0 && fraction < 1)) return undefined;
  const percent = values.findIndex((v) => v.start >= shareStart && v.start < shareEnd);
  const sums: number[] = [];
  values.forEach((v, i) => {
    if (i !== percent && isSum(v)) sums.push(i);
  });
  if (sums.length !== 1) return undefined;
  const sum = values[sums[0]!]!;
  if (!TOLD_BEFORE.test(folded.slice(Math.max(0, sum.start - TOLD_REACH), sum.start))) return undefined;
  const value = Math.round((sum.value as number) * fraction * 100) / 100;
  return { sum: sums[0]!, ...(percent >= 0 ? { percent } : {}), value, text: `${text.slice(shareStart, shareEnd)} (${sum.text.trim()})` };
}
