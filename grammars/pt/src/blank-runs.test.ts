// Patterns on the words between two values, rewritten so that a run of blanks is read once: each
// gives what the pattern it replaces gave, on short texts made of its own words, blanks and marks,
// and a 4,000-character run of blanks (a turn's cap), which made the former ones quadratic or
// cubic, is read to the right answer.
import { expect } from "chai";
import fc from "fast-check";
import { CORRECTION, PERSON_PLACE_BETWEEN, RECORD_AFTER_SUM, SUM_AFTER_RECORD, URL_TO } from "./read.js";
import { RECORD_NAMED_BY_ITS_NOUN } from "./record-nouns.js";

const FORMER = {
  URL_TO: /\b(?:para|pra|pro|em|no|na|ao)\s+(?:o\s+|a\s+)?(?:site|pagina|url|link|servidor|endpoint|webhook|endereco|pasta)?\s*:?\s*$/,
  // With the word a record may be named by (record-nouns.ts), added after the rewrite.
  RECORD_AFTER_SUM: new RegExp(String.raw`^\s*(?:€|euros?|reais|real|r\$|pila|conto|contos|paus)?\s*(?:(?:de|do|dos|da) (?:volta|desconto|reembolso|estorno|credito|frete|portes|taxa|juros|multa|diferenca)\s+)?(?:no|na|do|da|ao|a|pro|pra|para o|para a|para)\s+(?:(?:pedido|encomenda|compra|fatura|factura|conta)\s+|${RECORD_NAMED_BY_ITS_NOUN})?(?:n\.?º\s*|#)?$`, "u"),
  // With `fica em` (what a record comes to), added after the rewrite.
  SUM_AFTER_RECORD: /^\s*(?::|-|,\s*(?:(?:o\s+)?(?:valor|montante|total)(?:\s+(?:e|de))?\s*:?)|(?:em|leva|recebe|ganha|fica com|(?:fica|ficam)\s+em))\s*(?:r\$|€)?\s*$/,
  PERSON_PLACE_BETWEEN: /^\s*(?:[:=-]|e|é|tem|usa|fica|esta no|está no|esta na|está na)?\s*(?:o|a)?\s*$/u,
};
/** The correction pattern as it was: the same, without the look ahead for a letter before its look-behind. */
const LOOK_AHEAD = String.raw`(?=\p{L})(?<!`;
const FORMER_CORRECTION = new RegExp(CORRECTION.source.replace(LOOK_AHEAD, "(?<!"), CORRECTION.flags);

/** Blanks where `\s` and a word's edge are subtle: every kind of space, a line end, and three that are not `\s`. */
const BLANKS = [" ", "  ", "\t", "\n", "\r", "\u00a0", "\u2028", "\u3000", "\ufeff", "\u200b", "\u0085", "_"];
/** Letters where `\b` (ASCII, or with `iu` the folds of `ſ` and `K`) and `\p{L}` disagree, a digit, a stray letter. */
const EDGES = ["ã", "ſ", "K", "ª", "1", "x"];

function same(name: string, former: RegExp, now: RegExp, words: string[], least: number): void {
  let found = 0;
  fc.assert(fc.property(fc.array(fc.constantFrom(...words, ...BLANKS, ...EDGES), { maxLength: 14 }).map((a) => a.join("")), (t) => {
    const was = former.exec(t);
    const is = now.exec(t);
    expect(is === null, `${name}: ${JSON.stringify(t)}`).to.equal(was === null);
    if (!was || !is) return;
    found++;
    expect([is.index, is[0]], `${name}: ${JSON.stringify(t)}`).to.deep.equal([was.index, was[0]]);
  }), { numRuns: 20_000, seed: 7 });
  expect(found, name).to.be.above(least);
}

describe("Portuguese patterns between two values: a run of blanks read once", () => {
  it("the former correction pattern is the new one without its look ahead", () => {
    expect(CORRECTION.source.split(LOOK_AHEAD)).to.have.length(2);
    expect(FORMER_CORRECTION.source.includes("(?=\\p{L})")).to.equal(false);
  });

  it("reads a correction where the former pattern did, with the same match", () => {
    const words = ["desculpa", "não", "nao", "ou melhor", "aliás", "afinal", "na verdade", "ah", "é", "o", "a", "faz", "fica", "reembolsa", "cancela", "manda", "põe", "também", "mais", ".", ";", "!", "?", ",", ":", "*", "-", "—", "(", ")", "…"];
    same("CORRECTION", FORMER_CORRECTION, CORRECTION, words, 500);
  });

  it("reads a link's destination word where the former pattern did, with the same match", () => {
    const words = ["para", "pra", "pro", "em", "no", "na", "ao", "o", "a", "site", "pagina", "url", "link", "pasta", ":", "envia"];
    same("URL_TO", FORMER.URL_TO, URL_TO, words, 500);
  });

  it("reads the words of a record after its sum where the former pattern did", () => {
    const words = ["€", "euros", "euro", "reais", "r$", "pila", "contos", "de", "do", "da", "dos", "volta", "frete", "taxa", "no", "na", "ao", "a", "pra", "para o", "para", "pedido", "compra", "conta", "nº", "n.º", "n", "º", "#", "."];
    same("RECORD_AFTER_SUM", FORMER.RECORD_AFTER_SUM, RECORD_AFTER_SUM, words, 100);
  });

  it("reads the words of a sum after its record where the former pattern did", () => {
    const words = [":", "-", ",", "o", "valor", "montante", "total", "e", "de", "em", "leva", "recebe", "fica com", "fica", "ficam", "com", "r$", "€", "$", "r"];
    same("SUM_AFTER_RECORD", FORMER.SUM_AFTER_RECORD, SUM_AFTER_RECORD, words, 500);
  });

  it("reads the words between a person and their place where the former pattern did", () => {
    const words = [":", "=", "-", "e", "é", "tem", "usa", "fica", "esta no", "está no", "esta na", "está na", "esta", "no", "o", "a", "E", "É"];
    same("PERSON_PLACE_BETWEEN", FORMER.PERSON_PLACE_BETWEEN, PERSON_PLACE_BETWEEN, words, 500);
  });

  it("reads a 4,000-character run of blanks between each pattern's words to the right answer", () => {
    const run = (head: string, fill: string, tail: string) => head + fill.repeat(4_000 - head.length - tail.length) + tail;
    expect(CORRECTION.test(run("desculpa", " ", "x"))).to.equal(false);
    expect(CORRECTION.test(run("desculpa", " ", "cancela"))).to.equal(true);
    expect(CORRECTION.test(run("desculpa.", " ", "cancela"))).to.equal(false);
    expect(URL_TO.test(run("para", " ", "x"))).to.equal(false);
    expect(URL_TO.exec(run("para o site", "\t", ":"))?.index).to.equal(0);
    expect(RECORD_AFTER_SUM.test(run("", " ", "x"))).to.equal(false);
    expect(RECORD_AFTER_SUM.test(run("reais", " ", "no "))).to.equal(true);
    expect(SUM_AFTER_RECORD.test(run(", valor", " ", "x"))).to.equal(false);
    expect(SUM_AFTER_RECORD.test(run(", valor", " ", "€"))).to.equal(true);
    expect(PERSON_PLACE_BETWEEN.test(run("", " ", "x"))).to.equal(false);
    expect(PERSON_PLACE_BETWEEN.test(run(" é", " ", "o "))).to.equal(true);
  });
});
