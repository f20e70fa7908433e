// A source's name read for the terms a person would say of it, and the person's words counted
// against them: two terms point at the source, one does not.
import { expect } from "chai";
import { nameTerms as termsOfWords, namedInWords } from "./named-in-words.js";
import { wordsOf } from "./origins.js";

/** Words a name says nothing of its source with, as a grammar gives them (the port's `name_filler`). */
const FILLER: ReadonlySet<string> = new Set(["your", "with", "from", "about", "sobre", "para"]);
const nameTerms = (name: string) => termsOfWords(wordsOf(name), FILLER);

describe("a source named in the person's own words", () => {
  it("keeps a name's words of four letters or more, and shorter ones with a digit, each once, without the words every subject has", () => {
    expect(nameTerms("Move-out inspection - Flat 3, 22 Kingsdown Parade")).to.deep.equal(["move-out", "inspection", "flat", "22", "kingsdown", "parade"]);
    expect(nameTerms("Your annual boiler service")).to.deep.equal(["annual", "boiler", "service"]);
    expect(nameTerms("Q1 roadmap")).to.deep.equal(["q1", "roadmap"]);
  });

  it("keeps no terms of a name with fewer than two", () => {
    expect(nameTerms("Invoice")).to.equal(undefined);
    expect(nameTerms("Re: your invoice")).to.equal(undefined);
  });

  it("points at a source when the person's words hold two terms of one of its names, of the record asked about where one is given", () => {
    const names = [{ terms: ["annual", "boiler", "service"], record: 2 }, { terms: ["weekly", "deals"], record: 3 }];
    const typed = new Set(["put", "the", "boiler", "service", "in", "my", "calendar"]);
    expect(namedInWords(names, typed)).to.equal(true);
    expect(namedInWords(names, typed, 2)).to.equal(true);
    expect(namedInWords(names, typed, 3)).to.equal(false);
    expect(namedInWords(names, new Set(["boiler"]))).to.equal(false);
  });
});
