import { expect } from "chai";
import { PRICE_PICKS } from "@toolgate/grammar-kit";
import { readTurn } from "./read.js";

const now = new Date("2026-03-02T10:00:00Z");

/** The values of a turn told of by a later pick by price, each with what it is told by. */
function told(text: string): Array<[unknown, string[]]> {
  // Only the price stems: the words told of each (picked-by-word.test.ts) are another pick's.
  const byPrice = (stems: readonly string[]) => stems.filter((s) => s === PRICE_PICKS.dearest || s === PRICE_PICKS.cheapest);
  return readTurn(text, { now }).values.filter((v) => v.toldAs !== undefined).map((v) => [v.value, byPrice(v.toldAs!)]);
}

const picks = (text: string) => readTurn(text, { now }).picks;

describe("the English grammar's picks by price across turns", () => {
  it("tells the dearest and the cheapest of records listed each with a price", () => {
    expect(told("two bookings to choose from: BK-410 at £60 and BK-411 at £95")).to.deep.equal([["BK-410", [PRICE_PICKS.cheapest]], ["BK-411", [PRICE_PICKS.dearest]]]);
    expect(told("three rooms: R-1 for 80, R-2 for 120 and R-3 for 95")).to.deep.equal([["R-1", [PRICE_PICKS.cheapest]], ["R-2", [PRICE_PICKS.dearest]], ["R-3", []]]);
  });
  it("tells the dearest and the cheapest of records whose prices are said a few words after them, an item going on after `and`", () => {
    expect(told("two options for the van: VN-3 a full valet for 120, and VN-4 a wash and a wax for 45")).to.deep.equal([["VN-3", [PRICE_PICKS.dearest]], ["VN-4", [PRICE_PICKS.cheapest]]]);
    expect(told("her three bookings: BK-7 a facial for 50, BK-8 a massage with hot stones for 75, BK-9 a trim for 20")).to.deep.equal([["BK-7", []], ["BK-8", [PRICE_PICKS.dearest]], ["BK-9", [PRICE_PICKS.cheapest]]]);
  });
  it("tells the dearest and the cheapest of sums listed without records", () => {
    expect(told("the two ways to settle it: 40 back for the delivery only, or 65 with the fee")).to.deep.equal([[40, [PRICE_PICKS.cheapest]], [65, [PRICE_PICKS.dearest]]]);
  });
  it("tells the dearest and the cheapest of sums told each by its words, beside one record", () => {
    expect(told("two options for account AC-7: the basic plan at 30 and the premium plan at 55")).to.deep.equal([[30, [PRICE_PICKS.cheapest]], [55, [PRICE_PICKS.dearest]]]);
  });
  it("tells nothing where a record has no price right after it, or two prices tie", () => {
    expect(told("refund A-1 and A-2, then 40 on the card").flatMap(([, s]) => s)).to.deep.equal([]);
    expect(told("A-1 at 40 and A-2 at 40").flatMap(([, s]) => s)).to.deep.equal([]);
  });
  it("reads which one a turn picks by price, and none before a number", () => {
    expect(picks("she's sending back the cheaper one, refund it")).to.equal(PRICE_PICKS.cheapest);
    expect(picks("they went with the more expensive quote")).to.equal(PRICE_PICKS.dearest);
    expect(picks("go for the priciest")).to.equal(PRICE_PICKS.dearest);
    expect(picks("refund the dearer 40 please")).to.equal(undefined);
    expect(picks("refund 40 on A-1")).to.equal(undefined);
  });
  it("reads no pick where the turn turns it around: a negation, the other one, the one said to stay", () => {
    expect(picks("she's keeping the cheaper one, refund the other")).to.equal(undefined);
    expect(picks("don't refund the dearer one")).to.equal(undefined);
    expect(picks("the pricier one stays, cancel it")).to.equal(undefined);
  });
  it("reads the pick said after a clause that only sets aside the one picked before", () => {
    expect(picks("no, not this one; the cheaper one. bill it")).to.equal(PRICE_PICKS.cheapest);
    expect(picks("hmm actually not that one, go with the dearest")).to.equal(PRICE_PICKS.dearest);
    expect(picks("not that one, don't bill the cheaper one")).to.equal(undefined);
    expect(picks("do not bill that one, the cheaper one")).to.equal(undefined);
  });
});
