import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

const values = (text: string) => readTurn(text, { now }).values;
/** The values a turn asks for: neither taken back nor told as background. */
const asked = (text: string) => values(text).filter((v) => v.superseded !== true && v.background !== true).map((v) => `${v.kind}:${v.value}`);

describe("the Portuguese grammar on turns of a round written blind", () => {
  it("reads a span of time in a turn that gives no sum as no value (`chegou com 3 dias de atraso`)", () => {
    const all = (t: string) => values(t).map((v) => `${v.kind}:${v.value}`);
    expect(all("estorna o frete do pedido 7311 pfv, chegou com 3 dias de atraso")).to.deep.equal(["id:7311"]);
    expect(all("cancela o pedido 4410, esperou 48 horas e nada")).to.deep.equal(["id:4410"]);
    // Beside a sum it stays the story's count, as before.
    expect(values("o cliente esperou 15 dias, estorna 30 no 4410").filter((v) => v.background === true).map((v) => v.value)).to.deep.equal([15]);
    // A sum is still one: only the words of time make a count of it.
    expect(asked("estorna 3 reais do pedido 7311")).to.deep.include("amount:3");
  });

  it("takes `na vdd` as `na verdade`, with a few words of why before the right value", () => {
    const text = "gera fatura pro inquilino INQ-14, 1.850 reais, vence dia 10... na vdd o reajuste ja entrou, faz 1.920";
    expect(values(text).filter((v) => v.superseded === true).map((v) => v.value)).to.deep.equal([1850]);
    expect(asked(text)).to.include("number:1920");
    expect(values("estorna 40 no 5510... na verdade o cliente ja pagou, faz 45").filter((v) => v.superseded === true).map((v) => v.value)).to.deep.equal([40]);
  });

  it("reads the cents of a sum said of each thing (`vinte e quatro euros e cinquenta cada um`, `dois euros e trinta por bilhete`)", () => {
    const sums = (t: string) => values(t).filter((v) => v.kind === "amount").map((v) => v.value);
    expect(sums("são vinte e quatro euros e cinquenta cada um")).to.deep.equal([24.5]);
    expect(sums("reembolsa dois euros e trinta por bilhete na reserva 66120-A")).to.deep.equal([2.3]);
  });

  it("reads the cents of a turn dictated with no stops, a verb of an act right after them (`doze euros e cinquenta devolve`)", () => {
    const sums = (t: string) => values(t).filter((v) => v.kind === "amount").map((v) => v.value);
    expect(sums("a conta 7720 são quinze euros e quarenta estorna isso por favor")).to.deep.equal([15.4]);
    expect(sums("oito reais e noventa cancela o resto do pedido 7720")).to.deep.equal([8.9]);
    // A word that is no verb after the number keeps it apart: a count of things.
    expect(values("são vinte euros e trinta pedidos").map((v) => `${v.kind}:${v.value}`)).to.deep.equal(["amount:20", "number:30"]);
  });
});

describe("the Portuguese grammar's turns that own a mistake of the turn before", () => {
  const corrects = (text: string) => readTurn(text, { now }).corrects === true;
  for (const text of ["desculpa, enganei-me, foram 53 €", "opa foi mal, o pedido é 55210", "erro meu, é o 7705", "foi engano, são 90"]) {
    it(`marks a turn that owns a mistake before its first value as correcting the request before: ${JSON.stringify(text)}`, () => {
      expect(corrects(text), text).to.equal(true);
    });
  }
  for (const text of ["digo, 650. enganei-me", "aliás, 40", "quer dizer, o 7705", "650, errei", "são 90, foi engano meu"]) {
    it(`marks a turn of a correcting word and a value, or a value and a mistake owned after it, as correcting the request before: ${JSON.stringify(text)}`, () => {
      expect(corrects(text), text).to.equal(true);
    });
  }
  for (const text of ["digo que são 40 e manda ao cliente", "aliás, reembolsa 40", "40, obrigado", "650 ficou bom"]) {
    it(`does not mark a turn whose words around the value say more than a correction: ${JSON.stringify(text)}`, () => {
      expect(corrects(text), text).to.equal(false);
    });
  }
  for (const text of ["desculpa a demora, são 53", "reembolsa 53, desculpa", "desculpa, cancela o 7705", "obrigado, são 53", "desculpa"]) {
    it(`does not mark a turn that asks an act, thanks or apologises for something else: ${JSON.stringify(text)}`, () => {
      expect(corrects(text), text).to.equal(false);
    });
  }
});

