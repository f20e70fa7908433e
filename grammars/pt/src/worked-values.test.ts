import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

interface Case {
  note: string;
  text: string;
  /** Values the turn asks, as `kind:value`. */
  asked: string[];
  /** Values the turn says and takes back. */
  apart?: string[];
}

const CASES: Case[] = [
  { note: "a diferença de duas somas", text: "cobrei 120 no pedido 4471 mas o certo era 95, devolve a diferença", asked: ["number:25", "id:4471"], apart: ["number:120", "number:95"] },
  { note: "a diferença, com a moeda", text: "Foi cobrado 35 € em vez de 30 € na encomenda 4410. Pode devolver a diferença?", asked: ["amount:5", "id:4410"], apart: ["amount:35", "amount:30"] },
  { note: "a diferença dita: lida como está", text: "cobrei 90 e era 70; devolve a diferença de 20", asked: ["number:20"] },
  { note: "a diferença sem duas somas: nada a calcular", text: "devolve a diferença no pedido 3001", asked: ["id:3001"] },
  { note: "o final do telefone, e o negado", text: "atualiza o telefone do C-210 para 11 98123-4574, opa, o final é 47, não 74", asked: ["phone:11981234547"], apart: ["phone:11981234574"] },
  { note: "os últimos dígitos trocados", text: "atualiza o cel do C-3 pra 11 91234-5678; erro meu, os dois últimos são 87", asked: ["phone:11912345687"], apart: ["phone:11912345678"] },
  { note: "um final que não é do telefone: lido como está", text: "atualiza o telefone do C-4 para 11 95555-0404, o valor final é 40", asked: ["phone:11955550404"] },
  { note: "um final negado que não é o do telefone: lido como está", text: "o telefone do C-5 é 11 95555-0404, o final é 47 e não 74", asked: ["phone:11955550404"] },
  { note: "escolhido por um adjetivo", text: "a 7001 é a vermelha e a 7002 é a azul; cancela a azul", asked: ["number:7002"], apart: ["number:7001"] },
  { note: "escolhido pela idade", text: "tenho o 5120 de ontem e o 5133 de hoje. cancela o mais recente", asked: ["number:5133"], apart: ["number:5120"] },
  { note: "um nome depois de avisar não escolhe", text: "o 6601 é da Maria e o 6602 do João. cancela os dois e avisa a maria", asked: ["number:6601", "number:6602"] },
  { note: "o dia corrigido sozinho", text: "emite uma fatura de 1200 ao C-50 com vencimento a 20 de março, ou antes, a 25", asked: ["number:1200", "date:2026-03-25"], apart: ["date:2026-03-20"] },
  { note: "o dia corrigido sozinho depois de um ponto e `retifico`", text: "Marca a reunião com a Joana a 22 de março. Retifico: 23.", asked: ["date:2026-03-23"], apart: ["date:2026-03-22"] },
  { note: "o dia corrigido sozinho depois de `ops`", text: "agenda a visita pro dia 12, ops, 13", asked: ["date:2026-03-13"], apart: ["date:2026-03-12"] },
  { note: "o dia da semana corrigido sozinho depois de duas palavras de correção", text: "agenda a consulta do Rui pra terça, não, espera, quarta, terça ele trabalha", asked: ["date:2026-03-04"], apart: ["date:2026-03-03"] },
  { note: "o dia da semana corrigido depois de `ou melhor`", text: "marca a revisão para dia 10, ou melhor, sexta", asked: ["date:2026-03-06"], apart: ["date:2026-03-10"] },
  { note: "um ordinal depois de uma correção e de um artigo não é um dia", text: "agenda pra quinta, não, a segunda via primeiro", asked: ["date:2026-03-05"] },
  { note: "o todo dito antes e de novo na parte", text: "O condomínio CD-7 deve 900 € de quotas. Cobra-lhe 400 dos 900 agora e o resto em maio.", asked: ["number:400", "id:CD-7"], apart: ["amount:900", "number:900"] },
  { note: "o preço antigo, mudado por um verbo antes de `pra`", text: "a mensalidade da Sofia era 60 e passa pra 75 em abril; fatura o mês da cliente MS-2", asked: ["number:75"], apart: ["number:60"] },
  { note: "o preço antigo, subido `para` outro", text: "o kit era 40, subiu para 45. lança 45 no pedido 3321", asked: ["number:45"], apart: ["number:40"] },
  { note: "a diferença dita depois de `de volta,`: as duas somas ficam de fora", text: "o cliente pagou 60 no plano básico, mudou pro de 85 e pagou a diferença, mas quer a diferença de volta, 25 reais, no pedido 7710", asked: ["amount:25"], apart: ["number:60", "number:85"] },
  { note: "o todo de uma coisa, uma parte pedida e `o resto` para depois", text: "Da conta de 800 € da gráfica, transfere hoje 350 para o IBAN PT50 0002 0123 1234 5678 9015 4 e o resto em abril.", asked: ["number:350"], apart: ["amount:800"] },
  { note: "`o resto` sem um todo maior antes: nada de fora", text: "transfere 350 da conta de 200 hoje e o resto em abril", asked: ["number:350", "number:200"] },
  { note: "um número que conta coisas depois da correção não é um dia", text: "marca para dia 10, quer dizer, 12 pessoas", asked: ["date:2026-03-10", "number:12"] },
];

describe("the Portuguese grammar's values worked out of told ones", () => {
  for (const c of CASES) {
    it(`reads ${c.note}`, () => {
      const r = readTurn(c.text, { now });
      const asked = r.values.filter((v) => !v.superseded).map((v) => `${v.kind}:${v.value}`);
      const apart = r.values.filter((v) => v.superseded).map((v) => `${v.kind}:${v.value}`);
      for (const a of c.asked) expect(asked, `${c.text}: ${a} asked`).to.include(a);
      for (const a of c.apart ?? []) {
        expect(apart, `${c.text}: ${a} set apart`).to.include(a);
        expect(asked, `${c.text}: ${a} not asked`).to.not.include(a);
      }
    });
  }
});
