// A sum the model added up from a figure an outside text adds, and the bounds on the work it does.
import { expect } from "chai";
import { addedSum, type SumInputs } from "./added-sums.js";

describe("a sum the model added from an outside text's figure", () => {
  // A bill of 48 (a structured field) and a note's "add 120 with the next payment" (outside free text).
  const bill = { index: { step: 1, tool: "read_bill", structured: new Map([["n:48", "total"]]), text: new Map<string, string>() }, allowed: true, textOutside: false };
  const note = (keys: string[] = ["n:120"]) => ({ index: { step: 2, tool: "read_email", structured: new Map<string, string>(), text: new Map(keys.map((k) => [k, "body"])) }, allowed: true, textOutside: true });
  const inputs = (typed: string[] = [], results = [note(), bill]): SumInputs => ({ typed: new Set(typed), context: new Set(), results });
  const FROM = { step: 2, tool: "read_email", field: "body", ran: true };

  it("finds the note's figure added to the bill's sum", () => expect(addedSum(168, inputs())).to.deep.equal(FROM));
  it("leaves a sum the person typed", () => expect(addedSum(168, inputs(["n:168"]))).to.equal(undefined));
  it("leaves a sum a result writes", () => expect(addedSum(48, inputs())).to.equal(undefined));
  it("leaves a text that is not outside free text", () => expect(addedSum(168, inputs([], [{ ...note(), textOutside: false }, bill]))).to.equal(undefined));
  it("leaves a sum that is a result's figure times a count the person typed", () => {
    const page = { index: { step: 1, tool: "read_page", structured: new Map<string, string>(), text: new Map([["n:20", "content"], ["n:60", "content"]]) }, allowed: true, textOutside: true };
    expect(addedSum(80, inputs(["n:4"], [page]))).to.equal(undefined);
  });
  it("reads at most 4096 of the person's keys for a count: one past them is not looked at", () => {
    const page = { index: { step: 1, tool: "read_page", structured: new Map<string, string>(), text: new Map([["n:20", "content"], ["n:60", "content"]]) }, allowed: true, textOutside: true };
    const many = Array.from({ length: 4096 }, (_, i) => `w:word${i}`);
    // 80 = 20 + 60 from the page's figures; the count 4 past the cap does not excuse it.
    expect(addedSum(80, inputs([...many, "n:4"], [page]))).to.deep.equal({ step: 1, tool: "read_page", field: "content", ran: true });
    expect(addedSum(80, inputs(["n:4", ...many], [page]))).to.equal(undefined);
  });
  it("tries at most 256 figures of outside text", () => {
    const noise = Array.from({ length: 300 }, (_, i) => `n:${(i + 1) / 1000}`);
    expect(addedSum(168, inputs([], [note([...noise, "n:120"]), bill]))).to.equal(undefined);
    expect(addedSum(168, inputs([], [note(["n:120", ...noise]), bill]))).to.deep.equal(FROM);
  });
  it("finds a figure added to the part of an asked sum the person names in a word", () => {
    // "118 euros total. Pay her back my half" and a reference's "+ you owe 30 for the port tasting too".
    const ref = { index: { step: 1, tool: "list_transactions", structured: new Map([["n:24", "amount"]]), text: new Map([["n:30", "reference"]]) }, allowed: true, textOutside: true };
    const asked = (words: string[]): SumInputs => ({ typed: new Set(["n:118"]), askedSums: new Set(["n:118"]), typedWords: new Set(words), context: new Set(), results: [ref] });
    expect(addedSum(89, asked(["pay", "my", "half"]))).to.deep.equal({ step: 1, tool: "list_transactions", field: "reference", ran: true });
    // No part named: the 59 is no base the person gave.
    expect(addedSum(89, asked(["pay", "her", "back"]))).to.equal(undefined);
    // The half itself is the person's.
    expect(addedSum(59, asked(["pay", "my", "half"]))).to.equal(undefined);
  });
});
