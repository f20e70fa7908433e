import { expect } from "chai";
import { readTurn } from "./read.js";

const now = new Date("2026-03-02T10:00:00Z");

/** The places a turn's send points back at. */
function pointedAt(text: string): string[] {
  return readTurn(text, { now }).destinations.filter((d) => d.pointedAt === true).map((d) => d.text);
}

describe("the English grammar's places a send points back at", () => {
  it("marks the place said before the words that point back at it by its kind", () => {
    expect(pointedAt("oops, typo — it's +44 7700 900718. update it and text her on the new one to confirm")).to.deep.equal(["+44 7700 900718"]);
    expect(pointedAt("change her email to ana@mail.example and send the receipt to that address")).to.deep.equal(["ana@mail.example"]);
  });
  it("marks only the nearest place of the kind", () => {
    expect(pointedAt("home is 020 7946 0018, mobile 07700 900451. update it and text her on that mobile")).to.deep.equal(["07700 900451"]);
  });
  it("marks none without a send, where the send is negated, or where the place comes after the words", () => {
    expect(pointedAt("update her number to 07700 900451, that number is the new one")).to.deep.equal([]);
    expect(pointedAt("update it to 07700 900451 but don't text her on that number")).to.deep.equal([]);
    expect(pointedAt("text her on that number: 07700 900451")).to.deep.equal([]);
  });
});
