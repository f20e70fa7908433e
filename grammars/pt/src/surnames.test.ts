import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The names a turn gives, each with the name a title is said with (TurnValue `surname`). */
function names(text: string): Array<[string, string | undefined]> {
  return readTurn(text, { now }).values.filter((v) => v.kind === "name").map((v) => [String(v.value), v.surname]);
}

describe("the Portuguese grammar's names said with a title", () => {
  it("marks a name of one word after a spoken title, in lower case", () => {
    expect(names("anota na ficha da dona Cida: taxa paga")).to.deep.equal([["Cida", "cida"]]);
    expect(names("o Seu Zé pediu o reembolso")).to.deep.equal([["Zé", "zé"]]);
  });
  it("marks a name after a short title with its stop", () => {
    expect(names("o Sr. João quer cancelar")).to.deep.equal([["João", "joão"]]);
  });
  it("marks the last word of a name of two words or more after a title", () => {
    expect(names("fala com a dona Cida Lopes")).to.deep.equal([["Cida Lopes", "lopes"]]);
  });
  it("leaves a name said without a title unmarked", () => {
    expect(names("anota na ficha da Cida: taxa paga")).to.deep.equal([["Cida", undefined]]);
    expect(names("fala com a Cida Lopes")).to.deep.equal([["Cida Lopes", undefined]]);
  });
  it("does not take a full title cut off by a comma as said with the name", () => {
    expect(names("ligou o senhor, Cida anotou")).to.deep.equal([["Cida", undefined]]);
  });
});
