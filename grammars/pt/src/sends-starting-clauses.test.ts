import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The act each value of a turn is said under, by its text. */
function actsOfValues(text: string): Array<[string, string | undefined]> {
  return readTurn(text, { now }).values.map((v) => [v.text, v.act]);
}

describe("the Portuguese grammar's sends said in other words, each a clause of its own", () => {
  it("reads a send no act verb names as the act of the clause it opens (`e dê-lhe um toque no …`)", () => {
    const text = "Marque na agenda 'entrega Sofia' para dia 20 e dê-lhe um toque no 933 444 555.";
    expect(readTurn(text, { now }).acts).to.deep.equal(["book", "send"]);
    expect(actsOfValues(text)).to.deep.include.members([["'entrega Sofia'", "book"], ["933 444 555", "send"]]);
  });
  it("adds no send where the send is negated", () => {
    expect(readTurn("Marque na agenda 'entrega Sofia' para dia 20 e não lhe dê um toque", { now }).acts ?? []).to.not.include("send");
  });
  it("reads no send in the letters of a code (`pro cliente CC-18`), and still reads `cc` said as a word", () => {
    expect(readTurn("gera a fatura de 90 pro cliente CC-7", { now }).sending).to.deep.equal([]);
    expect(readTurn("cc o Paulo no email do pedido 5521", { now }).sending?.map((s) => s.verb)).to.deep.equal(["cc"]);
  });

  it("adds no send that does not open a clause", () => {
    expect(readTurn("marca a visita dia 20 pra ela dar um toque", { now }).acts ?? []).to.not.include("send");
  });
});
