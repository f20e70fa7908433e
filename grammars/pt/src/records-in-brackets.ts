// A record named in brackets beside the one a request names, told as a fact about it (`reembolsa a
// encomenda mais antiga: a 1102, de janeiro (a 1180 é de fevereiro)`, `cancela o 8830 (o 8831 já
// saiu)`): an aside, not a second record to act on. Brackets that ask something (`(e o 5511 também)`,
// `(cancela o 5511)`) are left alone. Read on the few characters around each record: linear.
import type { Span } from "@toolgate/grammar-kit";
import { isRecordSpan } from "./record-spans.js";

/** Most characters between a bracket and the record inside it, on either side. */
const BRACKET_REACH = 60;
/** Words inside the brackets that make them a request or add the record to one. */
export const ASKS = /(?:^|[^\p{L}])(?:reembols\p{L}*|cancel\p{L}*|anul\p{L}*|devolv[ae]|estorn[ae]|transf\p{L}*|credit[ae]|pag[ae]|fatur[ae]|cobr[ae]|emit[ae]|tambem|inclui\p{L}*|mais)(?![\p{L}])/u;
/** Brackets that open by joining the record to the request: `(e o 5511)`, `(mais o 5511)`. */
export const JOINED = /^\s*(?:e|mais|com|ou)(?![\p{L}])/u;

/** The bracket's inside around `span`, folded, or undefined where the span is not inside brackets on its line. */
export function bracketAround(folded: string, span: Span): string | undefined {
  const open = folded.lastIndexOf("(", span.start);
  if (open === -1 || span.start - open > BRACKET_REACH) return undefined;
  const close = folded.indexOf(")", span.end);
  if (close === -1 || close - span.end > BRACKET_REACH) return undefined;
  const inside = folded.slice(open + 1, close);
  return /[()\n]/.test(inside) ? undefined : inside;
}

/** The records said in brackets as a fact, where the turn names another record outside them. */
export function recordsInBrackets(folded: string, values: readonly Span[]): Span[] {
  if (!folded.includes("(")) return [];
  const records = values.filter(isRecordSpan);
  if (records.length < 2) return [];
  const inBrackets = new Map<Span, string | undefined>(records.map((r) => [r, bracketAround(folded, r)]));
  const out: Span[] = [];
  for (const [record, inside] of inBrackets) {
    if (inside === undefined || JOINED.test(inside) || ASKS.test(inside)) continue;
    // `o outro (6652) não`: a record alone in brackets names the one before it; an aside tells something of it.
    const told = folded.slice(folded.lastIndexOf("(", record.start) + 1, record.start) + folded.slice(record.end, folded.indexOf(")", record.end));
    if ((told.match(/\p{L}+/gu) ?? []).length < 2) continue;
    const other = records.some((r) => inBrackets.get(r) === undefined && r.kind === record.kind && r.value !== record.value);
    if (other) out.push(record);
  }
  return out;
}
