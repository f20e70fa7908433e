import { expect } from "chai";
import { placePick } from "@toolgate/grammar-kit";
import { readTurn } from "./read.js";

const now = new Date("2026-03-02T10:00:00Z");
const picks = (text: string) => readTurn(text, { now }).picks;

describe("the English grammar's picks by place across turns", () => {
  it("reads the place a turn picks by, with the count of the list where said", () => {
    expect(picks("please refund the middle one")).to.equal(placePick("middle"));
    expect(picks("cancel the first of the two and let him know")).to.equal(placePick(0, 2));
    expect(picks("book the last of 4 for Ellie")).to.equal(placePick(-1, 4));
    expect(picks("we'll take the earlier of the two")).to.equal(placePick(0, 2));
    expect(picks("move it to the third one")).to.equal(placePick(2));
    expect(picks("remind me about the second to last one")).to.equal(placePick(-2));
    expect(picks("hold the penultimate one")).to.equal(placePick(-2));
  });
  it("reads a place before the listed thing's noun as the subject of a verb that asks it be done", () => {
    expect(picks("the second slot needs changing, move it to Friday")).to.equal(placePick(1));
    expect(picks("the last delivery has to be cancelled")).to.equal(placePick(-1));
    expect(picks("the first invoice should go out today")).to.equal(placePick(0));
    // Told of, not asked: `went`, `was` ask nothing.
    expect(picks("the second delivery was late")).to.equal(undefined);
  });
  it("reads no place in a time, a day of a month or a thing of no list", () => {
    expect(picks("the last time we spoke she paid")).to.equal(undefined);
    expect(picks("pay it on the first of April")).to.equal(undefined);
    expect(picks("the second payment went through")).to.equal(undefined);
  });
  it("reads a place before the listed thing's noun as a verb's object, not before a word of time", () => {
    expect(picks("cancel the second lesson please")).to.equal(placePick(1));
    expect(picks("she'll take the later appointment, book it in")).to.equal(placePick(-1));
    expect(picks("book him for the earlier visit and text him")).to.equal(placePick(0));
    expect(picks("this is the last time I ask, refund it")).to.equal(undefined);
    // Said as a subject, the place and the noun tell: `the second payment went through` (below).
    expect(picks("the first week of April works")).to.equal(undefined);
  });
  it("reads no pick where the turn turns it around or picks two places", () => {
    expect(picks("cancel all of them except the middle one")).to.equal(undefined);
    expect(picks("refund the first one and cancel the last one")).to.equal(undefined);
  });
  it("reads the count of the list as how many there are, the value of no argument", () => {
    const three = readTurn("void the last of the three please", { now }).values.find((v) => v.value === 3);
    expect(three?.count).to.equal(true);
  });
});
