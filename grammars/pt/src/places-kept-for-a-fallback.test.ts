import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The places the turn keeps, and the ones it sets apart. */
function places(text: string): { kept: string[]; apart: string[] } {
  const values = readTurn(text, { now }).values.filter((v) => v.kind === "email" || v.kind === "phone");
  return { kept: values.filter((v) => v.superseded !== true).map((v) => String(v.value)), apart: values.filter((v) => v.superseded === true).map((v) => String(v.value)) };
}

describe("the Portuguese grammar's places kept for the case the person sent to does not answer", () => {
  it("sets apart a place whose sentence goes on to keep it for that case", () => {
    expect(places("Manda o recibo ao Luís, luis.m@obra.example. O da mulher dele, ines.m@obra.example, fica só caso ele não responda.")).to.deep.equal({ kept: ["luis.m@obra.example"], apart: ["ines.m@obra.example"] });
  });
  it("sets apart a place said after the condition, and keeps the one before it", () => {
    expect(places("liga-lhe para o 912 300 400 e, se ele não atender, para o fixo 218 000 111")).to.deep.equal({ kept: ["912300400"], apart: ["218000111"] });
  });
  it("keeps the one place of a turn whose condition is about the send itself", () => {
    expect(places("avisa a Ana, ana@loja.example, se ela não responder até sexta")).to.deep.equal({ kept: ["ana@loja.example"], apart: [] });
  });
  it("keeps two places where the condition is about something else", () => {
    expect(places("manda à Rita, rita@loja.example, e ao Nuno, nuno@loja.example, se o pedido não chegar amanhã")).to.deep.equal({ kept: ["rita@loja.example", "nuno@loja.example"], apart: [] });
  });
  it("reads the condition past a title's stop, which ends no sentence", () => {
    expect(places("liga à D. Ana para o 913 000 222 e, caso a D. Ana não atenda, para o 912 000 111")).to.deep.equal({ kept: ["913000222"], apart: ["912000111"] });
  });
});
