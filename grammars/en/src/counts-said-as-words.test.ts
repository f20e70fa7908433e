// Counts said without a number, read by the English grammar as the count they are.
import { expect } from "chai";
import { readTurn } from "./read.js";

const NOW = { now: new Date("2026-03-02T10:00:00Z") };
/** The counts a turn gives: the values marked `count`, as text and number. */
const counts = (turn: string) => readTurn(turn, NOW).values.filter((v) => v.count === true).map((v) => [v.text, v.value]);

describe("English counts said without a number", () => {
  it("reads both before a plural noun, a pair of, and twice as 2", () => {
    expect(counts("pay the winter term for both kids")).to.deep.equal([["both", 2]]);
    expect(counts("book a pair of tickets for Friday")).to.deep.equal([["a pair", 2]]);
    expect(counts("pay the fee twice")).to.deep.equal([["twice", 2]]);
  });

  it("reads a list of names joined by and as its length", () => {
    expect(counts("Pay the swimming club for both kids, Leo and Mia.")).to.deep.equal([["both", 2], ["Leo and Mia", 2]]);
    expect(counts("book seats for Priya, Tom and Aisha")).to.deep.equal([["Priya, Tom and Aisha", 3]]);
  });

  it("reads no count in vague words, in both that points back, in pairs, or in days joined by and", () => {
    expect(counts("pay for a couple of days")).to.deep.equal([]);
    expect(counts("great, go ahead with both")).to.deep.equal([]);
    expect(counts("order two pairs of socks")).to.deep.equal([]);
    expect(counts("book Monday and Tuesday")).to.deep.equal([]);
  });

  it("keeps a count out of the turn's other readings: its other values are read as without it", () => {
    const withCount = readTurn("refund 40 on 4411 for both kids", NOW).values.filter((v) => v.count !== true);
    // Against the turn without the count's word: a word in its place would be a word told of the record (`toldAs`).
    expect(withCount).to.deep.equal(readTurn("refund 40 on 4411 for kids", NOW).values);
  });
});
