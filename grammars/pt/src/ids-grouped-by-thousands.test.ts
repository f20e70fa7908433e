import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function values(text: string): Array<[string, unknown]> {
  return readTurn(text, { now }).values.map((v) => [v.kind, v.value]);
}

describe("the Portuguese grammar's record numbers grouped by thousands with a space", () => {
  it("reads the groups after a record's word and its number's sign as one id, and no sum in them", () => {
    expect(values("estorna 18 euros na encomenda nº 40 771")).to.deep.equal([["amount", 18], ["id", "40771"]]);
  });
  it("reads them after the record's word alone, and three groups whole", () => {
    expect(values("cancela o pedido 1 204 330")).to.deep.equal([["id", "1204330"]]);
  });
  it("leaves a number grouped before a currency a sum", () => {
    expect(values("estorna no pedido 8812 os 1 500 euros")).to.deep.include(["amount", 1500]);
    expect(values("estorna no pedido 8812 os 1 500 euros")).to.not.deep.include(["id", "8812 1500"]);
  });
  it("leaves a group of other than three digits after the id alone", () => {
    expect(values("cancela a encomenda 4471 25")).to.not.deep.include(["id", "447125"]);
  });
});