describe("the Portuguese grammar's sums added to the request before", () => {
  const taken = (text: string) => values(text).filter((v) => v.superseded === true).map((v) => v.value);
  it("sets apart a sum the turn adds to an earlier one when it says the result right after (`soma mais trinta, ficam cento e cinquenta`)", () => {
    expect(taken("Ah, e faltou a análise: soma mais trinta, ficam cento e cinquenta.")).to.deep.equal([30]);
    expect(taken("tira 20, fica 100")).to.deep.equal([20]);
  });
  it("leaves a sum added with no result said, or a result said of nothing added (`mais 20 no 4410`, `são 150`)", () => {
    expect(taken("mais 20 no 4410")).to.deep.equal([]);
    expect(taken("faz 30, são 150 no total")).to.deep.equal([]);
  });
});

describe("the Portuguese grammar's lists of records, one a line", () => {
  const pairs = (text: string) => values(text).filter((v) => v.of !== undefined).map((v) => `${v.value}@${v.of}`);
  it("gives each sum to the record that opens its line (`- 5501: reembolsar 12,40 €`)", () => {
    expect(pairs("Para hoje:\n- 5501: reembolsar 12,40 €\n- 5502: cancelar\n- 5503: reembolsar 7 €")).to.deep.equal(["12.4@5501", "7@5503"]);
    expect(pairs("1. pedido 8801 — estornar 15\n2. pedido 8802 — estornar 25")).to.deep.equal(["15@8801", "25@8802"]);
  });
  it("pairs nothing where one line only gives a sum, or the record does not open its line", () => {
    expect(pairs("- 5501: reembolsar 12,40 €\n- 5502: cancelar")).to.deep.equal([]);
    expect(pairs("cancela o 5501: reembolsar 12\ne o 5503: 7")).to.deep.equal([]);
  });
});

describe("the Portuguese grammar's things a request leaves out", () => {
  const story = (text: string) => values(text).filter((v) => v.background === true).map((v) => v.value);
  it("sets aside the sum of the thing left out, said after its sum (`menos o frete: são 200 de produto e 25 de frete`)", () => {
    expect(story("estorna tudo do pedido 3001 menos o frete: são 200 de produto e 25 de frete")).to.deep.equal([25]);
    expect(story("devolve tudo tirando os portes, 80 de livros e 6 de portes, no pedido 4410")).to.deep.equal([6]);
  });
  it("sets nothing aside where the thing left out is given no sum, or only one thing is", () => {
    expect(story("estorna tudo do pedido 3001 menos a taxa: são 200 de produto e 25 de frete")).to.deep.equal([]);
    expect(story("estorna o pedido 3001 menos o frete, 25 de frete")).to.deep.equal([]);
  });
});

describe("the Portuguese grammar's records picked by whose they are, with a title or a doing verb", () => {
  const kept = (text: string) => values(text).filter((v) => v.superseded !== true && (v.kind === "id" || v.kind === "number")).map((v) => String(v.value));
  it("passes over a title written short, whose stop ends no sentence (`a da D. Graça`, `o do Sr. Nuno`)", () => {
    expect(kept("A fatura do Sr. Henrique é para o cliente CL-512 e a da D. Graça é para o CL-513. Faz a da D. Graça: 85 €, vence sexta.")).to.deep.equal(["CL-513"]);
    expect(kept("A encomenda da Dra. Rita é a 5561 e a do Sr. Nuno é a 5562. Cancela a do Sr. Nuno.")).to.deep.equal(["5562"]);
  });
  it("takes `faz` and `gera` as the request's verb on the record picked (`faz a da Graça`)", () => {
    expect(kept("A fatura da Rita é o CL-512 e a da Graça é o CL-513. Faz a da Graça.")).to.deep.equal(["CL-513"]);
  });
  it("picks nothing where the words after the title are no record's", () => {
    expect(kept("A encomenda da Dra. Rita é a 5561 e a do Sr. Nuno é a 5562. Cancela a do Sr. Paulo.")).to.deep.equal(["5561", "5562"]);
  });
});
