// The newest head per session, kept in SQLite so that a rolled-back history is refused across
// requests, processes and restarts — what a stateless runtime cannot see on its own.
import Database from "better-sqlite3";
import type { Head, HeadStore } from "../history.js";

export class SqliteHeadStore implements HeadStore {
  readonly db: Database.Database;
  private readonly select: Database.Statement;
  private readonly upsert: Database.Statement;

  constructor(file: string | Database.Database = ":memory:") {
    this.db = typeof file === "string" ? new Database(file) : file;
    if (typeof file === "string" && file !== ":memory:") this.db.pragma("journal_mode = WAL");
    this.db.pragma("busy_timeout = 2000");
    this.db.exec("CREATE TABLE IF NOT EXISTS heads (session TEXT PRIMARY KEY, step INTEGER NOT NULL, link TEXT NOT NULL)");
    this.select = this.db.prepare("SELECT step, link FROM heads WHERE session = ?");
    // Like the memory store: a head never moves back to an older step.
    this.upsert = this.db.prepare(
      "INSERT INTO heads (session, step, link) VALUES (?, ?, ?) ON CONFLICT (session) DO UPDATE SET step = excluded.step, link = excluded.link WHERE excluded.step >= heads.step",
    );
  }

  get(session: string): Head | undefined {
    const row = this.select.get(session) as Head | undefined;
    return row ? { step: row.step, link: row.link } : undefined;
  }

  put(session: string, head: Head): void {
    this.upsert.run(session, head.step, head.link);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
