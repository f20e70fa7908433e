import { expect } from "chai";
import fc from "fast-check";
import { trimTrailing } from "@toolgate/grammar-kit";
import { idCompact, numberKey, phoneNationalForms, turnValueKeys } from "./values.js";

describe("a phone said with its country code", () => {
  it("is said in its national forms too, with and without the trunk 0", () => {
    const keys = turnValueKeys({ kind: "phone", text: "+1 212 555 0147", value: "12125550147" });
    expect(keys).to.include("s:2125550147");
    const uk = turnValueKeys({ kind: "phone", text: "+44 7700 900123", value: "447700900123" });
    expect(uk).to.include("s:07700900123");
  });
  it("is never cut shorter than nine digits, and a national number gives no shorter forms", () => {
    expect(phoneNationalForms("2125550147")).to.deep.equal(["125550147", "0125550147"]);
    expect(phoneNationalForms("555014700")).to.deep.equal([]);
    expect(turnValueKeys({ kind: "number", text: "12125550147", value: 12125550147 })).to.deep.equal(["n:12125550147"]);
  });
});

describe("an id typed with or without its separators", () => {
  it("is said in its compact spelling too", () => {
    expect(turnValueKeys({ kind: "id", text: "ORD 4471", value: "ORD 4471" })).to.include("s:ord4471");
    expect(turnValueKeys({ kind: "id", text: "INV-2026-0042", value: "INV-2026-0042" })).to.include("s:inv20260042");
    expect(idCompact("RT/2026/41")).to.equal("RT202641");
  });
});

describe("values: number keys", () => {
  it("keys a number by its shortest spelling to six decimals, or twelve significant digits below 1, whole numbers as written", () => {
    const byDefinition = (n: number) => `n:${Math.abs(n) >= 1 ? Number(n.toFixed(6)) : Number(n.toPrecision(12))}`;
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double({ noNaN: true }), fc.constantFrom(0, -0, 1e21, -1e21, 2 ** 53, 4411, 0.1 + 0.2, 1e-7)), (n) => {
        expect(numberKey(n)).to.equal(byDefinition(n));
      }),
      { numRuns: 20000 },
    );
    expect([numberKey(4411), numberKey(40), numberKey(0.1 + 0.2), numberKey(-0)]).to.deep.equal(["n:4411", "n:40", "n:0.3", "n:0"]);
  });
});

describe("values: a text without the run of characters it ends with", () => {
  it("takes off the whole run at the end, and nothing before it", () => {
    expect(trimTrailing("1,200.", ".,")).to.equal("1,200");
    expect(trimTrailing("1.250,50,.,", ".,")).to.equal("1.250,50");
    expect(trimTrailing("Okonkwo).", '.,;:!?)"”')).to.equal("Okonkwo");
    expect(trimTrailing(",,,", ".,")).to.equal("");
    expect(trimTrailing("40", ".,")).to.equal("40");
  });
  it("gives what the pattern it replaces gave, on any text", () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom("1", ".", ",", "a", " ", ")", "”") }), (text) => {
      expect(trimTrailing(text, ".,")).to.equal(text.replace(/[.,]+$/, ""));
      expect(trimTrailing(text, '.,;:!?)"”')).to.equal(text.replace(/[.,;:!?)"”]+$/u, ""));
    }));
  });
});
