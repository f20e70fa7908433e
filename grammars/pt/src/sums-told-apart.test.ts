import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The values a request asks for: neither taken back nor told as background. */
function asked(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => !v.superseded && !v.background).map((v) => String(v.value));
}

/** A turn, a sum it tells apart from the request, and the sum the request asks. */
const APART: Array<{ note: string; text: string; apart: string; asked: string }> = [
  { note: "a sum already refunded, then a new one", text: "ontem estornamos 70 no pedido 3105, agora estorna mais 15 nele", apart: "70", asked: "15" },
  { note: "a sum already refunded, pt-PT", text: "Já reembolsámos 120 € à encomenda 4471; reembolsa-lhe agora 30 €.", apart: "120", asked: "30" },
  { note: "a sum invoiced, and a new charge of three digits", text: "a gente faturou 480 pro C-19 em janeiro; agora cobra 260 da revisão", apart: "480", asked: "260" },
  { note: "a sum of a thing said to stay, its article alone before it", text: "devolve 90 no pedido 5120, os 12 da taxa ficam", apart: "12", asked: "90" },
  { note: "a sum set apart by `sem`", text: "cria a fatura do C-70 de 650, sem os 150 do frete", apart: "150", asked: "650" },
  { note: "the sum of a record the request leaves", text: "os fretes: 7701 de 14, 7702 de 19. estorna só o 7702", apart: "14", asked: "19" },
  { note: "a sum offered and not chosen", text: "o cliente aceita 25 reais no pedido 6610 ou 40 reais com o frete; fico com os 40", apart: "25", asked: "40" },
  { note: "a sum offered and not chosen, the first chosen", text: "Dá para devolver 18 € à encomenda 2231, ou então 26 €. Pode ser 18 €.", apart: "26", asked: "18" },
  { note: "a record told in brackets beside the one asked", text: "cancela o pedido mais novo, o 4520 (o 4519 é da semana passada)", apart: "4519", asked: "4520" },
];

describe("the Portuguese grammar's sums told apart from the request", () => {
  for (const c of APART) {
    it(`tells \`${c.apart}\` apart and asks \`${c.asked}\`: ${c.note}`, () => {
      const values = asked(c.text);
      expect(values, c.text).to.include(c.asked);
      expect(values, c.text).to.not.include(c.apart);
    });
  }
  it("keeps a past refund the request repeats with no other sum", () => {
    expect(asked("a gente estornou 80 no pedido 9012 e o cliente diz que não recebeu, vê isso")).to.include("80");
  });
  it("keeps both sums offered where none is chosen", () => {
    expect(asked("dá pra estornar 25 ou 40 no pedido 6610?")).to.include.members(["25", "40"]);
  });
  it("keeps a record in brackets the request adds", () => {
    expect(asked("cancela o pedido 5510 (e o 5511 também)")).to.include.members(["5510", "5511"]);
  });
  it("pairs a sum with its record across a short description in brackets", () => {
    const values = readTurn("pedido 3301 (capa) 19,90; pedido 3302 (cabo) 12,00, estorna os dois", { now }).values;
    expect(values.find((v) => v.value === 12)?.of).to.equal("3302");
    expect(values.find((v) => v.value === 19.9)?.of).to.equal("3301");
  });
});
