import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function destinations(text: string): string[] {
  return readTurn(text, { now }).destinations.map((d) => d.text);
}

function values(text: string): string[] {
  return readTurn(text, { now }).values.map((v) => `${v.kind}:${v.value}`);
}

describe("the Portuguese grammar's phones and addresses told as a record's data", () => {
  it("reads a phone given to a contact field before a send that names its own place as data, not a destination", () => {
    const text = "troca o celular da Rita (cliente RT-3) para 11 97654-3210; o do marido continua 11 91111-2222. depois avisa no #balcao";
    expect(destinations(text)).to.deep.equal(["#balcao"]);
    // Still values of the turn: what the update writes.
    expect(values(text)).to.include.members(["phone:11976543210", "phone:11911112222"]);
  });
  it("reads an old and a new number told before an email to an address as data", () => {
    expect(destinations("A Dona Olga mudou de telemóvel: o antigo era 912 000 111, o novo é 913 222 333. Regista e envia-lhe um email a confirmar, para olga.r@mail.pt")).to.deep.equal(["olga.r@mail.pt"]);
  });
  it("keeps the phone a destination where a send names no place of its own, or the phone follows the send", () => {
    expect(destinations("o celular da Rita é 11 97654-3210; manda-lhe o código e avisa no #balcao")).to.include("11 97654-3210");
    expect(destinations("o número da Rita é 11 97654-3210, manda-lhe o código")).to.include("11 97654-3210");
    expect(destinations("manda o recibo pro telefone 11 97654-3210 e avisa no #balcao")).to.include("11 97654-3210");
  });
  it("keeps a place said before a send with no contact field named before it", () => {
    expect(destinations("o cliente pediu o recibo no 11 97654-3210. manda e avisa no #balcao")).to.include("11 97654-3210");
  });
});
