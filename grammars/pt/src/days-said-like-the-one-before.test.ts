import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The turn's dates and its bare numbers, as read. */
function read(text: string): { dates: string[]; numbers: number[] } {
  const values = readTurn(text, { now }).values;
  return { dates: values.filter((v) => v.kind === "date").map((v) => String(v.value)), numbers: values.filter((v) => v.kind === "number").map((v) => Number(v.value)) };
}

/** A bare day said after the same word as a day with its month before it takes that month. */
const ELIDED: Array<{ text: string; dates: string[] }> = [
  { text: "a fatura do C-61 é de quatrocentos euros a pagar até vinte de março, e a do C-62 de duzentos até trinta e um", dates: ["2026-03-20", "2026-03-31"] },
  { text: "a fatura do C-61 vence a 10 de abril e a do C-62 a 25", dates: ["2026-04-10", "2026-04-25"] },
  { text: "a primeira parcela fica para 5 de maio e a segunda para 20", dates: ["2026-05-05", "2026-05-20"] },
];

describe("the Portuguese grammar's days said without their month, like the one before", () => {
  for (const c of ELIDED) {
    it(`reads the bare day as a day of the month said before in \`${c.text}\``, () => {
      expect(read(c.text).dates, c.text).to.deep.equal(c.dates);
    });
  }
  it("keeps a bound of a sum a number where no day with its month came before it after the same word", () => {
    expect(read("reembolsa até 30 no pedido de 5 de março, ou até 40").numbers).to.include.members([30, 40]);
  });
  it("keeps a sum, a count or a time after the same word a sum, not a day", () => {
    const turn = read("paga até 20 de março, até 30 euros, e o resto até 3 vezes");
    expect(turn.dates).to.deep.equal(["2026-03-20"]);
  });
  it("reads no day across a sentence's end", () => {
    expect(read("vence a 10 de abril. A outra conta tem a 25 unidades").dates).to.deep.equal(["2026-04-10"]);
  });
});
