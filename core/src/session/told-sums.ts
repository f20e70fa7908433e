// Whether the person named a record by the sum they told it carried: "Ines sent me 1 cent
// yesterday with a note", and the transactions list holds her 0.01 transfer. A sum the person
// tells (the grammar's background, not the sum they ask to pay) that a result writes as a record's
// sum points at that record as a path or a URL points at a file or a page: the values of its free
// text are the person's for the act they ask of it, unless that text is shaped like an
// instruction. Only sets are compared here: the told sums were read once with each turn, the
// result's values once when it was reported.

/**
 * What is read of a result's index (origins.ts `ResultIndex`, which calls this file: written here
 * without importing it): its structured values' keys with their fields, and, where its free text
 * lies in several records, the record of each text key.
 */
export interface IndexedRecords {
  readonly structured: ReadonlyMap<string, string>;
  readonly textRecord?: ReadonlyMap<string, number>;
}

/** Result fields that hold a record's sum: `amount` of a transaction, `total` of an order. */
const SUM_FIELD = /(?:^|[._])(?:amount|sum|total|price)$/i;

/**
 * Whether a sum the person's turns tell is the sum of the result's one record with free text. A
 * result whose free text lies in several records (a search's emails) is not named this way: which
 * record the sum is of is not kept, and a told sum must not vouch for the other records' texts.
 */
export function namedByToldSum(index: IndexedRecords, toldSums: ReadonlySet<string> | undefined): boolean {
  if (!toldSums || toldSums.size === 0 || index.textRecord !== undefined) return false;
  for (const key of toldSums) {
    const field = index.structured.get(key);
    if (field !== undefined && SUM_FIELD.test(field)) return true;
  }
  return false;
}
