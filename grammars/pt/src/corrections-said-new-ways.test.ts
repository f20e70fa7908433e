import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** A turn, the value it takes back and the value it asks instead. */
const CASES: Array<{ note: string; text: string; apart: string; asked: string }> = [
  { note: "`não é essa, é a …`", text: "reembolsa 15 na encomenda 9031... não, não é essa, é a 9013", apart: "9031", asked: "9013" },
  { note: "`não é esse, é o …` entre parênteses", text: "estorna 30 no 5582 (não é esse, é o 5528)", apart: "5582", asked: "5528" },
  { note: "`não é este, é o …`", text: "cancela o pedido 7710, não é este, é o 7701", apart: "7710", asked: "7701" },
  { note: "`enganei-me, é quarta`", text: "marca com a Inês na terça... enganei-me, é quarta", apart: "2026-03-03", asked: "2026-03-04" },
  { note: "`seria quinta e não quarta`", text: "o dia certo seria quinta e não quarta: marca a revisão com a Joana", apart: "2026-03-04", asked: "2026-03-05" },
  { note: "`o dia é sexta`", text: "lembra-me da entrega na quinta; perdão, o dia é sexta", apart: "2026-03-05", asked: "2026-03-06" },
  { note: "`o mejor dicho`, a Portuguese turn slipping into Spanish", text: "Estorna 25 no pedido 3390, o mejor dicho, 35, que el cliente pagó el envío también", apart: "25", asked: "35" },
  { note: "`mejor dicho` between two records", text: "cancela o 4471, mejor dicho, o 4417", apart: "4471", asked: "4417" },
  { note: "Spanish `mejor` after the filler `bueno`", text: "Estorna 80 euros na encomenda 1945, bueno, mejor 70", apart: "80", asked: "70" },
  { note: "Spanish `perdón`", text: "reembolsa 30 no pedido 6120, perdón, 35", apart: "30", asked: "35" },
  { note: "Spanish `o sea` between two records", text: "cancela o 5512, o sea, o 5521", apart: "5512", asked: "5521" },
  { note: "`pera é` dictated without a mark", text: "estorna 38 no pedido 5520 da farmacia pera é 83", apart: "38", asked: "83" },
  { note: "`aliás` typed without a mark, after words of why", text: "reembolsa 40 no pedido 7701 que veio aberto aliás 45", apart: "40", asked: "45" },
  { note: "`espera foram` dictated without a mark, the past of `são`", text: "cobra 12 aulas a 15 € fica 180 ah não espera foram 13 aulas então 195 na fatura do C-88", apart: "180", asked: "195" },
  { note: "`pera eram` dictated without a mark", text: "devolve 52 no pedido 3310 pera eram 62", apart: "52", asked: "62" },
  // A reference's word said again with another number is a reference too: the correction reads it.
  { note: "`quer dizer` between two references of a word and a number", text: "transfere 450 para PT50003300004555698867005, referência obra 14, quer dizer, obra 41", apart: "obra 14", asked: "obra 41" },
  { note: "`ou melhor` between two references", text: "paga 80 ao fornecedor com a referência lote 7, ou melhor, lote 9", apart: "lote 7", asked: "lote 9" },
];

describe("the Portuguese grammar's corrections said in new ways", () => {
  for (const c of CASES) {
    it(`takes back the value before ${c.note}`, () => {
      const values = readTurn(c.text, { now }).values;
      const asked = values.filter((v) => !v.superseded).map((v) => String(v.value));
      expect(asked, c.text).to.include(c.asked);
      expect(asked, c.text).to.not.include(c.apart);
    });
  }
  it("reads no correction in the Spanish filler `bueno` alone: it only holds one", () => {
    const values = readTurn("cancela o 4471, bueno, o 4417 também", { now }).values;
    expect(values.filter((v) => v.superseded).map((v) => v.value)).to.deep.equal([]);
  });
  it("reads no correction in a fruit's name and the `e` that joins, typed without a mark", () => {
    const values = readTurn("manda 2 sucos de pera e 3 de laranja", { now }).values;
    expect(values.filter((v) => v.superseded).map((v) => v.value)).to.deep.equal([]);
  });
});
