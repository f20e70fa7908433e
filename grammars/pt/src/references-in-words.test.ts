import { expect } from "chai";
import { readTurn } from "./read.js";

/** Segunda-feira, 2 de março de 2026, 10:00 UTC. */
const now = new Date("2026-03-02T10:00:00Z");

function values(text: string): string[] {
  return readTurn(text, { now }).values.map((v) => `${v.kind}:${v.value}${v.background ? " (aside)" : ""}`);
}

describe("the Portuguese grammar's transfer references said in words", () => {
  it("reads a reference whose words are joined by `do`, `da`, `de` whole, never cut after a joining word", () => {
    expect(values("Transfere 1,5 mil euros p/ PT50000201231234567890154 ref obras do telhado da igreja")).to.include("id:obras do telhado da igreja");
    expect(values("paga 300 ao PT50003300004554219181105, referência quotas de março da associação")).to.include("id:quotas de março da associação");
  });
  it("reads a reference that opens with a count whole, and the count aside as said", () => {
    const read = values("Transfere 540 € à ama, IBAN PT50003300004554219181105, referência 36 horas de fevereiro");
    expect(read).to.include("id:36 horas de fevereiro");
    expect(read).to.include("number:36 (aside)");
    expect(read).to.include("amount:540");
  });
  it("keeps a number said of a record a number, not a reference in words", () => {
    expect(values("paga ref 2231 do cliente")).to.deep.equal(["id:2231"]);
  });
});
