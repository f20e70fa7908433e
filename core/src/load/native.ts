// Native modules, loaded the first time a store or a schema pattern needs one rather than when
// the engine is imported: a check that keeps no store and tests no pattern never loads them.
import { createRequire } from "node:module";
import type BetterSqlite3 from "better-sqlite3";
import type RE2Type from "re2";

const require = createRequire(import.meta.url);
let sqlite: typeof BetterSqlite3 | undefined;
let re2: typeof RE2Type | undefined;

/** better-sqlite3's `Database` class. */
export function sqliteDatabase(): typeof BetterSqlite3 {
  sqlite ??= require("better-sqlite3") as typeof BetterSqlite3;
  return sqlite;
}

/** The `RE2` class. */
export function re2Class(): typeof RE2Type {
  re2 ??= require("re2") as typeof RE2Type;
  return re2;
}
