import { expect } from "chai";
import { DAY_PICKS } from "@toolgate/grammar-kit";
import { readTurn } from "./read.js";

const now = new Date("2026-03-02T10:00:00Z");
const picks = (text: string) => readTurn(text, { now }).picks;

describe("the English grammar's picks by the day told of each record", () => {
  it("tells the records of a list each given a day which is the latest and which the earliest", () => {
    const values = readTurn("two deliveries: DL-4 sofa, coming Tuesday, and DL-5 rug, coming on the 12th", { now }).values;
    expect(values.find((v) => v.value === "DL-5")?.toldAs).to.include(DAY_PICKS.latest);
    expect(values.find((v) => v.value === "DL-4")?.toldAs).to.include(DAY_PICKS.earliest);
  });
  it("reads a pick by which comes later or sooner, after the thing and what it does", () => {
    expect(picks("refund the one coming later")).to.equal(DAY_PICKS.latest);
    expect(picks("she cancelled the delivery that's due sooner, refund it")).to.equal(DAY_PICKS.earliest);
    expect(picks("the parcel landing earlier can go back")).to.equal(DAY_PICKS.earliest);
  });
  it("reads no pick by day in a clause of its own, a turned pick or a time of the request", () => {
    expect(picks("cancel the blue one and call her later")).to.not.equal(DAY_PICKS.latest);
    expect(picks("keep the one coming later")).to.equal(undefined);
    expect(picks("I'll refund it later")).to.equal(undefined);
  });
});
