import { expect } from "chai";
import { endsSentence, endsSentenceOrItem } from "./sentence-ends.js";

/** The places in a text where a sentence ends. */
function ends(text: string): number[] {
  return [...text].flatMap((_, i) => (endsSentence(text, i) ? [i] : []));
}

describe("the Portuguese grammar's sentence ends", () => {
  it("ends a sentence at a stop before a blank, a bracket or the end, at `!`, `?` and a line break", () => {
    expect(ends("pago. falta o resto")).to.deep.equal([4]);
    expect(ends("já veio (o de ontem). e o outro")).to.deep.equal([20]);
    expect(ends("chegou!\nabre?")).to.deep.equal([6, 7, 12]);
    expect(ends("fecha o mês.")).to.deep.equal([11]);
  });

  it("goes on past a stop inside a number or an address, and after a short title", () => {
    expect(ends("custou R$ 3.150 ao todo")).to.deep.equal([]);
    expect(ends("escreve a rita@loja.com.br hoje")).to.deep.equal([]);
    expect(ends("a Dra. Sousa e a Sra. Pinto vêm")).to.deep.equal([]);
  });

  it("ends an item of a list, not a sentence, at a semicolon", () => {
    const text = "o sofá no 12; a mesa no 13. já";
    expect(ends(text)).to.deep.equal([26]);
    expect([...text].flatMap((_, i) => (endsSentenceOrItem(text, i) ? [i] : []))).to.deep.equal([12, 26]);
  });
});
