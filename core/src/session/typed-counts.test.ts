// A count argument the person gave in words, as their turn's reading keeps it.
import { expect } from "chai";
import { typedCount } from "./typed-counts.js";

// "Book the night train with two suitcases and a bike": the counts the turn's reading keeps.
const given = new Map([
  ["count:suitcases", new Set(["w:2 suitcases"])],
  ["count:bike", new Set(["w:1 bike"])],
]);

describe("a count the person gave in words", () => {
  it("takes the count on an argument named after the thing, in the plural or not, or as the name's last word", () => {
    expect(typedCount("suitcases", 2, given)).to.equal(true);
    expect(typedCount("suitcase", 2, given)).to.equal(true);
    expect(typedCount("bikes", 1, given)).to.equal(true);
    expect(typedCount("extra_bikes", 1, given)).to.equal(true);
  });
  it("leaves another figure, a thing the person did not count, a value that is no count, and turns that count nothing", () => {
    expect(typedCount("suitcases", 3, given)).to.equal(false);
    expect(typedCount("seats", 2, given)).to.equal(false);
    expect(typedCount("suitcases", "2", given)).to.equal(false);
    expect(typedCount("suitcases", 2, undefined)).to.equal(false);
  });
});
