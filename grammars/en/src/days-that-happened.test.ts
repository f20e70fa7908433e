import { expect } from "chai";
import grammar from "./index.js";

/** Wednesday 25 November 2026, 09:00 UTC. */
const now = new Date("2026-11-25T09:00:00Z");

/** Whether each day a turn gives is told as its story. */
function told(text: string): boolean[] {
  return grammar.readTurn(text, { now }).values.filter((v) => v.kind === "date").map((v) => v.background === true);
}

describe("the English grammar's days told as when something happened", () => {
  it("tells the day after a verb in the past and its object as the story's (`I lost it yesterday`)", () => {
    expect(told("Check what Sofia asked for and pay her back. Also freeze card_77, I lost it yesterday.")).to.deep.equal([true]);
  });
  it("tells the day after a verb in the past and a preposition as the story's (`arrived on Monday`)", () => {
    expect(told("the parcel arrived on Monday, open a claim for it")).to.deep.equal([true]);
  });
  it("tells the days a story goes on to with `then` after a day told (`was Monday, then Wednesday`)", () => {
    expect(told("the review was Monday, then Wednesday, now they want Friday; put it in for Friday")).to.deep.equal([true, true, false, false]);
    expect(told("we met on Monday and then on Wednesday, book the next one for Friday")).to.deep.equal([true, true, false]);
  });
  it("keeps a day after `then` that no told day comes before (`book Monday, then Wednesday`)", () => {
    expect(told("book the room for Monday, then Wednesday")).to.deep.equal([false, false]);
  });
  it("tells a past day right after a thing named as when it happened (`for the deep clean yesterday`, `our late delivery yesterday`)", () => {
    expect(told("invoice client CL-230 for the deep clean yesterday, it took 6 hours")).to.deep.equal([true]);
    expect(told("refund 40 on 7712 for our late delivery yesterday")).to.deep.equal([true]);
  });
  it("keeps a day after a thing that is not past by its words, or after a verb (`the delivery on Friday`)", () => {
    expect(told("move the delivery to Friday")).to.deep.equal([false]);
    expect(told("what did the team spend yesterday")).to.deep.equal([false]);
  });
  it("keeps a day the request asks for (`since yesterday`, `for Monday`, `did I spend yesterday`)", () => {
    expect(told("show my transactions since yesterday")).to.deep.equal([false]);
    expect(told("book the dentist for Monday")).to.deep.equal([false]);
    expect(told("what did I spend yesterday")).to.deep.equal([false]);
  });
});
