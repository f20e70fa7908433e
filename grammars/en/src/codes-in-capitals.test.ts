import { expect } from "chai";
import grammar from "./index.js";

const now = new Date("2026-03-02T10:00:00Z");
const ids = (t: string) => grammar.readTurn(t, { now }).values.filter((v) => v.kind === "id").map((v) => String(v.value));

describe("English reading: a record's code in capitals with letters after its dash", () => {
  it("reads a code with a digit after letters as one id", () => {
    expect(ids("raise the invoice on C-RH9 too")).to.deep.equal(["C-RH9"]);
    expect(ids("refund 12 on KIT-XL4 and KIT-M2")).to.deep.equal(["KIT-XL4", "KIT-M2"]);
  });
  it("reads a code whose number stands after a second dash as one id", () => {
    expect(ids("pls put the theory test pack DS-PACK-7 up on the share")).to.deep.equal(["DS-PACK-7"]);
    expect(ids("swap KIT-BLUE-12 for KIT-RED-3")).to.deep.equal(["KIT-BLUE-12", "KIT-RED-3"]);
  });
  it("reads a code of one capital and a few more as one id", () => {
    expect(ids("Sam's invoice is C-SAM for 300, Priya's is C-PRI for 450")).to.deep.equal(["C-SAM", "C-PRI"]);
    expect(ids("cancel booking B-ANNA")).to.deep.equal(["B-ANNA"]);
  });
  it("reads no id in dashed words of a turn written in capitals, nor in words with small letters", () => {
    expect(ids("BOOK AN X-RAY FOR REX ASAP")).to.deep.equal([]);
    expect(ids("order a T-shirt and an X-ray for the co-op")).to.deep.equal([]);
  });
  it("still reads a code with a digit in a shouted turn", () => {
    expect(ids("INVOICE C-RH9 FOR 200")).to.deep.equal(["C-RH9"]);
  });
});

describe("English reading: a code in capitals after a number sign", () => {
  const places = (t: string) => grammar.readTurn(t, { now }).destinations.map((d) => d.text);
  it("reads the code as a record's id, with or without a record's word before it", () => {
    expect(ids("pls refnd 12.5 on ordr #Q-4401 thx")).to.deep.equal(["Q-4401"]);
    expect(ids("cancel #AB12 and #C-77")).to.deep.equal(["AB12", "C-77"]);
    expect(places("pls refnd 12.5 on ordr #Q-4401 thx")).to.deep.equal([]);
  });
  it("still reads a channel named in words, with or without a dash or a digit", () => {
    expect(places("post it in #refunds and #front-desk")).to.deep.equal(["#refunds", "#front-desk"]);
    expect(places("drop a msg in #q1-sales")).to.deep.equal(["#q1-sales"]);
    expect(ids("drop a msg in #q1-sales")).to.deep.equal([]);
  });
});

describe("English reading: a code of capitals joined by slashes", () => {
  it("reads the code with its number as one id, however the number is joined", () => {
    expect(ids("bill client LW/MBE/204 for the April retainer")).to.deep.equal(["LW/MBE/204"]);
    expect(ids("the file's under HR/PAY-9 now")).to.deep.equal(["HR/PAY-9"]);
    expect(ids("INVOICE TX/ZA/88 FOR 300")).to.deep.equal(["TX/ZA/88"]);
  });
  it("reads no id in capitals joined by a slash with no number", () => {
    expect(ids("fix the A/C in room B, it says N/A on the panel")).to.deep.equal([]);
  });
});
