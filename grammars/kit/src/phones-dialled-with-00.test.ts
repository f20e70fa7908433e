// A phone dialled with the international prefix `00` in place of `+` is the same number.
import { expect } from "chai";
import { scanAddresses, SpanSet } from "./addresses.js";

function phones(text: string): string[] {
  const spans = new SpanSet(text.length);
  scanAddresses(text, spans);
  return spans.spans.filter((s) => s.kind === "phone").map((s) => String(s.value));
}

describe("phones dialled with 00 before the country code", () => {
  const cases: Array<[string, string[]]> = [
    ["her new number is 0044 7700 900 318, put it on C-3110", ["447700900318"]],
    ["ring 00 351 912 345 678 about it", ["351912345678"]],
    ["text 001-212-555-0147 when it ships", ["12125550147"]],
    ["0055 11 91234 5678 is the buyer's", ["5511912345678"]],
    // Not phones: a zero-padded id, an IBAN's groups, short numbers.
    ["invoice INV 00123456789 for 40", []],
    ["transfer 120 to DE89 3704 0044 0532 0130 00", []],
    ["cancel 0012 and 0013", []],
  ];
  for (const [text, want] of cases) it(`reads ${JSON.stringify(text)} as ${want.join(", ") || "no phone"}`, () => expect(phones(text)).to.deep.equal(want));
});
