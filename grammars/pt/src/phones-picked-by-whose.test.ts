import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The phones the turn takes back, as digits. */
function phonesTakenBack(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.kind === "phone" && v.superseded === true).map((v) => String(v.value));
}

describe("the Portuguese grammar's phones told as someone's, then picked by whose (`o da mãe é 913 …, o do pai 936 …; com o da mãe`)", () => {
  it("sets apart the phones of the others where a later pick names whose one is meant", () => {
    expect(phonesTakenBack("o telefone da avo e 912 000 111, o do tio 934 222 333. poe o do tio na ficha C-4")).to.deep.equal(["912000111"]);
    expect(phonesTakenBack("o numero da madrinha e 917 555 101 e o do padrinho 926 555 202. atualiza o cliente C-9 com o da madrinha")).to.deep.equal(["926555202"]);
  });
  it("reads the person's own phone (`o meu número é …`) and a relative clause before the link (`o da minha irmã, que …, é …`), then a pick of their own (`com o meu`)", () => {
    const text = "Sou a cliente LAV-300. O meu número é 913 222 444 e o da minha irmã, que às vezes vem levantar a roupa, é 926 111 555. Atualiza a conta com o meu.";
    expect(phonesTakenBack(text)).to.deep.equal(["926111555"]);
    expect(phonesTakenBack("O meu número é 913 222 444 e o da Ana é 926 111 555. Atualiza a conta com o da Ana.")).to.deep.equal(["913222444"]);
    // No pick: both phones stay.
    expect(phonesTakenBack("O meu número é 913 222 444 e o da minha irmã, que às vezes vem cá, é 926 111 555.")).to.deep.equal([]);
  });

  it("keeps every phone where none is picked by whose, or both are", () => {
    expect(phonesTakenBack("o telefone da avo e 912 000 111, o do tio 934 222 333. atualiza a ficha C-4")).to.deep.equal([]);
    expect(phonesTakenBack("o telefone da avo e 912 000 111, o do tio 934 222 333. poe o da avo e o do tio na ficha C-4")).to.deep.equal([]);
  });
});
