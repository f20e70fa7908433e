import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** The days a turn asks for and those it sets apart. */
function days(text: string): { asked: string[]; apart: string[] } {
  const dates = readTurn(text, { now }).values.filter((v) => v.kind === "date");
  return { asked: [...new Set(dates.filter((v) => !v.superseded).map((v) => String(v.value)))], apart: dates.filter((v) => v.superseded).map((v) => String(v.value)) };
}

/** Days offered as alternatives, then one chosen by preference. */
const CHOSEN: Array<{ text: string; asked: string; apart: string }> = [
  { text: "marca com a Júlia, quarta ou quinta, mas quinta fica melhor pra ela", asked: "2026-03-05", apart: "2026-03-04" },
  { text: "o técnico pode vir quarta ou terça; pode ser na terça, põe um lembrete", asked: "2026-03-03", apart: "2026-03-04" },
  { text: "dá na quarta ou na sexta. prefiro sexta, marca", asked: "2026-03-06", apart: "2026-03-04" },
  { text: "o Rui pode segunda que vem ou sexta; sexta é melhor pra mim", asked: "2026-03-06", apart: "2026-03-09" },
  { text: "terça ou quinta? quinta me serve, marca a revisão", asked: "2026-03-05", apart: "2026-03-03" },
];

describe("the Portuguese grammar's days chosen by preference among those offered, or moved", () => {
  for (const c of CHOSEN) {
    it(`keeps the day chosen and sets apart the other in \`${c.text}\``, () => {
      const read = days(c.text);
      expect(read.asked, c.text).to.deep.equal([c.asked]);
      expect(read.apart, c.text).to.deep.equal([c.apart]);
    });
  }
  it("sets no day apart where none is chosen, or where the one preferred was not offered", () => {
    expect(days("pode ser quarta ou quinta, marca").apart).to.deep.equal([]);
    expect(days("quarta ou quinta? sexta é melhor").apart).to.deep.equal([]);
  });
  it("reads no weekday in a fraction or an ordinal of a thing: `a quinta parte ou a sexta parte`", () => {
    expect(days("a quinta parte ou a sexta parte").asked).to.deep.equal([]);
  });
  it("sets apart a day moved to the day said right after it: `vencia dia cinco mas passou pro dia quinze`", () => {
    expect(days("o aluguel vencia dia cinco mas passou pro dia quinze; põe um lembrete")).to.deep.equal({ asked: ["2026-03-15"], apart: ["2026-03-05"] });
    expect(days("a consulta era terça e mudou para quinta")).to.deep.equal({ asked: ["2026-03-05"], apart: ["2026-03-03"] });
    // Moved to someone, not to a day: nothing is set apart.
    expect(days("o pagamento de sexta foi para o Rui, lembra-me na segunda").apart).to.deep.equal([]);
  });
  it("sets apart a day moved on in the present or the future to the day said right after it: `a aula de amanhã passa para sábado`", () => {
    expect(days("manda um SMS para o 961 222 333 a dizer que a aula de surf de amanhã passa para sábado")).to.deep.equal({ asked: ["2026-03-07"], apart: ["2026-03-03"] });
    expect(days("a reunião de terça muda pra quinta")).to.deep.equal({ asked: ["2026-03-05"], apart: ["2026-03-03"] });
    expect(days("a consulta do dia 3 vai passar para o dia 5")).to.deep.equal({ asked: ["2026-03-05"], apart: ["2026-03-03"] });
    expect(days("a entrega de sexta é adiada para segunda")).to.deep.equal({ asked: ["2026-03-09"], apart: ["2026-03-06"] });
    // Moved to someone or to an hour, not to a day: nothing is set apart.
    expect(days("a reunião de sexta passa para o Rui, lembra-me na segunda").apart).to.deep.equal([]);
    expect(days("a reunião de sexta passa para as 15h").apart).to.deep.equal([]);
  });
});

describe("the Portuguese grammar's days put in place of another with `antes`", () => {
  it("sets apart the day said before `faz antes para dia 13`, and keeps a day after `antes de` (a bound)", () => {
    expect(days("Espera, dia 12 é feriado lá na terra deles, faz antes para dia 13.")).to.deep.equal({ asked: ["2026-03-13"], apart: ["2026-03-12"] });
    expect(days("marca a revisão para dia 20; o mecânico não pode, põe antes no dia 22")).to.deep.equal({ asked: ["2026-03-22"], apart: ["2026-03-20"] });
    // A day offered if the first fails takes nothing back.
    expect(days("marca a revisão para dia 20 ou, se não der, põe antes no dia 22").apart).to.deep.equal([]);
    expect(days("põe o lembrete dia 10, antes do dia 12").apart).to.deep.equal([]);
  });
});
