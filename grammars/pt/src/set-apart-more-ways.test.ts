import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The values a request asks for: neither taken back nor told as background. */
function asked(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => !v.superseded && !v.background).map((v) => String(v.value));
}

/** A turn, the value it sets apart (kept out, told as a fact, or taken back) and the value it asks. */
const APART: Array<{ note: string; text: string; apart: string; asked: string }> = [
  { note: "`não se toca`", text: "Anula a 4470 e a 4472, a 4471 não se toca", apart: "4471", asked: "4472" },
  { note: "`não se mexe`", text: "cancela o 5120 e o 5122; o 5121 não se mexe", apart: "5121", asked: "5122" },
  { note: "`deixa estar`", text: "Anula a 4470; quanto à 4471, deixa estar", apart: "4471", asked: "4470" },
  { note: "`deixa ficar`", text: "cancela o 6610, o 6611 deixa ficar", apart: "6611", asked: "6610" },
  { note: "`não, já saiu`", text: "cancela o 4470 e o 4471 — o 4471 não, já saiu", apart: "4471", asked: "4470" },
  { note: "`não, porque …`", text: "reembolsa a 3305 e a 3306; a 3306 não, porque foi trocada", apart: "3306", asked: "3305" },
  { note: "`segue normal` and a send joined after it", text: "cancela o pedido do notebook, o 8830; o do mouse, 8831, segue normal e manda um email pro cliente, davi@casa.example, confirmando", apart: "8831", asked: "8830" },
  { note: "`fica` and a notice joined after it", text: "cancela o 8830, o 8831 fica e avisa o cliente", apart: "8831", asked: "8830" },
  { note: "`pode seguir`", text: "cancela o pedido 4471-FM, o 4472-FM pode seguir", apart: "4472-FM", asked: "4471-FM" },
  { note: "`pode ficar como está`", text: "anula a reserva 5510, a 5511 pode ficar como está", apart: "5511", asked: "5510" },
  { note: "`devem continuar`", text: "reembolsa o 3301; o 3302 e o 3303 devem continuar.", apart: "3303", asked: "3301" },
  { note: "`, não o <description>` set against the record before", text: "cancela o bilhete geral FX-300, não o VIP FX-301, e avisa no canal", apart: "FX-301", asked: "FX-300" },
  { note: "`, não a <two words>` set against the record before", text: "reembolsa a encomenda 4471; não a do sofá 4472", apart: "4472", asked: "4471" },
  { note: "`não o <thing> de <sum>`, the thing's noun any noun", text: "fatura 700 pro cliente TAT-51, nao o sinal de 200 que ele ja pagou", apart: "200", asked: "700" },
  { note: "`e não a <thing> de <sum> €`", text: "cobra 90 € da consulta e não a caução de 40 €", apart: "40", asked: "90" },
  { note: "`não os <things> de R$ <sum>`", text: "estorna 120 no pedido 5501, não os portes de R$ 30", apart: "30", asked: "120" },
];

/** A sum and the record in brackets after it: the sum is that record's. */
const PAIRED: Array<{ text: string; sum: string; of: string }> = [
  { text: "estorna 40 (pedido 3301) e 25 (pedido 3302)", sum: "25", of: "3302" },
  { text: "Reembolsa 18 € (encomenda 4402) e 27 € (encomenda 4403).", sum: "18", of: "4402" },
  { text: "devolve 12 (no 6620) e 9 (no 6621)", sum: "9", of: "6621" },
];

describe("the Portuguese grammar's values set apart and paired in more ways", () => {
  for (const c of APART) {
    it(`sets \`${c.apart}\` apart after ${c.note}`, () => {
      const values = asked(c.text);
      expect(values, c.text).to.include(c.asked);
      expect(values, c.text).to.not.include(c.apart);
    });
  }
  for (const c of PAIRED) {
    it(`pairs \`${c.sum}\` with \`${c.of}\` in \`${c.text}\``, () => {
      const sum = readTurn(c.text, { now }).values.find((v) => String(v.value) === c.sum);
      expect(sum?.of).to.equal(c.of);
    });
  }
  it("keeps a record after `não` where the words before it join it to the request", () => {
    expect(asked("cancela o FX-300, não o reembolsa e o FX-301 também")).to.include.members(["FX-300", "FX-301"]);
  });
  it("keeps a sum after `não` and a noun where no `de` ties the sum to the noun denied (`não o cartão, 40`)", () => {
    expect(asked("estorna no pix e não o cartão, 40 no 5501")).to.include.members(["40", "5501"]);
  });
  it("keeps a record said to go on later in the request: `o 4472 pode seguir pra sexta`", () => {
    expect(asked("cancela o 4471, o 4472 pode seguir pra sexta")).to.include.members(["4471", "4472"]);
  });
  it("keeps a sum paid in brackets a fact, not a pair: `estorna 40 (o cliente pagou 120) no 3301`", () => {
    const values = readTurn("estorna 40 (o cliente pagou 120) no 3301", { now }).values;
    expect(values.find((v) => v.value === 120)?.background).to.equal(true);
    expect(asked("estorna 40 (o cliente pagou 120) no 3301")).to.include.members(["40", "3301"]);
  });
});

describe("the Portuguese grammar's records joined by `e` to a later request", () => {
  it("keeps both records asked where no word says one stays", () => {
    const values = asked("cancela o 8830 e o 8831 e manda email pro cliente");
    expect(values).to.include.members(["8830", "8831"]);
  });
});
