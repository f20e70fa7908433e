import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The values the turn takes back, as written. */
function takenBack(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.superseded === true).map((v) => v.text);
}

describe("the Portuguese grammar's whole of a fraction written out after it (`fica 2.400, faz a fatura da metade, 1.200`)", () => {
  it("sets apart the price a fraction is worked out of, where the part written after the fraction is that share of it", () => {
    expect(takenBack("o tratamento da D. Alice (cliente TR-5) fica 3.000, fatura a metade agora, 1.500, vencimento dia 20")).to.deep.equal(["3.000"]);
    expect(takenBack("o curso custa 900; cobra um terco, 300, ao cliente C-4")).to.deep.equal(["900"]);
  });
  it("keeps a whole that is no told price, or a part that is not the share of it", () => {
    // The whole asked for itself: both sums are asked.
    expect(takenBack("estorna 40 no 5510 e metade disso, 20, no 5511")).to.deep.equal([]);
    // The sum after the fraction word is not half the price: nothing is worked out.
    expect(takenBack("o curso custa 900, cobra metade, 400, ao cliente C-4")).to.deep.equal([]);
  });
  it("sets apart a whole split into shares each one pays, however the whole was told", () => {
    expect(takenBack("o Rui e a Inês racham os 240 euros do jantar, metade cada, 120; cobra o Rui, cliente RU-2")).to.deep.equal(["240 euros"]);
    expect(takenBack("a obra deu 900 no total, um terço para cada um, 300, fatura a Sara")).to.deep.equal(["900"]);
    expect(takenBack("o eletricista cobrou 500 euros pela instalação; metade, 250, paga o 3.º direito")).to.deep.equal(["500 euros"]);
  });
  it("keeps both where the share said is not that fraction of the whole, or each one pays no share", () => {
    expect(takenBack("os dois dividem os 240 euros, metade cada, 100; cobra o Rui")).to.deep.equal([]);
    expect(takenBack("estorna 240 no 5510 e metade no 5511, 120")).to.deep.equal([]);
  });
  it("reads no list of two sums in a whole and its share, so a pick by a name leaves neither", () => {
    const values = readTurn("a Sofia e o Hugo dividem os 80 euros do táxi, metade cada, 40; cobre a Sofia", { now }).values;
    expect(values.filter((v) => (v.kind === "number" || v.kind === "amount") && v.count !== true).map((v) => [v.text, v.superseded === true])).to.deep.equal([["80 euros", true], ["40", false]]);
  });
});
