// addressTexts keeps no span: it must give the texts a set of spans would keep, short text or long.
import { expect } from "chai";
import fc from "fast-check";
import { addressTexts, scanAddresses, SpanSet, type ValueKind } from "./index.js";

const PLACES = new Set<ValueKind>(["url", "email", "host"]);

/** What a set of spans keeps of the kinds, each text once, by its first place. */
function bySpans(text: string, kinds: ReadonlySet<ValueKind>): string[] {
  const spans = new SpanSet(text.length);
  scanAddresses(text, spans);
  const first = new Map<string, number>();
  for (const s of spans.spans) if (kinds.has(s.kind) && !(s.start >= (first.get(s.text) ?? Infinity))) first.set(s.text, s.start);
  return [...first].sort((a, b) => a[1] - b[1]).map(([t]) => t);
}

describe("kit: the texts of a text's addresses", () => {
  const piece = fc.constantFrom("ana@x.com", "https://x.com/a", "www.x.org", "x.com", "x.com/p", "@ana", "#team", "+1 555 010 0199", "DE89 3704 0044 0532 0130 00", " ", ".", "/", "@", "a", "1", "https://ana@x.com", "x.com.", "b.io", "(", ")");
  const text = fc.array(piece, { maxLength: 12 }).map((p) => p.join(""));

  it("are those a set of spans keeps, each once, by first place, for any text", () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(addressTexts(t, PLACES), t).to.deep.equal(bySpans(t, PLACES));
        expect(addressTexts(t, new Set<ValueKind>(["phone", "iban", "handle"])), t).to.deep.equal(bySpans(t, new Set<ValueKind>(["phone", "iban", "handle"])));
      }),
      { numRuns: 500 },
    );
  });

  it("are those a set of spans keeps in a text too long to keep, where one address is named thousands of times", () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        const long = `${a} `.repeat(Math.ceil(21_000 / (a.length + 1))) + b;
        expect(addressTexts(long, PLACES)).to.deep.equal(bySpans(long, PLACES));
      }),
      { numRuns: 40 },
    );
  });
});
