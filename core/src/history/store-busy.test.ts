// Each store's codes for a lock held elsewhere (or a write that lost to another) are busy, and
// nothing else is: a constraint broken, a connection refused, a code of the wrong type.
import { expect } from "chai";
import { storeBusy } from "./store-busy.js";

const BUSY: Array<[string, string]> = [
  ["SQLITE_BUSY", "SQLite: another connection holds the lock past busy_timeout"],
  ["SQLITE_BUSY_SNAPSHOT", "SQLite: a reader's snapshot is stale for a write"],
  ["SQLITE_LOCKED", "SQLite: a table locked in this connection's shared cache"],
  ["SQLITE_LOCKED_SHAREDCACHE", "SQLite: an extended locked code"],
  ["55P03", "PostgreSQL lock_not_available: lock_timeout passed, or NOWAIT"],
  ["40001", "PostgreSQL serialization_failure"],
  ["40P01", "PostgreSQL deadlock_detected"],
];

const NOT_BUSY: Array<[unknown, string]> = [
  [{ code: "SQLITE_CONSTRAINT_UNIQUE" }, "SQLite: a constraint broken"],
  [{ code: "SQLITE_BUSYNESS" }, "a code that only starts like SQLite's"],
  [{ code: "23505" }, "PostgreSQL unique_violation"],
  [{ code: "57014" }, "PostgreSQL query_canceled (statement_timeout): the statement may have been cut anywhere"],
  [{ code: "55P02" }, "PostgreSQL cant_change_runtime_param, beside lock_not_available"],
  [{ code: "ECONNREFUSED" }, "a store that is down, not busy"],
  [{ code: 40001 }, "a code that is a number"],
  [new Error("database is locked"), "a message without a code"],
  ["SQLITE_BUSY", "a string thrown"],
  [null, "null thrown"],
  [undefined, "nothing thrown"],
];

describe("storeBusy: a store's lock held elsewhere, SQLite or PostgreSQL", () => {
  for (const [code, note] of BUSY) {
    it(`is busy for \`${code}\` (${note})`, () => {
      expect(storeBusy(Object.assign(new Error(note), { code }))).to.equal(true);
    });
  }
  for (const [thrown, note] of NOT_BUSY) {
    it(`is not busy for ${note}`, () => {
      expect(storeBusy(thrown)).to.equal(false);
    });
  }
});
