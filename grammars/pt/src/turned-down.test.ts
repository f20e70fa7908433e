import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The values a request asks for: neither taken back nor told as background. */
function asked(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => !v.superseded && !v.background).map((v) => String(v.value));
}

/** A turn, the value it turns down or leaves out, and the value of that kind it asks. */
const DOWN: Array<{ note: string; text: string; apart: string; asked: string }> = [
  { note: "a day that does not suit", text: "marca a visita técnica pra sexta; na quinta não dá", apart: "2026-03-05", asked: "2026-03-06" },
  { note: "a day that does not suit, said after the request", text: "agenda pra depois de amanhã, amanhã não rola pra mim", apart: "2026-03-03", asked: "2026-03-04" },
  { note: "a day the person is away", text: "Marca a reunião para dia 18; dia 11 estou de férias.", apart: "2026-03-11", asked: "2026-03-18" },
  { note: "a phone not to be touched", text: "muda o celular do cliente C-12 pra (21) 99999-1111, o fixo (21) 3333-2222 não mexe", apart: "2133332222", asked: "21999991111" },
  { note: "a sum of a payment that came in", text: "transfere 70 pro PT50000201231234567890154, os 700 de ontem já entraram", apart: "700", asked: "70" },
  { note: "a thing's sum that stays with the shop", text: "devolve R$ 89,00 do pedido 4512, o frete de R$ 15,00 fica com a gente", apart: "15", asked: "89" },
  { note: "a sum forgotten after a `não,`", text: "reembolsa 12 e 20 na encomenda 3345. Não, esquece os 12, só os 20.", apart: "12", asked: "20" },
  { note: "a record set apart in Spanish", text: "cancela a encomenda 6671, no la 6617", apart: "6617", asked: "6671" },
  { note: "an order's total told with `deu`", text: "a compra 8850 deu 120 reais, estorna 40", apart: "120", asked: "40" },
  { note: "a day said no longer to be the one (`não mais`)", text: "posta no #agenda: consulta remarcada pra 10/3, não mais 9/3", apart: "2026-03-09", asked: "2026-03-10" },
];

/** Turns where the same words say what the request acts on or is for: nothing of the request is set apart. */
const KEPT: Array<{ text: string; asked: string }> = [
  // One value of its kind: the words tell a story the request acts on.
  { text: "o pedido 4410 não pode esperar mais, cancela", asked: "4410" },
  // `não dá pra` before an infinitive says what the request is for.
  { text: "cancela o 4410 e o 4411, não dá pra esperar mais", asked: "4411" },
  // A `não` followed by the thing it is about turns that thing down.
  { text: "cancela o 9491, não mexe no 9492", asked: "9491" },
  // `não esquece` asks to keep the sum.
  { text: "estorna 30 no pedido 2218, não esquece os 30 do frete", asked: "30" },
  // `já foi?` asks whether the sum went: a question, not a sum told as paid.
  { text: "a fatura do cliente WD-30 de 4.800 ja foi? se nao foi gera agora", asked: "4800" },
  { text: "os 250 da semana passada já entraram? se não, cobra ao C-77", asked: "250" },
];

describe("the Portuguese grammar's values turned down in their own clause", () => {
  for (const c of DOWN) {
    it(`sets \`${c.apart}\` apart: ${c.note}`, () => {
      const values = asked(c.text);
      expect(values, c.text).to.include(c.asked);
      expect(values, c.text).to.not.include(c.apart);
    });
  }
  for (const c of KEPT) {
    it(`does not take back \`${c.asked}\` in \`${c.text}\``, () => {
      expect(asked(c.text), c.text).to.include(c.asked);
    });
  }
});
