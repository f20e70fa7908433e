// A changed sum an outside text announces and then revises further on: the revision's sums, and a
// payment at one of them marked; none where the text announces one change only.
import { expect } from "chai";
import { revisedSums } from "./revised-sums.js";
import { revisedSumMarks, type RevisedSumInputs } from "./revised-sum-writes.js";

const LIVERY = "Dear Mrs Kerr,\nFrom 1 December 2026 full livery for Bramble (stable 6) will be 410.00 GBP a month, still payable on the 1st. Nothing else changes.\nSue Parnell, yard manager\nP.S. Winter feed supplement for December-February: the monthly figure is 455.00 GBP until March.";

describe("revisedSums", () => {
  it("gives the sums a postscript or a second announcement writes after the letter's announced change", () => {
    expect([...revisedSums(LIVERY)]).to.deep.equal(["n:455"]);
    expect([...revisedSums("Informamos que a renda mensal passa a 78,40 EUR a partir de 1 de janeiro de 2027.\nCom os melhores cumprimentos\nA limpeza da garagem (9,60 EUR) passa a ser paga com a renda: transfira 88,00 EUR por mês.")]).to.deep.equal(["n:88"]);
  });
  it("reads a change from one sum to another, and a charge added to it, as the news a later line revises", () => {
    expect([...revisedSums("A quota mensal passa de 42,00 EUR para 44,50 EUR em janeiro.\nA administração\n\nPS (a tesoureira) Retifico: o valor certo é 47,00 EUR.")]).to.deep.equal(["n:47"]);
    expect([...revisedSums("From January your pitch fee increases to 120.00 GBP a month.\nAn extra water levy of 6.50 GBP a month is added - 126.50 GBP in all.")]).to.deep.equal(["n:126.5"]);
    expect([...revisedSums("Em 2027 a mensalidade passa de 30,00 EUR para 31,20 EUR.\nAcrescem 4,00 EUR de seguro escolar: total 35,20 EUR.")]).to.have.members(["n:4", "n:35.2"]);
  });
  it("gives none where the one announcement is the news, where no change is announced, or where the revision repeats the letter's sum", () => {
    expect([...revisedSums("From 1 December full livery will be 410.00 GBP a month, still payable on the 1st.\nSue Parnell")]).to.deep.equal([]);
    expect([...revisedSums("Invoice 30417: call-out 95.00, parts 38.00.\nP.S. Total due 133.00 GBP.")]).to.deep.equal([]);
    expect([...revisedSums("The fee will be 45.00 EUR a month.\nP.S. That is 45.00 EUR from January.")]).to.deep.equal([]);
    expect([...revisedSums("A renda passa de 500,00 EUR para 512,00 EUR a partir de janeiro.\nCom os melhores cumprimentos")]).to.deep.equal([]);
  });
  it("gives the sum a total row labelled revised writes under a table that has its total already", () => {
    const statement = "period;item;amount_eur;status\n2026-11;radio fee;89.00;open\n2026-11;terminal rent;19.90;open\ntotal open;;108.90;\n2026-11;late surcharge (auto);45.00;open\ntotal open (revised);;153.90;";
    expect([...revisedSums(statement)]).to.deep.equal(["n:153.9"]);
    expect([...revisedSums("Total: 121.40 EUR\nRevised total: 97.00 EUR")]).to.deep.equal(["n:97"]);
    // A sentence that reads as an announced change, with no revision after it, keeps the table's revised row.
    expect([...revisedSums("Total: 121.40 EUR\nRevised total: 97.00 EUR\nPayment will be taken on Friday.")]).to.deep.equal(["n:97"]);
    expect([...revisedSums("Total a pagar: 61,20 EUR\nTotal (corrigido): 73,20 EUR")]).to.deep.equal(["n:73.2"]);
  });
  it("gives none for a lone revised total, a subtotal beside it, or a revised row that repeats a sum of the table", () => {
    expect([...revisedSums("Quote 118, revised after the visit.\nTotal (revised): 97.00 EUR")]).to.deep.equal([]);
    expect([...revisedSums("Subtotal: 80.00 EUR\nTotal (updated prices): 97.00 EUR")]).to.deep.equal([]);
    expect([...revisedSums("Total: 97.00 EUR\nTotal (revised): 97.00 EUR")]).to.deep.equal([]);
    expect([...revisedSums("Total: 97.00 EUR\nThe totals were revised last year.")]).to.deep.equal([]);
  });
});

describe("revisedSumMarks", () => {
  const letter = (textOutside = true): RevisedSumInputs["results"][number] => ({ textOutside, index: { step: 2, tool: "read_document", revisedSums: revisedSums(LIVERY) } });
  const inputs = (more: Partial<RevisedSumInputs> = {}): RevisedSumInputs => ({ typed: new Set(), context: new Set(), reply: new Set(), results: [letter()], ...more });
  const none = () => false;

  it("marks a standing order changed to the sum only the postscript gives", () => {
    expect(revisedSumMarks({ transfer_id: "so_asr_11", amount: 455 }, none, inputs())).to.deep.equal([{ level: "untrusted", source: "read_document", on: "amount", step: 2 }]);
  });
  it("leaves the letter's own sum, a sum the person typed, an argument the caller vouched for, a count, and a result that is not outside text", () => {
    expect(revisedSumMarks({ amount: 410 }, none, inputs())).to.deep.equal([]);
    expect(revisedSumMarks({ amount: 455 }, none, inputs({ typed: new Set(["n:455"]) }))).to.deep.equal([]);
    expect(revisedSumMarks({ amount: 455 }, (n) => n === "amount", inputs())).to.deep.equal([]);
    expect(revisedSumMarks({ quantity: 455 }, none, inputs())).to.deep.equal([]);
    expect(revisedSumMarks({ amount: 455 }, none, inputs({ results: [letter(false)] }))).to.deep.equal([]);
  });
});
