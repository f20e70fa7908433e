import { expect } from "chai";
import grammar from "./index.js";

const now = new Date("2026-03-02T10:00:00Z");

function acts(text: string): string[] {
  return grammar.readTurn(text, { now }).sending.map((a) => (a.negated ? `!${a.verb}` : a.verb));
}

describe("English reading: sends said in formal or Indian English", () => {
  const cases: Array<[string, string[]]> = [
    ["Kindly intimate the customer on +91 98450 12345 that order 6604 is dispatched", ["intimate"]],
    ["pls intimate the buyer about the delay", ["intimate"]],
    ["apprise the client of the delay on 4471 and cancel it", ["apprise"]],
    ["please convey to the buyer that 4471 is delayed", ["notify"]],
    ["convey our apologies to the buyer and refund 20 on 4471", ["notify"]],
    ["kindly keep the customer informed and cancel 4471", ["notify"]],
    ["keep Dana informed about 4471", ["notify"]],
    // The adjective, an act already done, and a state, ask nothing.
    ["the intimate details of 4471 are in the note", []],
    ["I already apprised the client, just cancel 4471", ["!apprise"]],
    ["the buyer was informed yesterday, cancel 4471", ["!inform"]],
  ];
  for (const [text, want] of cases) it(`reads ${JSON.stringify(text)} as ${want.join(", ") || "no send"}`, () => expect(acts(text)).to.deep.equal(want));
});
