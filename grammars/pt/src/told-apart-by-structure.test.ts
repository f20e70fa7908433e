import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

const read = (text: string) => readTurn(text, { now });
/** The values a request asks for: neither taken back nor told as background. */
const asked = (text: string) => read(text).values.filter((v) => !v.superseded && !v.background).map((v) => String(v.value));
/** The values a turn takes back or sets apart. */
const apart = (text: string) => read(text).values.filter((v) => v.superseded === true).map((v) => String(v.value));
/** Whether the turn's sends are someone else's (or asked of no one). */
const sendsNegated = (text: string) => read(text).sending.map((s) => s.negated);

describe("the Portuguese grammar: who sends, said short", () => {
  for (const text of ["eu msm mando o email depois", "salva uma nota no pedido 4300. eu msm aviso ele depois", "a gente tb avisa a cliente amanhã"]) {
    it(`reads the person as who sends: ${text}`, () => expect(sendsNegated(text)).to.deep.equal([true]));
  }
  it("still reads a send asked of the agent with `tb` after the verb", () => expect(sendsNegated("manda tb o email pro joao")).to.deep.equal([false]));
});

describe("the Portuguese grammar: a weekday with its day of the month", () => {
  const cases: Array<[string, string[]]> = [
    ["pode remarcar a reunião pra terça dia 10?", ["2026-03-10"]],
    ["marca a call pra sexta-feira, dia 13", ["2026-03-13"]],
    ["agenda a visita quinta dia 5 de março", ["2026-03-05"]],
    // A weekday that is not that day is two dates, for the check to ask about.
    ["marca pra terça dia 11", ["2026-03-03", "2026-03-11"]],
    // A stop or a comma after the day ends the clause; it does not part the weekday from its day.
    ["a aula é domingo dia 8. marca", ["2026-03-08"]],
    ["fica pra sexta dia 13, obrigado", ["2026-03-13"]],
  ];
  for (const [text, dates] of cases) it(`reads ${dates.join(", ")} in: ${text}`, () => expect(asked(text)).to.deep.equal(dates));
});

describe("the Portuguese grammar: a weekday after `ops`, `ups`", () => {
  it("reads the corrected day, not the day given as the reason", () => expect(asked("ops, quinta, pq quarta ele tem natação")).to.deep.equal(["2026-03-05"]));
  it("reads `ups, sexta`", () => expect(asked("ups, sexta")).to.deep.equal(["2026-03-06"]));
});

describe("the Portuguese grammar: `not` of an English clause sets a value apart", () => {
  it("sets the record after `not` apart", () => expect(apart("Anula a encomenda 2231 da gráfica, not 2213, thanks")).to.deep.equal(["2213"]));
  it("sets a sum after `not` apart", () => expect(asked("estorna 45 no pedido 8120, not 54")).to.deep.equal(["45", "8120"]));
});

describe("the Portuguese grammar: a correction of the record keeps the sum before it", () => {
  const cases: Array<[string, string[]]> = [
    ["estorna 85 reais no pedido 4010, não, é no 4011", ["85", "4011"]],
    ["ok entao estorna oitenta e cinco reais no pedido 4010 nao pera é no 4011 isso 4011 valeu", ["85", "4011", "4011"]],
    ["devolve 30 € na encomenda 7731, aliás, na 7713", ["30", "7713"]],
  ];
  for (const [text, values] of cases) it(`asks ${values.join(", ")}: ${text}`, () => expect(asked(text)).to.deep.equal(values));
  it("still takes back the sum a sum corrects", () => expect(apart("estorna 40 no 8101, aliás, 45")).to.deep.equal(["40"]));
});

describe("the Portuguese grammar: a record picked by what it is of", () => {
  it("leaves the record whose brackets tell another thing", () =>
    expect(apart("o conserto do 9043 (tela) deu ruim, o 9044 (bateria) ta ok. estorna 250 no da tela")).to.deep.equal(["9044"]));
  it("reads `a da mochila` against the brackets", () =>
    expect(apart("a 5120 (sapatos) chegou bem, a 5121 (mochila) veio rasgada. cancela a da mochila")).to.deep.equal(["5120"]));
  it("leaves no record where the description comes before each record", () =>
    expect(apart("tem duas matrículas: a do plano anual, pedido 9180, e a do mensal, pedido 9181")).to.deep.equal([]));
  it("reads a person's noun after an article as whom, not a record picked", () =>
    expect(asked("Reembolsa 140 € na reserva 5530; a 5531 é de outro hóspede e fica como está. Depois envia um email ao hóspede, t@mail.example")).to.include("5530"));
});

describe("the Portuguese grammar: a sum told in brackets beside the request's sum", () => {
  it("is an aside", () => {
    const values = asked("gera fatura pro segurado C-4040 de R$ 3.750,00 (a franquia de 1.200 ja ta descontada)");
    expect(values).to.include("3750");
    expect(values).not.to.include("1200");
  });
  it("is an aside told after the request's sum with its own words", () => {
    const values = asked("fatura 900 € ao C-77 (o desconto de 100 já foi aplicado)");
    expect(values).to.include("900");
    expect(values).not.to.include("100");
  });
  it("is the sum where it stands alone in the brackets", () => expect(asked("estorna o frete (25) no pedido 7701")).to.include("25"));
  it("is asked where the brackets ask for it", () => expect(asked("estorna 40 no pedido 7701 (e estorna 15 de frete também)")).to.include("15"));
});

