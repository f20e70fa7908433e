import { expect } from "chai";
import { daysTold } from "./days.test.kit.js";
import { saysPast } from "./days-that-happened.js";

/** Quarta-feira, 25 de novembro de 2026, 09:00 UTC. */
const now = new Date("2026-11-25T09:00:00Z");

/** The days a turn gives, and whether each is told as its story. */
const days = (text: string) => daysTold(text, now);

describe("the Portuguese grammar's days told as when something happened", () => {
  it("tells `perdi-o ontem` as the story's day, not one asked for", () => {
    expect(days("Vê no extrato quanto ela pediu. Já agora bloqueia o cartão card_77, perdi-o ontem.")).to.deep.equal([{ value: "2026-11-24", background: true }]);
  });
  it("tells a day after a verb in the past and a link word as the story's (`chegou na segunda`)", () => {
    expect(days("a encomenda chegou na segunda partida, pede a troca").every((d) => d.background)).to.equal(true);
  });
  it("keeps a day the request asks for (`mostra as transações desde ontem`)", () => {
    expect(days("mostra as transações desde ontem")).to.deep.equal([{ value: "2026-11-24", background: false }]);
  });
  it("keeps a day after a verb in the future (`pagarei sexta`) or in the present (`estou sexta`)", () => {
    expect(days("marca o pagamento, pagarei sexta").every((d) => !d.background)).to.equal(true);
    expect(days("marca a reunião, estou sexta no escritório").every((d) => !d.background)).to.equal(true);
  });
  it("tells a day before today said of a thing with `de` as the story's (`o relatório da sessão de ontem`)", () => {
    expect(days("Consegue enviar ao Dr. Henrique, henrique.pinto@clinicamar.pt, o relatório da sessão de ontem do paciente FS-120?")).to.deep.equal([{ value: "2026-11-24", background: true }]);
    // A day ahead said so is the thing's day the request may ask for: kept.
    expect(days("manda o lembrete da consulta de amanhã")).to.deep.equal([{ value: "2026-11-26", background: false }]);
    // A day before today the request asks from, with no thing before `de`: kept.
    expect(days("mostra as transações desde ontem")).to.deep.equal([{ value: "2026-11-24", background: false }]);
  });
  it("reads the past by the verb's ending, its hyphened pronoun set aside", () => {
    expect(["perdi-o", "paguei", "chegou", "recebeu", "partiu", "chegaram", "foi", "mandou-me"].every(saysPast)).to.equal(true);
    expect(["estou", "vou", "meu", "pagarei", "marca", "ou", "desde"].some(saysPast)).to.equal(false);
  });
});
