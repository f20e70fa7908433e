import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The days the turn takes back, as values. */
function daysTakenBack(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.kind === "date" && v.superseded === true).map((v) => String(v.value));
}

describe("the Portuguese grammar's day told of a thing set aside (`a reunião de pais não, essa é na sexta`)", () => {
  it("sets apart the day a pronoun tells of the thing denied just before it", () => {
    expect(daysTakenBack("marca a consulta do Leo pra terca, a vacina nao, essa fica pra quinta")).to.deep.equal(["2026-03-05"]);
    expect(daysTakenBack("lembra-me amanha de pagar a luz, a agua nao, essa e na sexta")).to.deep.equal(["2026-03-06"]);
  });
  it("keeps a day after a `não` that corrects rather than sets a thing aside", () => {
    // `não` right after a mark: the day after it is the correction, the one asked for.
    expect(daysTakenBack("marca pra quinta... nao, essa e na sexta")).to.not.include("2026-03-06");
    // No pronoun pointing back: the day is not told of the thing denied.
    expect(daysTakenBack("lembra-me amanha de pagar a luz, a agua nao, e marca sexta a revisao")).to.deep.equal([]);
  });
});
