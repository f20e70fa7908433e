import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function ids(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.kind === "id").map((v) => String(v.value));
}

describe("the Portuguese grammar's record numbers with a slash, said without the record's word", () => {
  it("reads a number with its letter after a slash whole, and pairs its sum with it", () => {
    const reading = readTurn("fatura R$ 300,00 ao cliente 5120/A e R$ 410,00 ao 5120/B", { now });
    expect(reading.values.filter((v) => v.kind === "id").map((v) => v.value)).to.deep.equal(["5120/A", "5120/B"]);
    expect(reading.values.find((v) => v.value === 410)?.of).to.equal("5120/B");
  });
  it("reads a number with its series after a slash whole, and sets the one denied apart", () => {
    const reading = readTurn("anula a encomenda 2025/0310, não a 2025/0301", { now });
    const denied = reading.values.find((v) => v.value === "2025/0301");
    expect(denied?.kind).to.equal("id");
    expect(denied?.superseded).to.equal(true);
  });
  it("reads a number with one digit after a slash whole", () => {
    expect(ids("cancela o 7781/2")).to.deep.equal(["7781/2"]);
  });
  it("reads a number with its letters and then a series after a slash whole, said after a word that is no record's", () => {
    expect(ids("guarda uma nota no sinistro 88-AZ/2026: peritagem marcada")).to.deep.equal(["88-AZ/2026"]);
    expect(ids("anula o 31B/2025, fica o 31B/2024")).to.deep.equal(["31B/2025", "31B/2024"]);
  });
  it("reads no id in a day and month, a fraction or a whole date", () => {
    expect(ids("marca pra 22/03")).to.deep.equal([]);
    expect(ids("estorna 1/2 do valor")).to.deep.equal([]);
    expect(ids("a data é 2026/03/25")).to.deep.equal([]);
  });
});
