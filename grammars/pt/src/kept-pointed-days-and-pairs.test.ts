import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function reading(text: string) {
  return readTurn(text, { now }).values;
}

function asked(text: string): string[] {
  return reading(text).filter((v) => !v.superseded).map((v) => String(v.value));
}

function apart(text: string): string[] {
  return reading(text).filter((v) => v.superseded).map((v) => String(v.value));
}

/** A sum pointed at where it was said, said first with its currency: taken back there too. */
const POINTED_WITH_CURRENCY: Array<{ text: string; apart: string; meant: string }> = [
  { text: "Reembolsa 45 € na encomenda 3310. Errata: onde se lê 45, leia-se 54.", apart: "45", meant: "54" },
  { text: "estorna R$ 80 no pedido 2210; onde eu disse 80 é 88", apart: "80", meant: "88" },
  { text: "devolve 12 euros ao cliente da 5501 — onde escrevi 12, lê-se 21", apart: "12", meant: "21" },
  { text: "fatura 300 reais ao C-10. Onde está 300 põe 350.", apart: "300", meant: "350" },
  { text: "reembolsa €15 na 7701, e onde se lê 15 leia-se 51", apart: "15", meant: "51" },
];

/** A record kept after a request asked politely or as a question, the verb in the infinitive. */
const KEPT_AFTER_POLITE: Array<{ text: string; asked: string; kept: string }> = [
  { text: "Faria o favor de cancelar a encomenda 5506? A 5560 é para manter.", asked: "5506", kept: "5560" },
  { text: "pode cancelar o pedido 4410? o 4411 fica", asked: "4410", kept: "4411" },
  { text: "consegues anular a 8120? a 8121 não", asked: "8120", kept: "8121" },
  { text: "dá pra estornar o pedido 7001? o 7002 deixa como está", asked: "7001", kept: "7002" },
  { text: "gostaria de cancelar a encomenda 3001 e preserva a 3002, obrigado", asked: "3001", kept: "3002" },
];

/** Days said in words before `do mês que vem` or `do mês passado`, as in digits. */
const DAYS_IN_WORDS: Array<{ text: string; date: string }> = [
  { text: "me lembra dia quinze do mês que vem de pagar o contador", date: "2026-04-15" },
  { text: "marca a revisão no dia vinte e três do próximo mês", date: "2026-04-23" },
  { text: "lembra-me no dia primeiro do mês seguinte", date: "2026-04-01" },
  { text: "a fatura vence dia dez do mês que vem", date: "2026-04-10" },
  { text: "anota que o cliente pagou no dia cinco do mês passado", date: "2026-02-05" },
];

/** Sums given each to a record with a copula (`os 40 são do 3301`) or after a comma with their currency (`a 7410, 22 euros`). */
const PAIRED: Array<{ text: string; pairs: Array<[number, string]> }> = [
  { text: "os 40 são do pedido 3301 e os 12 do 3302; estorna só os do 3302", pairs: [[40, "3301"], [12, "3302"]] },
  { text: "os 25 vão pro 6601 e os 30 vão pro 6602", pairs: [[25, "6601"], [30, "6602"]] },
  { text: "a da Marta é a encomenda 7410, 22 euros; a do Sr. Costa é a 7411, 58 euros. Reembolsa a do Sr. Costa.", pairs: [[22, "7410"], [58, "7411"]] },
  { text: "pedido 9101, R$ 15; pedido 9102, R$ 35: estorna o segundo", pairs: [[15, "9101"], [35, "9102"]] },
  { text: "os 18 € são da encomenda 4401 e os 9 € da 4402", pairs: [[18, "4401"], [9, "4402"]] },
];

describe("the Portuguese grammar's kept records, sums pointed at, days in words and pairs", () => {
  for (const c of POINTED_WITH_CURRENCY) {
    it(`takes back \`${c.apart}\` wherever said, with its currency or without, and asks \`${c.meant}\`: ${c.text}`, () => {
      expect(asked(c.text)).to.include(c.meant).and.not.include(c.apart);
    });
  }
  for (const c of KEPT_AFTER_POLITE) {
    it(`asks \`${c.asked}\` and sets apart \`${c.kept}\` kept after a polite request: ${c.text}`, () => {
      expect(asked(c.text)).to.include(c.asked).and.not.include(c.kept);
      expect(apart(c.text)).to.include(c.kept);
    });
  }
  it("keeps a record named in a story with no request: `o cliente queria o 8117, o 8118 não` sets nothing apart", () => {
    expect(apart("o cliente perguntou pelo 8117, o 8118 não")).to.deep.equal([]);
  });
  for (const c of DAYS_IN_WORDS) {
    it(`reads ${c.date} in: ${c.text}`, () => {
      expect(reading(c.text).filter((v) => v.kind === "date").map((v) => v.value)).to.deep.equal([c.date]);
    });
  }
  for (const c of PAIRED) {
    it(`gives each sum its record: ${c.text}`, () => {
      const got = reading(c.text).filter((v) => typeof v.value === "number" && v.of !== undefined).map((v) => [v.value, v.of]);
      expect(got).to.deep.equal(c.pairs);
    });
  }
  it("gives a sum after a comma to the record after it that the words name: `cancela o 8800, 20 € no 8801 e 30 € no 8802`", () => {
    const got = reading("cancela o 8800, 20 € no 8801 e 30 € no 8802").filter((v) => v.of !== undefined).map((v) => [v.value, v.of]);
    expect(got).to.deep.equal([[20, "8801"], [30, "8802"]]);
  });
});
