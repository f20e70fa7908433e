import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function amounts(text: string): Array<[unknown, string | undefined]> {
  return readTurn(text, { now }).values.filter((v) => v.kind === "amount").map((v) => [v.value, v.currency]);
}

describe("the Portuguese grammar's money slang said in one country or both", () => {
  it("reads paus and mangos after digits as reais in a turn with no mark of Portugal", () => {
    expect(amounts("devolve 80 paus no pedido 5521, o cliente desistiu")).to.deep.equal([[80, "BRL"]]);
    expect(amounts("estorna 100 mangos no pedido 8890")).to.deep.equal([[100, "BRL"]]);
  });
  it("reads paus after a number word as a sum with its currency", () => {
    expect(amounts("devolve cinquenta paus no pedido 7012")).to.deep.equal([[50, "BRL"]]);
  });
  it("reads paus as euros in a turn written as Portugal writes it", () => {
    expect(amounts("devolve 20 paus na encomenda 5521")).to.deep.equal([[20, "EUR"]]);
    expect(amounts("são 20 paus, ou seja 20 €, na encomenda 5521")).to.deep.equal([[20, "EUR"], [20, "EUR"]]);
  });
  it("reads mangos as reais whatever else the turn says", () => {
    expect(amounts("devolve 30 mangos na encomenda 5521")).to.deep.equal([[30, "BRL"]]);
  });
});
