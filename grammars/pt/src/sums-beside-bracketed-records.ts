// A number written right beside a record in brackets is that record's sum, not a record of its own:
// `o branqueamento do Sr. Vitor 240 (CD-43)`, `a do irmão (CRE-12) 700 com desconto`. The rules that
// choose one record among those a turn lists (described.ts, picked-by-word.ts) leave such a number
// out of the list, so that a description of the thing picks its record and not its price. Read on
// the few characters between the two values: linear.
import type { Span } from "@toolgate/grammar-kit";

/** Most characters between the number and the bracket's record: ` (` or `) `, with a space or two. */
const GAP = 4;
/** The gap from a number to a record opening a bracket: ` (` in `240 (CD-43)`. */
const OPENS_BRACKET = /^\s*\(\s*$/;
/** The gap from a record closing a bracket to a number: `) ` in `(CRE-12) 700`. */
const CLOSES_BRACKET = /^\s*\)\s*$/;

/** Whether `record` is in brackets right after `v` (a value or a word), the bracket opening between them. */
export function opensBracketAfter(folded: string, v: Pick<Span, "end">, record: Span): boolean {
  return record.start >= v.end && record.start - v.end <= GAP && OPENS_BRACKET.test(folded.slice(v.end, record.start));
}

/** Whether `record` is in brackets right before `v`, the bracket closing between them. */
function closesBefore(folded: string, v: Span, record: Span): boolean {
  return record.end <= v.start && v.start - record.end <= GAP && CLOSES_BRACKET.test(folded.slice(record.end, v.start));
}

/**
 * The bare numbers that are the sum of an id written in brackets right beside them (`240 (CD-43)`,
 * `(CRE-12) 700`). Values in the turn's order: only a number's neighbours are read, once each.
 */
export function sumsBesideBracketedRecords(folded: string, values: readonly Span[]): Set<Span> {
  const out = new Set<Span>();
  if (!folded.includes("(")) return out;
  values.forEach((v, i) => {
    if (v.kind !== "number") return;
    const next = values[i + 1];
    const before = values[i - 1];
    if ((next?.kind === "id" && opensBracketAfter(folded, v, next)) || (before?.kind === "id" && closesBefore(folded, v, before))) out.add(v);
  });
  return out;
}
