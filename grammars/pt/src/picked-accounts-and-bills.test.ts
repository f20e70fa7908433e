import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function left(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.superseded === true).map((v) => `${v.kind}:${v.value}`);
}

describe("the Portuguese grammar's accounts and bills told without a record's number, picked by whose or what they are", () => {
  it("leaves the account not picked by whose it is, with the sum said of it", () => {
    expect(left("recebemos duas faturas: a da Ana Costa, 380 euros, para o PT50 0002 0123 1234 5678 9015 4, e a do Rui Lima, 520 euros, para o PT50 0033 0000 4555 5555 5555 6\npaga a da Ana"))
      .to.deep.equal(["amount:520", "iban:PT50003300004555555555556"]);
  });
  it("leaves the bill not picked by what it is, where the bills are told by their sums", () => {
    expect(left("há duas contas para pagar: a da luz, 230 euros, e a da internet, 120 euros\npaga a da internet para o PT50 0002 0123 1234 5678 9015 4")).to.deep.equal(["amount:230"]);
  });
  it("leaves nothing where the word is no thing's, nor where the act tells someone of a record", () => {
    expect(left("há duas contas para pagar: a da luz, 230 euros, e a da internet, 120 euros\npaga a da Marta")).to.deep.equal([]);
    expect(left("o 4410 é o da Rita e o 4411 o do Nuno\navisa a da Rita")).to.deep.equal([]);
  });
});
