// The `toolgate` command attacked through the files it is told to read: a name that leads to
// /dev/zero or to a FIFO no one writes to, a directory, a file of many megabytes, a binary file,
// a name that looks like an option. Each is refused at once with the input exit code, naming the
// file; nothing reads for ever. The command runs in a child process with a hard deadline, so a
// read that never ends fails the test instead of holding the run.
import { expect } from "chai";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { MAX_FILE_BYTES } from "@toolgate/core";

const MAIN = join(dirname(createRequire(import.meta.url).resolve("@toolgate/cli")), "main.js");
const POSIX = process.platform !== "win32";

function tg(args: string[]): { status: number | null; err: string; ms: number } {
  const started = performance.now();
  const r = spawnSync(process.execPath, [MAIN, ...args], { encoding: "utf8", timeout: 15_000, killSignal: "SIGKILL" });
  return { status: r.status, err: `${r.stdout}${r.stderr}`, ms: performance.now() - started };
}

describe("hostile files given to the command line", function () {
  this.timeout(60_000);
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), "tg-hostile-cli-"));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const refused = (args: string[], file: string, why: RegExp) => {
    const r = tg(args);
    expect(r.status, r.err).to.equal(3);
    expect(r.err).to.contain(file);
    expect(r.err).to.match(why);
  };

  (POSIX ? it : it.skip)("refuses a catalogue, a rulebook and a history that lead to /dev/zero, as not a regular file", () => {
    const zero = join(dir, "zero.yaml");
    symlinkSync("/dev/zero", zero);
    refused(["validate", "--catalogue", zero], zero, /ENOTREG/);
    refused(["validate", "--catalogue", join(dir, "none.yaml"), "--rulebook", zero], zero, /ENOTREG/);
    const v = tg(["verify", "--history", zero, "--public-key", "A".repeat(43)]);
    expect([v.status, /ENOTREG/.test(v.err)], v.err).to.deep.equal([3, true]);
  });

  (POSIX ? it : it.skip)("refuses a FIFO no one writes to without waiting on it", () => {
    const fifo = join(dir, "catalogue.fifo");
    execFileSync("mkfifo", [fifo]);
    const r = tg(["validate", "--catalogue", fifo]);
    expect(r.status, `${r.err} after ${Math.round(r.ms)} ms`).to.equal(3);
    expect(r.err).to.match(/ENOTREG/);
  });

  it("refuses a directory and a file over the size read, without reading it", () => {
    refused(["validate", "--catalogue", dir], dir, /ENOTREG|EISDIR/);
    const big = join(dir, "big.yaml");
    writeFileSync(big, "");
    truncateSync(big, MAX_FILE_BYTES + 1);
    const r = tg(["validate", "--catalogue", big]);
    expect([r.status, /EFBIG/.test(r.err)], r.err).to.deep.equal([3, true]);
  });

  it("reads a binary file as an invalid catalogue, and a name that looks like an option as the file it names", () => {
    const binary = join(dir, "binary.yaml");
    writeFileSync(binary, Buffer.from([0, 255, 254, 0x1b, 0x5b, 0x32, 0x4a, 0xc3, 0x28, 10, 0, 0]));
    refused(["validate", "--catalogue", binary], binary, /catalogue_invalid/);
    const dashed = join(dir, "--force");
    writeFileSync(dashed, "tools: {}\n");
    const r = tg(["validate", `--catalogue=${dashed}`]);
    expect(r.status, r.err).to.be.oneOf([0, 3]);
    expect(tg(["validate", "--catalogue", "--json"]).status).to.equal(2);
  });
});
