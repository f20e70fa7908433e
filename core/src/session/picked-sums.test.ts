// A sum the person picked off a price list by the word with a digit that sets its line apart.
import { expect } from "chai";
import { otherSumMarks, accountSums, type TiedSumResult } from "./account-sums.js";
import { labelledSumsWritten } from "./amounts.js";
import { pickedSum, pickingWords } from "./picked-sums.js";

const LIST = "Up to 6m: 540 GBP\nUp to 8m: 720 GBP\nUp to 10m: 910 GBP\nPay by transfer to Pennick's Boatyard Ltd, IBAN GB29NWBK60161331926819.";

function picking(...texts: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const t of texts) pickingWords(labelledSumsWritten(t), out);
  return out;
}

describe("the label words that set a price list's lines apart", () => {
  it("reads each line's word with a digit, by the sum it labels", () => expect(Object.fromEntries(picking(LIST))).to.deep.equal({ "6m": "n:540", "8m": "n:720", "10m": "n:910" }));
  it("reads no word of letters", () => expect(picking("Room only: 90 EUR\nHalf board: 120 EUR").size).to.equal(0));
  it("reads a word two lines hold as picking neither", () => expect(picking("Type T3 low season: 80 EUR\nType T3 high season: 110 EUR").get("t3")).to.equal(""));
  it("reads nothing of a text with one sum", () => expect(picking("Up to 8m: 720 GBP, IBAN GB29NWBK60161331926819").size).to.equal(0));
  it("picks the sum of the word the person typed, and none for a word they did not", () => {
    expect(pickedSum("n:720", picking(LIST), new Set(["pay", "the", "8m", "berth"]))).to.equal(true);
    expect(pickedSum("n:540", picking(LIST), new Set(["pay", "the", "8m", "berth"]))).to.equal(false);
  });
});

describe("a sum picked off a list above the one tied to the account", () => {
  const tiedSums = new Map<string, string>();
  const aboveTied = new Map<string, Set<string>>();
  accountSums(LIST, tiedSums, aboveTied);
  const list: TiedSumResult = {
    index: { step: 1, tool: "fetch_url", text: new Map([["n:540", "text"], ["n:720", "text"], ["n:910", "text"]]), tiedSums, aboveTied, picking: picking(LIST) },
    textOutside: true,
  };
  const pay = (amount: number) => ({ recipient_iban: "GB29NWBK60161331926819", amount, currency: "GBP" });
  const none = () => false;

  it("leaves the line the person named by its size", () => expect(otherSumMarks(pay(720), none, [list], new Set(["8m", "berth"]))).to.deep.equal([]));
  it("marks another line than the one they named", () => {
    expect(otherSumMarks(pay(540), none, [list], new Set(["8m", "berth"]))).to.deep.equal([{ level: "untrusted", source: "fetch_url", on: "amount", step: 1, field: "text" }]);
  });
  it("marks a line above when the person named none", () => {
    expect(otherSumMarks(pay(720), none, [list], new Set(["pay", "berth"]))).to.deep.equal([{ level: "untrusted", source: "fetch_url", on: "amount", step: 1, field: "text" }]);
  });
});
