import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function asked(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => !v.superseded).map((v) => String(v.value));
}

/** A record said with its suffix after a space: the value read whole, and the number alone never asked. */
const SUFFIXED: Array<{ text: string; whole: string; bare: string }> = [
  { text: "cancela o pedido 7781 BX, o cliente desistiu", whole: "7781 BX", bare: "7781" },
  { text: "reembolsa 12,50 na 4432 AB e avisa a cliente", whole: "4432 AB", bare: "4432" },
  { text: "Estorna 30 na encomenda 5520 PT, por favor", whole: "5520 PT", bare: "5520" },
  { text: "anula a fatura 2026 XYZ.", whole: "2026 XYZ", bare: "2026" },
  { text: "pode cancelar o 91002 RJ? obrigado", whole: "91002 RJ", bare: "91002" },
];

/** Capitals after a number that are no suffix: a currency, a word, a channel of sending. */
const NOT_SUFFIXED: Array<{ text: string; value: string }> = [
  { text: "transfere 1500 EUR para a conta da Ana", value: "1500" },
  { text: "reembolsa 120 BRL no pedido 4410", value: "4410" },
  { text: "cancela o pedido 4410 E avisa a cliente", value: "4410" },
  { text: "cancela o pedido 4410 SMS enviado ontem", value: "4410" },
];

/** A value taken back by `ou melhor dizendo` and its kin, and the value meant. */
const BETTER_SAID: Array<{ text: string; apart: string; meant: string }> = [
  { text: "o valor é 45, ou melhor dizendo, 54", apart: "45", meant: "54" },
  { text: "cancela o 4471, ou melhor dizendo, o 4417", apart: "4471", meant: "4417" },
  { text: "estorna 30 ou melhor falando 35 na 6610", apart: "30", meant: "35" },
  { text: "reembolsa 80 — ou, melhor dizendo, 85 — na encomenda 7012", apart: "80", meant: "85" },
  { text: "Devolve 12, ou antes dizendo, 21 ao cliente", apart: "12", meant: "21" },
];

describe("the Portuguese grammar's spaced suffixes and values better said", () => {
  for (const c of SUFFIXED) {
    it(`reads \`${c.whole}\` whole, never \`${c.bare}\` alone`, () => {
      const values = asked(c.text);
      expect(values, c.text).to.include(c.whole);
      expect(values, c.text).to.not.include(c.bare);
    });
  }
  for (const c of NOT_SUFFIXED) {
    it(`keeps \`${c.value}\` alone in \`${c.text}\``, () => {
      expect(asked(c.text), c.text).to.include(c.value);
    });
  }
  for (const c of BETTER_SAID) {
    it(`takes back \`${c.apart}\` for \`${c.meant}\` in \`${c.text}\``, () => {
      const values = asked(c.text);
      expect(values, c.text).to.include(c.meant);
      expect(values, c.text).to.not.include(c.apart);
    });
  }
});
