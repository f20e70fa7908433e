// Both grammars read a turn a phone wrote (`’`, `…`, `“ ”`) as the same turn typed on a keyboard,
// with the words of the reading as the person wrote them.
import { expect } from "chai";
import { grammar as en } from "@toolgate/grammar-en";
import { grammar as pt } from "@toolgate/grammar-pt";

const now = new Date("2026-03-02T10:00:00Z");

describe("turns written with characters past Latin-1", () => {
  it("reads `don’t` as `don't`: the order it sets apart is taken back", () => {
    const phone = en.readTurn("don’t cancel 4471, cancel 4472", { now });
    expect(phone.values).to.deep.equal(en.readTurn("don't cancel 4471, cancel 4472", { now }).values);
    expect(phone.values.find((v) => v.text === "4471")?.superseded).to.equal(true);
  });

  it("reads a quoted message in curly quotes, its words as typed", () => {
    const reading = en.readTurn("post “we’re live” in #launch", { now });
    expect(reading.values.filter((v) => v.kind === "quoted")).to.deep.equal([{ kind: "quoted", text: "“we’re live”", value: "we’re live" }]);
    expect(reading.destinations.map((d) => d.value)).to.deep.equal(["launch"]);
  });

  it("reads `…` after a value as the end of what was said, so the correction after it takes it back", () => {
    const reading = pt.readTurn("cancela o 2231… desculpa a confusão, é o 2213", { now });
    expect(reading.values.map((v) => [v.text, v.superseded === true])).to.deep.equal([["2231", true], ["2213", false]]);
  });
});
