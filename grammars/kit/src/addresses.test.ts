// A text's addresses are found once and offered again to the next set its scan is given (a read
// scans its turn twice in a row): what a set keeps must be what a first scan into it keeps.
import { expect } from "chai";
import fc from "fast-check";
import { scanAddresses, SpanSet, type Span } from "./addresses.js";

const PIECES = ["ana@example.com", "+351 912 345 678", "(212) 555-0147", "www.x.com/a?b=1", "x.com", "PT50 0002 0123 1234 5678 9015 4", "@joana", "#faturamento", "https://a.b/c", "pedido 4411", " ", ", ", ".", "@", "#"];
const text = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 12 }).map((p) => p.join(" "));
/** A span a grammar read before the addresses, which may overlap one of them. */
const before = fc.tuple(fc.nat(80), fc.integer({ min: 1, max: 20 }));

function scanned(t: string, taken: readonly [number, number][]): Span[] {
  const spans = new SpanSet(t.length);
  for (const [start, length] of taken) spans.add({ start, end: Math.min(t.length, start + length), kind: "number", text: "", value: 0 });
  scanAddresses(t, spans);
  return spans.spans.filter((s) => s.kind !== "number");
}

describe("a text's addresses, scanned twice in a row", () => {
  it("are kept by a second set as a first scan into that set keeps them, each span its own", () => {
    fc.assert(
      fc.property(text, fc.array(before, { maxLength: 3 }), fc.array(before, { maxLength: 3 }), (t, first, second) => {
        scanned("another text, ana@example.org", []);
        const fresh = scanned(t, second);
        scanned("another text, ana@example.org", []);
        const once = scanned(t, first);
        const again = scanned(t, second);
        expect(again).to.deep.equal(fresh);
        for (const span of again) expect(once.includes(span)).to.equal(false);
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps none of a text longer than a turn, and reads it the same", () => {
    const long = `${"a ".repeat(10_500)}ana@example.com`;
    expect(scanned(long, []).map((s) => s.value)).to.deep.equal(["ana@example.com"]);
    expect(scanned(long, [[long.length - 15, 3]]).map((s) => s.value)).to.deep.equal([]);
  });
});

describe("a channel's name", () => {
  // Channels are named in the person's language: a letter with a mark (`terça`, `reunião`) is part
  // of the name, so the channel the person named is the one a post is read against.
  it("keeps its letters with marks whole", () => {
    const channels = scanned("avisa no #pelada-terça e no #reunião-geral, não no x#y", []).filter((s) => s.kind === "channel");
    expect(channels.map((s) => s.text)).to.deep.equal(["#pelada-terça", "#reunião-geral"]);
    expect(channels[0]!.value).to.equal("pelada-terça");
  });
});
