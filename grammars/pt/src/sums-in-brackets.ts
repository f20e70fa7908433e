// A sum told in brackets as a fact beside the sum a request gives (`gera fatura de R$ 3.750,00 (a
// franquia de 1.200 já tá descontada)`, `estorna 40 (o frete de 15 fica com a loja)`): an aside, not
// the request's sum. Brackets that ask something or join the sum to the request (`(estorna 20)`,
// `(e mais 20)`) are left alone, as is a sum alone in brackets (`o frete (25)`), which names the one
// before it. Read on the few characters around each sum: linear.
import type { Span } from "@toolgate/grammar-kit";
import { isRecordSpan } from "./record-spans.js";
import { ASKS, JOINED, bracketAround } from "./records-in-brackets.js";

const SUMS = new Set(["amount", "number"]);

/** Whether a value is a sum: an amount, or a number not written as a record's. */
function isSum(v: Span): boolean {
  return SUMS.has(v.kind) && !isRecordSpan(v);
}

/** The sums said in brackets as a fact, where the turn gives another sum outside them. */
export function sumsInBrackets(folded: string, values: readonly Span[]): Span[] {
  if (!folded.includes("(")) return [];
  const sums = values.filter(isSum);
  if (sums.length < 2) return [];
  const inBrackets = new Map<Span, string | undefined>(sums.map((v) => [v, bracketAround(folded, v)]));
  if (![...inBrackets.values()].some((inside) => inside === undefined)) return [];
  const out: Span[] = [];
  for (const [sum, inside] of inBrackets) {
    if (inside === undefined || JOINED.test(inside) || ASKS.test(inside)) continue;
    // The words the brackets tell beside the sum: two or more make an aside.
    const told = folded.slice(folded.lastIndexOf("(", sum.start) + 1, sum.start) + folded.slice(sum.end, folded.indexOf(")", sum.end));
    if ((told.match(/\p{L}+/gu) ?? []).length < 2) continue;
    out.push(sum);
  }
  return out;
}
