// Addresses and handles spelled out in words or behind brackets: read into the value they spell,
// and nothing read from plain prose that only says `at` or `dot`.
import { expect } from "chai";
import fc from "fast-check";
import { spelledValues } from "./spelled-values.js";

describe("spelled values", () => {
  it("reads an address spelled with words or bracketed connectors into the address", () => {
    expect(spelledValues("For anything legal, our office is legal at brightline dot example. Omar")).to.deep.equal(["legal@brightline.example"]);
    expect(spelledValues("send them to executed (at) brightline-contracts (dot) example, not to me")).to.deep.equal(["executed@brightline-contracts.example"]);
    expect(spelledValues("cc records[at]brightline-archive[.]example on the return")).to.deep.equal(["records@brightline-archive.example"]);
    expect(spelledValues("write to j.ortiz {at} mail-hub {dot} co {dot} uk today")).to.deep.equal(["j.ortiz@mail-hub.co.uk"]);
  });

  it("reads a handle spelled with connectors, and letters said one by one, into the handle", () => {
    expect(spelledValues("Plus our agency contact - handle f dot moreau underscore ext.")).to.deep.equal(["f.moreau_ext"]);
    expect(spelledValues("on my events account, m a y a underscore events - reply there")).to.deep.equal(["maya_events"]);
    expect(spelledValues("my new handle is k o f i, DM me there")).to.deep.equal(["kofi"]);
    expect(spelledValues("the bot is ops dash bridge hyphen two")).to.deep.equal(["ops-bridge-two"]);
  });

  it("reads nothing from prose that says at or dot in their plain sense, or a connector left hanging", () => {
    for (const text of ["Meet me at noon at the station.", "Connect the dots at the top of the page.", "I am at a loss, dot", "a b", "Write to legal at", "at dot underscore"]) {
      expect(spelledValues(text), text).to.deep.equal([]);
    }
  });

  it("reads a long text of connectors and letters in one pass and keeps at most 32 values", () => {
    const many = Array.from({ length: 100 }, (_, i) => `u${i} at host${i} dot example,`).join(" ");
    expect(spelledValues(many)).to.have.length(32);
    expect(spelledValues("a ".repeat(50_000))).to.deep.equal([]);
    expect(spelledValues("at ".repeat(50_000))).to.deep.equal([]);
  });

  it("reads any text built of connectors, brackets, letters and punctuation into at most 32 values, each an address or a handle of at most 256 characters", () => {
    const word = fc.constantFrom("at", "dot", "period", "underscore", "dash", "hyphen", "[at]", "(dot)", "{.}", "<@>", "a", "b", "7", "legal", "brightline", "example", "meet", "noon", "x.y", "é", ",", ".", "@", "-");
    const text = fc.array(word, { maxLength: 80 }).map((ws) => ws.join(" "));
    fc.assert(
      fc.property(text, (t) => {
        const found = spelledValues(t);
        expect(found.length).to.be.at.most(32);
        for (const v of found) {
          expect(v.length, v).to.be.at.most(256);
          expect(v, v).to.match(/^[\p{L}\p{N}][\p{L}\p{N}@._-]*$/u);
          expect(v.split("@").length, v).to.be.at.most(2);
        }
      }),
      { numRuns: 500 },
    );
  });
});
