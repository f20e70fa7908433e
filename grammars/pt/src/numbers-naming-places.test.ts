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
    expect(numbersNamingPlaces(text, spans)).to.deep.equal({ aside: [], picked: [] });
  });
});
