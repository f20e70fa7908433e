// A whole told as a thing's sum, then a part of it asked for and the rest put off: `Da fatura de 500 €
// do fornecedor, paga já 300 por transferência …, e o resto no fim do mês`. `o resto` says the sum
// asked is a part: the larger sum told before it with `de` (what the thing is of) is the whole, the
// story's, and is set apart. Only where one sum is asked before `o resto` and the whole is larger.
// The whole may also be said right after `o resto` (`o Diego paga 30 e a Carla o resto dos 100`, `40
// agora e o restante dos 120 em março`): the sum of the rest is worked out of it, never the whole itself.
import type { Span } from "@toolgate/grammar-kit";
import { isSum } from "./sum-spans.js";

/** `o resto`, `o restante`, `a restante` (folded): what is left of a whole after a part. */
const REST = /(?:^|[^\p{L}])(?:o|a)\s+(?:resto|restante)(?![\p{L}])/u;
/** Right before a whole: `de`, at most a currency sign (`a fatura de 500`, `de € 500`). */
const OF_WHOLE = /(?:^|[^\p{L}])de\s+(?:(?:€|r\$)\s*)?$/u;

/** Right after `o resto`: `de`, `dos`, `das` and at most a currency sign (`o resto dos 100`, `o restante de R$ 120`). Anchored, fixed words: linear. */
const WHOLE_AFTER = /^\s+d(?:e|os|as)\s+(?:(?:€|r\$)\s*)?$/u;

/** The wholes a turn, folded, takes a part of and leaves the rest of. */
export function wholesOfTheRest(folded: string, values: readonly Span[]): Span[] {
  const rest = REST.exec(folded);
  if (rest === null) return [];
  const restEnd = rest.index + rest[0].length;
  const after = values.find((v) => isSum(v) && v.start >= restEnd && WHOLE_AFTER.test(folded.slice(restEnd, v.start)));
  if (after !== undefined) return values.some((v) => isSum(v) && v.end <= rest.index && (v.value as number) < (after.value as number)) ? [after] : [];
  const sums = values.filter((v) => isSum(v) && v.end <= rest.index);
  if (sums.length !== 2) return [];
  const [whole, part] = [sums[0]!, sums[1]!];
  if ((whole.value as number) <= (part.value as number)) return [];
  return OF_WHOLE.test(folded.slice(Math.max(0, whole.start - 8), whole.start)) ? [whole] : [];
}
