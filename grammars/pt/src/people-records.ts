// A sum said of a person whose record the turn names right after them goes with that record: in
// `estorna 40 pro João, pedido 5101, e 25 pra Ana, pedido 5102` the 40 is the 5101's and the 25 the
// 5102's, so a call that gives the 5101 the 25 is read as the turn's pairs are. The person is who the
// record is of; the call names the record, never the person.
import type { Span, TurnValue } from "@toolgate/grammar-kit";
import { isRecordSpan } from "./record-spans.js";

/** How far after a person their record may stand; bounds the pattern below. */
const RECORD_REACH = 24;
/**
 * Between a person and their record: a comma or a bracket, an article at most (`João, pedido 5101`,
 * `Ana (o 5102)`); or `é` and an article, or nothing but a space (`a mesa da Ana é do cliente CW-101
 * e a do Beto CW-102`). Read on the text as written: `é` with its accent, never the `e` that joins
 * (`a Ana e o 5102` are two). Linear: anchored at both ends, each part a choice of fixed words.
 */
const PERSON_THEN_RECORD = /^\s*(?:[,(—–-]\s*(?:(?:o|a|do|da)\s+)?|é\s+(?:(?:o|a|do|da)\s+)?)?$/iu;

/**
 * Re-points, in place, the sums paired with a person (`of` the person's name) to the record said
 * right after that person. `values[i]` is the value of `spans[i]`; each person is looked at once.
 * Only where two persons or more each have a record: the pairs are then the records'. A number right
 * beside a record in brackets (`bracketSums`: `a da Estrela 220 (H-12)`) is that record's sum, not
 * the person's record, however many digits it has.
 */
export function sumsOfPeopleToRecords(text: string, spans: readonly Span[], values: TurnValue[], bracketSums: ReadonlySet<Span>): void {
  const recordOf = new Map<string, string>();
  for (let i = 0; i + 1 < spans.length; i++) {
    const person = spans[i]!;
    const record = spans[i + 1]!;
    if (person.kind !== "name" || !isRecordSpan(record) || bracketSums.has(record) || record.start - person.end > RECORD_REACH) continue;
    // The record's own word (`pedido 5101`) is in its span: only what stands between is read here.
    if (PERSON_THEN_RECORD.test(text.slice(person.end, record.start))) recordOf.set(String(person.value), String(record.value));
  }
  const records = new Set(recordOf.values());
  if (records.size < 2) return;
  // A record the turn says is a person's is that record, not a sum said of the next person's
  // (`a encomenda da Marta é a 2201 e a do Luís é a 2202`: the 2201 is Marta's, no sum of the 2202).
  for (const v of values) {
    if (v.of !== undefined && records.has(String(v.value))) delete v.of;
    if (v.of === undefined) continue;
    const record = recordOf.get(v.of);
    if (record !== undefined) v.of = record;
  }
}
