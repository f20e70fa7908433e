import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The values a request asks for: neither taken back nor told as background. */
function asked(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => !v.superseded && !v.background).map((v) => String(v.value));
}

/** A turn, the value it says needs nothing, and the value of that kind it asks. */
const STAYS: Array<{ note: string; text: string; apart: string; asked: string }> = [
  { note: "the rest of a sum kept for something else, three digits and no unit", text: "transfere 1.200 euros para a conta PT50000201231234567890154; os outros 800 ficam para a escritura", apart: "800", asked: "1200" },
  { note: "the rest of a sum kept for later", text: "paga 45 agora, os outros 30 ficam pra próxima", apart: "30", asked: "45" },
  { note: "a record said right", text: "reembolsa 30 à encomenda 5510/A, a 5510/B está correta", apart: "5510/B", asked: "5510/A" },
  { note: "a record said right, pt-BR", text: "cancela o pedido 6620-X; o 6620-Y já tá ok.", apart: "6620-Y", asked: "6620-X" },
  { note: "a thing's sum said to stay", text: "devolve 35,40 no pedido 8812, a taxa de 4,60 fica de fora", apart: "4.6", asked: "35.4" },
  { note: "a day said full", text: "marca a revisão pro dia quinze, o dia doze está cheio", apart: "2026-03-12", asked: "2026-03-15" },
  { note: "a record said to stay as it is", text: "troca o email do cliente C-31 pra novo@loja.example; o C-32 fica como está", apart: "C-32", asked: "C-31" },
  { note: "a phone said to stay beside a new one, with its record", text: "atualiza o celular da Lia (cliente LI-2): o novo é (21) 97777-1234. o do Beto (LI-3) continua (21) 96666-4321.", apart: "21966664321", asked: "21977771234" },
  { note: "the record of a phone said to stay", text: "atualiza o celular da Lia (cliente LI-2): o novo é (21) 97777-1234. o do Beto (LI-3) continua (21) 96666-4321.", apart: "LI-3", asked: "LI-2" },
  { note: "a phone said to stay `como está`", text: "muda o telemóvel do Rui para 912 345 678; o da Ana fica como está, 913 000 111", apart: "913000111", asked: "912345678" },
  { note: "a record said in apposition to whose it is, then to stay", text: "a morada nova da Eva, cliente E-4, é Rua Alta 12; a do Tomás, E-5, continua igual", apart: "E-5", asked: "E-4" },
];

/** Turns where the same words tell a story the request acts on: one value of its kind, nothing set apart. */
const KEPT: Array<{ text: string; asked: string }> = [
  { text: "o pedido 2291 tá certo, estorna 60 nele", asked: "2291" },
  { text: "o dia doze tá lotado? se não, marca a revisão", asked: "2026-03-12" },
  // A record said right before any other is named opens the story: `o segundo pedido 8143` is read on from it.
  { text: "o 8142 está certo, o segundo pedido 8143 é que se cancela", asked: "8142" },
  { text: "o cliente C-40 continua igual? se sim, atualiza o email dele", asked: "C-40" },
];

describe("the Portuguese grammar's values said to need nothing", () => {
  for (const c of STAYS) {
    it(`sets \`${c.apart}\` apart: ${c.note}`, () => {
      const values = asked(c.text);
      expect(values, c.text).to.include(c.asked);
      expect(values, c.text).to.not.include(c.apart);
    });
  }
  for (const c of KEPT) {
    it(`does not take back \`${c.asked}\`, the only one of its kind, in \`${c.text}\``, () => {
      const value = readTurn(c.text, { now }).values.find((v) => String(v.value) === c.asked);
      expect(value, c.text).to.not.equal(undefined);
      expect(value!.superseded, c.text).to.not.equal(true);
    });
  }
});
