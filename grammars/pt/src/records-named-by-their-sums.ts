// Records told apart by what they cost, their noun left out (`das duas marcações, a de 45 e a de
// 180`), then one of them named again the same way (`cancele a de 45`): each `a de N` names a record,
// the number is what it holds, and no sum the request gives. A turn that names one so and gives a sum
// of its own (`… e devolva o sinal dela, 15 euros`) asks that sum; a call that holds the record's
// number for it took the name. Read only where two records or more are told so with different
// numbers, one is named again, and a sum follows it. One anchored look at the few characters before each number: linear.
import type { Span } from "@toolgate/grammar-kit";

/** An article (alone or in a contraction) and `de` right before the number, the record's noun left out: `a de 45`, `o de 30`, `metade da de 450`. Folded text; anchored at the slice's end. */
const NAMED_BY_ITS_SUM = /(?:^|[^\p{L}\d])(?:a|o|as|os|da|do|das|dos|na|no|nas|nos)\s+de\s+(?:r\$\s?|€\s?)?$/u;

/** Most characters read before a number for its article and `de`. */
const REACH = 12;

/** The numbers said as the name of a record by what it holds, where one of those records is named again. */
export function recordsNamedByTheirSums(folded: string, values: readonly Span[]): Span[] {
  // Cheap gate: every such turn holds `de` and a digit in a row (one blank between, as folded text writes them).
  if (!/(?<![\p{L}\d])de\s(?:r\$\s?|€\s?)?\d/u.test(folded)) return [];
  // A number of three digits after `de` is what the record holds, not a record (`a de 180`).
  const named = values.filter((v) => (v.kind === "number" || v.kind === "amount") && NAMED_BY_ITS_SUM.test(folded.slice(Math.max(0, v.start - REACH), v.start)));
  const said = named.map((v) => String(v.value));
  const distinct = new Set(said);
  if (distinct.size < 2 || distinct.size === said.length) return [];
  // Only where the request gives a sum of its own after the record named again (`…, 15 euros`): without
  // one, the turn's numbers keep the reading they had (`não o de 50, o outro. fatura pro MUD-33`).
  const last = named[named.length - 1]!;
  const own = values.some((v) => v.start > last.end && (v.kind === "number" || v.kind === "amount") && /\d/.test(v.text) && !named.includes(v));
  return own ? named : [];
}
