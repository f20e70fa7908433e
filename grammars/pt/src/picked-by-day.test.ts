import { expect } from "chai";
import { DAY_PICKS } from "@toolgate/grammar-kit";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function told(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.toldAs?.some((s) => s === DAY_PICKS.earliest || s === DAY_PICKS.latest) === true).map((v) => `${v.value} ${v.toldAs!.filter((s) => s.startsWith("$") && s !== "$cheapest" && s !== "$dearest").join(" ")}`);
}

describe("the Portuguese grammar's picks by day across turns", () => {
  it("tells the earliest and the latest of records listed each with a day", () => {
    expect(told("três entregas marcadas: a estante, EN-501, chega quinta; o sofá, EN-502, chega terça; a cama, EN-503, chega sábado")).to.deep.equal([`EN-502 ${DAY_PICKS.earliest}`, `EN-503 ${DAY_PICKS.latest}`]);
  });
  it("tells none where two records share the first day", () => {
    expect(told("duas entregas: EN-501 chega terça; EN-502 chega terça")).to.deep.equal([]);
  });
  it("reads a later turn's pick by the day a thing comes first or last, whatever the verb", () => {
    expect(readTurn("cancela a entrega que chega primeiro", { now }).picks).to.equal(DAY_PICKS.earliest);
    expect(readTurn("manda email pro cliente que recebe mais cedo", { now }).picks).to.equal(DAY_PICKS.earliest);
    expect(readTurn("reembolsa o aluguer que termina mais tarde", { now }).picks).to.equal(DAY_PICKS.latest);
    expect(readTurn("avisa a hóspede que sai por último", { now }).picks).to.equal(DAY_PICKS.latest);
  });
  it("reads no pick in a message's clause", () => {
    expect(readTurn("diz-lhe que ligo mais tarde", { now }).picks).to.equal(undefined);
  });
});
