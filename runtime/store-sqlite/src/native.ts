// The native SQLite module, loaded the first time a store needs one rather than when the package
// is imported: a process that keeps no store never loads it.
import { createRequire } from "node:module";
import type BetterSqlite3 from "better-sqlite3";

const require = createRequire(import.meta.url);
let sqlite: typeof BetterSqlite3 | undefined;

/** better-sqlite3's `Database` class. */
export function sqliteDatabase(): typeof BetterSqlite3 {
  sqlite ??= require("better-sqlite3") as typeof BetterSqlite3;
  return sqlite;
}
