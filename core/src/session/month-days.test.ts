// A date a text writes as a day of the month alone.
import { expect } from "chai";
import type { TurnReading } from "@toolgate/grammar-kit";
import { isoDayOfMonth, monthDayKey, monthDayKeys } from "./month-days.js";

const reading = (...dates: Array<readonly [string, string]>) => ({ values: dates.map(([text, value]) => ({ kind: "date", text, value })) }) as unknown as TurnReading;

describe("a day of the month a text writes alone", () => {
  it("is keyed by its day: `the 20th`, `dia 20`, `the 3rd`", () => {
    expect(monthDayKeys(reading(["the 20th", "2026-12-20"], ["dia 5", "2026-12-05"], ["the 3rd", "2026-12-03"]))).to.deep.equal(["dm:20", "dm:5", "dm:3"]);
    expect(monthDayKey(20)).to.equal("dm:20");
  });
  it("is not a date that names its month or its year, a weekday, or a number that is no date", () => {
    expect(monthDayKeys(reading(["20 December", "2026-12-20"], ["20th of January", "2027-01-20"], ["May 20", "2027-05-20"], ["3/22", "2027-03-22"], ["Monday", "2026-11-30"]))).to.deep.equal([]);
    const number = { values: [{ kind: "number", text: "20", value: 20 }] } as unknown as TurnReading;
    expect(monthDayKeys(number)).to.deep.equal([]);
    expect(monthDayKeys(reading(["the 40th", "2026-12-40"]))).to.deep.equal([]);
  });
  it("reads the day of the month of a day as an argument holds it, and of nothing else", () => {
    expect(isoDayOfMonth("2027-05-17")).to.equal(17);
    expect(isoDayOfMonth("2026-12-02")).to.equal(2);
    expect(isoDayOfMonth("2026-12-40")).to.equal(undefined);
    expect(isoDayOfMonth("2026-12-02T10:00")).to.equal(undefined);
    expect(isoDayOfMonth("17")).to.equal(undefined);
  });
});
