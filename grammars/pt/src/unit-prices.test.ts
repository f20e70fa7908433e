import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The sums a request asks for: neither taken back nor told as background. */
function sums(text: string): number[] {
  return readTurn(text, { now }).values.filter((v) => (v.kind === "amount" || v.kind === "number") && !v.superseded && !v.background).map((v) => v.value as number);
}

describe("the Portuguese grammar's prices of one unit", () => {
  it("sets a unit's price apart where the turn gives the total", () => {
    expect(sums("o cliente C-220 pediu 3 caixas de 150 reais cada e já pagou uma. cria a fatura das outras duas, 300 reais")).to.include(300).and.not.include(150);
  });
  it("sets apart a unit's price said with `a unidade` before a total with its currency", () => {
    expect(sums("Faz a fatura do C-9: 4 licenças a 25 € a unidade, 100 € no total.")).to.include(100).and.not.include(25);
  });
  it("sets apart a price said of a count of things (`N coisas a P`) where a later sum makes up their total", () => {
    expect(sums("o hóspede da reserva CMP-9 ficou 4 diárias a 50, 200 no total; devolve-lhe o total")).to.include(200).and.not.include(50);
    expect(sums("a cliente levou 2 garrafas de azeite a 12 e 1 queijo de 9, 33 tudo, fatura os 33")).to.include(33).and.not.include(12);
  });
  it("reads `a` before the price after any blank, as a non-breaking space, a tab or a line break", () => {
    expect(sums("o hóspede da reserva CMP-9 ficou 4 diárias\u00a0a 50, 200 no total")).to.include(200).and.not.include(50);
    expect(sums("o hóspede da reserva CMP-9 ficou 4 diárias a\u00a050, 200 no total")).to.include(200).and.not.include(50);
    expect(sums("o hóspede da reserva CMP-9 ficou 4 diárias\na 50, 200 no total")).to.include(200).and.not.include(50);
    expect(sums("o hóspede da reserva CMP-9 ficou 4 diárias a\t50, 200 no total")).to.include(200).and.not.include(50);
  });
  it("keeps a price said of a count where no later sum makes up their total", () => {
    expect(sums("fatura ao cliente C-7 as 3 aulas a 70, vence dia 15")).to.include(70);
    expect(sums("fatura ao cliente C-7 as 4 diárias a 50 e devolve 30 do depósito")).to.include(50);
  });
  it("reads `N coisas por P` as what all of them cost, not each one's price", () => {
    expect(sums("a cliente C-3 fechou 10 sessões por 750, gera a fatura")).to.include(750);
  });
  it("keeps a unit's price that is the only sum: each call carries it", () => {
    expect(sums("estorna 10 reais cada nos pedidos 4410 e 4411")).to.include(10);
  });
});
