// A turn read by several grammars says which: the engine weighs its words in each one's sets.
import { expect } from "chai";
import type { TurnReading } from "./port.js";
import { mergeReadings, withActsOf } from "./mixed.js";

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
