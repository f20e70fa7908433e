import { expect } from "chai";
import { nextYearOfYearless } from "./yearless-dates.js";
import { turnValueKeys } from "./values.js";

const date = (text: string, value: string) => ({ kind: "date" as const, text, value });

describe("a date written with no year", () => {
  it("is keyed in the clock's year and the next: check-in on 14 January, said in November", () => {
    expect(turnValueKeys(date("14 January", "2026-01-14"))).to.include.members(["s:2026-01-14", "s:2027-01-14"]);
    expect(nextYearOfYearless(date("January 14th", "2026-01-14"))).to.equal("2027-01-14");
    expect(nextYearOfYearless(date("the 3rd of March", "2026-03-03"))).to.equal("2027-03-03");
    expect(nextYearOfYearless(date("3/22", "2026-03-22"))).to.equal("2027-03-22");
  });
  it("keeps its one reading where its words write a year, or may", () => {
    expect(turnValueKeys(date("14 January 2026", "2026-01-14"))).to.deep.equal(["s:2026-01-14"]);
    expect(nextYearOfYearless(date("5 Mar 26", "2026-03-05"))).to.equal(undefined);
    expect(nextYearOfYearless(date("03/04/2026", "2026-03-04"))).to.equal(undefined);
  });
  it("keeps its one reading where a weekday or a relative word gives it", () => {
    expect(nextYearOfYearless(date("Monday", "2026-11-30"))).to.equal(undefined);
    expect(nextYearOfYearless(date("tomorrow", "2026-11-26"))).to.equal(undefined);
  });
  it("reads no other value, and no 29 February a year on", () => {
    expect(nextYearOfYearless({ kind: "number", text: "14", value: 14 })).to.equal(undefined);
    expect(nextYearOfYearless(date("29 February", "2028-02-29"))).to.equal(undefined);
  });
});
