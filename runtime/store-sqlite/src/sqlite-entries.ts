// Sessions' entries kept in SQLite, one row per (session, step), each as the JSON of the entry
// with its link and signatures, so an export is the carried history and verifies offline. A
// write never takes a kept step back to an older outcome (`EntryStore.put`).
import type Database from "better-sqlite3";
import { sqliteDatabase } from "./native.js";
import type { HistoryEntry } from "@toolgate/core";
import { storedEntry, type EntryStore } from "@toolgate/core";

export class SqliteEntryStore implements EntryStore {
  readonly db: Database.Database;
  private readonly select: Database.Statement;
  private readonly upsert: Database.Statement;
  private readonly last: Database.Statement;

  constructor(file: string | Database.Database = ":memory:") {
    this.db = typeof file === "string" ? new (sqliteDatabase())(file) : file;
    if (typeof file === "string" && file !== ":memory:") this.db.pragma("journal_mode = WAL");
    this.db.pragma("busy_timeout = 2000");
    this.db.exec("CREATE TABLE IF NOT EXISTS entries (session TEXT NOT NULL, step INTEGER NOT NULL, entry TEXT NOT NULL, PRIMARY KEY (session, step))");
    this.select = this.db.prepare("SELECT entry FROM entries WHERE session = ? AND step >= ? ORDER BY step");
    // A kept step is rewritten only where its outcome's signature is the one the write replaces
    // (`IS` compares null with null as equal); a row that is not JSON is never rewritten.
    this.upsert = this.db.prepare(
      "INSERT INTO entries (session, step, entry) VALUES (?, ?, ?) ON CONFLICT (session, step) DO UPDATE SET entry = excluded.entry WHERE CASE WHEN json_valid(entries.entry) THEN json_extract(entries.entry, '$.outcome.sig') IS ? ELSE 0 END",
    );
    this.last = this.db.prepare("SELECT COALESCE(MAX(step), -1) AS step FROM entries WHERE session = ?");
  }

  entries(session: string, from = 0): HistoryEntry[] {
    return (this.select.all(session, from) as Array<{ entry: unknown }>).map((r) => storedEntry(r.entry));
  }

  put(session: string, entry: HistoryEntry, replaces: string | null): void {
    const write = this.db.transaction(() => {
      const last = (this.last.get(session) as { step: number }).step;
      if (entry.step > last + 1) throw new Error(`step ${entry.step} is not the next step of session ${session} (it has ${last + 1})`);
      this.upsert.run(session, entry.step, JSON.stringify(entry), replaces);
    });
    write.immediate();
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
