import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function read(text: string) {
  return readTurn(text, { now }).values;
}

/** The values a turn still asks for, as written, in order. */
function asked(text: string): string[] {
  return read(text).filter((v) => !v.superseded).map((v) => String(v.value));
}

/** The values a turn sets apart. */
function apart(text: string): string[] {
  return read(text).filter((v) => v.superseded).map((v) => String(v.value));
}

/** A value changed, struck out, told wrong, pointed away from, planned then changed: the one set apart and the one meant. */
const TAKEN_BACK: Array<{ text: string; apart: string; meant: string }> = [
  { text: "no estorno do pedido 3815 muda o 62 pra 26", apart: "62", meant: "26" },
  { text: "troca o pedido 4410 pro 4401 no cancelamento", apart: "4410", meant: "4401" },
  { text: "na fatura do C-220 tira o 480 e coloca 840", apart: "480", meant: "840" },
  { text: "no estorno do pedido 2608 risca o 45 e põe 54", apart: "45", meant: "54" },
  { text: "cria a fatura do C-61 de 700 → 770", apart: "700", meant: "770" },
  { text: "Reembolsa 18 € na encomenda 7731; os 81 que te passei estavam trocados.", apart: "81", meant: "18" },
  { text: "cancela o 6204; o 6240 que te mandei era de outro cliente", apart: "6240", meant: "6204" },
  { text: "anula a 3317, essa não, a 3371", apart: "3317", meant: "3371" },
  { text: "Reembolsa 45 na encomenda 2090 — peço desculpa — 54, com os portes.", apart: "45", meant: "54" },
  { text: "na 9340 a gente tinha combinado 40 de estorno, mas o gerente autorizou 60", apart: "40", meant: "60" },
  { text: "eu ia devolver 15 no pedido 5502, mas vamos de 18", apart: "15", meant: "18" },
  { text: "na 6620 seriam 20, só que agora são 25", apart: "20", meant: "25" },
];

/** Turns whose words look alike but take nothing back: every value stays asked. */
const KEPT: Array<{ text: string; values: string[] }> = [
  // `passa` is no change of a value named after it, and 40 is not written like 4410.
  { text: "passa 40 pro 4410", values: ["40", "4410"] },
  { text: "muda o 45 para o 4410", values: ["45", "4410"] },
  // A record said to be another customer's with no other record beside it tells a story.
  { text: "o 5521 era de outro cliente, mas agora é nosso; cancela ele", values: ["5521"] },
  // A sum planned and then kept.
  { text: "tinha combinado 20 na 6620 e vamos manter, reembolsa", values: ["20", "6620"] },
  // `esse não` with no value of its kind after it.
  { text: "cancela o pedido 4410. esse não volta mais pro estoque", values: ["4410"] },
];

describe("the Portuguese grammar's values changed by name, told wrong or planned otherwise", () => {
  for (const c of TAKEN_BACK) {
    it(`sets \`${c.apart}\` apart and asks \`${c.meant}\` in ${JSON.stringify(c.text)}`, () => {
      expect(apart(c.text)).to.include(c.apart);
      expect(asked(c.text)).to.include(c.meant);
      expect(asked(c.text)).to.not.include(c.apart);
    });
  }
  for (const c of KEPT) {
    it(`keeps every value of ${JSON.stringify(c.text)}`, () => {
      expect(asked(c.text)).to.include.members(c.values);
      expect(apart(c.text)).to.deep.equal([]);
    });
  }

  it("gives each act its values where a remark after the acts says `do mesmo cliente`", () => {
    const values = read("cancela o 8801 e devolve 40 no 8802, são do mesmo cliente");
    expect(values.map((v) => [String(v.value), v.act])).to.deep.equal([["8801", "cancel"], ["40", "refund"], ["8802", "refund"]]);
  });

  it("gives each act its values where a lead before a colon counts the requests (`Duas coisas: cancela … e devolve …`)", () => {
    const values = read("Duas coisas das mudanças: cancela a encomenda MUD-12 (a do sofá) e devolve 75 € na MUD-13 (a do frigorífico).");
    expect(values.filter((v) => v.background !== true).map((v) => [String(v.value), v.act])).to.deep.equal([["MUD-12", "cancel"], ["75", "refund"], ["MUD-13", "refund"]]);
    // A value in the story before the first act, with no words that turn it into a request, still keeps the acts unmarked.
    expect(read("o 8801 chegou e cancela o 8802 e devolve 40 no 8803").every((v) => v.act === undefined)).to.equal(true);
  });

  it("still reads `nele` in the act's own clause as pointing back at the record before", () => {
    const values = read("cancela o 4410 e estorna 35 nele");
    // The two clauses are read as one: no value is tied to an act.
    expect(values.every((v) => v.act === undefined)).to.equal(true);
  });

  it("pairs each sum with its record after `referente ao` and before `é de`", () => {
    expect(read("estorna R$ 35 referente ao pedido 1180 e R$ 53 referente ao pedido 1181").filter((v) => v.of !== undefined).map((v) => [String(v.value), v.of])).to.deep.equal([["35", "1180"], ["53", "1181"]]);
    const of = read("O reembolso da 4050 é de 12 € e o da 4051 é de 21 €.").filter((v) => v.of !== undefined).map((v) => [String(v.value), v.of]);
    expect(of).to.deep.equal([["12", "4050"], ["21", "4051"]]);
  });
});
