// Times of day said in words, both halves of the day where the hour names neither.
import { expect } from "chai";
import { describe, it } from "mocha";
import { spokenTimesOf } from "./spoken-times.js";
import { timeKeysIn } from "./origins.js";

describe("times of day said in words", () => {
  it("reads minutes past and to an hour, in both halves of the day", () => {
    expect(spokenTimesOf("from twenty to twelve until twenty to two", 8)).to.deep.equal([[11, "40"], [23, "40"], [1, "40"], [13, "40"]]);
    expect(spokenTimesOf("I meant twenty PAST twelve", 8)).to.deep.equal([[0, "20"], [12, "20"]]);
    expect(spokenTimesOf("be there a quarter to nine", 8)).to.deep.equal([[8, "45"], [20, "45"]]);
    expect(spokenTimesOf("half past six", 8)).to.deep.equal([[6, "30"], [18, "30"]]);
  });
  it("reads noon and midnight as one time, and an hour o'clock in both halves", () => {
    expect(spokenTimesOf("the buyer collects at noon", 8)).to.deep.equal([[12, "00"]]);
    expect(spokenTimesOf("ten past midnight", 8)).to.deep.equal([[0, "10"]]);
    expect(spokenTimesOf("at three o'clock", 8)).to.deep.equal([[3, "00"], [15, "00"]]);
  });
  it("reads no time in a range of hours, a count or a half to an hour", () => {
    expect(spokenTimesOf("open from ten to twelve", 8)).to.deep.equal([]);
    expect(spokenTimesOf("twenty people, ten tables", 8)).to.deep.equal([]);
    expect(spokenTimesOf("half to six", 8)).to.deep.equal([]);
  });
  it("reads a Portuguese time said after `às`, minutes `e` or `menos` the hour, and not a count", () => {
    expect(spokenTimesOf("o forno acende às oito menos um quarto", 8)).to.deep.equal([[7, "45"], [19, "45"]]);
    expect(spokenTimesOf("é às cinco e meia da manhã", 8)).to.deep.equal([[5, "30"], [17, "30"]]);
    expect(spokenTimesOf("bebeu duas e meia doses", 8)).to.deep.equal([]);
    expect(spokenTimesOf("às duas menos meia", 8)).to.deep.equal([]);
  });
  it("gives a text's times in words beside its figures, no more than asked", () => {
    expect(timeKeysIn("at 09:00, or twenty past two")).to.deep.equal(["time:09:00", "time:02:20", "time:14:20"]);
    expect(spokenTimesOf("noon, midnight, noon", 2)).to.have.length(2);
  });
});
