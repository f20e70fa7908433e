// Opens a head, usage or entry store from its spelling on a command line: `memory`, `sqlite:PATH` or a
// PostgreSQL URL (`postgres://…`), which replicas share.
import { MemoryHeadStore, type HeadStore } from "@toolgate/core";
import { MemoryUsageStore, type UsageStore } from "@toolgate/core";
import { ToolgateError } from "@toolgate/core";
import { SqliteHeadStore } from "@toolgate/store-sqlite";
import { SqliteUsageStore } from "@toolgate/store-sqlite";
import { isPostgresSpec, PgDatabase } from "@toolgate/store-postgres";
import { PgHeadStore } from "@toolgate/store-postgres";
import { PgUsageStore } from "@toolgate/store-postgres";
import { MemoryEntryStore, type EntryStore } from "@toolgate/core";
import { SqliteEntryStore } from "@toolgate/store-sqlite";
import { PgEntryStore } from "@toolgate/store-postgres";

export interface OpenedStore<T> {
  store: T;
  /** Whether the store answers (for readiness). */
  ready(): boolean;
  close(): void | Promise<void>;
  /** Settles once the store can answer: a shared database reached and migrated. */
  started?: Promise<unknown>;
}

type Spec = { kind: "memory" } | { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

function parse(spec: string, what: string): Spec {
  if (spec === "memory") return { kind: "memory" };
  if (spec.startsWith("sqlite:") && spec.length > "sqlite:".length) return { kind: "sqlite", file: spec.slice("sqlite:".length) };
  if (isPostgresSpec(spec)) {
    try {
      new URL(spec);
    } catch {
      throw new ToolgateError("input_invalid", `the ${what} store's PostgreSQL URL does not parse`, { path: what });
    }
    return { kind: "postgres", url: spec };
  }
  // The spec may be a URL with a password: it is not repeated.
  throw new ToolgateError("input_invalid", `a ${what} store is \`memory\`, \`sqlite:PATH\` or \`postgres://…\``, { path: what });
}

/** A PostgreSQL store: its database shared with the other stores on the same URL in this process. */
function openPg<T>(url: string, make: (db: PgDatabase) => T): OpenedStore<T> {
  const db = PgDatabase.use(url);
  return { store: make(db), ready: () => db.ready(), close: () => db.release(), started: db.migrated };
}

function openSqlite<T>(file: string, what: string, make: (file: string) => T): T {
  try {
    return make(file);
  } catch (e) {
    throw new ToolgateError("input_invalid", `cannot open the ${what} store: ${(e as Error).message}`, { file, path: what });
  }
}

function sqliteReady(db: { open: boolean; prepare(sql: string): { get(): unknown } }): () => boolean {
  return () => {
    try {
      return db.open && db.prepare("SELECT 1").get() !== undefined;
    } catch {
      return false;
    }
  };
}

export function openHeadStore(spec: string): OpenedStore<HeadStore> {
  const p = parse(spec, "head");
  if (p.kind === "memory") return { store: new MemoryHeadStore(), ready: () => true, close: () => {} };
  if (p.kind === "postgres") return openPg(p.url, (db) => new PgHeadStore(db));
  const s = openSqlite(p.file, "head", (f) => new SqliteHeadStore(f));
  return { store: s, ready: sqliteReady(s.db), close: () => s.close() };
}

export function openUsageStore(spec: string): OpenedStore<UsageStore> {
  const p = parse(spec, "usage");
  if (p.kind === "memory") return { store: new MemoryUsageStore(), ready: () => true, close: () => {} };
  if (p.kind === "postgres") return openPg(p.url, (db) => new PgUsageStore(db));
  const s = openSqlite(p.file, "usage", (f) => new SqliteUsageStore(f));
  return { store: s, ready: sqliteReady(s.db), close: () => s.close() };
}

export function openEntryStore(spec: string): OpenedStore<EntryStore> {
  const p = parse(spec, "entry");
  if (p.kind === "memory") return { store: new MemoryEntryStore(), ready: () => true, close: () => {} };
  if (p.kind === "postgres") return openPg(p.url, (db) => new PgEntryStore(db));
  const s = openSqlite(p.file, "entry", (f) => new SqliteEntryStore(f));
  return { store: s, ready: sqliteReady(s.db), close: () => s.close() };
}
