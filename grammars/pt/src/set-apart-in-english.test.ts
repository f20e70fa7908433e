import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function apart(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.superseded).map((v) => String(v.value));
}

describe("the Portuguese grammar's records set apart by an English clause", () => {
  it("sets apart the record an English clause says to leave, where the turn names another", () => {
    expect(apart("Anula a reserva 3150 do carro alugado. Don't touch 3151, that one is fine.")).to.deep.equal(["3151"]);
    expect(apart("cancela o pedido 4410, not 4411")).to.deep.equal(["4411"]);
    expect(apart("estorna as encomendas 7701 e 7702, except for order 7703")).to.deep.equal(["7703"]);
  });
  it("sets nothing apart where the turn names no other record", () => {
    expect(apart("Don't touch 3151, I'll do it myself.")).to.deep.equal([]);
  });
});
