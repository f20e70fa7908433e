import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The sums a request asks for: neither taken back nor told as background. */
function asked(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => (v.kind === "number" || v.kind === "amount") && !v.superseded && !v.background).map((v) => v.text);
}

describe("the Portuguese grammar's sums of a part said with `com <noun> de`", () => {
  it("tells the part's sum apart from the act's own", () => {
    expect(asked("o orçamento é 1.200. fatura esse, com sinal de 300, e manda pro cliente")).to.deep.equal(["1.200"]);
    expect(asked("faz a fatura de 500 com desconto de 50")).to.deep.equal(["500"]);
  });
  it("keeps a sum after a noun that names the act's own sum", () => {
    expect(asked("o orçamento era 1.200; fatura com valor de 300")).to.include("300");
  });
  it("keeps the part's sum where the turn gives no other", () => {
    expect(asked("fatura o sinal, com sinal de 300")).to.deep.equal(["300"]);
  });
});
