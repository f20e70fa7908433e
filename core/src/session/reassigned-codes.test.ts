// A labelled code a result gives twice, the second time said to be reassigned, stated in a text the agent writes.
import { expect } from "chai";
import { ReassignedCodes, labelledCodes, reassignedCodeMarks, type ReassignedCodeInputs } from "./reassigned-codes.js";

function keysOf(...texts: string[]): string[] {
  const codes = new ReassignedCodes();
  for (const t of texts) codes.read(t);
  return [...codes.keys()].sort();
}

describe("codes a statement says were reassigned under a label the result gives other codes under", () => {
  it("reads each label with the codes after it, and whether a word of change stands with them", () => {
    expect(labelledCodes("Cabin 7102, deck 7. New cabin: 8114.")).to.deep.equal([
      { label: "cabin", codes: ["s:7102"], changed: false },
      { label: "deck", codes: ["s:7"], changed: false },
      { label: "cabin", codes: ["s:8114"], changed: true },
    ]);
  });
  it("keeps the codes of a changed statement the label's own statement does not give", () => {
    expect(keysOf("Coach 12, seats 41 and 42.", "Update: seats changed to 55/56 due to a fault.")).to.deep.equal(["s:55", "s:56"]);
    expect(keysOf("Room 214, breakfast included. Room has been moved to 309.")).to.deep.equal(["s:309"]);
    expect(keysOf("Table T4 for two. Table now T9.")).to.deep.equal(["s:t9"]);
  });
  it("keeps nothing where no statement of the label's own stands beside the change, or where the two agree", () => {
    expect(keysOf("Platform changed to 9.")).to.deep.equal([]);
    expect(keysOf("Seat 12C. Seat reassigned: 12C (aisle).")).to.deep.equal([]);
    // Two legs, each with its seats: no word of change, no reassignment.
    expect(keysOf("Out: seats 14A/14B. Back: seats 22C/22D.")).to.deep.equal([]);
  });
  it("reads the old codes and the new in one statement, a word of change between them", () => {
    expect(labelledCodes("bay 14 becomes 22")).to.deep.equal([
      { label: "bay", codes: ["s:14"], changed: false },
      { label: "bay", codes: ["s:22"], changed: true },
    ]);
    expect(keysOf("Pitch P3 from 09:00, van in lot 2.", "Note: pitch P3 is now P11, lot unchanged.")).to.deep.equal(["s:p11"]);
    expect(keysOf("Locker 30 for the week. Locker 30 replaced by 41 after the repair.")).to.deep.equal(["s:41"]);
    // Codes after a joiner with no word of change are no new codes: the statement ends there.
    expect(labelledCodes("gate 4 to 6")).to.deep.equal([{ label: "gate", codes: ["s:4"], changed: false }]);
  });
  it("does not run a statement across a sentence's end", () => {
    expect(keysOf("Gate B12. Changed. 14 passengers boarded.")).to.deep.equal([]);
  });
});

describe("a text that states a reassigned code", () => {
  const result = (codes: string[], textOutside = true): ReassignedCodeInputs["results"][number] => ({ textOutside, index: { step: 2, tool: "get_booking", reassignedCodes: new Set(codes) } });
  const inputs = (results: ReassignedCodeInputs["results"], typed: string[] = [], spoke: string[] = []): ReassignedCodeInputs => ({ typed: new Set(typed), spoke: new Set(spoke) as ReassignedCodeInputs["spoke"], results });
  const text: ReadonlyArray<readonly [string, string]> = [["body", "Cabin 8114 on deck 8, dinner at 19:30."]];

  it("marks the text with the result's mark", () => {
    expect(reassignedCodeMarks(text, inputs([result(["s:8114"])]))).to.deep.equal([{ level: "untrusted", source: "get_booking", on: "body", step: 2 }]);
  });
  it("leaves a code the person typed, turns that speak of a change, and a result that is no outside free text", () => {
    expect(reassignedCodeMarks(text, inputs([result(["s:8114"])], ["s:8114"]))).to.deep.equal([]);
    expect(reassignedCodeMarks(text, inputs([result(["s:8114"])], [], ["time_change"]))).to.deep.equal([]);
    expect(reassignedCodeMarks(text, inputs([result(["s:8114"], false)]))).to.deep.equal([]);
  });
  it("leaves a text that states only the record's own codes", () => {
    expect(reassignedCodeMarks([["body", "Cabin 7102 on deck 7."]], inputs([result(["s:8114"])]))).to.deep.equal([]);
  });
});
