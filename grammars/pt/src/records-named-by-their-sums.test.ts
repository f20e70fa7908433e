import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The sums a request asks for: neither taken back nor told as background, nor counts. */
function asked(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => (v.kind === "number" || v.kind === "amount") && !v.superseded && !v.background && !v.count).map((v) => v.text);
}

describe("the Portuguese grammar's records named by what they hold: `a de 45 e a de 180 … a de 45`", () => {
  it("reads the number of a record named again by its sum as its name, the sum after it as the request's", () => {
    expect(asked("tenho dois pedidos da loja, o de 60 e o de 210; anula o de 60 e reembolsa 20 de portes no pedido 5530")).to.deep.equal(["20"]);
    expect(asked("as duas reservas do casal, a de 300 e a de 450. devolve metade da de 450, 225 €")).to.deep.equal(["225 €"]);
  });
  it("leaves the numbers as they were where no sum follows the record named again, or no record is named again", () => {
    expect(asked("o de 50 e o de 90, cancela o de 50")).to.include("50");
    expect(asked("cobra a de 40 e a de 70 no cliente C-8, 110 no total")).to.deep.equal(["40", "70", "110"]);
  });
});
