import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function sums(text: string): Array<[unknown, boolean]> {
  return readTurn(text, { now }).values
    .filter((v) => v.kind === "amount" || v.kind === "number")
    .map((v) => [v.value, v.background === true || v.superseded === true]);
}

describe("the Portuguese grammar's sums said as they were, with `era`", () => {
  it("sets a sum said with era apart where the turn goes on to give the sum now, in words or digits", () => {
    expect(sums("a renda era trezentos euros, este mês é trezentos e cinquenta; transfere para o PT50 0033 0000 4555 5555 5555 6")).to.deep.equal([[300, true], [350, false]]);
    expect(sums("a mensalidade era 80 reais, agora são 95, cobra do cliente C-12")).to.deep.equal([[80, true], [95, false]]);
  });
  it("sets the right charge said with era apart where the turn then gives the difference to refund", () => {
    const read = sums("foi debitado 89,90 no cartão do cliente pelo pedido 3307, mas o certo era 59,90; estorna a diferença, 30 reais");
    expect(read.filter(([, aside]) => !aside).map(([v]) => v)).to.deep.equal([30]);
  });
  it("keeps a sum said with era that ends a correction, with no sum after it", () => {
    expect(sums("estorna 30 no pedido 4410, aliás, o certo era 40").find(([v]) => v === 40)).to.deep.equal([40, false]);
  });
  it("tells a sum said after what a record was of (`o 7702 era das toalhas, 34`) as the story's", () => {
    const read = sums("o pedido 7701 tinha 2 lençóis, custou 50, e o 7702 era das toalhas, 34. estorna o 7701 todo");
    expect(read.find(([v]) => v === 34)).to.deep.equal([34, true]);
  });
  it("keeps a sum said after what a record was of where no other sum is not a fact", () => {
    expect(sums("o 7702 era das toalhas, 34, estorna").find(([v]) => v === 34)).to.deep.equal([34, false]);
  });
});
