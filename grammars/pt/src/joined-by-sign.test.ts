import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function sends(text: string): string[] {
  return readTurn(text, { now }).sending.map((a) => (a.negated ? `!${a.verb}` : a.verb));
}

/** A send joined on by `+` or `&` after a note, as by `e`: a request of its own, not the note's content. */
const JOINED: string[] = [
  "anota no 7117 que atrasou + email ze@rio.example",
  "regista no 8801 que o cliente ligou & sms pro 11 98888-1234",
  "anota que a peça chegou partida + msg no #reclamacoes",
  "guarda uma nota no 5501 + sms pro 11 98888-1234",
  "nota no pedido 3301: cliente ausente + email pro cliente@loja.example",
];

describe("the Portuguese grammar's requests joined by a sign", () => {
  for (const text of JOINED) {
    it(`reads the send after the sign as asked: ${text}`, () => {
      expect(sends(text)).to.deep.equal(["mensagem"]);
    });
  }
  it("keeps a send inside what a note writes down, with no sign before it: `anota que preciso enviar o contrato`", () => {
    expect(sends("anota que preciso enviar o contrato")).to.deep.equal(["!enviar"]);
  });
  it("reads a `+` that starts a phone as no break: `manda sms para +351 912 345 678`", () => {
    const r = readTurn("manda sms para +351 912 345 678", { now });
    expect(r.sending.map((a) => a.verb)).to.deep.equal(["mandar"]);
    expect(r.destinations.map((d) => d.value)).to.deep.equal(["351912345678"]);
  });
});
