// Two processes writing entries of their own sessions into one SQLite entry file at the same
// time, as two replicas do. An entry's write reads the session's last step and then writes, in
// one transaction; taken as a reader first, it could not become the writer once the other process
// had committed in between (WAL: "database is locked" at once, no wait), so an entry whose head had
// already advanced was lost. Every write must land: none throws, every step is kept.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "chai";
import { SqliteEntryStore } from "@toolgate/store-sqlite";

const WRITER = fileURLToPath(new URL("./entry-writer.js", import.meta.url));
const WRITES = 2000;

function writer(file: string, session: string): Promise<{ failed: number; first: string | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WRITER, file, session, String(WRITES)], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(JSON.parse(out) as { failed: number; first: string | null }) : reject(new Error(`writer exited ${code}`))));
  });
}

describe("race: two processes writing entries into one SQLite entry file", function () {
  this.timeout(120_000);
  let dir: string;
  before(() => (dir = mkdtempSync(join(tmpdir(), "toolgate-race-entries-"))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("loses no write: neither process's writes throw and every step of both sessions is kept", async () => {
    const file = join(dir, "entries.db");
    new SqliteEntryStore(file).close(); // the schema made once, before both start
    const got = await Promise.all([writer(file, "a"), writer(file, "b")]);
    expect(got).to.deep.equal([{ failed: 0, first: null }, { failed: 0, first: null }]);
    const store = new SqliteEntryStore(file);
    const rows = store.db.prepare("SELECT session, COUNT(*) AS n, MAX(step) AS last FROM entries GROUP BY session ORDER BY session").all();
    store.close();
    expect(rows).to.deep.equal([{ session: "a", n: WRITES, last: WRITES - 1 }, { session: "b", n: WRITES, last: WRITES - 1 }]);
  });
});
