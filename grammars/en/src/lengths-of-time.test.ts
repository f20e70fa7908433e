// Lengths of time (`20 mins`), read by the English grammar as counts: how long, never an argument's record, sum or day.
import { expect } from "chai";
import { readTurn } from "./read.js";

const NOW = { now: new Date("2026-03-02T10:00:00Z") };
/** The counts a turn gives: the values marked `count`, as text and number. */
const counts = (turn: string) => readTurn(turn, NOW).values.filter((v) => v.count === true).map((v) => [v.text, v.value]);

describe("English lengths of time", () => {
  it("reads a number before a unit of time as a count", () => {
    expect(counts("text him I'm on my way, 15 mins")).to.deep.equal([["15", 15]]);
    expect(counts("running 40 minutes late, cancel 4471")).to.deep.equal([["40", 40]]);
    expect(counts("the job took 3 hrs")).to.deep.equal([["3", 3]]);
  });

  it("reads a number or number word before a longer unit (days to years) as a count", () => {
    expect(counts("she's been with us four years, email her at jo@fast.example")).to.deep.equal([["four", 4]]);
    expect(counts("the repair took 3 days, refund 40 on 4471")).to.deep.equal([["3", 3]]);
  });

  it("leaves a number said twice, a sum and a record alone", () => {
    expect(counts("refund 20 on 4471, back in 20 mins")).to.deep.equal([]);
    expect(counts("refund 20 on 4471")).to.deep.equal([]);
    expect(counts("refund $20 minutes after the call")).to.deep.equal([]);
  });
});
