import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function told(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.toldAs !== undefined).map((v) => `${v.value} ${v.toldAs!.join(",")}`);
}

describe("the Portuguese grammar's contacts picked by a word", () => {
  it("tells each listed contact by its words", () => {
    expect(told("a Marta tem dois contactos: o de casa 229 111 000 e o do trabalho 912 000 111")).to.deep.equal(["229111000 de,casa", "912000111 do,traba"]);
  });
  it("reads the word a send or a write goes to a contact by", () => {
    expect(readTurn("liga-lhe para o do trabalho, por favor", { now }).picks).to.equal("traba");
    expect(readTurn("envia a fatura pro email da contabilidade", { now }).picks).to.equal("conta");
    expect(readTurn("partilha a pasta com a sócia", { now }).picks).to.equal("socia");
  });
  it("reads no pick from a pronoun or a possessive", () => {
    expect(readTurn("manda um sms para ela a avisar", { now }).picks).to.equal(undefined);
    expect(readTurn("atualiza a ficha com o meu número", { now }).picks).to.equal(undefined);
  });
});
