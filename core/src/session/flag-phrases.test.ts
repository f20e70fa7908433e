// A switch named in a turn as a phrase, not by its words scattered through the turn.
import { expect } from "chai";
import { addNearPairs, flagNamedInTurn, turnKeys } from "./flag-phrases.js";

const pairsOf = (words: string[]) => {
  const pairs = new Map<string, Set<string>>();
  addNearPairs(words, pairs);
  return pairs;
};
const turn = (words: string[]) => turnKeys(new Set(words), pairsOf(words));

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
    const pairs = pairsOf(["a", "b", "c", "d", "e"]);
    expect([...pairs].flatMap(([first, after]) => [...after].map((second) => `${first} ${second}`))).to.deep.equal(["a b", "a c", "a d", "b c", "b d", "b e", "c d", "c e", "d e"]);
  });
  it("keeps a pair once, and a word said again keeps the words near each place it stands", () => {
    const pairs = pairsOf(["reply", "all", "then", "reply", "to", "all"]);
    expect([...pairs.get("reply")!]).to.deep.equal(["all", "then", "reply", "to"]);
    expect(turnKeys(new Set(), pairs).near("all", "reply")).to.equal(true);
    expect(turnKeys(new Set(), pairs).near("to", "reply")).to.equal(false);
  });
});
