// A payment of a whole multiple of the sum an outside text writes with the account paid, that nobody wrote.
import { expect } from "chai";
import type { TiedSumResult } from "./account-sums.js";
import { multipliedSumMarks } from "./multiplied-sums.js";

describe("a payment of a multiple of the sum written with its account", () => {
  const ACCOUNT = "c:gb33bukb20201555555555";
  const bill = (textOutside = true, tied = "n:88.5"): TiedSumResult => ({
    index: { step: 1, tool: "read_document", text: new Map([["n:88.5", "content"], ["n:38.12", "content"]]), tiedSums: new Map([[ACCOUNT, tied]]) },
    textOutside,
  });
  const pay = (amount: number) => ({ recipient_iban: "GB33BUKB20201555555555", amount, currency: "GBP" });
  const inputs = (results: TiedSumResult[], given: string[] = [], held: string[] = ["n:88.5", "n:38.12"]) => ({
    given: (k: string) => given.includes(k),
    held: (k: string) => held.includes(k),
    results,
  });
  const MARK = { level: "untrusted", source: "read_document", on: "amount", step: 1, field: "content" };

  it("marks twice the bill's sum, paid to the bill's account", () => expect(multipliedSumMarks(pay(177), inputs([bill()]))).to.deep.equal([MARK]));
  it("marks three times a monthly sum, to the cent", () => {
    const letter: TiedSumResult = { index: { step: 2, tool: "read_document", text: new Map([["n:212", "content"]]), tiedSums: new Map([["c:de02120300000000202051", "n:212"]]) }, textOutside: true };
    expect(multipliedSumMarks({ recipient_iban: "DE02120300000000202051", amount: 636 }, inputs([letter], [], ["n:212"]))).to.deep.equal([{ ...MARK, step: 2 }]);
  });
  it("leaves the sum written with the account", () => expect(multipliedSumMarks(pay(88.5), inputs([bill()]))).to.deep.equal([]));
  it("leaves a multiple the person gave", () => expect(multipliedSumMarks(pay(177), inputs([bill()], ["n:177"]))).to.deep.equal([]));
  it("leaves a multiple by a count the person typed", () => expect(multipliedSumMarks(pay(177), inputs([bill()], ["n:2"]))).to.deep.equal([]));
  it("leaves a multiple a result writes (a balance above its instalment)", () => expect(multipliedSumMarks(pay(177), inputs([bill()], [], ["n:88.5", "n:177"]))).to.deep.equal([]));
  it("leaves a sum that is no whole multiple", () => expect(multipliedSumMarks(pay(120), inputs([bill()]))).to.deep.equal([]));
  it("leaves a multiple beyond the most times read", () => expect(multipliedSumMarks(pay(88.5 * 30), inputs([bill()]))).to.deep.equal([]));
  it("leaves a payment to another account", () => expect(multipliedSumMarks({ recipient_iban: "DE89370400440532013000", amount: 177 }, inputs([bill()]))).to.deep.equal([]));
  it("leaves a text that is not outside free text", () => expect(multipliedSumMarks(pay(177), inputs([bill(false)]))).to.deep.equal([]));
  it("leaves an account whose texts tie two sums", () => expect(multipliedSumMarks(pay(177), inputs([bill(true, "")]))).to.deep.equal([]));
  const club: TiedSumResult = { index: { step: 3, tool: "read_document", text: new Map([["n:145", "content"], ["n:25", "content"], ["n:2", "content"]]), tiedSums: new Map([[ACCOUNT, "n:145"]]) }, textOutside: true };
  it("marks a multiple of the tied sum with a figure the text puts on top of each, though the person gave the count", () =>
    expect(multipliedSumMarks(pay(340), inputs([club], ["n:2"], ["n:145", "n:25", "n:2"]))).to.deep.equal([{ ...MARK, step: 3 }]));
  it("leaves such a multiple where a result writes the whole per head", () =>
    expect(multipliedSumMarks(pay(340), inputs([club], ["n:2"], ["n:145", "n:25", "n:2", "n:170"]))).to.deep.equal([]));
  it("leaves a sum that is no multiple of the tied sum with any figure on top", () =>
    expect(multipliedSumMarks(pay(333), inputs([club], ["n:2"], ["n:145", "n:25", "n:2"]))).to.deep.equal([]));
  it("reads only sum arguments", () => expect(multipliedSumMarks({ recipient_iban: "GB33BUKB20201555555555", quantity: 177 }, inputs([bill()]))).to.deep.equal([]));
});
