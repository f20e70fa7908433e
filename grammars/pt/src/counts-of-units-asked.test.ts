import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** Each value of a turn as its kind, value and the marks this reading sets. */
function marks(text: string): Array<[string, string, boolean, boolean]> {
  return readTurn(text, { now }).values.map((v) => [v.kind, String(v.value), v.count === true, v.unit === true]);
}

describe("the Portuguese grammar's counts of units asked and prices of one", () => {
  const COUNTS: Array<{ text: string; count: string }> = [
    { text: "fatura 4 noites no chalé pro cliente HS-31", count: "4" },
    { text: "cobra 5 aulas de pilates à Marta, cliente PL-2", count: "5" },
    { text: "estorna 2 bilhetes da plateia no pedido BL-900", count: "2" },
    { text: "fatura 12 cadeiras pro salão, cliente SF-1", count: "12" },
  ];
  for (const c of COUNTS) {
    it(`reads digits before the plural noun of what a request counts as a count, no record nor sum: ${JSON.stringify(c.text)}`, () => {
      const values = marks(c.text);
      expect(values, c.text).to.deep.include(["number", c.count, true, false]);
      expect(values.filter(([kind]) => kind === "id").map(([, value]) => value), c.text).to.not.include(c.count);
    });
  }

  it("leaves a count beside a sum of the request to the story (`3 camisolas, 90 no total`)", () => {
    const values = readTurn("estorna 3 camisolas do pedido 4410, 90 no total", { now }).values;
    expect(values.find((v) => v.value === 3)).to.include({ background: true });
    expect(values.find((v) => v.value === 3)?.count).to.equal(undefined);
  });

  const PRICES: Array<{ text: string; price: string }> = [
    { text: "as aulas de pilates ficam a 45 euros cada, pedido PL-7", price: "45" },
    { text: "o chalé sai por R$ 180 por noite, reserva CH-2", price: "180" },
    { text: "a carrinha custa 70 euros a diária, contrato CR-5", price: "70" },
    { text: "o workshop foi a 30 por pessoa, grupo WK-3", price: "30" },
  ];
  for (const p of PRICES) {
    it(`marks a sum said as the price of one unit: ${JSON.stringify(p.text)}`, () => {
      expect(marks(p.text).find(([, value]) => value === p.price)?.[3], p.text).to.equal(true);
    });
  }

  it("marks no sum said as the whole (`o chalé ficou em 720 no total`)", () => {
    expect(marks("o chalé ficou em 720 no total, reserva CH-2").some(([, , , unit]) => unit)).to.equal(false);
  });
});
