import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function apart(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.superseded).map((v) => String(v.value));
}

describe("the Portuguese grammar's things said to stay, their record named after", () => {
  it("sets apart the record of a thing said to stay, and the sum said of it, where another record is asked for", () => {
    expect(apart("Da lista, reembolsa a torradeira (encomenda 4471, 39 €); a máquina de café fica, é a 4472, 129 €.")).to.deep.equal(["4472", "129"]);
    expect(apart("devolve a camisola do pedido 8809 e o casaco fica, é o pedido 8810")).to.deep.equal(["8810"]);
  });
  it("sets nothing apart where the turn names no other record", () => {
    expect(apart("a máquina de café fica, é a 4472, manda só um email aos noivos")).to.deep.equal([]);
  });
});
