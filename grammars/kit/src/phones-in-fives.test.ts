// A ten-digit mobile written in two groups of five (India) is a phone.
import { expect } from "chai";
import { scanAddresses, SpanSet } from "./addresses.js";

function phones(text: string): string[] {
  const spans = new SpanSet(text.length);
  scanAddresses(text, spans);
  return spans.spans.filter((s) => s.kind === "phone").map((s) => String(s.value));
}

describe("phones written in two groups of five", () => {
  const cases: Array<[string, string[]]> = [
    ["change Ravi's mobile to 70123 45678 please", ["7012345678"]],
    ["her number is 99001-22334, text her there", ["9900122334"]],
    // Not phones: a first digit no mobile begins with, a short second group, a decimal after.
    ["the deposits were 12000 15000 in all", []],
    ["codes 98450 1234 were kept", []],
    ["sums 98450 12345.50 were paid", []],
  ];
  for (const [text, want] of cases) it(`reads ${JSON.stringify(text)} as ${want.join(", ") || "no phone"}`, () => expect(phones(text)).to.deep.equal(want));
});
