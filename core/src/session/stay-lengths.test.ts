// A stay's end the person gave as a number of nights from its start.
import { expect } from "chai";
import { stayEndsSaid } from "./stay-lengths.js";

describe("a stay's end the person gave as a number of nights", () => {
  const stay = (check_in: string, check_out: string) => ({ hotel_id: "htl_ger_118", check_in, check_out, guests: 2 });
  const typed = (...keys: string[]) => new Set(keys);

  it("takes a check-out 2 nights after the check-in the person typed, where a turn says 2 nights", () => {
    expect(stayEndsSaid(stay("2026-12-19", "2026-12-21"), ["check_out"], typed("s:2026-12-19", "w:2 nights", "w:2 nights from"))).to.deep.equal(["check_out"]);
  });
  it("takes one night, across a month's end", () => {
    expect(stayEndsSaid(stay("2027-01-31", "2027-02-01T11:00"), ["check_out"], typed("s:2027-01-31", "w:1 night"))).to.deep.equal(["check_out"]);
  });
  it("leaves a check-out of another length than the turn says (the 22nd where 2 nights from the 19th were asked)", () => {
    expect(stayEndsSaid(stay("2026-12-19", "2026-12-22"), ["check_out"], typed("s:2026-12-19", "w:2 nights"))).to.deep.equal([]);
  });
  it("leaves a length no turn writes beside nights (a count of guests)", () => {
    expect(stayEndsSaid(stay("2026-12-19", "2026-12-21"), ["check_out"], typed("s:2026-12-19", "w:2 people"))).to.deep.equal([]);
  });
  it("leaves a start the person did not type (a date only a result gives)", () => {
    expect(stayEndsSaid(stay("2026-12-19", "2026-12-21"), ["check_out"], typed("w:2 nights"))).to.deep.equal([]);
  });
  it("leaves an end before its start, and arguments that are no dates", () => {
    expect(stayEndsSaid(stay("2026-12-21", "2026-12-19"), ["check_out"], typed("s:2026-12-21", "w:2 nights"))).to.deep.equal([]);
    expect(stayEndsSaid({ check_in: "2026-12-19", guests: 2 }, ["guests"], typed("s:2026-12-19", "w:2 nights"))).to.deep.equal([]);
  });
  it("reads only the arguments it is given as candidates", () => {
    expect(stayEndsSaid(stay("2026-12-19", "2026-12-21"), [], typed("s:2026-12-19", "w:2 nights"))).to.deep.equal([]);
  });
});
