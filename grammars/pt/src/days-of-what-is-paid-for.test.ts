import { expect } from "chai";
import { daysTold } from "./days.test.kit.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The days a turn gives, and whether each is told as its story. */
const days = (text: string) => daysTold(text, now);

describe("the Portuguese grammar's days of the thing a request is paid for", () => {
  it("tells the day of what is charged for as the story's (`cobra 30 pela aula de terça`)", () => {
    expect(days("cobra 30 do cliente C-9 pela aula de terça")).to.deep.equal([{ value: "2026-03-03", background: true }]);
    expect(days("emite a fatura de 80 pro C-12 pela limpeza de sexta")).to.deep.equal([{ value: "2026-03-06", background: true }]);
  });
  it("keeps a due day said beside it", () => {
    expect(days("fatura 40 pro C-9 pela aula de terça, vence dia 10")).to.deep.equal([{ value: "2026-03-03", background: true }, { value: "2026-03-10", background: false }]);
  });
  it("keeps a part of the day, which says when (`pela manhã de sábado`)", () => {
    expect(days("marca a reunião pela manhã de sábado")).to.deep.equal([{ value: "2026-03-07", background: false }]);
  });
});
