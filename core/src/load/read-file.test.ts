// A named file is read as UTF-8 or refused, never with U+FFFD in place of its bytes: any text
// written as UTF-8 comes back whole, and any bytes that are not UTF-8 are refused `EILSEQ`.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "chai";
import fc from "fast-check";
import { FileRefused, readNamedFile } from "./read-file.js";

/** Whether `bytes` are UTF-8, asked of Node's own decoder: they are when they survive a round trip. */
const isUtf8 = (bytes: Uint8Array) => Buffer.from(Buffer.from(bytes).toString("utf8"), "utf8").equals(Buffer.from(bytes));

describe("readNamedFile: UTF-8 or refused", () => {
  let dir: string;
  before(() => (dir = mkdtempSync(join(tmpdir(), "toolgate-read-file-"))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("gives back any text written as UTF-8, whole", () => {
    const file = join(dir, "text");
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (text) => {
        writeFileSync(file, text, "utf8");
        expect(readNamedFile(file)).to.equal(text);
      }),
      { numRuns: 200 },
    );
  });

  it("refuses any bytes that are not UTF-8 with EILSEQ", () => {
    const file = join(dir, "bytes");
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }).filter((b) => !isUtf8(b)), (bytes) => {
        writeFileSync(file, bytes);
        expect(() => readNamedFile(file)).to.throw(FileRefused).with.property("code", "EILSEQ");
      }),
      { numRuns: 200 },
    );
  });
});
