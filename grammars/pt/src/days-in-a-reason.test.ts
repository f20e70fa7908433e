import { expect } from "chai";
import { daysTold } from "./days.test.kit.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The days a turn gives, and whether each is told as its story. */
const days = (text: string) => daysTold(text, now);

describe("the Portuguese grammar's days said in the reason after the day asked for", () => {
  it("tells the day of the reason as the story's (`antes dia 16, que dia 17 é feriado`)", () => {
    expect(days("passa pro dia 16, que dia 17 é feriado")).to.deep.equal([{ value: "2026-03-16", background: false }, { value: "2026-03-17", background: true }]);
    expect(days("agenda dia 20, porque dia 19 a loja fecha")).to.deep.equal([{ value: "2026-03-20", background: false }, { value: "2026-03-19", background: true }]);
  });
  it("keeps a day where no day is asked for before the reason, or after a full stop", () => {
    expect(days("marca a revisão, que dia 17 dá")).to.deep.equal([{ value: "2026-03-17", background: false }]);
    expect(days("passa pro dia 16. que dia 17 fica livre também")).to.deep.equal([{ value: "2026-03-16", background: false }, { value: "2026-03-17", background: false }]);
  });
});
