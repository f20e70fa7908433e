// Kept answers give what the answer function gives, work each key out once while it is kept, and
// hold no more than their bound.
import { expect } from "chai";
import { KeptAnswers } from "./kept-answers.js";

describe("kept answers about words", () => {
  it("works a key out once, keeps an undefined answer too, and empties itself when full", () => {
    const asked: string[] = [];
    const kept = new KeptAnswers<number | undefined>(2);
    const answer = (w: string) => (asked.push(w), w === "x" ? undefined : w.length);
    expect([kept.of("ab", answer), kept.of("ab", answer), kept.of("x", answer), kept.of("x", answer)]).to.deep.equal([2, 2, undefined, undefined]);
    expect(asked).to.deep.equal(["ab", "x"]);
    // Full at two: a third key empties the memory, so "ab" is worked out again.
    expect(kept.of("abc", answer)).to.equal(3);
    expect(kept.of("ab", answer)).to.equal(2);
    expect(asked).to.deep.equal(["ab", "x", "abc", "ab"]);
  });
});
