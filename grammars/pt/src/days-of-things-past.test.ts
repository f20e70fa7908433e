import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** Each day of the turn, with ` aside` where it is told as the story's. */
function days(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.kind === "date").map((v) => `${String(v.value)}${v.background === true ? " aside" : ""}`);
}

describe("the Portuguese grammar's days of things that already were", () => {
  it("sets aside a weekday said of a thing whose clause goes on with its own subject in the past: `do mercado de quinta a Lúcia levou 3 caixas`", () => {
    expect(days("do mercado de quinta a Lúcia levou 3 caixas e o Beto 2, cobra as da Lúcia no cliente L-4")).to.deep.equal(["2026-03-05 aside"]);
    expect(days("no ensaio de domingo o baixista saiu cedo; manda a fatura de 80 pro grupo G-7 com vencimento sexta")).to.deep.equal(["2026-03-08 aside", "2026-03-06"]);
  });
  it("keeps a weekday of a thing still ahead, one whose clause tells no past, or one the past befell itself", () => {
    expect(days("o workshop de sexta foi adiado")).to.deep.equal(["2026-03-06"]);
    expect(days("marca a revisão de sexta com o Jorge")).to.deep.equal(["2026-03-06"]);
    expect(days("lembra-me da consulta de quinta, o médico pediu os exames")).to.deep.equal(["2026-03-05"]);
  });
});
