import { expect } from "chai";
import { countedUnitSums, countOfUnitsAsked } from "./counted-units.js";
import type { TurnReading, TurnValue } from "./port.js";

function turn(values: TurnValue[]): TurnReading {
  return { language: "pt", read: true, sending: [], destinations: [], values };
}

const PRICES = turn([
  { kind: "amount", text: "R$ 18,50", value: 18.5, currency: "BRL", unit: true },
  { kind: "number", text: "4 bilhetes a 30 cada", value: 30, eachOf: 4 },
  { kind: "amount", text: "R$ 500", value: 500, currency: "BRL" },
]);

describe("the kit's sums of counted units", () => {
  it("works out a count asked times each price of one an earlier turn told, in cents", () => {
    expect(countedUnitSums(turn([{ kind: "number", text: "3", value: 3, count: true }]), [PRICES])).to.deep.equal([55.5, 90]);
  });
  it("works out nothing where the request says a sum of its own", () => {
    const latest = turn([{ kind: "number", text: "3", value: 3, count: true }, { kind: "amount", text: "60 reais", value: 60, currency: "BRL" }]);
    expect(countOfUnitsAsked(latest)).to.equal(undefined);
    expect(countedUnitSums(latest, [PRICES])).to.deep.equal([]);
  });
  it("works out nothing where the request gives two counts, or none", () => {
    const two = turn([{ kind: "number", text: "2", value: 2, count: true }, { kind: "number", text: "5", value: 5, count: true }]);
    expect(countedUnitSums(two, [PRICES])).to.deep.equal([]);
    expect(countedUnitSums(turn([]), [PRICES])).to.deep.equal([]);
  });
  it("reads a count the story tells as no count asked", () => {
    expect(countOfUnitsAsked(turn([{ kind: "number", text: "2", value: 2, count: true, background: true }]))).to.equal(undefined);
  });
});
