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
});
