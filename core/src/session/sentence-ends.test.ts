import { expect } from "chai";
import { endsSentence, sentenceAt, sentenceEnd } from "./sentence-ends.js";

describe("sentence ends", () => {
  it("ends a sentence at a stop before a blank, a closing mark or the end, and at a line's end", () => {
    const text = "Room 4 is Ana's. Ask her (she knows.) Then go!\nNext line";
    const ends = [...text].map((_, i) => i).filter((i) => endsSentence(text, i));
    expect(ends.map((i) => text[i])).to.deep.equal([".", ".", "!", "\n"]);
  });

  it("does not end one at a decimal, an address's dot, a semicolon or a number's abbreviation", () => {
    for (const text of ["Pay 4.1m to a.b@c.example today", "Room 4 is Ana's; room 6 is Ben's", "see invoice no. 32 for details"]) {
      expect(sentenceEnd(text, 0), text).to.deep.equal({ end: text.length, next: text.length });
    }
  });

  it("walks sentence after sentence, and finds the sentence around a span", () => {
    const text = "Tickets are sold out. The venue moved to Pier 3! Doors at 7.";
    const first = sentenceEnd(text, 0);
    expect(text.slice(0, first.end)).to.equal("Tickets are sold out");
    const second = sentenceEnd(text, first.next);
    expect(text.slice(first.next, second.end).trim()).to.equal("The venue moved to Pier 3");
    const at = text.indexOf("Pier");
    expect(sentenceAt(text, at, at + 4).trim()).to.equal("The venue moved to Pier 3!");
  });
});
