// A PostgreSQL database shared by many replicas: one pool per process, and the schema brought to
// this version by numbered migrations, each applied once (recorded in `toolgate_migrations`)
// under an advisory lock, so replicas starting together never apply one twice.
import { createRequire } from "node:module";
import type pg from "pg";

// The pg driver is loaded when a database is first used: a process with no PostgreSQL store never loads it.
const require = createRequire(import.meta.url);
let pgModule: typeof pg | undefined;
function pgDriver(): typeof pg {
  return (pgModule ??= require("pg") as typeof pg);
}

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The schema's history. A migration once released is never edited: a change is a new version. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "heads and usage",
    sql: `
      CREATE TABLE heads (
        session TEXT PRIMARY KEY,
        step    BIGINT NOT NULL,
        link    TEXT NOT NULL,
        outcome TEXT,
        call    TEXT,
        answer  TEXT
      );
      CREATE TABLE usage (
        tenant  TEXT NOT NULL,
        session TEXT NOT NULL,
        step    BIGINT NOT NULL,
        tool    TEXT NOT NULL,
        at      BIGINT NOT NULL,
        numbers JSONB NOT NULL,
        PRIMARY KEY (tenant, session, step)
      );
      CREATE INDEX usage_by_tool ON usage (tenant, tool, at);`,
  },
  {
    version: 2,
    name: "the executor's audit",
    // The columns and their encoding are the SQLite audit's (executor/audit.ts); `seq` orders rows as SQLite's rowid does.
    sql: `
      CREATE TABLE audit (
        session      TEXT    NOT NULL,
        call_id      TEXT    NOT NULL,
        at           BIGINT  NOT NULL,
        agent        TEXT,
        tool         TEXT    NOT NULL,
        step         INTEGER NOT NULL,
        decision     TEXT    NOT NULL CHECK (decision IN ('allow', 'confirm', 'refuse')),
        reasons      TEXT    NOT NULL,
        outcome      TEXT    NOT NULL CHECK (outcome IN ('pending', 'not_run', 'declined', 'started', 'ran', 'failed', 'outcome_unknown')),
        asked        INTEGER NOT NULL DEFAULT 0,
        retryable    INTEGER,
        attempts     INTEGER NOT NULL DEFAULT 0,
        duration_ms  INTEGER,
        arguments    TEXT    NOT NULL,
        error        TEXT,
        result_chars INTEGER,
        cut_from     INTEGER,
        code         TEXT,
        token        TEXT,
        seq          BIGSERIAL,
        PRIMARY KEY (session, call_id)
      );
      CREATE INDEX audit_at ON audit (at);
      CREATE UNIQUE INDEX audit_token ON audit (session, token) WHERE token IS NOT NULL;`,
  },
  {
    version: 3,
    name: "usage reserved at the check",
    sql: "ALTER TABLE usage ADD COLUMN reserved BOOLEAN NOT NULL DEFAULT false;",
  },
  {
    version: 4,
    name: "stored sessions' entries",
    sql: "CREATE TABLE entries (session TEXT NOT NULL, step BIGINT NOT NULL, entry TEXT NOT NULL, PRIMARY KEY (session, step));",
  },
  {
    version: 5,
    name: "gateway pins",
    // A pin as the pins file holds it (gateway/pins.ts): the approved definition's SHA-256, when, and the definition.
    sql: "CREATE TABLE pins (tool TEXT PRIMARY KEY, sha256 TEXT NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'), approved TEXT NOT NULL, definition JSONB);",
  },
  {
    version: 6,
    name: "heads carry their newest entry",
    // A head written before this has no entry (null) and is read as before. The function gives a
    // stored entry's outcome signature, null for none, and '' for a row that is not JSON (never
    // rewritten by an entry write, which compares it with a signature or null).
    sql: `
      ALTER TABLE heads ADD COLUMN entry TEXT;
      CREATE FUNCTION toolgate_outcome_sig(entry TEXT) RETURNS TEXT LANGUAGE plpgsql IMMUTABLE AS $$
      BEGIN
        RETURN entry::jsonb #>> '{outcome,sig}';
      EXCEPTION WHEN others THEN
        RETURN '';
      END $$;`,
  },
];

/** The advisory lock key migrations are applied under (any fixed 64-bit number). */
const MIGRATION_LOCK = "7461736b67617465";

/** Whether a store spec names a PostgreSQL database. */
export function isPostgresSpec(spec: string): boolean {
  return /^postgres(ql)?:\/\/./.test(spec);
}

/** Applies the migrations this database has not had; returns the versions applied now. */
export async function migrate(pool: pg.Pool, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  const client = await pool.connect();
  const applied: number[] = [];
  try {
    await client.query("BEGIN");
    await client.query(`SELECT pg_advisory_xact_lock(x'${MIGRATION_LOCK}'::bigint)`);
    await client.query("CREATE TABLE IF NOT EXISTS toolgate_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())");
    const done = new Set((await client.query<{ version: number }>("SELECT version FROM toolgate_migrations")).rows.map((r) => r.version));
    const known = Math.max(0, ...migrations.map((m) => m.version));
    const newer = [...done].filter((v) => v > known);
    // A database migrated by a newer release: this one would read a schema it does not know.
    if (newer.length) throw new Error(`the database has schema version ${Math.max(...newer)}, newer than this release's ${known}`);
    for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(m.version)) continue;
      await client.query(m.sql);
      await client.query("INSERT INTO toolgate_migrations (version, name) VALUES ($1, $2)", [m.version, m.name]);
      applied.push(m.version);
    }
    await client.query("COMMIT");
    return applied;
  } catch (e) {
    await client.query("ROLLBACK").catch(() => {});
    throw e;
  } finally {
    client.release();
  }
}

/** One pool per database URL in this process, shared by its stores; closed when the last store closes. */
export class PgDatabase {
  private static readonly open = new Map<string, PgDatabase>();
  private users = 0;
  private healthy = true;
  private readonly probe: NodeJS.Timeout;
  /**
   * Connections that hold advisory locks for the length of a check. A pool of their own: a check
   * holding one still queries through `pool`, so holders can never take every connection and wait.
   */
  readonly lockPool: pg.Pool;
  private constructor(
    readonly url: string,
    readonly pool: pg.Pool,
    readonly migrated: Promise<number[]>,
  ) {
    this.lockPool = new (pgDriver().Pool)({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
    this.lockPool.on("error", () => {
      this.healthy = false;
    });
    // A pool error (the server went away) marks the store not ready until a probe answers again.
    pool.on("error", () => {
      this.healthy = false;
    });
    this.probe = setInterval(() => {
      pool.query("SELECT 1").then(
        () => (this.healthy = true),
        () => (this.healthy = false),
      );
    }, 2000);
    this.probe.unref();
  }

  /** The database at `url`, its migrations started (await `migrated` before the first query). */
  static use(url: string, options: { max?: number } = {}): PgDatabase {
    let db = PgDatabase.open.get(url);
    if (!db) {
      const pool = new (pgDriver().Pool)({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5000 });
      const migrated = migrate(pool);
      migrated.catch(() => {});
      db = new PgDatabase(url, pool, migrated);
      PgDatabase.open.set(url, db);
    }
    db.users++;
    return db;
  }

  ready(): boolean {
    return this.healthy;
  }

  async release(): Promise<void> {
    if (--this.users > 0) return;
    PgDatabase.open.delete(this.url);
    clearInterval(this.probe);
    await Promise.all([this.pool.end(), this.lockPool.end()]);
  }
}
