import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function sums(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => typeof v.value === "number").map((v) => `${v.value}${v.superseded ? " (apart)" : ""}`);
}

describe("the Portuguese grammar's shares of a whole cost", () => {
  it("sets the whole apart where each one's share is said and the request asks for a share", () => {
    expect(sums("o conserto do portao sai 3 mil e 200, cada unidade paga 160. gera a fatura pro C-1101 com a parte dela")).to.include.members(["3200 (apart)", "160"]);
    expect(sums("o jantar deu 480 euros, cada um paga 60; cobra ao Rui a parte dele")).to.include.members(["480 (apart)", "60"]);
  });
  it("sets nothing apart where no share is asked for", () => {
    expect(sums("o conserto sai 3200, cada unidade paga 160. fatura os 3200 ao condominio")).to.not.include("3200 (apart)");
  });
});
