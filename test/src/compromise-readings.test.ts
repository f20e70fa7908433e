// The English grammar reads the corpora's dev strings the same on its own build of compromise as on
// compromise's published bundle: analyse(), readTurn(), detect(), actWords() and a session's
// read(), each process loading one of them. Every eighth string of the sorted dev strings (some
// 2,200 of 17,950) keeps the test short; decisions.md reports the whole comparison, run once.
import { expect } from "chai";
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const helper = fileURLToPath(new URL("./compromise-readings.js", import.meta.url));
const STRIDE = 8;

function readings(which: "own" | "published", out: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [helper, which, out, String(STRIDE)], { timeout: 600_000 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`${error.message}\n${stderr}`));
      else resolve(readFileSync(out, "utf8").split("\n"));
    });
  });
}

describe("the English grammar on its own build of compromise", function () {
  this.timeout(900_000);
  let dir: string;
  before(() => (dir = mkdtempSync(join(tmpdir(), "toolgate-compromise-"))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("reads the corpora's dev strings as it does on compromise's published bundle", async () => {
    const [own, published] = await Promise.all([readings("own", join(dir, "own.txt")), readings("published", join(dir, "published.txt"))]);
    expect(own.length).to.be.greaterThan(1_000);
    expect(own.length).to.equal(published.length);
    const differing = own.filter((line, i) => line !== published[i]);
    expect(differing.slice(0, 3).map((line) => line.split("\t")[0]), `${differing.length} strings read otherwise`).to.deep.equal([]);
  });
});
