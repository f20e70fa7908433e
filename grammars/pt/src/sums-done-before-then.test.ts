import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The sums of a turn told as background, as written. */
function told(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.background === true).map((v) => v.text);
}

describe("the Portuguese grammar's sums done before the request, in the pluperfect", () => {
  for (const [text, sum] of [
    ["paga 350 ao canalizador porque eu já tinha adiantado 150", "150"],
    ["fatura 90 à cliente C-12, ela tinha pagado € 30 de sinal", "€ 30"],
    ["estorna 45 no pedido 7702 que a loja havia cobrado 60", "60"],
  ] as const) {
    it(`tells \`${sum}\` in \`${text}\` as background`, () => {
      expect(told(text)).to.include(sum);
    });
  }

  it("leaves a sum after a present auxiliary as the request's", () => {
    expect(told("paga 350 ao canalizador e tenho adiantado 150 depois")).to.not.include("150");
  });

  it("leaves the only sum of a turn as the request's", () => {
    expect(told("transfere o que tinha combinado 150 para o PT50 0002 0123 1234 5678 9015 4")).to.deep.equal([]);
  });
});

describe("the Portuguese grammar's sums of a clause in the pluperfect, a few words after its verb", () => {
  for (const [text, sum] of [
    ["ele já tinha pedido troca da última vez por 40, mas desta vez quer só o dinheiro da tampa, que foi 19. reembolsa isso", "40"],
    ["a cliente havia recebido um vale de 15 no mês passado; hoje estorna 25", "15"],
  ] as const) {
    it(`tells \`${sum}\` in \`${text}\` as background`, () => {
      expect(told(text)).to.include(sum);
    });
  }

  it("leaves a sum of a later clause, opened by a conjunction, as the request's", () => {
    expect(told("eu tinha pedido a troca e agora reembolsa 40 e manda 10 de frete")).to.not.include("40");
  });

  it("leaves the last sum of a turn as the request's", () => {
    expect(told("ela tinha pedido troca por 40, reembolsa-lhe 20 e depois mais 40")).to.not.include("20");
    expect(told("a cliente tinha pedido o reembolso de 40")).to.deep.equal([]);
  });
});

describe("the Portuguese grammar's records of a clause in the pluperfect, where the turn names another after", () => {
  it("tells the record of the pluperfect clause as background, the one named after as the request's", () => {
    const text = "o cliente já tinha devolvido a encomenda ENC-311 em janeiro, agora quer trocar a ENC-340; cancela a ENC-340";
    expect(told(text)).to.include("encomenda ENC-311");
    expect(told(text)).to.not.include("ENC-340");
  });
  it("leaves the record of the pluperfect clause as the request's where no other follows it", () => {
    expect(told("ela tinha pedido o estorno do pedido 8830, faz isso agora")).to.deep.equal([]);
  });
});
