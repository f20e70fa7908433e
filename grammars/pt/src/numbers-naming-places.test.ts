import { expect } from "chai";
import { readTurn } from "./read.js";
import { numbersNamingPlaces } from "./numbers-naming-places.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

const values = (text: string) => readTurn(text, { now }).values;
/** The values a turn asks for: neither taken back nor told as background. */
const asked = (text: string) => values(text).filter((v) => v.superseded !== true && v.background !== true).map((v) => `${v.kind}:${v.value}`);

describe("the Portuguese grammar on numbers that name places (`a sala 5`, `o quarto 12`)", () => {
  it("reads the numbers of places told apart as names, and the sum of the place named again as the request's", () => {
    expect(asked("o quarto 12 ficou em 180 e o quarto 14 ficou em 220. estorna o quarto 14 no pedido 7781")).to.deep.equal(["number:220", "id:7781"]);
    expect(asked("a mesa 3 deu 42 e a mesa 7 deu 65; fatura a mesa 3 pro cliente BAR-2")).to.deep.equal(["number:42", "id:BAR-2"]);
  });

  it("reads seats and berths as places: `o lugar 8 saiu a 95 e o lugar 15 a 70`", () => {
    expect(asked("o lugar 8 ficou em 95 e o lugar 15 ficou em 70; fatura o lugar 15 pro cliente TR-4")).to.deep.equal(["number:70", "id:TR-4"]);
    expect(asked("a poltrona 3 custou 110 e a poltrona 9 custou 85; estorna a poltrona 9 no pedido 6620")).to.deep.equal(["number:85", "id:6620"]);
  });

  it("reads no pick where no place, or both, is named again", () => {
    const sums = (t: string) => asked(t).filter((v) => v.startsWith("number:"));
    // Neither named again: the names are still no sums, and neither sum is picked over the other.
    expect(sums("o quarto 12 ficou em 180 e o quarto 14 ficou em 220. estorna no pedido 7781")).to.not.include("number:12");
    expect(sums("o quarto 12 ficou em 180 e o quarto 14 ficou em 220. estorna no pedido 7781")).to.not.include("number:14");
    expect(sums("o quarto 12 ficou em 180 e o quarto 14 ficou em 220. estorna o quarto 12 e o quarto 14")).to.not.include("number:180", "both named again: no pick");
  });

  it("leaves one place beside a record as before: paired like a record (`o da mesa 12 são 30, o da encomenda 5521 são 45`)", () => {
    const text = "o da mesa 12 são 30, o da encomenda 5521 são 45. devolve os 45 à 5521";
    const spans = [12, 30, 5521, 45].map((n) => ({ start: text.indexOf(String(n)), end: text.indexOf(String(n)) + String(n).length, kind: "number" as const, text: String(n), value: n }));
    expect(numbersNamingPlaces(text, spans)).to.deep.equal({ aside: [], picked: [], sums: [] });
  });
  it("reads the places a sentence goes on naming without their noun, of the noun's gender, as names too", () => {
    expect(asked("a mesa 4 deu 38 e a 9 deu 61; fatura a mesa 9 pro cliente BAR-7")).to.deep.equal(["number:61", "id:BAR-7"]);
    expect(asked("o camarote 2 saiu 300, o 5 saiu 420. cobra o camarote 5 ao cliente C-31")).to.deep.equal(["number:420", "id:C-31"]);
    expect(values("200 o quarto 3, 240 o 7 e 90 o 11").filter((v) => v.background === true).map((v) => v.value)).to.deep.equal([3, 7, 11]);
  });
  it("reads a place named again at the end of its sentence, and one whose noun has more words by its first", () => {
    expect(asked("a vaga 3 custou 40 e a vaga 6 custou 55. o cliente usou a vaga 6. cobra ao cliente V-2")).to.deep.equal(["number:55", "id:V-2"]);
    expect(asked("a sala de reuniao 1 saiu 70 e a 2 saiu 90; fatura o cliente SR-4 pela sala 1")).to.deep.equal(["number:70", "id:SR-4"]);
  });
  it("reads no place in a number of another gender, a record's length, money, or another sentence", () => {
    expect(asked("a sala 2 custou 35 e o 4 pagou; cobra a sala 2")).to.include("number:4");
    expect(asked("a sala 2 custou 35 e a sala 4 custou 50, cancela o 8812")).to.include("number:8812");
    expect(asked("a mesa 3 deu 42 e a mesa 5 deu 30. estorna a 7 do pedido 5521")).to.include("number:7");
  });
  it("pairs each place of a list that only tells with its price, said before it or after it", () => {
    const of = (text: string) => values(text).filter((v) => v.of !== undefined).map((v) => `${v.value}:${v.of}`);
    expect(of("hoje há dois lugares: 40 o lote 6 e 55 o 8")).to.deep.equal(["40:6", "55:8"]);
    expect(of("a mesa 2 fica a 30 e a 5 a 45")).to.deep.equal(["30:2", "45:5"]);
  });

  it("reads a place named again by its number alone, and picks none where two are", () => {
    const sums = (t: string) => asked(t).filter((v) => v === "number:180" || v === "number:220");
    expect(sums("o quarto 12 ficou em 180 e o quarto 14 ficou em 220. fatura o 14 ao cliente HT-3")).to.deep.equal(["number:220"]);
    expect(sums("o quarto 12 ficou em 180 e o quarto 14 ficou em 220. fatura o 12 e o 14 ao cliente HT-3")).to.deep.equal([]);
  });
});
