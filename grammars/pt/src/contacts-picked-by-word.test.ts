import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function told(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.toldAs !== undefined).map((v) => `${v.value} ${v.toldAs!.join(",")}`);
}

describe("the Portuguese grammar's contacts picked by a word", () => {
  it("tells each listed contact by its words", () => {
    expect(told("a Marta tem dois contactos: o de casa 229 111 000 e o do trabalho 912 000 111")).to.deep.equal(["229111000 de,casa", "912000111 do,traba"]);
  });
  it("tells the words after a semicolon, or ahead of the first contact, of the contact after them", () => {
    const told = Object.fromEntries(readTurn("contactos: a bicicleta é do Rui, tlm 912 111 222; a trotinete é da Sra. Lopes, tlm 913 333 444; o skate é do Tó, tlm 914 555 666", { now }).values.filter((v) => v.toldAs !== undefined).map((v) => [String(v.value), v.toldAs!]));
    expect(told["912111222"]).to.include.members(["bicic", "rui"]);
    expect(told["913333444"]).to.include.members(["troti", "lopes"]);
    expect(told["913333444"]).to.not.include("rui");
    expect(told["914555666"]).to.include("skate");
    expect(told["912111222"]).to.not.include("troti");
  });
  it("reads the person a send or a telling goes to, named with a title", () => {
    expect(readTurn("avisa o Sr. Matos que o carro está pronto", { now }).picks).to.equal("matos");
    expect(readTurn("envie à D. Amélia uma mensagem a confirmar", { now }).picks).to.equal("ameli");
    expect(readTurn("manda um zap pra dona cida", { now }).picks).to.equal("cida");
    expect(readTurn("atualiza o seu pedido", { now }).picks).to.equal(undefined);
  });
  it("reads the thing a person is said to belong to as the pick, past the person's noun", () => {
    expect(readTurn("manda um sms pro tutor da gata preta", { now }).picks).to.equal("gata");
    expect(readTurn("envia email ao responsável da atrasada", { now }).picks).to.equal("atras");
    expect(readTurn("manda whatsapp pro cliente da que atrasou", { now }).sendPicks).to.equal(undefined);
  });
  it("reads the word a send or a write goes to a contact by", () => {
    expect(readTurn("liga-lhe para o do trabalho, por favor", { now }).picks).to.equal("traba");
    expect(readTurn("envia a fatura pro email da contabilidade", { now }).picks).to.equal("conta");
    expect(readTurn("partilha a pasta com a sócia", { now }).picks).to.equal("socia");
  });
  it("tells a contact by what a joining word says of it, past the name said beside it", () => {
    expect(told("na obra: o arquiteto e arq@obra.example e a dona da casa, a Teresa, teresa.m@mail.example")).to.deep.equal(["arq@obra.example arqui", "teresa.m@mail.example dona,da,casa,teres"]);
  });
  it("reads the contact a send goes to beside the thing its verb picks", () => {
    const turn = readTurn("partilha a planta, ficheiro PL-3, com a dona da casa", { now });
    // The person said by what is theirs is picked by that thing, which the list told of her too (`a dona da casa, a Teresa, …`).
    expect(turn.sendPicks).to.equal("casa");
    expect(turn.picks).to.not.equal("casa");
  });
  it("reads the one person the turn names as whom a send pointed back by its pronoun goes to", () => {
    expect(readTurn("o Tiago voltou a ligar; envie-lhe 'o orçamento segue amanhã'", { now }).picks).to.equal("tiago");
    expect(readTurn("a Dona Rosa esteve cá, manda-lhe um sms a dizer que já chegou", { now }).picks).to.equal("rosa");
    expect(readTurn("o Tiago e a Marta ligaram; envie-lhe um email", { now }).picks).to.equal(undefined);
    expect(readTurn("o Tiago voltou a ligar, anota isso", { now }).picks).to.equal(undefined);
  });
  it("reads no pick from a pronoun or a possessive", () => {
    expect(readTurn("manda um sms para ela a avisar", { now }).picks).to.equal(undefined);
    expect(readTurn("atualiza a ficha com o meu número", { now }).picks).to.equal(undefined);
  });
});
