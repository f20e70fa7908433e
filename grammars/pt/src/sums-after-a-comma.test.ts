import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

/** Each sum of a turn that is said of a record, as `sum:record`. */
function pairs(text: string): string[] {
  return readTurn(text, { now }).values.filter((v) => v.of !== undefined).map((v) => `${v.value}:${v.of}`);
}

describe("the Portuguese grammar on a record and its sum apart by a bare comma", () => {
  it("pairs a sum written as one, or shorter than the record, with the record before its comma, two records or more", () => {
    expect(pairs("a mesa saiu no pedido 4410, 2.300, as cadeiras no 4411, 800. estorna as cadeiras")).to.deep.equal(["2300:4410", "800:4411"]);
    expect(pairs("a revisão do carro foi na OS-71, 450, a da mota na OS-72, 120")).to.deep.equal(["450:OS-71", "120:OS-72"]);
  });

  it("pairs no number as long as the record before it: the next record of a list", () => {
    expect(pairs("cancela os pedidos 5521, 5522 e 5523")).to.deep.equal([]);
  });

  it("pairs no sum the words after it give to the next record (`o 8800, 20 no 8801`)", () => {
    expect(pairs("cancela o 8800, 20 no 8801")).to.not.include("20:8800");
  });
});
