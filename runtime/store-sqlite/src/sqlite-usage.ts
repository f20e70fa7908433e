// What ran, per tenant, tool and time, kept in SQLite so that limits per period ("at most
// 500.00 refunded a day") hold across requests, processes and restarts. A step is counted once:
// a second record of one (tenant, session, step) is ignored.
import type Database from "better-sqlite3";
import { sqliteDatabase } from "./native.js";
import type { UsageRecord, UsageStore } from "@toolgate/core";

interface Row {
  tenant: string;
  session: string;
  step: number;
  tool: string;
  at: number;
  numbers: string;
}

export class SqliteUsageStore implements UsageStore {
  readonly db: Database.Database;
  private readonly insert: Database.Statement;
  private readonly prune: Database.Statement;
  private readonly select: Database.Statement;

  /** Records older than `keepMs` (default 35 days) are dropped as new ones arrive. */
  constructor(
    file: string | Database.Database = ":memory:",
    private readonly keepMs = 35 * 86_400_000,
  ) {
    this.db = typeof file === "string" ? new (sqliteDatabase())(file) : file;
    if (typeof file === "string" && file !== ":memory:") this.db.pragma("journal_mode = WAL");
    this.db.pragma("busy_timeout = 2000");
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS usage (tenant TEXT NOT NULL, session TEXT NOT NULL, tool TEXT NOT NULL, at INTEGER NOT NULL, numbers TEXT NOT NULL);
      CREATE INDEX IF NOT EXISTS usage_by_tool ON usage (tenant, tool, at);`);
    // A file made before steps were counted once gets the column (its old rows have none).
    const columns = new Set((this.db.prepare("PRAGMA table_info(usage)").all() as Array<{ name: string }>).map((c) => c.name));
    if (!columns.has("step")) this.db.exec("ALTER TABLE usage ADD COLUMN step INTEGER");
    this.db.exec("CREATE UNIQUE INDEX IF NOT EXISTS usage_once ON usage (tenant, session, step)");
    this.insert = this.db.prepare("INSERT INTO usage (tenant, session, step, tool, at, numbers) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING");
    this.prune = this.db.prepare("DELETE FROM usage WHERE tenant = ? AND tool = ? AND at < ?");
    this.select = this.db.prepare("SELECT tenant, session, step, tool, at, numbers FROM usage WHERE tenant = ? AND tool = ? AND at >= ? ORDER BY at, rowid");
  }

  add(record: UsageRecord): void {
    this.insert.run(record.tenant, record.session, record.step, record.tool, record.at, JSON.stringify(record.numbers));
    this.prune.run(record.tenant, record.tool, record.at - this.keepMs);
  }

  since(tenant: string, tool: string, since: number): UsageRecord[] {
    return (this.select.all(tenant, tool, since) as Row[]).map((r) => ({
      tenant: r.tenant,
      session: r.session,
      step: r.step,
      tool: r.tool,
      at: r.at,
      numbers: JSON.parse(r.numbers) as Record<string, number>,
    }));
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
