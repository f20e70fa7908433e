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
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom("0", "1", "9", ".", ":", "f", "a", "١"), maxLength: 40 }), (t) => {
      expect(dottedTail(t)).to.equal(former(t));
    }), { numRuns: 5_000, seed: 7 });
  });

  it("reads a 20,000-digit run once", () => {
    expect(dottedTail("0".repeat(20_001))).to.equal(undefined);
    expect(dottedTail(`${"0".repeat(20_000)}.1.2.3`)).to.equal(`${"0".repeat(20_000)}.1.2.3`);
  });
});
