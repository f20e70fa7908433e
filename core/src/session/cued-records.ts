// The records of a result whose own free text steers the reader: a standing order whose reference
// says "this order is no longer needed", a booking whose note says to cancel it. The text names no
// value of the call (the act is on the record, by its id), so the id it sits beside is what carries
// the text's mark. Read once, when a result is reported.

/** A field that holds a record's own identifier: `id` or a name ending `_id` (`transfer_id`, `card_id`). */
const ID_FIELD = /(?:^|[._])(?:[a-z]+_)?id$/i;

/** Whether a field's path names a record's own identifier (`id`, `emails.0.id`, `transfer_id`). */
export function idPath(path: string): boolean {
  return ID_FIELD.test(path);
}

/** Whether a structured leaf is its record's identifier: an id field's one word with a digit. */
export function idField(path: string, leaf: string): boolean {
  return idPath(path) && leaf.length >= 3 && leaf.length <= 64 && !/\s/.test(leaf) && /\d/.test(leaf);
}

/** The keys of the identifiers of the steered records, each held by that record alone. */
export function idsOfRecords(steered: ReadonlySet<number>, ids: ReadonlyMap<number, readonly string[]>): Set<string> {
  const out = new Set<string>();
  if (steered.size === 0) return out;
  const holders = new Map<string, number>();
  for (const keys of ids.values()) for (const k of keys) holders.set(k, (holders.get(k) ?? 0) + 1);
  for (const record of steered) for (const k of ids.get(record) ?? []) if (holders.get(k) === 1) out.add(k);
  return out;
}
