import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The values the turn takes back, as written. */
function takenBack(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.superseded === true).map((v) => v.text);
}

describe("the Portuguese grammar's two sums whose difference is said as a sum (`orçamento de 650, cobraram 720, a diferença de 70`)", () => {
  it("sets apart the two sums the difference said after them is worked out of", () => {
    expect(takenBack("o conserto (OF-12) tinha orcamento de 300 e cobraram 345, ele quer a diferenca de 45 de volta. reembolsa no OF-12")).to.deep.equal(["300", "345"]);
    expect(takenBack("pagou 95 mas o preco era 80, devolve a diferenca, 15, no pedido 5510")).to.deep.equal(["95", "80"]);
  });
  it("keeps the sums where the one said with `diferença` is no difference of two of them, or of two pairs alike", () => {
    expect(takenBack("o orcamento era 300 e cobraram 345, devolve a diferenca de 50 no OF-12")).to.deep.equal([]);
    // 20 is both 120 − 100 and 100 − 80: which two were meant is open.
    expect(takenBack("foram 80, 100 e 120 nos tres meses, devolve a diferenca de 20 no C-5")).to.deep.equal([]);
  });
});
