// The records of a listing by their titles: for each record (an event, an email), the identifiers
// only it holds and the naming words of its title or subject, read once when the result is
// reported, so that a change by identifier can be told to be on a record the person named in
// words or on another (unnamed-records.ts).

/** The most records of one listing whose titles are kept: a check compares no more. */
export const MAX_TITLED = 64;

/** For a listing's records: each identifier's record (held by that record alone), and each record's title words. */
export interface TitledRecords {
  readonly ids: ReadonlyMap<string, number>;
  readonly titles: ReadonlyMap<number, readonly string[]>;
}

/**
 * The titled records of a listing: the keys of each record's identifiers that no other record
 * holds, and the naming words of the record's title (naming-words.ts `namingWordsOf`), for the
 * first MAX_TITLED records that have both. Undefined where fewer than one has.
 */
export function titledRecords(ids: ReadonlyMap<number, readonly string[]>, titles: ReadonlyMap<number, readonly string[]>): TitledRecords | undefined {
  const holders = new Map<string, number>();
  for (const keys of ids.values()) for (const k of keys) holders.set(k, (holders.get(k) ?? 0) + 1);
  const byId = new Map<string, number>();
  const kept = new Map<number, readonly string[]>();
  for (const [record, words] of titles) {
    if (kept.size >= MAX_TITLED) break;
    if (words.length === 0) continue;
    const own = (ids.get(record) ?? []).filter((k) => holders.get(k) === 1);
    if (own.length === 0) continue;
    kept.set(record, words);
    for (const k of own) byId.set(k, record);
  }
  return kept.size > 0 ? { ids: byId, titles: kept } : undefined;
}
