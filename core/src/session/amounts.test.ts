// Sums of money a text writes beside a currency, in any language.
import { expect } from "chai";
import { centsKeys, figuresWritten, moneyKeys, sumCurrencies, sumsWritten } from "./amounts.js";

describe("sums a text writes with their currency", () => {
  const cases: Array<{ note: string; text: string; want: string[] }> = [
    { note: "a Dutch sum with a decimal comma", text: "LET OP: gecorrigeerd bedrag 164,00 EUR.", want: ["n:164"] },
    { note: "a sign before a grouped sum", text: "Total € 1.250,50 incl. MwSt.", want: ["n:1250.5"] },
    { note: "a code before the sum", text: "Betrag: CHF 80.50, fällig am 1.12.", want: ["n:80.5"] },
    { note: "a sum in words of the currency", text: "group deposits are 140 euros per table", want: ["n:140"] },
    { note: "Swiss thousands", text: "Kaution 1'200 CHF", want: ["n:1200"] },
    { note: "two sums", text: "312,40 EUR plus 95,00 EUR = 407,40 EUR", want: ["n:312.4", "n:95", "n:407.4"] },
    { note: "no sum in a number with no currency", text: "Fatura FT 2026/1187, 15 dias úteis, room 3 250 guests", want: [] },
    { note: "no sum in a word that begins like a currency", text: "Europe 2026 and 12 eurostars", want: [] },
    { note: "thousands grouped by a space, with cents after a comma (and the last group alone)", text: "Rectificatif : soit 1 140,00 EUR TTC à payer.", want: ["n:140", "n:1140"] },
    { note: "thousands grouped by a no-break and a narrow space", text: "Total 12\u00a0480,50 € ; acompte 2\u202f000,00 €", want: ["n:480.5", "n:0", "n:12480.5", "n:2000"] },
    { note: "a currency before a sum grouped by a space", text: "EUR 1 140,00", want: ["n:1", "n:1140"] },
    { note: "no sum grouped by a space with no currency beside it", text: "ref 1 111 111,00 x", want: [] },
    { note: "a sum after a number a space keeps apart, with no cents", text: "room 3 250 EUR", want: ["n:250"] },
  ];
  for (const c of cases) it(`reads ${c.note}`, () => expect([...moneyKeys(c.text)]).to.deep.equal(c.want));

  it("reads at most 32 sums of a hostile text, and nothing past its first 20,000 characters", () => {
    const many = Array.from({ length: 100 }, (_, i) => `${i + 1} EUR`).join(", ");
    expect(moneyKeys(many).size).to.equal(32);
    expect(moneyKeys(`${"9".repeat(20_000)} EUR`).size).to.equal(0);
    expect(moneyKeys("1,".repeat(10_000)).size).to.equal(0);
  });
});

describe("figures a text writes to the cent, with no currency", () => {
  const cases: Array<{ note: string; text: string; want: string[] }> = [
    { note: "a note's added figure with a decimal comma", text: "Tomás nov: 8 aulas = 120,00 EUR + fichas 14,50", want: ["n:120", "n:14.5"] },
    { note: "a figure with a decimal point", text: "+ workbook 22.50", want: ["n:22.5"] },
    { note: "a cent", text: "test 0,01 ok", want: ["n:0.01"] },
    { note: "a grouped figure", text: "saldo 1.284,55 em dívida", want: ["n:1284.55"] },
    { note: "no figure in a date or a time", text: "pago em 12.12.2026 às 14.30h, ref 05.11", want: [] },
    { note: "no figure in a number with one decimal or none", text: "1.5 l, 8 aulas, room 250", want: [] },
  ];
  for (const c of cases) it(`reads ${c.note}`, () => expect([...centsKeys(c.text)]).to.deep.equal(c.want));

  it("reads at most 32 figures of a hostile text, and nothing past its first 20,000 characters", () => {
    expect(centsKeys(Array.from({ length: 100 }, (_, i) => `${i + 1},50`).join(" ")).size).to.equal(32);
    expect(centsKeys(`${"9".repeat(20_000)},50`).size).to.equal(0);
    expect(centsKeys("1,".repeat(10_000)).size).to.equal(0);
  });
});

describe("where a text writes its sums", () => {
  it("reads a sum whose thousands a space groups as one sum, where its first digit is, in place of its pieces", () => {
    expect(sumsWritten("Água: 180,00 EUR\nTotal: 2 520,00 EUR")).to.deep.equal([[6, "n:180"], [24, "n:2520"]]);
    expect(sumsWritten("EUR 1 050,00 a month")).to.deep.equal([[4, "n:1050"]]);
  });
  it("reads a spaced sum with a point before its cents, as a quote in English writes it", () => {
    expect(sumsWritten("Deposit on acceptance (30%): 1 106.64 EUR")).to.deep.equal([[29, "n:1106.64"]]);
    expect(figuresWritten("Total 3 688.80 EUR, fee 12.50")).to.deep.equal([[6, 3688.8], [24, 12.5]]);
    expect(sumsWritten("room 3 250 EUR")).to.deep.equal([[7, "n:250"]]);
  });
  it("reads a spaced sum's figure once, with the figures to the cent beside it", () =>
    expect(figuresWritten("Total: 2 520,00 EUR + taxa 14,50")).to.deep.equal([[7, 2520], [27, 14.5]]));
  it("reads at most 32 sums of a hostile text of spaced sums", () => expect(sumsWritten("1 000,00 EUR ".repeat(100)).length).to.equal(32));
});

describe("the currencies a text writes its sums with", () => {
  const codes = (text: string) => Object.fromEntries([...sumCurrencies(text)].map(([k, v]) => [k, [...v].sort()]));
  it("reads a code, a word and a sign before or after a sum", () => {
    expect(codes("Deposit 30% on order (CHF 4,500.00). Sinal: 33 EUR. Tea £4.50, 12 euros.")).to.deep.equal({ "n:4500": ["CHF"], "n:33": ["EUR"], "n:4.5": ["GBP"], "n:12": ["EUR"] });
  });
  it("reads a dollar sign or word as any dollar, and `R$` as reais", () => {
    expect(codes("Total $ 120")["n:120"]).to.include.members(["USD", "CAD", "AUD"]);
    expect(codes("Total 80 dollars")["n:80"]).to.include.members(["USD", "CAD"]);
    expect(codes("Total R$ 50")).to.deep.equal({ "n:50": ["BRL"] });
  });
  it("reads no currency from a sentence that names one with no sum beside it", () => {
    expect(codes("(all amounts invoiced in USD for export orders) Total CHF 15,000.00")).to.deep.equal({ "n:15000": ["CHF"] });
  });
});
