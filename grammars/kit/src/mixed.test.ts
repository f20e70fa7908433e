// A turn read by several grammars says which: the engine weighs its words in each one's sets.
import { expect } from "chai";
import type { TurnReading } from "./port.js";
import { mergeReadings, withActsOf, withValuesTakenBack } from "./mixed.js";

const reading = (language: string, read = true): TurnReading => ({ language, read, sending: [], destinations: [], values: [] });

describe("mixed readings: the languages that read a turn", () => {
  it("names every language that read a clause, each once, and none for clauses of one language", () => {
    expect(mergeReadings([reading("pt"), reading("en"), reading("pt")], "pt", 10).languages).to.deep.equal(["pt", "en"]);
    expect(mergeReadings([reading("pt"), reading("pt")], "pt", 10).languages).to.equal(undefined);
  });

  it("leaves out a piece its grammar did not read", () => {
    expect(mergeReadings([reading("pt"), reading("en", false)], "pt", 10).languages).to.equal(undefined);
  });

  it("names the language of a stretch read for its acts beside the turn's own", () => {
    expect(withActsOf(reading("en"), [reading("pt")]).languages).to.deep.equal(["en", "pt"]);
    expect(withActsOf(reading("en"), [reading("en")]).languages).to.equal(undefined);
  });
});

describe("mixed readings: values the whole turn takes back", () => {
  const piece = (values: TurnReading["values"]): TurnReading => ({ ...reading("pt"), values });
  const n = (value: number, superseded?: boolean): TurnReading["values"][number] => ({ kind: "number", text: String(value), value, ...(superseded ? { superseded } : {}) });

  it("takes back in the pieces' reading the value the session's grammar took back on the whole turn, met in order", () => {
    const merged = mergeReadings([piece([n(4410), n(4412)]), piece([n(4412)])], "pt", 60);
    const whole = piece([n(4410, true), n(4412, true), n(4412)]);
    expect(withValuesTakenBack(merged, whole).values.map((v) => v.superseded === true)).to.deep.equal([true, true, false]);
  });

  it("leaves the pieces' reading as it is where the whole turn takes nothing back or was not read", () => {
    const merged = () => mergeReadings([piece([n(4410)]), piece([n(4412)])], "pt", 60);
    expect(withValuesTakenBack(merged(), piece([n(4410), n(4412)])).values.some((v) => v.superseded)).to.equal(false);
    expect(withValuesTakenBack(merged(), { ...piece([n(4410, true)]), read: false }).values.some((v) => v.superseded)).to.equal(false);
  });

  it("takes back nothing for a value the pieces do not hold", () => {
    const merged = mergeReadings([piece([n(4410)]), piece([n(4412)])], "pt", 60);
    expect(withValuesTakenBack(merged, piece([n(9999, true), n(4412)])).values.some((v) => v.superseded)).to.equal(false);
  });
});
