import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

describe("the Portuguese grammar on a record that heads what is told of it", () => {
  it("reads no act in a record's noun that heads what is told of it (`encomenda BL-12: …`)", () => {
    expect(readTurn("encomenda BL-12: 30 bolos a 4 euros cada, 120 euros no total", { now }).acts).to.equal(undefined);
    expect(readTurn("reserva HB-4: 3 noites a 80 euros, 240 no total", { now }).acts).to.equal(undefined);
    expect(readTurn("reserva o HB-4 para sexta", { now }).acts).to.deep.equal(["book"]);
  });
});
