import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function left(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.superseded === true && (v.kind === "id" || v.kind === "number") && String(v.value).length >= 4).map((v) => String(v.value));
}

/** A record excepted by what was told of it (its day, its sum, whose it is, a word): that record is the one left. */
const EXCEPTED: Array<{ text: string; left: string[] }> = [
  { text: "o João fez três pedidos: o 7001 na terça, o 7002 na quarta e o 7003 na sexta. cancela tudo menos o de sexta", left: ["7003"] },
  { text: "o 7101 de 30, o 7102 de 40 e o 7103 de 50. estorna todos menos o de 50", left: ["7103"] },
  { text: "o Pedro tem o pedido 6630 e a Rita o 6631. cancela tudo exceto o da Rita", left: ["6631"] },
  { text: "temos a 3301, a cara, e a 3302, a barata. anula tudo tirando a barata", left: ["3302"] },
];

/** Where no one record is told apart by the word, nothing is left by it. */
const NOT_EXCEPTED = [
  "o 7201 na terça e o 7202 na terça também. cancela tudo menos o de terça",
  "o 7301 e o 7302. cancela tudo menos o de sexta",
];

describe("the Portuguese grammar's records excepted by what was told of them", () => {
  for (const c of EXCEPTED) {
    it(`leaves ${c.left.join(", ")} in \`${c.text}\``, () => {
      expect(left(c.text)).to.deep.equal(c.left);
    });
  }
  for (const text of NOT_EXCEPTED) {
    it(`leaves no record in \`${text}\``, () => {
      expect(left(text)).to.deep.equal([]);
    });
  }
});
