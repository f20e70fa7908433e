// A process that takes a SQLite file's write lock (BEGIN IMMEDIATE) and holds it until it reads a
// line on stdin; it says `held` once it holds the lock and `released` once it let it go.
import Database from "better-sqlite3";
import { createInterface } from "node:readline";

const db = new Database(process.argv[2]!);
db.exec("BEGIN IMMEDIATE");
process.stdout.write("held\n");
createInterface({ input: process.stdin }).once("line", () => {
  db.exec("COMMIT");
  db.close();
  process.stdout.write("released\n");
  process.exit(0);
});
