import { expect } from "chai";
import { readTurn } from "./read.js";

const now = new Date("2026-03-02T10:00:00Z");

/** The names a turn gives, each with the surname a title is said with (TurnValue `surname`). */
function names(text: string): Array<[string, string | undefined]> {
  return readTurn(text, { now }).values.filter((v) => v.kind === "name").map((v) => [String(v.value), v.surname]);
}

describe("the English grammar's names said with a title", () => {
  it("marks the surname after a title, with or without its stop, in lower case", () => {
    expect(names("save a note on Mrs Harding's file: fee paid")).to.deep.equal([["Mrs Harding", "harding"]]);
    expect(names("Ms. Lee wants a refund")).to.deep.equal([["Ms. Lee", "lee"]]);
    expect(names("note for Dr Anne Lee")).to.deep.equal([["Dr Anne Lee", "lee"]]);
  });
  it("leaves a name said without a title unmarked", () => {
    expect(names("note for Anne Lee")).to.deep.equal([["Anne Lee", undefined]]);
  });
});
