// Contagens ditas sem número, lidas pela gramática portuguesa como a contagem que são.
import { expect } from "chai";
import { readTurn } from "./read.js";

const NOW = { now: new Date("2026-03-02T10:00:00Z") };
/** As contagens que um turno dá: os valores marcados `count`, em texto e número. */
const counts = (turn: string) => readTurn(turn, NOW).values.filter((v) => v.count === true).map((v) => [v.text, v.value]);

describe("contagens ditas sem número em português", () => {
  it("lê ambos e os dois antes de um nome no plural, um par de e o casal como 2", () => {
    expect(counts("paga a natação de ambos os miúdos")).to.deep.equal([["ambos", 2]]);
    expect(counts("paga a mensalidade das duas crianças")).to.deep.equal([["das duas", 2]]);
    expect(counts("compra um par de bilhetes")).to.deep.equal([["um par", 2]]);
    expect(counts("reserva o quarto para o casal")).to.deep.equal([["o casal", 2]]);
  });

  it("lê uma lista de nomes unida por e como o seu comprimento, com os artigos dos nomes", () => {
    expect(counts("Paga a inscrição do Leo e da Mia")).to.deep.equal([["Leo e da Mia", 2]]);
    expect(counts("Paga a inscrição dos miúdos, o Leo e a Mia.")).to.deep.equal([["Leo e a Mia", 2]]);
    expect(counts("marca a reunião com Ana, Rui e Bia")).to.deep.equal([["Ana, Rui e Bia", 3]]);
  });

  it("não lê contagem em palavras vagas nem em os dois que aponta para trás", () => {
    expect(counts("paga alguns bilhetes")).to.deep.equal([]);
    expect(counts("reembolsa os dois")).to.deep.equal([]);
    expect(counts("paga ambos")).to.deep.equal([]);
  });

  it("deixa os outros valores do turno lidos como sem a contagem", () => {
    const withCount = readTurn("estorna 40 no pedido 4411 dos dois miúdos", NOW).values.filter((v) => v.count !== true);
    expect(withCount).to.deep.equal(readTurn("estorna 40 no pedido 4411 dos miúdos", NOW).values);
  });
});
