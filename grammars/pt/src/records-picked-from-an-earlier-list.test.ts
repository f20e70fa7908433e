import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** What a turn that lists records tells of each: the stems a later turn may pick one by. */
function toldOf(text: string): Record<string, string[]> {
  return Object.fromEntries(readTurn(text, { now }).values.filter((v) => v.toldAs !== undefined).map((v) => [String(v.value), v.toldAs!]));
}

describe("the Portuguese grammar's records picked from an earlier turn's list", () => {
  it("reads a phrase that opens the turn before a colon or a dash as the thing the rest acts on", () => {
    expect(readTurn("a duplicada: anula-a e avisa o cliente", { now }).picks).to.equal("dupli");
    expect(readTurn("o do Tomás — manda-lhe o recibo", { now }).picks).to.equal("tomas");
    expect(readTurn("a duplicada foi anulada, avisa o cliente", { now }).picks).to.equal(undefined);
  });

  it("reads the object of an act said to be done again as its pick, past `de novo`, `outra vez`, `novamente`", () => {
    expect(readTurn("gera de novo a vencida para o cliente AB-3", { now }).picks).to.equal("venci");
    expect(readTurn("cancela outra vez a duplicada", { now }).picks).to.equal("dupli");
    expect(readTurn("anula novamente a do Tomás", { now }).picks).to.equal("tomas");
  });

  it("tells the words said of each listed record, stemmed", () => {
    const told = toldOf("há dois pedidos abertos: o 7710 é o do sofá azul e o 7711 é o da poltrona");
    expect(told["7710"]).to.include("sofa");
    expect(told["7710"]).to.not.include("poltr");
    expect(told["7711"]).to.include("poltr");
    expect(told["7711"]).to.not.include("sofa");
  });

  it("tells the decimal part of a sum of the record before a bracket of the one it belongs to, not of the next (`1,5 mil e o dos cartazes (…)`)", () => {
    const told = toldOf("o telhado (OB-12) ficou em 2,5 mil e o muro (OB-13) em 900");
    expect(told["OB-13"]).to.include("muro");
    expect(told["OB-13"]).to.not.include("5");
    expect(told["OB-12"]).to.include("5");
  });

  it("tells the word that opens a row, right before its record, of that row's record, not the one before", () => {
    const told = toldOf("Sofia encomenda 1201 18 euros, Miguel 1202 22 euros, Inês 1203 27 euros");
    expect(told["1202"]).to.include("migue");
    expect(told["1201"]).to.not.include("migue");
    expect(told["1203"]).to.include("ines");
  });

  it("picks a row by the owner that opens it: the other rows are left", () => {
    const kept = readTurn("Sofia encomenda 1201 18 euros, Miguel 1202 22 euros, Inês 1203 27 euros. devolve o do Miguel", { now }).values.filter((v) => v.superseded !== true && (v.kind === "id" || v.kind === "number")).map((v) => String(v.value));
    expect(kept).to.deep.equal(["1202"]);
  });

  it("sets apart, in a turn that lists, the record a correction takes back", () => {
    const apart = readTurn("a LX-1 é a bege e a LX-2 é a preta\ndevolve o dia da bege — não, espera, a da preta", { now }).values.filter((v) => v.superseded === true && v.kind === "id").map((v) => String(v.value));
    expect(apart).to.include("LX-1");
  });

  it("tells the words said of each sum of a list of sums, the list marked as one of sums", () => {
    const told = toldOf("as aulas deste mês: a do Rui ficou em 120 e a da Inês em 95");
    expect(told["120"]).to.include.members(["$sum", "rui"]);
    expect(told["120"]).to.not.include("ines");
    expect(told["95"]).to.include.members(["$sum", "ines"]);
    expect(told["95"]).to.not.include("rui");
  });

  it("gives each listed record the one sum said as money in its piece, in a turn that asks nothing", () => {
    const sums = (text: string) => Object.fromEntries(readTurn(text, { now }).values.filter((v) => v.of !== undefined).map((v) => [String(v.value), v.of]));
    expect(sums("a Joana levou o casaco, R$ 120, pedido LJ-40, e o Marcos levou as botas, R$ 210, pedido LJ-41")).to.deep.include({ "120": "LJ-40", "210": "LJ-41" });
    // A request: a sum beside a record there is the request's, read by its own readers.
    expect(sums("estorna R$ 120 no LJ-40 e R$ 210 no LJ-41")).to.not.have.property("120", "LJ-41");
    // A bare whole number is a count, not a sum: no table is read.
    expect(sums("a Joana levou 2 casacos, pedido LJ-40, e o Marcos 3 botas, pedido LJ-41")).to.deep.equal({});
  });

  it("tells nothing of a turn that names one record only", () => {
    expect(toldOf("cancela o pedido 7710 do sofá")).to.deep.equal({});
  });

  for (const [text, stem] of [
    ["devolve a da poltrona, por favor", "poltr"],
    ["anula o do Henrique e avisa no #loja", "henri"],
    ["cancela a do trimestral", "trime"],
    // A name of two letters written with a capital is a name: `o da Lu`.
    ["fatura o da Lu pro cliente LU-5", "lu"],
    // A thing's name written with a capital, as the object of an act on a record: `fatura o Albatroz`.
    ["fatura o Albatroz, vence amanhã", "albat"],
    ["pode faturar a Beta, com vencimento na sexta", "beta"],
    // A channel or a handle after the pick is where to send, not a second pick that wins over it.
    ["pode faturar a Beta e publica no #secretaria", "beta"],
    ["cancela a do trimestral e marca o @atendimento", "trime"],
    // What a clause after `que` tells of the thing: its word after the verb, or the verb ending the clause.
    ["anula a que está pendente, o cliente não volta", "pende"],
    ["reembolse o que veio com defeito", "defei"],
    ["a que fica no pátio, manda-lhe a fatura", "patio"],
    ["estorna a que atrasou", "atras"],
    // `quem` and `da que`: whom a send goes to, told by what they did or by their thing.
    ["manda sms a quem encomendou o bolo a dizer que está pronto", "bolo"],
    ["liga pro cliente da que está parada no pátio", "parad"],
    // A pick a correction puts in place of the one before it.
    ["anula a da Marta — não, espera, a do Vasco", "vasco"],
    ["devolve o do cinzento, digo, o do verde", "verde"],
    // A part of the day is picked by its kit stem, which a list told by the word or by the hour holds (picked-by-hour.ts).
    ["fatura a da manhã, aliás, a da tarde, ao cliente CT-2", "$afternoon"],
    ["a do Vítor não se cancela não, só a da Irene", "irene"],
    // The thing a day is said of: the day an earlier list told of it.
    ["agenda a revisão para o dia da Toyota", "toyot"],
    ["lembra-me na data do Sr. Abreu de ligar ao banco", "abreu"],
    ["marca a vistoria pro dia que a Dacia volta da oficina", "dacia"],
  ] as const) {
    it(`reads \`${text}\` as picking by \`${stem}\``, () => {
      expect(readTurn(text, { now }).picks).to.equal(stem);
    });
  }

  for (const text of [
    // The turn lists its own records: the pick is read there, not against an earlier turn.
    "o 7710 é o do sofá e o 7711 o da poltrona; devolve a da poltrona",
    // A telling, not an act on a record.
    "avisa a da loja",
    // Set apart or picked by age: left to the turn that lists.
    "cancela tudo menos o da Rita",
    "cancela o mais recente",
    // A short word in lower case after `de` is a word of the sentence, not a name.
    "cancela o da um",
    // A record's own noun picks nothing.
    "cancela o pedido",
    // Only a channel after an article: no record picked.
    "publica no #secretaria",
    // `que` after a telling picks nothing (a comparison after the clause's verb is a pick by day, picked-by-day.test.ts).
    "avisa o que ele pediu ontem",
    // A day of no thing: today, or one a clause tells with no name.
    "o dia de hoje correu bem",
    "lembra-me no dia que a gente combinou",
  ]) {
    it(`reads no pick in \`${text}\``, () => {
      expect(readTurn(text, { now }).picks).to.equal(undefined);
    });
  }
});
