import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function dates(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.kind === "date").map((v) => `${v.value}${v.superseded ? " (apart)" : ""}`);
}

describe("the Portuguese grammar's bare days set against each other", () => {
  it("reads `a 14 e não a 12` as two days of the month of the day the turn names, the second set apart", () => {
    expect(dates("o hóspede chega a 14 e não a 12 como estava. marca o check-in no dia 14")).to.deep.equal(["2026-03-14", "2026-03-12 (apart)", "2026-03-14"]);
    expect(dates("fica para 20, não para 18; agenda a entrega dia 20 de abril")).to.deep.equal(["2026-04-20", "2026-04-18 (apart)", "2026-04-20"]);
  });
  it("reads no days where the turn names no day, or the two follow different words", () => {
    expect(dates("reembolsa a 14 e não a 12 pessoas")).to.deep.equal([]);
    expect(dates("passa a 14 e não para 12. marca no dia 14")).to.deep.equal(["2026-03-14"]);
  });
  it("sets apart a day said before the pair on the day the pair sets aside", () => {
    expect(dates("entrega no dia 22... não, perdão, é a 23, não a 22")).to.deep.equal(["2026-03-22 (apart)", "2026-03-23", "2026-03-22 (apart)"]);
    expect(dates("vence a 5 de abril; enganei-me, fica para 6, não para 5")).to.deep.equal(["2026-04-05 (apart)", "2026-04-06", "2026-04-05 (apart)"]);
  });
});
