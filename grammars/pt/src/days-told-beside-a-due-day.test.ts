import { expect } from "chai";
import { daysTold } from "./days.test.kit.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The days a turn gives, and whether each is told as its story. */
const days = (text: string) => daysTold(text, now);

describe("the Portuguese grammar's days told of another thing beside a due day", () => {
  it("tells another thing's day as the story's where the turn names the due day (`o exame é dia 11, a fatura vence dia 25`)", () => {
    expect(days("cria a fatura de 90 pro C-4: o exame é dia 11 e o boleto vence dia 25")).to.deep.equal([{ value: "2026-03-11", background: true }, { value: "2026-03-25", background: false }]);
    expect(days("Fature 60 ao C-8, prazo dia 30 (a instalação foi dia 3)")).to.deep.equal([{ value: "2026-03-30", background: false }, { value: "2026-03-03", background: true }]);
  });
  it("keeps a thing's day where the turn names no due day", () => {
    expect(days("a instalação é dia 11, marca na agenda")).to.deep.equal([{ value: "2026-03-11", background: false }]);
  });
  it("reads a bill's day said with `é` as its due day, not another thing's (`a fatura é pra dia 20`)", () => {
    expect(days("a fatura é pra dia 20, o vencimento antigo era dia 10")).to.deep.include({ value: "2026-03-20", background: false });
  });
});
