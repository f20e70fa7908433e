import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The values the turn takes back, as written. */
function takenBack(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.superseded === true).map((v) => v.text);
}

describe("the Portuguese grammar's whole a part is taken of and the rest left (`paga 300 e o resto no fim do mês`)", () => {
  it("sets apart the whole told with `de` before the part", () => {
    expect(takenBack("da conta de 800 € da gráfica, paga já 500 e o resto em abril")).to.deep.equal(["800 €"]);
  });
  it("sets apart the whole said right after `o resto`, where a smaller part is said before it", () => {
    expect(takenBack("a Joana paga 45 e o Pedro o resto dos 120; fatura a Joana, cliente JO-3")).to.deep.equal(["120"]);
    expect(takenBack("cobra 200 agora e o restante de R$ 650 no mês que vem")).to.deep.equal(["R$ 650"]);
  });
  it("keeps a sum after `o resto` with no smaller part before it", () => {
    expect(takenBack("paga o resto dos 120 à Joana")).to.deep.equal([]);
    expect(takenBack("a Joana paga 300 e o Pedro o resto dos 120")).to.deep.equal([]);
  });
});
