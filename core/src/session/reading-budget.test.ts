import { expect } from "chai";
import type { TurnReading } from "@toolgate/grammar-kit";
import { budgetedReader } from "./reading-budget.js";

const reading = (text: string): TurnReading => ({ language: "en", read: true, note: text, sending: [], destinations: [], values: [] });

describe("budgetedReader", () => {
  it("reads texts in order until the budget is spent, and none from the first that does not fit", () => {
    const asked: string[] = [];
    const read = budgetedReader((t) => (asked.push(t), reading(t)), 10);
    expect(read("abcd").read).to.equal(true);
    expect(read("efgh").read).to.equal(true);
    expect(read("ijklm").read).to.equal(false);
    expect(read("ij").read).to.equal(false);
    expect(read("abcd").note).to.equal("abcd");
    expect(asked).to.deep.equal(["abcd", "efgh"]);
  });

  it("reads a text met again once, at no cost to the budget", () => {
    const asked: string[] = [];
    const read = budgetedReader((t) => (asked.push(t), reading(t)), 8);
    for (let i = 0; i < 100; i++) expect(read("abcd").read).to.equal(true);
    expect(read("efgh").read).to.equal(true);
    expect(asked).to.deep.equal(["abcd", "efgh"]);
  });
});
