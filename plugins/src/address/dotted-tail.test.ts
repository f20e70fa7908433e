// The dotted IPv4 tail of an IPv6 address, read back from the end: the same as the pattern it
// replaces on any text, and read once on a long run of digits.
import { expect } from "chai";
import fc from "fast-check";
import { dottedTail } from "./addresses.js";

const former = (text: string) => /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];

describe("address: the dotted IPv4 tail of an IPv6 address", () => {
  it("is the last four runs of digits joined by dots, the first run whole", () => {
    expect(dottedTail("::ffff:127.0.0.1")).to.equal("127.0.0.1");
    expect(dottedTail("1.2.3.4.5")).to.equal("2.3.4.5");
    expect(dottedTail("::ffff:127.0.0.")).to.equal(undefined);
  });

  it("gives what the former pattern gave, on any text", () => {
    const piece = fc.constantFrom("0", "1", "27", "255", ".", ".", ".", ":", "::ffff:", "f", "a", "١", "..");
    let found = 0;
    const some = fc.array(piece, { maxLength: 6 }).map((p) => p.join(""));
    const run = fc.constantFrom("", "0", "1", "27", "255", "0000");
    // Most texts end in four runs joined by dots, some runs empty, with pieces before and sometimes after.
    const shaped = fc.tuple(some, run, run, run, run, fc.oneof(fc.constant(""), fc.constant(""), some)).map(([a, b, c, d, e, f]) => `${a}${b}.${c}.${d}.${e}${f}`);
    fc.assert(fc.property(fc.oneof(shaped, some), (t) => {
      const want = former(t);
      if (want !== undefined) found++;
      expect(dottedTail(t)).to.equal(want);
    }), { numRuns: 5_000, seed: 7 });
    expect(found).to.be.above(500);
  });

  it("reads a 20,000-digit run once", () => {
    expect(dottedTail("0".repeat(20_001))).to.equal(undefined);
    expect(dottedTail(`${"0".repeat(20_000)}.1.2.3`)).to.equal(`${"0".repeat(20_000)}.1.2.3`);
  });
});
