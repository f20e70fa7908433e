import { expect } from "chai";
import { readTurn } from "./read.js";

const now = new Date("2026-03-02T10:00:00Z");

function pointed(text: string) {
  return readTurn(text, { now }).sendsToPointed;
}

describe("the English grammar's sends to a person pointed back at", () => {
  it("reads a text asked of the agent to him, her or them", () => {
    expect(pointed("text her I'm on my way, 20 mins")).to.deep.equal({ by: "phone" });
    expect(pointed("ok, can you text them that we are running late")).to.deep.equal({ by: "phone" });
  });
  it("reads none where the person sends, the turn names a place, or the send goes by email", () => {
    expect(pointed("should I text her?")).to.equal(undefined);
    expect(pointed("I'll text her myself, just save a note")).to.equal(undefined);
    expect(pointed("text her on 07700 900432")).to.equal(undefined);
    expect(pointed("email him the kit list")).to.equal(undefined);
  });
});