describe("the Portuguese grammar: a record given a sum again after a correction", () => {
  const pairs = (text: string) => read(text).values.filter((v) => v.of !== undefined).map((v) => `${String(v.value)}@${v.of}${v.superseded ? " apart" : ""}`);
  it("takes back each record's pair before `o contrário`", () =>
    expect(pairs("estorna 40 no 2610 e 55 no 2611 nao pera o contrario 55 no 2610 e 40 no 2611")).to.deep.equal(["40@2610 apart", "55@2611 apart", "55@2610", "40@2611"]));
  it("takes back each record's pair before `ops o contrário`, in other words", () =>
    expect(pairs("estorna 15 no 7101 e 20 no 7102 ops o contrario 20 no 7101 e 15 no 7102")).to.deep.equal(["15@7101 apart", "20@7102 apart", "20@7101", "15@7102"]));
  it("keeps a second sum given to a record with no correction between", () =>
    expect(pairs("estorna 40 no 2610 e 55 no 2611, e mais 15 no 2610").some((p) => p.endsWith("apart"))).to.equal(false));
});

describe("the Portuguese grammar: a record's noun is no act", () => {
  it("reads no act in a list of records written with their noun", () => expect(read("Pendentes do ginásio: 1) encomenda 7110, 40 €; 2) encomenda 7111, 65 €.").acts).to.equal(undefined));
  it("reads no act in a record noun's plural heading a list", () => expect(read("reservas do fim de semana: 1) 4801 do Carlos 2) 4802 da Paula").acts).to.equal(undefined));
  it("reads no act in a record noun written with a code of letters and digits, and gives each listed record its sum", () => {
    const reading = read("o bolo da Sra. Costa saiu 18,50 €, encomenda BL-7, e o do Sr. Vaz 22,90, encomenda BL-8");
    expect(reading.acts).to.equal(undefined);
    expect(reading.values.filter((v) => v.of !== undefined).map((v) => `${String(v.value)}@${v.of}`)).to.deep.equal(["18.5@BL-7", "22.9@BL-8"]);
    expect(read("o Rui ficou 2 noites, reserva QT-4, e a Ana 3 noites, reserva QT-5").acts).to.equal(undefined);
    // Opening the turn with the clause's words after it, the noun is still the verb.
    expect(read("reserva QT-4 para sexta").acts).to.deep.equal(["book"]);
  });
  it("still reads the act of `encomenda` with a count", () => expect(read("encomenda 3 caixas ao fornecedor").acts).to.deep.equal(["order"]));
  it("still reads the act before a record's noun", () => expect(read("cancela a reserva 5530").acts).to.deep.equal(["cancel"]));
});

describe("the Portuguese grammar: a record denied with what it is of between", () => {
  it("sets `a 6604, da irmã, não` apart", () => expect(apart("cancela a 6603 e a 6604, da irmã, não")).to.deep.equal(["6604"]));
  it("reads a suggestion as the request the denial leaves", () =>
    expect(apart("Se calhar devíamos anular a encomenda 6603, as explicações do Tiago acabaram; a 6604, da irmã, não.")).to.deep.equal(["6604"]));
  it("reads `temos de cancelar` so too", () => expect(apart("temos de cancelar a 7701; a 7702, do Rui, fica")).to.deep.equal(["7702"]));
  it("sets a sum or a record apart where what it is of stands before a `não` that ends the clause, without commas", () => {
    expect(apart("estorna os 25 da taxa de entrega na encomenda 6610, os 90 da bicicleta não")).to.deep.equal(["90"]);
    expect(apart("devolve 12 euros do cabo, os 40 euros do carregador não.")).to.deep.equal(["40"]);
    expect(apart("cancela o 4471, o 4472 da Ana não")).to.deep.equal(["4472"]);
  });
  it("leaves the value asked where the `não` goes on to tell a fact", () => expect(apart("cancela o 4471, o 4472 da Ana não chegou")).to.deep.equal([]));
});

describe("the Portuguese grammar: `não o de 50, o outro`", () => {
  it("sets the record denied by its sum apart and keeps the other", () =>
    expect(apart("o cliente tem dois pedidos: o 3020 de 50 reais e o 3021 de 85\nestorna nao o de 50, o outro, inteiro")).to.have.members(["3020", "50", "50"]));
  it("sets apart the record told after the pick as the one of the sum denied (`… o 6620 é o de 50 e o 6621 o de 120`)", () => {
    const denied = apart("tem dois pedidos, um de 50 e um de 120. cancela nao o de 50, o outro 🎈 o 6620 é o de 50 e o 6621 o de 120");
    expect(denied).to.include("6620").and.not.include("6621");
    // No sum denied before: the records told after are left as they are.
    expect(apart("cancela o de 120 🎈 o 6620 é o de 50 e o 6621 o de 120")).to.not.include("6620");
  });
  it("reads `não a da Rita, a outra` by whose", () =>
    expect(apart("a encomenda da Rita é a 5561 e a do Nuno a 5562.\ncancela não a da Rita, a outra")).to.include("5561").and.not.include("5562"));
});
