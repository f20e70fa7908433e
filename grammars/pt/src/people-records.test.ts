import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** Each asked sum of a turn with the record it is said of. */
function pairs(text: string): Array<[number, string | undefined]> {
  return readTurn(text, { now })
    .values.filter((v) => (v.kind === "amount" || v.kind === "number") && typeof v.value === "number" && v.value < 1000 && !v.superseded)
    .map((v) => [v.value as number, v.of]);
}

describe("the Portuguese grammar's sums of people with their records", () => {
  it("gives each person's sum to the record said right after them", () => {
    expect(pairs("estorna 40 pro João, pedido 5101, e 25 pra Ana, pedido 5102")).to.deep.equal([[40, "5101"], [25, "5102"]]);
  });
  it("reads a record in brackets after the person the same way", () => {
    expect(pairs("Reembolsa 15 € ao Rui (encomenda 7710) e 9 € à Marta (encomenda 7711).")).to.deep.equal([[15, "7710"], [9, "7711"]]);
  });
  it("gives the sum after a person's record in brackets to that record, the bracket closed between them", () => {
    expect(pairs("faz as faturas: a da Ana (cliente C-31) são 30, a do Rui (cliente C-32) 45")).to.deep.equal([[30, "C-31"], [45, "C-32"]]);
  });
  it("gives each person's sum to the record the turn says is theirs with `é` or a space between", () => {
    expect(pairs("o quarto do Duarte é o 3301 e o da Leonor 3302; cobra 240 ao do Duarte e 310 ao da Leonor")).to.deep.equal([[240, "3301"], [310, "3302"]]);
  });
  it("reads an `e` without its accent as the `e` that joins, not as the record's", () => {
    expect(pairs("estorna 40 pro João e o 5101 e 25 pra Ana e o 5102")).to.not.deep.include([40, "5101"]);
  });
  it("gives the sum a record came to (`foi`, `custou`) to that record", () => {
    expect(pairs("o pedido 7310 foi 80 e o 7311 custou 120, estorna o 7311")).to.deep.equal([[80, "7310"], [120, "7311"]]);
  });
  it("gives the sum after a record's owner to the record, the owner standing between them", () => {
    // The pick (`o do Rui`) then sets Ana's record apart, its sum with it: the pairs are read on every sum.
    const text = "o pedido 7310 da Ana foi 80 e o 7311 do Rui foi 120, estorna o do Rui inteiro";
    const all = readTurn(text, { now }).values.filter((v) => v.kind === "number" && typeof v.value === "number" && v.value < 1000);
    expect(all.map((v) => [v.value, v.of])).to.deep.equal([[80, "7310"], [120, "7311"]]);
    expect(pairs(text)).to.deep.equal([[120, "7311"]]);
  });
  it("leaves the pairs with the people where the turn names no record of theirs", () => {
    expect(pairs("estorna 40 pro João e 25 pra Ana")).to.deep.equal([[40, "João"], [25, "Ana"]]);
  });
});
