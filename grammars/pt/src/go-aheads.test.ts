// A sending verb alone after words of assent is a go-ahead for what an earlier turn asked, and a
// send after a reminder's colon is what to be reminded of: how the reader marks each.
import { expect } from "chai";
import { readTurn } from "./read.js";

const NOW = new Date("2026-03-02T10:00:00Z");

function acts(text: string): Array<{ text: string; negated: boolean; consent?: true }> {
  return readTurn(text, { now: NOW }).sending.map(({ text: t, negated, consent }) => (consent ? { text: t, negated, consent } : { text: t, negated }));
}

describe("pt go-aheads and reminders' content", () => {
  for (const text of ["isso, pode mandar", "pode mandar", "sim, pode enviar", "ok, manda", "beleza, então pode enviar", "Tá, podes enviar."]) {
    it(`reads a lone verb after assent as a go-ahead: ${JSON.stringify(text)}`, () => {
      const got = acts(text);
      expect(got).to.have.length(1);
      expect(got[0]).to.include({ negated: false, consent: true });
    });
  }
  for (const text of ["salva o rascunho e manda", "pode mandar o recibo pro cliente", "manda pro ana@loja.example", "pode mandar agora pro cliente"]) {
    it(`reads a verb with more than assent around it as a send of its own: ${JSON.stringify(text)}`, () => {
      const got = acts(text);
      expect(got.some((a) => !a.negated)).to.equal(true);
      expect(got.some((a) => a.consent)).to.equal(false);
    });
  }
  for (const text of ["põe um lembrete: ligar pro contador na terça", "cria um lembrete: mandar o contrato pro cliente amanhã", "me lembra: avisa o Rui do pedido"]) {
    it(`reads a send after a reminder's colon as what to be reminded of: ${JSON.stringify(text)}`, () => {
      const got = acts(text);
      expect(got).to.have.length.above(0);
      expect(got.every((a) => a.negated)).to.equal(true);
    });
  }
  it("reads a bare `lembra:` as the agent told to send", () => {
    expect(acts("lembra: manda o email pro joao@x.com").some((a) => !a.negated)).to.equal(true);
  });
});
