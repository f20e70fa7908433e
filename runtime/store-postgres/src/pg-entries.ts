// Stored sessions' entries in PostgreSQL, shared by every replica on the database: one row per
// (session, step), the entry's JSON with its link and signatures, so an export verifies offline.
// A write never takes a kept step back to an older outcome (`EntryStore.put`).
import type { HistoryEntry } from "@toolgate/core";
import { storedEntry, type EntryStore } from "@toolgate/core";
import type { PgDatabase } from "./pg.js";

export class PgEntryStore implements EntryStore {
  constructor(readonly db: PgDatabase) {}

  async entries(session: string, from = 0): Promise<HistoryEntry[]> {
    await this.db.migrated;
    const { rows } = await this.db.pool.query<{ entry: unknown }>("SELECT entry FROM entries WHERE session = $1 AND step >= $2 ORDER BY step", [session, from]);
    return rows.map((r) => storedEntry(r.entry));
  }

  async put(session: string, entry: HistoryEntry, replaces: string | null): Promise<void> {
    await this.db.migrated;
    // One statement: a new step only where it is the next one, or a step already kept rewritten
    // with its reported outcome where it still has the outcome this write replaces. The head
    // store has already decided what the step holds; a write that comes late changes nothing.
    const r = await this.db.pool.query(
      `INSERT INTO entries (session, step, entry)
       SELECT $1, $2, $3 WHERE $2 <= (SELECT COALESCE(MAX(step), -1) + 1 FROM entries WHERE session = $1)
       ON CONFLICT (session, step) DO UPDATE SET entry = excluded.entry
       WHERE toolgate_outcome_sig(entries.entry) IS NOT DISTINCT FROM $4`,
      [session, entry.step, JSON.stringify(entry), replaces],
    );
    if (r.rowCount === 1) return;
    // Nothing written: the step is kept with a newer outcome (done), or it is not the next one.
    const kept = await this.db.pool.query("SELECT 1 FROM entries WHERE session = $1 AND step = $2", [session, entry.step]);
    if (kept.rowCount !== 1) throw new Error(`step ${entry.step} is not the next step of session ${session}`);
  }
}
