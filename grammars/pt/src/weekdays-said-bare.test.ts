import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function dates(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.kind === "date").map((v) => `${v.value}${v.superseded ? " (apart)" : ""}`);
}

describe("the Portuguese grammar's weekdays said bare", () => {
  it("reads a weekday that ends its clause after a word that is no article", () => {
    expect(dates("agora so me lembra de cobrar o conserto da torneira sexta")).to.deep.equal(["2026-03-06"]);
    expect(dates("põe um lembrete para pagar a renda quinta. obrigado")).to.deep.equal(["2026-03-05"]);
  });
  it("reads weekdays joined by `e` as days", () => {
    expect(dates("a enfermeira vem terça e quinta")).to.deep.equal(["2026-03-03", "2026-03-05"]);
  });
  it("reads no day in an ordinal: after an article, before what it counts, or beside a comma alone", () => {
    expect(dates("cancela a segunda.")).to.deep.equal([]);
    expect(dates("o vinho da quinta")).to.deep.equal([]);
    expect(dates("paga a segunda e terça parcela")).to.deep.equal([]);
    expect(dates("Desculpa, é quinta, quarta o veterinário não está.")).to.deep.equal(["2026-03-05"]);
  });
});

describe("the Portuguese grammar's days picked from a list", () => {
  it("sets apart the days of a list that the request does not name again", () => {
    expect(dates("a enfermeira vem terça e quinta, marca a visita de quinta")).to.deep.equal(["2026-03-03 (apart)", "2026-03-05", "2026-03-05"]);
    // Each day of the list said with its day of the month, the sentence ended by a stop after the last.
    expect(dates("duas noites, sábado dia 7 e domingo dia 8. marca o check-in para sábado")).to.deep.equal(["2026-03-07", "2026-03-08 (apart)", "2026-03-07"]);
    expect(dates("temos aulas na segunda, na quarta e na sexta; põe o lembrete na quarta")).to.deep.equal(["2026-03-09 (apart)", "2026-03-04", "2026-03-06 (apart)", "2026-03-04"]);
  });
  it("picks a day of the list said with its weekday and day of the month by the weekday said again alone", () => {
    expect(dates("tenho duas aulas: a de terça dia 10 e a de sexta dia 13. marca a aula experimental na de terça")).to.deep.equal(["2026-03-10", "2026-03-13 (apart)", "2026-03-03"]);
    expect(dates("há duas visitas, quinta dia 12 e sábado dia 14; confirma a de sábado")).to.deep.equal(["2026-03-12 (apart)", "2026-03-14", "2026-03-07"]);
  });
  it("sets none apart where the weekday said again names no one day of the list", () => {
    expect(dates("a de terça dia 10 e a de terça dia 17: marca a de terça")).to.not.include.members(["2026-03-10 (apart)", "2026-03-17 (apart)"]);
  });
  it("sets none apart where the list is not named again, or two of its days are", () => {
    expect(dates("a enfermeira vem terça e quinta, marca as duas visitas")).to.deep.equal(["2026-03-03", "2026-03-05"]);
    expect(dates("vem na terça e na quinta: marca terça às 9h e quinta às 10h")).to.not.include.members(["2026-03-03 (apart)", "2026-03-05 (apart)"]);
  });
});
