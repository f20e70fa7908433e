import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The places the turn keeps, and the ones it sets apart. */
function places(text: string): { kept: string[]; apart: string[] } {
  const values = readTurn(text, { now }).values.filter((v) => v.kind === "email" || v.kind === "phone");
  return { kept: values.filter((v) => v.superseded !== true).map((v) => String(v.value)), apart: values.filter((v) => v.superseded === true).map((v) => String(v.value)) };
}

describe("the Portuguese grammar's places turned down where they stand", () => {
  it("sets apart a place whose own clause closes with não, bracketed or not", () => {
    expect(places("envia a fatura à sócia, marta.s@loja.example, o contabilista (conta@loja.example) não")).to.deep.equal({ kept: ["marta.s@loja.example"], apart: ["conta@loja.example"] });
    expect(places("avisa por sms a Joana, 912 345 678, o irmão, 913 000 111, não precisa.")).to.deep.equal({ kept: ["912345678"], apart: ["913000111"] });
  });
  it("keeps a place where the não goes on to deny other words", () => {
    expect(places("marca com a Joana, joana@loja.example, não com o irmão")).to.deep.equal({ kept: ["joana@loja.example"], apart: [] });
  });
});
