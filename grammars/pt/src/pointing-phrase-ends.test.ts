import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The records a turn takes back, as written. */
function setApart(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.superseded === true).map((v) => v.text);
}

describe("the Portuguese grammar's pointing words closed by a filler or politeness", () => {
  for (const text of [
    "as reservas são a 5210, a 5211 e a 5212\nanula a do meio pfv",
    "as reservas são a 5210, a 5211 e a 5212\nanula a do meio por favor",
    "tenho a 5210, a 5211 e a 5212. anula a do meio obrigado",
  ]) {
    it(`reads \`${text.replace("\n", " / ")}\` as picking the middle record`, () => {
      expect(setApart(text)).to.deep.equal(["5210", "5212"]);
    });
  }

  it("reads `esse por favor` as pointing at the last record said", () => {
    expect(setApart("a 6101 chegou, a 6102 não. cancela essa por favor")).to.deep.equal(["6101"]);
  });

  for (const text of [
    // `meio` followed by more words is no pick: half of something.
    "as reservas são a 5210, a 5211 e a 5212. anula a do meio dia",
    // A politeness word that does not close the phrase leaves it open.
    "as reservas são a 5210, a 5211 e a 5212. anula a do meio pf e o resto fica",
  ]) {
    it(`sets nothing apart in \`${text}\``, () => {
      expect(setApart(text)).to.deep.equal([]);
    });
  }
});

describe("the Portuguese grammar's sums after a plural article", () => {
  it("reads a pick by place followed by `os` and a sum as the pick, the sum no record", () => {
    // A bare number of three digits reads as a record but for the `os` before it.
    const r = readTurn("Tenho duas encomendas: EN-410, 320 €; EN-411, 160 €.\ndevolve a segunda, os 160", { now });
    expect(r.values.filter((v) => v.kind === "id" && v.superseded === true).map((v) => v.value)).to.deep.equal(["EN-410"]);
  });

  it("keeps a record named after the pick with a singular article as a record of its own", () => {
    const r = readTurn("Tenho duas encomendas: a 4410 e a 4411.\ndevolve a segunda, a 4412", { now });
    expect(r.values.filter((v) => v.superseded === true)).to.deep.equal([]);
  });
});
