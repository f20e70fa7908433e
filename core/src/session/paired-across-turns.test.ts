import { expect } from "chai";
import type { TurnReading, TurnValue } from "@toolgate/grammar-kit";
import { pairedAcrossTurns } from "./paired-across-turns.js";

const reading = (values: TurnValue[]): TurnReading => ({ language: "pt", read: true, sending: [], destinations: [], values });
const sum = (value: number, of?: string): TurnValue => ({ kind: "number", text: String(value), value, ...(of ? { of } : {}) });
const id = (value: string): TurnValue => ({ kind: "id", text: value, value });

/** `os pedidos 9120 e 9121 vieram com defeito`, then `estorna 35 no primeiro e 50 no segundo`. */
const earlier = reading([id("9120"), id("9121")]);
const later = reading([sum(35), sum(50)]);

describe("sums a turn gives to the records the turn before it listed", () => {
  it("gives the later turn's sums the records the joint reading pairs them with", () => {
    const paired = pairedAcrossTurns(earlier, later, reading([id("9120"), id("9121"), sum(35, "9120"), sum(50, "9121")]));
    expect(paired?.values.map((v) => `${v.value}:${v.of}`)).to.deep.equal(["35:9120", "50:9121"]);
    expect(Object.isFrozen(paired)).to.equal(true);
  });
  it("pairs none where the joint reading pairs nothing", () => {
    expect(pairedAcrossTurns(earlier, later, reading([id("9120"), id("9121"), sum(35), sum(50)]))).to.equal(undefined);
  });
  it("pairs no sum the joint reading gives two records, nor one given a record the earlier turn never named", () => {
    expect(pairedAcrossTurns(earlier, reading([sum(35)]), reading([sum(35, "9120"), sum(35, "9121")]))).to.equal(undefined);
    expect(pairedAcrossTurns(earlier, reading([sum(35)]), reading([sum(35, "7777")]))).to.equal(undefined);
  });
});
