import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The sums the turn still asks for, as written: not set aside as the story, not taken back. */
function asked(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => (v.kind === "amount" || v.kind === "number") && v.background !== true && v.superseded !== true).map((v) => v.text);
}

describe("the Portuguese grammar's sums of the story told before the request (`o vestido custa 1,5 mil. … faz a fatura do que falta, 1200`)", () => {
  it("sets apart the sums of the sentences before the request where the request names its own one sum", () => {
    expect(asked("O terno do Caio saiu 2 mil e o do padrinho 1.400. Ele pagou 500 de entrada. Cobra o restante dele, 1.500, no cliente TR-3.")).to.deep.equal(["1.500"]);
    // The story's sum the request says again stays asked.
    expect(asked("a mensalidade do judô é 180 e a da natação 150. emite a fatura do Davi só da natação, 150 reais, cliente JD-2")).to.deep.equal(["150", "150 reais"]);
    expect(asked("A Leonor tem 4 consultas a 35 € e o Tomás 3 a 40 €.\nFature à Leonor o total, 140 €, cliente NT-7.")).to.deep.equal(["140 €"]);
  });
  it("reads the turn as before where the request names no sum, several, or only a record's number", () => {
    expect(asked("a mensalidade é 120. fatura o cliente MN-4")).to.deep.equal(["120"]);
    expect(asked("a diária é 80. cobra 160 das duas noites e 20 de taxa")).to.deep.equal(["80", "160", "20", "das duas"]);
    expect(asked("a encomenda 8120 tem 3 garrafas de 30. reembolsa a 8120")).to.deep.equal(["30", "8120"]);
  });
  it("does not end a sentence at a title's stop or a decimal point", () => {
    expect(asked("a Sra. Costa deve 75 e o Sr. Lima 1.250 de juros; fatura à Sra. Costa, cliente SC-1")).to.deep.equal(["75", "1.250"]);
  });
});
