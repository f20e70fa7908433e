// An identifier two records of one listed result hold as their own: a flight search lists KL1143
// at 142 EUR and SK822 at 189 EUR, and both carry `flight_id: fl_sk822`. A listing names each of
// its records by an identifier that record alone holds; one held by two names neither, and the
// list was written over (the cheaper flight given the dearer one's id) or cannot tell its records
// apart. A write that takes such an identifier, which no turn, context or answer gives, books
// whichever record the id really names, not the one the person chose by its other fields: it
// carries the result's mark. Only a record's own identifier counts (`id`, or `flight_id` in a list
// named `flights`): the account every transaction of a statement names is a reference, shared by
// right. The same holds of a record whose name another record of the list holds ("Alfama Family
// Apartments" given to the Chiado suites too): the person chose by a name that names neither, and
// the ids of both records carry the mark. Read once, when the result is reported; a check looks the
// call's values up (shared-id-marks.ts).

/** The most identifiers of one result weighed. */
const MAX_IDS = 1024;

/**
 * Whether a listed field's path (`flights.flight_id`, `emails.id`) names its record's own
 * identifier: `id`, or `<item>_id` in a list whose name begins with that item (`hotels.hotel_id`,
 * not `transactions.account_id`).
 */
export function ownIdPath(path: string): boolean {
  const parts = path.toLowerCase().split(".");
  const field = parts[parts.length - 1]!;
  if (field === "id") return parts.length > 1;
  if (!field.endsWith("_id") || parts.length < 2) return false;
  const item = field.slice(0, -3);
  return item.length > 0 && parts[parts.length - 2]!.startsWith(item);
}

/** A listed record's name field (`hotels.name`): what a person chooses a record by. */
function namePath(path: string): boolean {
  const parts = path.toLowerCase().split(".");
  return parts.length > 1 && parts[parts.length - 1] === "name";
}

/** The records that hold each own identifier and each name of one result, gathered while it is read. */
export class SharedIds {
  private readonly holders = new Map<string, Set<number>>();
  private readonly named = new Map<string, Set<number>>();
  private readonly ownIds = new Map<number, string[]>();

  /** Reads one listed record's structured leaf, with its keys: its own identifier, or its name. */
  read(path: string, record: number, keys: readonly string[]): void {
    const into = ownIdPath(path) ? this.holders : namePath(path) ? this.named : undefined;
    if (into === undefined) return;
    if (into === this.holders) {
      const own = this.ownIds.get(record) ?? this.ownIds.set(record, []).get(record)!;
      if (own.length < MAX_IDS) own.push(...keys);
    }
    for (const k of keys) {
      const held = into.get(k);
      if (held) held.add(record);
      else if (into.size < MAX_IDS) into.set(k, new Set([record]));
    }
  }

  /**
   * The identifiers two or more records hold as their own, and those of records whose name
   * another record of the list holds too: "Alfama Family Apartments" listed twice, with two ids,
   * names neither of them.
   */
  keys(): ReadonlySet<string> {
    const out = new Set<string>();
    for (const [k, records] of this.holders) if (records.size > 1) out.add(k);
    for (const records of this.named.values()) {
      if (records.size < 2) continue;
      for (const r of records) for (const k of this.ownIds.get(r) ?? []) out.add(k);
    }
    return out;
  }
}
