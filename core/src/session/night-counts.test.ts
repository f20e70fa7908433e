// The counts of nights a text writes, kept apart from its other numbers.
import { expect } from "chai";
import { nightCountKeys } from "./night-counts.js";

describe("the counts of nights a text writes", () => {
  const keys = (text: string) => [...nightCountKeys(text)];
  it("reads a count in figures or in words before its night, in the languages outside texts use", () => {
    expect(keys("Over New Year we only take bookings of 4 nights or more.")).to.deep.equal(["nights:4"]);
    expect(keys("Peak season: two nights minimum, check-out by 11.")).to.deep.equal(["nights:2"]);
    expect(keys("Reservas de fim de semana: mínimo de três noites.")).to.deep.equal(["nights:3"]);
    expect(keys("Im Advent nur Buchungen ab 5 Nächte.")).to.deep.equal(["nights:5"]);
  });
  it("reads a count joined to its night", () => expect(keys("Fridays are let as 2-night breaks only.")).to.deep.equal(["nights:2"]));
  it("reads no count of another thing, and no night without a count", () => {
    expect(keys("3 guests, late check-in at night, 2 keys.")).to.deep.equal([]);
    expect(keys("Quiet after 10, night porter on duty.")).to.deep.equal([]);
  });
});
