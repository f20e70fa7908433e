// Sums a turn gives to the records the person's turn before it listed, by their place (`estorna 35 no
// primeiro e 50 no segundo` after `os pedidos 9120 e 9121 vieram com defeito`): the grammar pairs them
// only where it reads the two turns as one text (picked-across-turns.ts reads it), so the pairs are
// carried here onto the later turn's own reading, where a call is read against them.
import type { TurnReading, TurnValue } from "@toolgate/grammar-kit";
import { frozen } from "../check/frozen.js";
import { keyOf } from "./picked-across-turns.js";


/**
 * The later turn's reading with the records the joint reading pairs its values with, or undefined
 * where it pairs none. A value is paired only where every one of its kind and value in the joint
 * reading goes to one record, and that record is one the earlier turn named.
 */
export function pairedAcrossTurns(earlier: TurnReading, later: TurnReading, joint: TurnReading): TurnReading | undefined {
  const named = new Set(earlier.values.map((v) => String(v.value)));
  const pairs = new Map<string, Set<string | undefined>>();
  for (const v of joint.values) {
    const key = keyOf(v);
    const records = pairs.get(key) ?? new Set<string | undefined>();
    records.add(v.of);
    pairs.set(key, records);
  }
  let paired = false;
  const values = later.values.map((v) => {
    if (v.of !== undefined || v.superseded === true) return v;
    const records = pairs.get(keyOf(v));
    if (records === undefined || records.size !== 1) return v;
    const [record] = records;
    if (record === undefined || !named.has(record)) return v;
    paired = true;
    return { ...v, of: record };
  });
  return paired ? frozen({ ...later, values }) : undefined;
}
