import { expect } from "chai";
import { LISTED_SUM } from "@toolgate/grammar-kit";
import { countedThings } from "./counted-sums.js";
import { readTurn } from "./read.js";

const now = new Date("2026-03-02T10:00:00Z");
const read = (text: string) => readTurn(text, { now });
/** The words a listing turn tells of the sum `value`. */
const toldOf = (text: string, value: number) => read(text).values.find((v) => v.value === value && /\d/.test(v.text))?.toldAs;

describe("the English grammar's things told with a count and a unit price", () => {
  it("gives the thing's words to the total said after its unit price, and none to the price", () => {
    const rounds = "booking RB-2: four rounds of golf at 30, 120 in all, and a buggy for 20";
    expect(toldOf(rounds, 120)).to.include("round");
    expect(toldOf(rounds, 30)).to.deep.equal([LISTED_SUM]);
    const kayak = "six kayak lessons at 25 each, so 150 total, plus a wetsuit for 10";
    expect(toldOf(kayak, 150)).to.include.members(["kayak", "lesso"]);
    expect(toldOf("two dogs for three nights at 10 a night each, 60 in all, and a bath for 15", 60)).to.include("night");
  });
  it("adds no product the turn does not say, and reads no room's number as a count", () => {
    expect(read("a pair of spa passes at 35 each and a towel for 5").values.map((v) => v.value)).not.to.include(70);
    const rooms = "room 9 with the view at 110 a night and room 3 at 90";
    expect(countedThings(rooms, read(rooms).values)).to.deep.equal([]);
  });
  it("reads the count a request names things by as a count, not a sum", () => {
    const counts = (text: string) => read(text).values.filter((v) => v.count === true).map((v) => v.text);
    expect(counts("refund the four rounds on RB-2")).to.deep.equal(["four"]);
    expect(counts("credit two of the six lessons on KY-8")).to.include("two");
    expect(counts("she took the set of 3, invoice her")).to.deep.equal(["3"]);
    expect(counts("refund the 20 of the 60 on 7711")).to.deep.equal([]);
    expect(counts("refund the 40 dollars on 8812")).to.deep.equal([]);
  });
  it("picks a thing counted by the words after its count", () => {
    expect(read("refund the four rounds on RB-2").picks).to.equal("round");
    expect(read("refund the pair of spa passes on SP-4").picks).to.equal("spa");
    expect(read("she wants the block of six, invoice her").picks).to.equal("block");
  });
  it("marks the price of one with how many things its counts make, said total or not, and a single one asked for as a count of one", () => {
    const each = (text: string) => read(text).values.filter((v) => v.eachOf !== undefined).map((v) => [v.value, v.eachOf]);
    expect(each("order FR-3: five seats for the Friday show at 14 each")).to.deep.equal([[14, 5]]);
    expect(each("two rooms for three nights at 80 a night, 480 in all")).to.deep.equal([[80, 6]]);
    expect(each("one kayak at 25 and a wetsuit for 10")).to.deep.equal([]);
    expect(read("refund one of the five seats on FR-3").values.filter((v) => v.count === true).map((v) => v.value)).to.include(1);
  });
  it("reads no room's number as a count before a verb that ends in s", () => {
    const rooms = "room 14 is order HT-1 at 95 and room 9 has order HT-2 at 80";
    expect(countedThings(rooms, read(rooms).values)).to.deep.equal([]);
  });
});

