import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function sent(text: string): string[] {
  return readTurn(text, { now }).sending.filter((a) => !a.negated).map((a) => a.verb);
}

describe("the Portuguese grammar's `transfer`, the airport ride, as a noun", () => {
  it("reads no send in a ride named with an article or a contraction", () => {
    expect(sent("Marca o transfer do aeroporto para sábado às 6h")).to.deep.equal([]);
    expect(sent("reserva um transfer pro hotel na sexta")).to.deep.equal([]);
    expect(sent("o horário do transfer mudou, põe um lembrete")).to.deep.equal([]);
  });
  it("still reads the verb where no article stands before it", () => {
    expect(sent("transfere 500 pra conta da Ana")).to.deep.equal(["transferir"]);
    expect(sent("transfer 500 pra conta da Ana")).to.deep.equal(["transferir"]);
  });
});
