import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function days(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.kind === "date").map((v) => String(v.value));
}

describe("Portuguese reading: a bare weekday that closes what a meeting is", () => {
  it("reads the weekday after the meeting's words in its clause: `marca reunião com o fornecedor sexta`, `agenda a visita do técnico quinta`", () => {
    expect(days("marca reunião com o fornecedor sexta e manda convite")).to.deep.equal(["2026-03-06"]);
    expect(days("agenda a visita do técnico quinta")).to.deep.equal(["2026-03-05"]);
    expect(days("consegue marcar o dentista terça?")).to.deep.equal(["2026-03-03"]);
    // Today is Monday: a bare `segunda` is the next one.
    expect(days("remarca o almoço com a Bia segunda")).to.deep.equal(["2026-03-09"]);
  });
  it("leaves an ordinal (`a sexta parcela`, `segunda via`), a weekday after a clause break, and one with no meeting before it", () => {
    expect(days("marca a reunião da segunda parcela")).to.deep.equal([]);
    expect(days("agenda com o Rui a sexta parcela")).to.deep.equal([]);
    expect(days("marca reunião com o banco, segunda via do boleto")).to.deep.equal([]);
    expect(days("marca reunião com a Ana, quinta não dá")).to.deep.equal([]);
    expect(days("o cliente pagou a quinta prestação")).to.deep.equal([]);
  });
});
