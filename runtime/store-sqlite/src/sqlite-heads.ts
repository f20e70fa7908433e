// The newest head per session, kept in SQLite so that a rolled-back history is refused across
// requests, processes and restarts — what a stateless runtime cannot see on its own. Advancing a
// head is one conditional statement (a compare-and-set), so two processes sharing the file can
// never both extend one head.
import type Database from "better-sqlite3";
import { sqliteDatabase } from "./native.js";
import type { Head, HeadStore } from "@toolgate/core";

interface Row {
  step: number;
  link: string;
  outcome: string | null;
  call: string | null;
  answer: string | null;
  entry: string | null;
}

export class SqliteHeadStore implements HeadStore {
  readonly db: Database.Database;
  private readonly select: Database.Statement;
  private readonly insert: Database.Statement;
  private readonly update: Database.Statement;

  constructor(file: string | Database.Database = ":memory:") {
    this.db = typeof file === "string" ? new (sqliteDatabase())(file) : file;
    if (typeof file === "string" && file !== ":memory:") this.db.pragma("journal_mode = WAL");
    this.db.pragma("busy_timeout = 2000");
    this.db.exec("CREATE TABLE IF NOT EXISTS heads (session TEXT PRIMARY KEY, step INTEGER NOT NULL, link TEXT NOT NULL)");
    // A file made before heads had outcomes, recorded answers and carried entries gets the columns (empty).
    const columns = new Set((this.db.prepare("PRAGMA table_info(heads)").all() as Array<{ name: string }>).map((c) => c.name));
    for (const c of ["outcome", "call", "answer", "entry"]) if (!columns.has(c)) this.db.exec(`ALTER TABLE heads ADD COLUMN ${c} TEXT`);
    this.select = this.db.prepare("SELECT step, link, outcome, call, answer, entry FROM heads WHERE session = ?");
    this.insert = this.db.prepare("INSERT INTO heads (session, step, link, outcome, call, answer, entry) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (session) DO NOTHING");
    // `IS` compares a null outcome with a null one as equal.
    this.update = this.db.prepare("UPDATE heads SET step = ?, link = ?, outcome = ?, call = ?, answer = ?, entry = ? WHERE session = ? AND step = ? AND link = ? AND outcome IS ?");
  }

  get(session: string): Head | undefined {
    const row = this.select.get(session) as Row | undefined;
    return row ? { step: row.step, link: row.link, outcome: row.outcome, call: row.call, answer: row.answer, entry: row.entry } : undefined;
  }

  advance(session: string, expected: Head | undefined, next: Head): boolean {
    const values = [next.step, next.link, next.outcome ?? null, next.call ?? null, next.answer ?? null, next.entry ?? null] as const;
    if (!expected) return this.insert.run(session, ...values).changes === 1;
    return this.update.run(...values, session, expected.step, expected.link, expected.outcome ?? null).changes === 1;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
