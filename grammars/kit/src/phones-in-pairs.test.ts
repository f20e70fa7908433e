// A national number with its trunk `0` written in five pairs (France, Belgium) is a phone.
import { expect } from "chai";
import { scanAddresses, SpanSet } from "./addresses.js";

function phones(text: string): string[] {
  const spans = new SpanSet(text.length);
  scanAddresses(text, spans);
  return spans.spans.filter((s) => s.kind === "phone").map((s) => String(s.value));
}

describe("phones written in pairs", () => {
  const cases: Array<[string, string[]]> = [
    ["text Claire on 07 81 22 40 19 when it's ready", ["0781224019"]],
    ["her landline is 01.45.67.89.10", ["0145678910"]],
    ["call 04-91-55-22-10 before noon", ["0491552210"]],
    // Not phones: marks that change between pairs, too few pairs, a pair with no trunk 0, more pairs.
    ["rows 01 02.03 04 05 are free", []],
    ["boxes 06 12 34 56 go out today", []],
    ["scores 16 12 34 56 78 were kept", []],
    ["ids 06 12 34 56 78 90 were kept", []],
  ];
  for (const [text, want] of cases) it(`reads ${JSON.stringify(text)} as ${want.join(", ") || "no phone"}`, () => expect(phones(text)).to.deep.equal(want));
});
