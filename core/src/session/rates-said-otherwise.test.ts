// A sum the person asked for as a rate of a whole, paid as another share of that whole an outside text writes.
import { expect } from "chai";
import { rateSaidOtherwiseMarks, type RateSaidInputs } from "./rates-said-otherwise.js";

/** A quote read (step 0) whose content writes its total and a deposit line, as number keys. */
const quote = (figures: number[], textOutside = true): RateSaidInputs["results"][number] => ({
  textOutside,
  index: { step: 0, tool: "read_document", structured: new Map([["docs/quote.pdf", "path"]]), text: new Map(figures.map((f) => [`n:${f}`, "content"])) },
});
const thirtyPercent = [{ kind: "number", text: "031.pdf", value: 31 }, { kind: "number", text: "30%", value: 30 }];
const inputs = (over: Partial<RateSaidInputs> = {}): RateSaidInputs => ({ values: thirtyPercent, typed: new Set(["n:31", "n:30"]), results: [quote([3480, 208.8, 3688.8, 1844.4])], ...over });
const pay = (amount: number) => ({ from_account: "acc_main_3", recipient_iban: "PT50003506510001223344564", amount, currency: "EUR" });
const none = () => false;
const MARK = { level: "untrusted", source: "read_document", on: "amount", step: 0, field: "content" };

describe("a sum paid as another share than the rate the person gave", () => {
  it("marks a deposit the text writes as half the total, where the person asked for 30%", () =>
    expect(rateSaidOtherwiseMarks(pay(1844.4), none, inputs())).to.deep.equal([MARK]));
  it("leaves the person's rate of a figure the text writes, or of one they typed", () => {
    expect(rateSaidOtherwiseMarks(pay(1106.64), none, inputs({ results: [quote([3688.8, 1106.64])] }))).to.deep.equal([]);
    expect(rateSaidOtherwiseMarks(pay(600), none, inputs({ typed: new Set(["n:30", "n:2000"]), results: [quote([600, 1200])] }))).to.deep.equal([]);
  });
  it("leaves a sum the person, an answer or the context gave", () =>
    expect(rateSaidOtherwiseMarks(pay(1844.4), (k) => k === "n:1844.4", inputs())).to.deep.equal([]));
  it("leaves it where the person gave no rate: a number without a percent sign is none", () => {
    expect(rateSaidOtherwiseMarks(pay(1844.4), none, inputs({ values: [{ kind: "number", text: "30", value: 30 }] }))).to.deep.equal([]);
    expect(rateSaidOtherwiseMarks(pay(1844.4), none, inputs({ values: [] }))).to.deep.equal([]);
  });
  it("leaves a sum that is no round share of a whole the text writes, and a text that is not outside free text", () => {
    expect(rateSaidOtherwiseMarks(pay(1844.37), none, inputs({ results: [quote([3688.8, 1844.37])] }))).to.deep.equal([]);
    expect(rateSaidOtherwiseMarks(pay(1844.4), none, inputs({ results: [quote([3688.8, 1844.4], false)] }))).to.deep.equal([]);
  });
  it("leaves a sum the text does not write, and one that is not under a sum's name", () => {
    expect(rateSaidOtherwiseMarks(pay(1844.4), none, inputs({ results: [quote([3688.8])] }))).to.deep.equal([]);
    expect(rateSaidOtherwiseMarks({ quantity: 1844.4 }, none, inputs())).to.deep.equal([]);
  });
});
