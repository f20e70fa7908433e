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

describe("the Portuguese grammar's day named by what it is, then its number (`no dia novo, 21`)", () => {
  it("reads the number after `dia` and the word for that day as the next such day", () => {
    expect(dates("marca a revisão no dia combinado, 17")).to.deep.equal(["2026-03-17"]);
    expect(dates("o dia certo é 9, avisa a equipa")).to.deep.equal(["2026-03-09"]);
    expect(dates("o dia novo são 3 semanas")).to.deep.equal([]);
  });
});

describe("the Portuguese grammar's days of events said after `a`", () => {
  it("reads `a sessão é a 25` as a day of the month of the date the turn names", () => {
    expect(dates("a consulta é dia 18; a sessão é a 25")).to.deep.equal(["2026-03-18", "2026-03-25"]);
    expect(dates("a reunião fica para a 9, não dia 4")).to.deep.equal(["2026-03-09", "2026-03-04 (apart)"]);
  });
  it("reads the next day of that number from the clock where the turn names no date, past or to come", () => {
    expect(dates("a sessão é a 25")).to.deep.equal(["2026-03-25"]);
    expect(dates("a reunião foi a 14, mas ninguém veio")).to.deep.equal(["2026-03-14"]);
    // Past the clock's day of the month: the next month's.
    expect(dates("a visita fica para a 1, e a equipa confirma")).to.deep.equal(["2026-04-01"]);
  });
  it("reads the day after `para` or `pra` with no `a` before it, as the pattern does", () => {
    expect(dates("a entrega de 5 de abril não dá; a entrega passa para 9")).to.deep.equal(["2026-04-05", "2026-04-09"]);
    expect(dates("a aula passou pra 12")).to.deep.equal(["2026-03-12"]);
  });
  it("reads a price after a thing sold, or a number before a unit, as no day", () => {
    expect(numbers("o quarto é a 25. reserva para dia 4")).to.deep.equal([25]);
    expect(numbers("o quarto é a 25")).to.deep.equal([25]);
    expect(dates("dia 18 é a consulta; a sessão é a 25 minutos")).to.deep.equal(["2026-03-18"]);
    expect(dates("o jogo é a 12 euros por pessoa")).to.deep.equal([]);
  });
  it("sets apart a day named as another event's where the turn gives the event asked its own day", () => {
    expect(dates("marca a sessão para dia 18... não, dia 18 é a consulta; a sessão é a 25")).to.deep.equal(["2026-03-18 (apart)", "2026-03-18 (apart)", "2026-03-25"]);
    expect(dates("dia 18 é a sessão; a sessão é a 25")).to.deep.equal(["2026-03-18", "2026-03-25"]);
  });
});
