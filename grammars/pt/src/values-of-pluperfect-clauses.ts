// A sum said in a clause whose verb is in the pluperfect, a few words after it: `já tinha pedido troca
// da última vez por 40, mas desta vez quer só o dinheiro da tampa, que foi 19`, `a cliente havia
// recebido um vale de 15 e agora …`. The clause tells what was done before the request, its sum is the
// story's, where the turn goes on to give another sum. The pluperfect right before the sum (`tinha
// adiantado 200`) is read in facts.ts; this reads the words between, up to the clause's start.
// So too a record: `já tinha reclamado do FLO-899 mês passado …, pode estornar isso no FLO-900`, the
// record the clause tells of is the story's where the turn goes on to name another.
// Linear: a bounded window of words before each value.
import type { Span } from "@toolgate/grammar-kit";
import { PLUPERFECT_AUXILIARIES } from "./pluperfect.js";

/** How far back from a sum its clause is read. */
const REACH = 64;
/** The most words between the participle and the sum. */
const MOST_BETWEEN = 6;
/** How a regular participle ends: `pedido`, `recebida`, `combinados`. */
const PARTICIPLE = /^\p{L}+(?:ado|ada|ados|adas|ido|ida|idos|idas)$/u;
/** Words that open another clause between the verb and the sum: the sum is no longer the verb's. */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set(["e", "mas", "ou", "que", "porque", "pq", "quando", "se", "agora", "hoje", "entao"]);
/** Marks that end a clause. */
const CLAUSE_END = /[,;.:!?()\n]/;
const SUMS: ReadonlySet<string> = new Set(["amount", "number"]);

/** Whether the clause before a sum, folded, has a pluperfect verb the sum follows: `tinha pedido troca por`. */
function inPluperfectClause(before: string): boolean {
  let from = before.length;
  while (from > 0 && !CLAUSE_END.test(before[from - 1]!)) from--;
  const words = before.slice(from).split(/\s+/).filter((w) => w !== "");
  for (let k = words.length - 1; k >= 1 && words.length - 1 - k <= MOST_BETWEEN; k--) {
    const word = words[k]!;
    if (CLAUSE_OPENERS.has(word)) return false;
    if (PARTICIPLE.test(word) && PLUPERFECT_AUXILIARIES.has(words[k - 1]!)) return true;
  }
  return false;
}

/** The records told in a pluperfect clause, where a record of another clause follows them. */
export function recordsOfPluperfectClauses(folded: string, values: readonly Span[]): Span[] {
  const records = values.filter((v) => v.kind === "id");
  return records.filter((record) => records.some((r) => r.start > record.end && String(r.value) !== String(record.value)) && inPluperfectClause(folded.slice(Math.max(0, record.start - REACH), record.start)));
}

/** The sums told in a pluperfect clause, where a sum of another clause follows them. */
export function sumsOfPluperfectClauses(folded: string, values: readonly Span[]): Span[] {
  const sums = values.filter((v) => SUMS.has(v.kind) && !/^\d{3,}$/.test(v.text.trim()));
  // The last sum has none after it.
  return sums.slice(0, -1).filter((sum) => inPluperfectClause(folded.slice(Math.max(0, sum.start - REACH), sum.start)));
}
