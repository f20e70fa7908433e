import { expect } from "chai";
import grammar from "./index.js";

const now = new Date("2026-03-02T10:00:00Z");

function acts(text: string): string[] {
  return grammar.readTurn(text, { now }).sending.map((a) => (a.negated ? `!${a.verb}` : a.verb));
}

describe("English reading: a send the person only supposes of themselves", () => {
  const supposed: Array<[string, string[]]> = [
    ["if I were to email the supplier about 2114, what should I say?", ["!email"]],
    ["were I to text the buyer tonight, would she see it?", ["!text"]],
    ["suppose I emailed the landlord, then what?", ["!email"]],
    ["say I texted her tonight", ["!text"]],
    ["if we were to post it in #ops, who would read it?", ["!post"]],
    ["if I email them will they see it before Friday", ["!email"]],
  ];
  for (const [text, want] of supposed) it(`reads the send as the person's own: ${JSON.stringify(text)}`, () => expect(acts(text)).to.deep.equal(want));

  const asked: Array<[string, string[]]> = [
    ["if you could email the buyer that'd be great", ["email"]],
    ["if we email the buyer now, note it on 4471", ["email"]],
    ["email the buyer if I forget", ["email"]],
  ];
  for (const [text, want] of asked) it(`still reads a request: ${JSON.stringify(text)}`, () => expect(acts(text)).to.deep.equal(want));
});
