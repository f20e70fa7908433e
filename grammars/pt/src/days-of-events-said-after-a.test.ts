import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function dates(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.kind === "date").map((v) => `${v.value}${v.superseded ? " (apart)" : ""}`);
}

function numbers(text: string): number[] {
  return readTurn(text, { now }).values.filter((v) => v.kind === "number").map((v) => Number(v.value));
}

describe("the Portuguese grammar's days of events said after `a`", () => {
  it("reads `a sessão é a 25` as a day of the month of the date the turn names", () => {
    expect(dates("a consulta é dia 18; a sessão é a 25")).to.deep.equal(["2026-03-18", "2026-03-25"]);
    expect(dates("a reunião fica para a 9, não dia 4")).to.deep.equal(["2026-03-09", "2026-03-04 (apart)"]);
  });
  it("reads a price after a thing sold, a number before a unit, or a turn with no date as no day", () => {
    expect(numbers("o quarto é a 25. reserva para dia 4")).to.deep.equal([25]);
    expect(dates("a sessão é a 25")).to.deep.equal([]);
    expect(dates("dia 18 é a consulta; a sessão é a 25 minutos")).to.deep.equal(["2026-03-18"]);
  });
  it("sets apart a day named as another event's where the turn gives the event asked its own day", () => {
    expect(dates("marca a sessão para dia 18... não, dia 18 é a consulta; a sessão é a 25")).to.deep.equal(["2026-03-18 (apart)", "2026-03-18 (apart)", "2026-03-25"]);
    expect(dates("dia 18 é a sessão; a sessão é a 25")).to.deep.equal(["2026-03-18", "2026-03-25"]);
  });
});
