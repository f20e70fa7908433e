// A date a text writes as a day of the month alone.
import { expect } from "chai";
import type { TurnReading } from "@toolgate/grammar-kit";
import { isoDayOfMonth, monthDayKey, monthDayKeys, monthDayKeysWritten, weekdayRangeKeys, eitherOrderDayKeys } from "./month-days.js";

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
  it("keys a day a text writes alone in a language no grammar reads: `au 19`, `le 4`, `ab dem 16.`, `pasan al 10`", () => {
    expect(monthDayKeysWritten("Salle fermée le 12 : les tables du samedi sont déplacées au 19.")).to.include.members(["dm:12", "dm:19"]);
    expect(monthDayKeysWritten("Anreise erst ab dem 21. möglich")).to.deep.equal(["dm:21"]);
    expect(monthDayKeysWritten("las reservas pasan al 8, misma hora")).to.deep.equal(["dm:8"]);
    expect(monthDayKeysWritten("le 3 décembre")).to.deep.equal([]);
    expect(monthDayKeysWritten("table for 4 at 20:00, ask for 2 chairs")).to.deep.equal([]);
  });
  it("keys both ends of a range of short weekdays with their days and no month, in any of the texts' languages", () => {
    expect(weekdayRangeKeys("Peak weeks: minimum stay Fri 3 - Fri 10, changeover on site.")).to.deep.equal(["dm:3", "dm:10"]);
    expect(weekdayRangeKeys("Ostern nur wochenweise: So 28 – So 4")).to.deep.equal(["dm:28", "dm:4"]);
    expect(weekdayRangeKeys("soggiorno ven 9 a ven 16, stesse camere")).to.deep.equal(["dm:9", "dm:16"]);
    expect(weekdayRangeKeys("semaine du sam 12 au sam 19")).to.deep.equal(["dm:12", "dm:19"]);
  });
  it("reads no range of words that are no weekdays, of times, or of days written with their month", () => {
    expect(weekdayRangeKeys("rooms 12 - 19 are on floor 2; gate B 4 - B 9")).to.deep.equal([]);
    expect(weekdayRangeKeys("Sat 10:00 - Sun 18:00")).to.deep.equal([]);
    expect(weekdayRangeKeys("Sa 9. Jan. – Sa 16. Jan.")).to.deep.equal([]);
    expect(weekdayRangeKeys("Saturday 12 - Saturday 19")).to.deep.equal([]);
  });
  it("keys both days of a date in figures whose two numbers could each be the month, and neither of one that cannot", () => {
    expect(eitherOrderDayKeys(reading(["departure 9/11", "2026-09-11"]))).to.deep.equal(["dm:9", "dm:11"]);
    expect(eitherOrderDayKeys(reading(["3/4/2027", "2027-03-04"]))).to.deep.equal(["dm:3", "dm:4"]);
    expect(eitherOrderDayKeys(reading(["9/23", "2026-09-23"], ["23/9", "2026-09-23"], ["20 December", "2026-12-20"]))).to.deep.equal([]);
  });
});
