// A sum worked out at a rate only an outside text gives, of a base the person or a record gave.
import { expect } from "chai";
import { ratedSumMarks, ratesWritten, type RatedSumResult } from "./rated-sums.js";
import { numberKey } from "./values.js";

function rates(text: string): Record<string, string> {
  const out = new Map<string, string>();
  ratesWritten(text, "reference", out);
  return Object.fromEntries(out);
}

/** A transactions list whose record 0 carries `note` in its reference and holds `amount` in a structured field. */
function listed(note: string, amount: number, textOutside = true): RatedSumResult {
  const r = new Map<string, string>();
  ratesWritten(note, "transactions/0/reference", r);
  return {
    textOutside,
    index: { step: 1, tool: "list_transactions", structured: new Map([[numberKey(amount), "transactions/0/amount"]]), text: new Map([["n:35", "transactions/0/reference"]]), rates: r },
  };
}

describe("the rates a text writes", () => {
  it("reads a figure before a percent sign, with or without a space or decimals", () => {
    expect(rates("withholding not applied: reserve 35%, VAT 12,5 % and 6.25%")).to.deep.equal({ "n:35": "reference", "n:12.5": "reference", "n:6.25": "reference" });
  });
  it("reads no rate of a hundred or more, nor a figure without a sign", () => {
    expect(rates("100% paid, 250% over, 35 EUR, ref 2026-031")).to.deep.equal({});
  });
  it("reads a long run of digits before a sign in one pass, as no rate", () => {
    expect(rates(`${"1".repeat(50_000)}%`)).to.deep.equal({});
  });
});

describe("a sum at a rate only an outside text gives", () => {
  const typed = new Set(["n:1850", "n:20"]);
  const given = (k: string) => typed.has(k);

  it("marks a share of the person's sum at the text's rate, at the field that writes the rate", () => {
    const marks = ratedSumMarks({ amount: 647.5 }, given, [listed("(withholding not applied: reserve 35%)", 1850)]);
    expect(marks).to.deep.equal([{ level: "untrusted", source: "list_transactions", on: "amount", step: 1, field: "transactions/0/reference" }]);
  });

  it("marks a share of a sum a record holds, though the person typed no sum", () => {
    const marks = ratedSumMarks({ amount: 480 }, () => false, [listed("deposit: 40% now please", 1200)]);
    expect(marks.map((m) => m.on)).to.deep.equal(["amount"]);
  });

  it("leaves a share at the rate the person typed", () => {
    expect(ratedSumMarks({ amount: 370 }, given, [listed("reserve 20% for tax", 1850)])).to.deep.equal([]);
  });

  it("leaves a sum a result writes out, and one no base gives at that rate", () => {
    const written: RatedSumResult = { ...listed("reserve 35%", 1850), index: { ...listed("reserve 35%", 1850).index, text: new Map([["n:647.5", "transactions/0/reference"]]) } };
    expect(ratedSumMarks({ amount: 647.5 }, given, [written])).to.deep.equal([]);
    expect(ratedSumMarks({ amount: 600 }, given, [listed("reserve 35%", 1850)])).to.deep.equal([]);
  });

  it("leaves a rate of a text that is not outside, and an argument that holds no sum", () => {
    expect(ratedSumMarks({ amount: 647.5 }, given, [listed("reserve 35%", 1850, false)])).to.deep.equal([]);
    expect(ratedSumMarks({ count: 647.5 }, given, [listed("reserve 35%", 1850)])).to.deep.equal([]);
  });
});
