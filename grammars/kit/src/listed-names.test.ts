// A count said by listing names: the kit's reader, given the names and the joiners.
import { expect } from "chai";
import { countsOfListedNames, type NamePlace } from "./listed-names.js";

const JOINERS = { gap: /^(?:\s*,\s*(?:and\s+)?|\s+and\s+)$/i, and: "and" };

/** The places of the capitalised words of `text`, as a grammar would give its names. */
function names(text: string): NamePlace[] {
  return [...text.matchAll(/\b[A-Z][a-z]+\b/g)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

const counts = (text: string) => countsOfListedNames(text, names(text), JOINERS).map((v) => [v.text, v.value, v.count]);

describe("counts said by lists of names", () => {
  it("reads two names joined by and as 2, and three with commas as 3, marked as counts", () => {
    expect(counts("pay for Leo and Mia now")).to.deep.equal([["Leo and Mia", 2, true]]);
    expect(counts("book seats for Priya, Tom, and Aisha")).to.deep.equal([["Priya, Tom, and Aisha", 3, true]]);
  });

  it("reads no count where the last name has no and before it, or where words stand between the names", () => {
    expect(counts("pay for Leo, Mia")).to.deep.equal([]);
    expect(counts("ask Leo and then pay Mia")).to.deep.equal([]);
  });

  it("reads two lists apart, and leaves a roster longer than twelve names unread", () => {
    expect(counts("Leo and Mia pay today; Ana and Rui and Bia pay later")).to.deep.equal([["Leo and Mia", 2, true], ["Ana and Rui and Bia", 3, true]]);
    const roster = Array.from({ length: 13 }, (_, i) => `N${"abcdefghijklm"[i]}x`).join(", ").replace(/, (\w+)$/, " and $1");
    expect(counts(roster)).to.deep.equal([]);
  });
});
