import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function pairs(text: string): Array<[unknown, unknown]> {
  return readTurn(text, { now }).values.filter((v) => v.of !== undefined).map((v) => [v.value, v.of]);
}

describe("the Portuguese grammar's records named by a word of their own", () => {
  it("gives each sum to the record named after it by any word, brackets and all", () => {
    expect(pairs("estorna 60 na mensalidade 5520 (spinning) e 35 na 5521 (pilates)")).to.deep.equal([[60, "5520"], [35, "5521"]]);
    expect(pairs("devolve 40 no contrato 8810 e 25 no contrato 8811")).to.deep.equal([[40, "8810"], [25, "8811"]]);
  });
  it("reads the number after the word as the record", () => {
    const reading = readTurn("credita 15 na inscrição 7702 e 20 na 7703", { now });
    expect(reading.values.filter((v) => v.kind === "id").map((v) => v.value)).to.deep.equal(["7702", "7703"]);
  });
  it("names no record after a word of time or of the sum itself", () => {
    expect(pairs("paga 60 no dia 1015 e 35 no dia 1016")).to.deep.equal([]);
    expect(pairs("ficou 60 no total 5520 e 35 no total 5521")).to.deep.equal([]);
  });
});
