// Opens a head or usage store from its spelling on a command line: `memory` or `sqlite:PATH`.
import { MemoryHeadStore, type HeadStore } from "../history.js";
import { MemoryUsageStore, type UsageStore } from "../usage.js";
import { ToolgateError } from "../errors.js";
import { SqliteHeadStore } from "./sqlite-heads.js";
import { SqliteUsageStore } from "./sqlite-usage.js";
import { MemoryEntryStore, type EntryStore } from "./entries.js";
import { SqliteEntryStore } from "./sqlite-entries.js";

export interface OpenedStore<T> {
  store: T;
  /** Whether the store answers (for readiness). */
  ready(): boolean;
  close(): void;
}

function parse(spec: string, what: string): { kind: "memory" } | { kind: "sqlite"; file: string } {
  if (spec === "memory") return { kind: "memory" };
  if (spec.startsWith("sqlite:") && spec.length > "sqlite:".length) return { kind: "sqlite", file: spec.slice("sqlite:".length) };
  throw new ToolgateError("input_invalid", `a ${what} store is \`memory\` or \`sqlite:PATH\`, not \`${spec}\``, { path: what });
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
  const s = openSqlite(p.file, "head", (f) => new SqliteHeadStore(f));
  return { store: s, ready: sqliteReady(s.db), close: () => s.close() };
}

export function openUsageStore(spec: string): OpenedStore<UsageStore> {
  const p = parse(spec, "usage");
  if (p.kind === "memory") return { store: new MemoryUsageStore(), ready: () => true, close: () => {} };
  const s = openSqlite(p.file, "usage", (f) => new SqliteUsageStore(f));
  return { store: s, ready: sqliteReady(s.db), close: () => s.close() };
}

export function openEntryStore(spec: string): OpenedStore<EntryStore> {
  const p = parse(spec, "entry");
  if (p.kind === "memory") return { store: new MemoryEntryStore(), ready: () => true, close: () => {} };
  const s = openSqlite(p.file, "entry", (f) => new SqliteEntryStore(f));
  return { store: s, ready: sqliteReady(s.db), close: () => s.close() };
}
