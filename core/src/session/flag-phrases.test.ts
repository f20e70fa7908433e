// A switch named in a turn as a phrase, not by its words scattered through the turn.
import { expect } from "chai";
import { flagNamedInTurn, nearPairs } from "./flag-phrases.js";

const turn = (words: string[]) => {
  const keys = new Set([...words, ...nearPairs(words)]);
  return (k: string) => keys.has(k);
};

describe("a switch named in a turn as a phrase", () => {
  it("names a switch whose words stand near each other, in order, or written as one word", () => {
    expect(flagNamedInTurn(["reply", "all"], turn(["please", "reply", "all"]))).to.equal(true);
    expect(flagNamedInTurn(["reply", "all"], turn(["reply", "to", "them", "all"]))).to.equal(true);
    expect(flagNamedInTurn(["notify", "guests"], turn(["notify", "the", "guests"]))).to.equal(true);
    expect(flagNamedInTurn(["reply", "all"], turn(["use", "reply-all"]))).to.equal(true);
    expect(flagNamedInTurn(["private"], turn(["a", "private", "channel"]))).to.equal(true);
  });
  it("does not name a switch whose words stand apart or out of order", () => {
    expect(flagNamedInTurn(["reply", "all"], turn(["reply", "to", "her", "that", "i", "can", "do", "all", "of", "them"]))).to.equal(false);
    expect(flagNamedInTurn(["reply", "all"], turn(["all", "reply"]))).to.equal(false);
    expect(flagNamedInTurn([], turn(["reply"]))).to.equal(false);
  });
  it("makes at most three pairs per word: a turn's pairs grow with its length, no faster", () => {
    expect(nearPairs(["a", "b", "c", "d", "e"])).to.have.length(3 + 3 + 2 + 1);
  });
});
