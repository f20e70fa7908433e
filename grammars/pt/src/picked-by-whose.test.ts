import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function asked(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => !v.superseded).map((v) => String(v.value));
}

/** A record picked after `de` by whose it is or what it holds: the one picked stays, the other is left. */
const PICKED: Array<{ text: string; kept: string; left: string }> = [
  { text: "A encomenda da Rita é a 5561 e a do Nuno é a 5562. Cancela a da Rita.", kept: "5561", left: "5562" },
  // A share of the thing picked said between the verb and the article: the act is still on the record picked.
  { text: "A encomenda da Rita é a 5561 e a do Nuno é a 5562. Devolve metade da do Nuno.", kept: "5562", left: "5561" },
  { text: "o pedido do João é o 7120 e o da Marta é o 7121; estorna só o resto do da Marta", kept: "7121", left: "7120" },
  { text: "o pedido do João é o 7120 e o da Marta é o 7121; cancela o da Marta, por favor", kept: "7121", left: "7120" },
  { text: "tenho o 4410, de 80 reais, e o 4411, de 35. estorna o de 35 inteiro", kept: "4411", left: "4410" },
  { text: "o 5120 é de ontem e o 5133 de hoje. cancela o de ontem", kept: "5120", left: "5133" },
  { text: "Há duas faturas: a 3301 da loja do Porto e a 3302 da loja de Braga. Anula a de Braga.", kept: "3302", left: "3301" },
  { text: "o pedido 2040 veio certinho e o 2041 veio com a caixa amassada. estorna 20 naquele da caixa amassada", kept: "2041", left: "2040" },
  { text: "a 6120 tem a tampa partida e a 6121 chegou bem; devolve 15 naquela da tampa partida", kept: "6120", left: "6121" },
  // A bare number written as the turn's sum of money is (as many digits) is one of the sums to pick from, beside one record.
  { text: "a mensalidade de março da escola é do cliente ESC-22, 780 reais, e a de abril é 810. gera a de abril", kept: "810", left: "780" },
  { text: "a conta da luz deu 230 euros e a da água 195. paga a da água", kept: "195", left: "230" },
  // No money named: the numbers too short for a record are the sums to pick from, beside one record or none;
  // a word that narrows the object (`só`) may stand between the verb and its article.
  { text: "o bilhete de ida custa 18 e o de volta 22; reembolsa só o de volta, reserva FR-220", kept: "22", left: "18" },
  { text: "o bilhete do ferry da Ana são 30, o do Rui 45; devolve o do Rui, bilhete B-4410", kept: "45", left: "30" },
  { text: "a aula da Joana foi 40 e a do Tiago 55. estorna apenas a do Tiago", kept: "55", left: "40" },
  // The request after a comma, opening with its verb: the list ends there.
  { text: "a aula da Joana foi 40 e a do Tiago 55, estorna apenas a do Tiago", kept: "55", left: "40" },
  // A number of three digits said of a record is its sum, not a record to pick.
  { text: "o pedido 7310 da Ana foi 80 e o 7311 do Rui foi 120, estorna o do Rui inteiro", kept: "120", left: "7310" },
  // A title said in full, in lower case, is passed over; `que` opens what is told of the one picked.
  { text: "a conta da dona cida deu 60 e a da dona rosa 45. paga a da dona cida", kept: "60", left: "45" },
  { text: "o pedido da Marta é o 7120 e o do Rui o 7121; cancela o da Marta que ela desistiu", kept: "7120", left: "7121" },
  // Two records and a sum: the records are the list, picked by whose they are.
  { text: "o pedido 4410 é da Rita e o 4411 do Rui, cada um de 250 reais. cancela o da Rita", kept: "4410", left: "4411" },
  // A name after a title may be short: `do seu Zé`.
  { text: "o corte do seu Zé é o BB-201 e a barba do Tomás o BB-202. reembolsa o do seu Zé", kept: "BB-201", left: "BB-202" },
  // `dele`/`dela` points at the person the sentence before names: his record is picked, the other left.
  { text: "A encomenda da D. Rosa é a T-902 e a do Sr. Fernando é a T-903. O Sr. Fernando desistiu: cancela a dele.", kept: "T-903", left: "T-902" },
  { text: "o pedido da Marta é o 7120 e o do Rui o 7121. O Rui ligou, cancela o dele", kept: "7121", left: "7120" },
];

/** `de` after an article that picks nothing: a word both records hold, a telling verb, no record before. */
const NOT_PICKED: Array<{ text: string; kept: string[] }> = [
  { text: "o 6610 é da Ana e o 6611 também é da Ana. cancela o da Ana", kept: ["6610", "6611"] },
  { text: "cancela o 8801 e o 8802. avisa a da loja", kept: ["8801", "8802"] },
  { text: "cancela o da Rita, o 9920", kept: ["9920"] },
  { text: "o 2040 veio certinho e o 2041 atrasou. estorna 20 naquele da caixa amassada", kept: ["2040", "2041"] },
  // Two things picked in one run of words: both asked.
  { text: "a mesa da Ana é do cliente CW-101 e a do Beto CW-102. fatura 650 pra da Ana e 480 pra do Beto", kept: ["CW-101", "CW-102"] },
  // `dele` pointing at a person no record is told of picks none: nothing is left.
  { text: "a encomenda da Marta é a 7120 e a do Rui a 7121. O Paulo ligou, cancela a dele", kept: ["7120", "7121"] },
];

describe("the Portuguese grammar's records picked by whose they are", () => {
  for (const c of PICKED) {
    it(`keeps \`${c.kept}\` in \`${c.text}\``, () => {
      const values = asked(c.text);
      expect(values).to.include(c.kept);
      expect(values).to.not.include(c.left);
    });
  }
  for (const c of NOT_PICKED) {
    it(`leaves every record asked in \`${c.text}\``, () => {
      expect(asked(c.text)).to.include.members(c.kept);
    });
  }
});
