// `toolgate check` and `toolgate verify` given a history file that is not one: a directory, a
// FIFO no one writes to, 50 MB of entries nobody signed, and bytes that are not UTF-8. Each is
// refused, never read for ever, and never read as some other text: a history read with U+FFFD in
// place of its bytes names a session the file does not hold. Children run with a hard deadline,
// so a read that never ends fails the test instead of holding the run.
import { expect } from "chai";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const MAIN = join(dirname(createRequire(import.meta.url).resolve("@toolgate/cli")), "main.js");
const POSIX = process.platform !== "win32";
/** The example catalogue: it allows `get_order` with no agent named. */
const CATALOGUE = join(dirname(fileURLToPath(import.meta.url)), "../../docs/examples/business-hours/examples/catalogue.yaml");

function tg(args: string[]): { status: number | null; out: string; stdout: string } {
  const r = spawnSync(process.execPath, [MAIN, ...args], { encoding: "utf8", timeout: 30_000, killSignal: "SIGKILL", maxBuffer: 64 * 1024 * 1024 });
  return { status: r.status, out: `${r.stdout}${r.stderr}`, stdout: r.stdout };
}

describe("hostile history files given to toolgate check and verify", function () {
  this.timeout(60_000);
  let dir: string;
  const cat = CATALOGUE;
  const check = (history: string) => tg(["check", "--catalogue", cat, "--tool", "get_order", "--args", '{"order_id":"1"}', "--history", history, "--json"]);
  const verify = (history: string) => tg(["verify", "--history", history, "--public-key", "A".repeat(43)]);

  before(() => {
    dir = mkdtempSync(join(tmpdir(), "tg-hostile-history-"));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("starts a session from an empty history given as UTF-8 (the case the others spoil)", () => {
    const file = join(dir, "empty.json");
    writeFileSync(file, JSON.stringify({ version: 1, session: "s-1", entries: [] }));
    const r = check(file);
    expect(r.status, r.out).to.equal(0);
    const answer = JSON.parse(r.stdout);
    expect([answer.decision, answer.reasons, answer.session]).to.deep.equal(["allow", ["allow"], "s-1"]);
  });

  it("refuses a history whose bytes are not UTF-8, in check and verify, naming the file", () => {
    const file = join(dir, "not-utf8.json");
    writeFileSync(file, Buffer.concat([Buffer.from('{"version":1,"session":"s-'), Buffer.from([0xff, 0xc3]), Buffer.from('","entries":[]}')]));
    const c = check(file);
    expect([c.status, /input_invalid/.test(c.out), c.out.includes(file), /EILSEQ/.test(c.out)], c.out).to.deep.equal([3, true, true, true]);
    const v = verify(file);
    expect([v.status, v.out.includes(file), /EILSEQ/.test(v.out)], v.out).to.deep.equal([3, true, true]);
  });

  it("refuses a catalogue whose bytes are not UTF-8, even in a comment, as an invalid catalogue", () => {
    const file = join(dir, "not-utf8.yaml");
    writeFileSync(file, Buffer.concat([Buffer.from("tools: {}\n# "), Buffer.from([0xfe, 0xff]), Buffer.from("\n")]));
    const r = tg(["validate", "--catalogue", file]);
    expect([r.status, /catalogue_invalid/.test(r.out), r.out.includes(file)], r.out).to.deep.equal([3, true, true]);
  });

  (POSIX ? it : it.skip)("refuses a history that is a directory or a FIFO no one writes to, without waiting on it", () => {
    const fifo = join(dir, "history.fifo");
    execFileSync("mkfifo", [fifo]);
    for (const file of [dir, fifo]) {
      const c = check(file);
      expect([c.status, /input_invalid/.test(c.out), /ENOTREG/.test(c.out)], c.out).to.deep.equal([3, true, true]);
      const v = verify(file);
      expect([v.status, /ENOTREG/.test(v.out)], v.out).to.deep.equal([3, true]);
    }
  });

  it("refuses the call on 50 MB of history entries nobody signed, as history_invalid, and starts afresh", () => {
    const file = join(dir, "big.json");
    const entry = { tool: "get_order", arguments: { order_id: "x".repeat(100) } };
    const entries = JSON.stringify(entry);
    const count = Math.ceil((50 * 1024 * 1024) / entries.length);
    writeFileSync(file, `{"version":1,"session":"s-big","entries":[${Array.from({ length: count }, () => entries).join(",")}]}`);
    const c = check(file);
    expect(c.status, c.out.slice(0, 500)).to.equal(1);
    const answer = JSON.parse(c.stdout);
    expect([answer.decision, answer.reasons, answer.session === "s-big"]).to.deep.equal(["refuse", ["history_invalid"], false]);
    const v = verify(file);
    expect(v.status, v.out.slice(0, 500)).to.equal(1);
  });
});
