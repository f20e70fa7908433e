import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

describe("the Portuguese grammar's sums said right before the ordinal of their record", () => {
  it("pairs each sum with the record of its place and sets no record apart", () => {
    const reading = readTurn("os pedidos 9120 e 9121 vieram com defeito\nestorna 35 no primeiro e 50 reais no segundo", { now });
    expect(reading.values.filter((v) => v.of !== undefined).map((v) => `${v.value}:${v.of}`)).to.deep.equal(["35:9120", "50:9121"]);
    expect(reading.values.some((v) => v.superseded === true)).to.equal(false);
  });
  it("still reads one sum given to one ordinal as the pick of that record", () => {
    const reading = readTurn("os pedidos 9120 e 9121 vieram com defeito\nestorna 20 no segundo", { now });
    expect(reading.values.find((v) => v.value === "9120")?.superseded).to.equal(true);
  });
});
