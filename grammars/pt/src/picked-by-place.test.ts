import { expect } from "chai";
import { placePick, readPlacePick } from "@toolgate/grammar-kit";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");
const picks = (text: string) => readTurn(text, { now }).picks;
const place = (text: string) => readPlacePick(picks(text));

describe("the Portuguese grammar's picks by place across turns", () => {
  it("reads the place a turn picks by, as object or as subject, with the count of the list where said", () => {
    expect(picks("fature a do meio ao cliente")).to.equal(placePick("middle"));
    expect(picks("liga pro dono do do meio e pede desculpa")).to.equal(placePick("middle"));
    expect(picks("a antepenúltima desistiu, avisa o cozinheiro")).to.equal(placePick(-3));
    expect(picks("a última das quatro reservas ligou a dizer que chega tarde")).to.equal(placePick(-1, 4));
    expect(picks("o primeiro dos três já pagou")).to.equal(placePick(0, 3));
    expect(picks("devolve o sinal da segunda das duas")).to.equal(placePick(1, 2));
    expect(picks("pode anular a terceira encomenda")).to.equal(placePick(2));
  });
  it("reads a run of the list from one end, with its length", () => {
    expect(picks("anula os três primeiros, a sala fechou")).to.equal(placePick(0, 0, 3));
    expect(picks("desmarca as 2 últimas")).to.equal(placePick(-2, 0, 2));
  });
  it("reads no place in a weekday, a room, a first time or a day of a month", () => {
    expect(place("marca na segunda às 10h")).to.equal(undefined);
    expect(place("ele fica com o quarto")).to.equal(undefined);
    expect(place("foi a primeira vez que pediu")).to.equal(undefined);
    expect(place("paga no primeiro de abril")).to.equal(undefined);
    expect(place("nos últimos dias ninguém ligou")).to.equal(undefined);
  });
  it("reads no pick where the turn turns it around or picks two places", () => {
    expect(picks("cancela todas menos a última")).to.equal(undefined);
    expect(picks("estorna o primeiro e anula o último")).to.equal(undefined);
  });
  it("reads the count of the list as how many there are, the value of no argument", () => {
    const three = readTurn("manda mensagem ao último dos 3", { now }).values.find((v) => v.value === 3);
    expect(three?.count).to.equal(true);
  });
});
