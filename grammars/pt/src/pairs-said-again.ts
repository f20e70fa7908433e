// A record given a sum again after a correction (`estorna 40 no 2610 e 55 no 2611 não pera o
// contrário 55 no 2610 e 40 no 2611`, `15 no 7101, aliás, 20 no 7101`): each record's pair before the
// correction is taken back, the one after it is the request's. Pairs of other records, or a record
// given a second sum with no correction between (`40 no 2610 e mais 15 no 2610`), are left alone.
// One pass over the values, one short test of the text between two pairs: linear.
import type { Span, TurnValue } from "@toolgate/grammar-kit";

/** Words that take back what was said before them; read on the folded text between two pairs. */
const CORRECTION = /(?:^|[^\p{L}])(?:nao|pera|perai|espera|ops|opa|ups|alias|ou melhor|quer dizer|desculpa|desculpe|errei|enganei|engano|troquei|contrario|inverte|invertido|na verdade|afinal|corrigindo)(?![\p{L}])/u;

/** How far apart, in characters, a pair and the same record's pair after a correction may stand. */
const REACH = 160;

/** Indexes of the values whose record is given a sum again after a correction. */
export function pairsSaidAgain(folded: string, spans: readonly Span[], values: readonly TurnValue[]): number[] {
  const out: number[] = [];
  const lastOf = new Map<string, number>();
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v.of === undefined || v.superseded === true || (v.kind !== "amount" && v.kind !== "number")) continue;
    const before = lastOf.get(v.of);
    lastOf.set(v.of, i);
    if (before === undefined || String(values[before]!.value) === String(v.value)) continue;
    const from = spans[before]!.end;
    const to = spans[i]!.start;
    if (to - from > REACH || !CORRECTION.test(folded.slice(from, to))) continue;
    out.push(before);
  }
  return out;
}
