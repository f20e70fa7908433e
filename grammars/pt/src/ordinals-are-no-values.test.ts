import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The turn's values, as written. */
function said(text: string): string[] {
  return readTurn(text, { now }).values.map((v) => v.text);
}

describe("the Portuguese grammar's ordinals (`o 1.º esquerdo`, `a 2.ª prestação`)", () => {
  it("reads no number in an ordinal, with its sign or typed with a letter, with a dot or without", () => {
    expect(said("paga a quota do 2.º direito")).to.deep.equal([]);
    expect(said("cobra a 3.a prestação ao cliente C-9")).to.deep.equal(["cliente C-9"]);
    expect(said("o 4o andar ja pagou, o 5ª não")).to.deep.equal([]);
  });
  it("still reads the sums beside an ordinal, a number ending a sentence, and a day said with one", () => {
    expect(said("o 1.º esquerdo paga 75 euros")).to.deep.equal(["75 euros"]);
    expect(said("ficou em 40. o resto amanhã")).to.deep.equal(["40", "amanhã"]);
    expect(readTurn("lembra-me a 1.º de maio", { now }).values.map((v) => v.value)).to.deep.equal(["2026-05-01"]);
  });
});
