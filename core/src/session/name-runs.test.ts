// The names an instruction-shaped text writes, keyed as runs of words, and an argument's name keyed the same way.
import { expect } from "chai";
import { nameRunKey, nameRunKeys } from "./name-runs.js";
import { wordsOf } from "./origins.js";

const runs = (text: string) => nameRunKeys(text, wordsOf);

describe("names a text writes", () => {
  it("keys every run of two to four capitalised words, an initial kept in the run", () => {
    const keys = runs("Tickets are issued in the holder's name: passenger must be entered as M. Okonkwo. Thanks, Ana Maria Sousa Reis");
    expect(keys).to.include("w:m okonkwo");
    expect(keys).to.include("w:ana maria sousa reis");
    expect(keys).to.include("w:maria sousa");
    expect(keys).to.not.include("w:okonkwo thanks");
  });

  it("ends a name at a clause's punctuation and at a lower-case word", () => {
    expect(runs("contact Paula, Rui and Tomás Reis today")).to.deep.equal(["w:tomás reis"]);
  });

  it("keys an argument of two to four words with no digit as a text's name is keyed", () => {
    expect(nameRunKey("M. Okonkwo", wordsOf("M. Okonkwo"))).to.equal("w:m okonkwo");
    expect(nameRunKey("Rua das Flores 27", wordsOf("Rua das Flores 27"))).to.equal(undefined);
    expect(nameRunKey("Okonkwo", wordsOf("Okonkwo"))).to.equal(undefined);
  });

  it("keys at most two hundred runs of a hostile text, whatever its length", () => {
    expect(runs("Ab Cd Ef Gh ".repeat(5_000)).length).to.equal(200);
    expect(runs(`${"A".repeat(20_000)} Bo Co`)).to.deep.equal(["w:bo co"]);
  });
});
