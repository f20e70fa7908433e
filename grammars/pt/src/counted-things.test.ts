import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The values of a turn as `value` and whether each is background (told, not asked). */
function told(text: string): Array<[string, boolean]> {
  return readTurn(text, { now }).values.map((v) => [String(v.value), v.background === true]);
}

describe("the Portuguese grammar's counts of things", () => {
  const COUNTS: Array<{ text: string; count: string; sum: string }> = [
    { text: "comprou três toalhas no pedido 4410, devolve 30", count: "3", sum: "30" },
    { text: "vieram 4 garrafas partidas na encomenda 5520; reembolsa 12", count: "4", sum: "12" },
    { text: "mandámos cinco livros na encomenda 6610, devolve 45", count: "5", sum: "45" },
    { text: "2 camisolas da encomenda 7701 vieram rotas, reembolsa 38", count: "2", sum: "38" },
    { text: "das 6 toalhas do pedido 3302 duas vieram manchadas, estorna 25", count: "6", sum: "25" },
  ];
  for (const c of COUNTS) {
    it(`reads a number before a plural noun as a count, not the sum asked: ${JSON.stringify(c.text)}`, () => {
      const values = told(c.text);
      expect(values, c.text).to.deep.include([c.count, true]);
      expect(values, c.text).to.deep.include([c.sum, false]);
    });
  }

  it("reads a sum before its participle or its slang currency as the sum asked (`96,40 cobrados a mais`, `30 mangos`)", () => {
    expect(told("devolve os 96,40 cobrados a mais na INV-880 e 5 no 4410")).to.deep.include(["96.4", false]);
    expect(told("estorna 30 mangos no 4410, o cliente devolveu 2 camisolas")).to.deep.include.members([["30", false], ["2", true]]);
  });

  it("reads the price of one of the things counted as the sum asked where the turn gives no other (`duas cadeiras … a cadeira custou 240`)", () => {
    const values = told("comprou duas cadeiras no pedido 9031. A cadeira custou 240 reais. Faz o estorno dela");
    expect(values).to.deep.include(["2", true]);
  });
});
