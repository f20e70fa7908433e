import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The days the turn takes back, as values. */
function daysTakenBack(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.kind === "date" && v.superseded === true).map((v) => String(v.value));
}

describe("the Portuguese grammar's day forgotten by name (`não, esquece amanhã, pode ser depois de amanhã`)", () => {
  it("takes back the day said after a verb of forgetting, wherever the turn says it, where another day follows", () => {
    expect(daysTakenBack("marca a revisao do carro pra quinta... nao, ignora quinta, faz na sexta")).to.deep.equal(["2026-03-05", "2026-03-05"]);
    expect(daysTakenBack("lembra-me de pagar a renda amanha. esquece amanha, pode ser quarta")).to.deep.equal(["2026-03-03", "2026-03-03"]);
  });
  it("keeps a day the verb is denied before, or one no other day follows", () => {
    // `não esquece` is a reminder: the day is asked.
    expect(daysTakenBack("nao esquece amanha de ligar ao Rui, e sexta tambem")).to.deep.equal([]);
    // No other day given: nothing replaces it.
    expect(daysTakenBack("a reuniao era amanha mas esquece amanha")).to.deep.equal([]);
  });
});
