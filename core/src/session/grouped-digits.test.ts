// Numbers a text writes in groups of digits, read as one datum, and where such a number comes from.
import { expect } from "chai";
import { groupedDigitKeys, groupedFromNowhere } from "./grouped-digits.js";
import type { WorkOutInputs } from "./origins.js";

describe("numbers written in groups of digits", () => {
  it("reads a tax number written in groups as one datum", () => expect(groupedDigitKeys("Tax ID 12 345 678 901, born 14.03.1984.")).to.deep.equal(["c:12345678901"]));
  it("reads a phone number in three groups", () => expect(groupedDigitKeys("call 0171 234 5678 after six")).to.deep.equal(["c:01712345678"]));
  it("leaves two groups, a sum with a space for thousands", () => expect(groupedDigitKeys("the total is 1 299 EUR")).to.deep.equal([]));
  it("leaves three small groups of fewer than six digits", () => expect(groupedDigitKeys("rooms 1 2 3 are free")).to.deep.equal([]));
  it("leaves digits inside a longer word or a decimal", () => expect(groupedDigitKeys("ref AB12 345 678 and 1.5 250 300")).to.deep.equal([]));
  it("gives each number once", () => expect(groupedDigitKeys("12 345 678 and again 12 345 678")).to.deep.equal(["c:12345678"]));
  it("leaves a run of more than 64 digits: no identifier is that long", () => expect(groupedDigitKeys("1 ".repeat(10_000) + "x")).to.deep.equal([]));

  const inputs = (typed: string[], text: string[], instructed: string[] = []): WorkOutInputs =>
    ({
      typed: new Set(typed),
      context: new Set(),
      reply: new Set(),
      results: [{ index: { step: 1, tool: "search_emails", structured: new Map(), within: new Set(), text: new Map(text.map((k) => [k, "emails.body"])), instructed: new Set(instructed) }, textOutside: true }],
      unindexed: [],
    }) as unknown as WorkOutInputs;

  it("finds a grouped number nobody gave: nowhere", () => expect(groupedFromNowhere("Tax ID 12 345 678 901", inputs([], []))).to.equal("nowhere"));
  it("leaves a grouped number the person typed", () => expect(groupedFromNowhere("Tax ID 12 345 678 901", inputs(["c:12345678901"], []))).to.equal(undefined));
  it("leaves a grouped number a plain outside text gives", () => expect(groupedFromNowhere("VAT DE 298 113 447", inputs([], ["c:298113447"]))).to.equal(undefined));
  it("gives the result whose instruction-shaped text alone holds it", () => {
    const i = inputs([], ["c:298113447"], ["c:298113447"]);
    expect(groupedFromNowhere("VAT DE 298 113 447", i)).to.equal(i.results[0]);
  });
});
