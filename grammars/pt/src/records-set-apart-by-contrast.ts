// A record named, then another set against it in a clause of its own that opens with `não` and an
// article and describes it before its number: `cancela o bilhete geral FX-300, não o VIP FX-301`,
// `reembolsa a encomenda 4471, não a grande 4472`. The second is set apart, as `não o FX-301` is where
// nothing describes it. Read on the few characters between the two records: linear.
import type { Span } from "@toolgate/grammar-kit";
import { isRecordSpan } from "./record-spans.js";

/**
 * Between the record asked and the one set against it, folded: a comma or a semicolon, `não`, an
 * article, then one to three words that describe the second (`o VIP`, `a do mês passado`). No digit,
 * no stop and no word that joins another item (`não o reembolsa e o 4472`: `não` is of a verb, and the
 * record is joined to the request) may stand there: the second must be the one the clause describes.
 */
const CONTRASTED = /^\s*[,;]\s*nao\s+(?:o|a|os|as)\s+(?:(?!(?:e|ou|mas|nem)\s)[a-z]+\s+){1,3}$/;
/** The most characters read between the two records. */
const REACH = 48;

/** The records set against a record said just before them by `, não o <description> <record>`. */
export function recordsSetApartByContrast(folded: string, values: readonly Span[]): Span[] {
  const records = values.filter(isRecordSpan);
  const out: Span[] = [];
  for (let i = 1; i < records.length; i++) {
    const before = records[i - 1]!;
    const record = records[i]!;
    if (record.start - before.end > REACH || record.value === before.value) continue;
    if (CONTRASTED.test(folded.slice(before.end, record.start))) out.push(record);
  }
  return out;
}
