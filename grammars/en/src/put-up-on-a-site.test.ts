import { expect } from "chai";
import grammar from "./index.js";

const now = new Date("2026-03-02T10:00:00Z");

function acts(text: string): string[] {
  return grammar.readTurn(text, { now }).sending.map((a) => (a.negated ? `!${a.verb}` : a.verb));
}

describe("English reading: a thing put up on a web address is uploaded", () => {
  const cases: Array<[string, string[]]> = [
    ["pls put the theory test pack DS-PACK-7 up on https://learners.roadready.example/share", ["upload"]],
    ["can you stick the new menu up on www.cafe.example tonight", ["upload"]],
    ["get the slides up at https://files.example/deck before the call", ["upload"]],
    // Put up on no web address, told done, or refused, it sends nothing.
    ["put the sign up on the door of unit 4", []],
    ["don't put the pack up on https://files.example/a yet", []],
    ["Dana put the pack up on https://files.example/a yesterday", []],
  ];
  for (const [text, want] of cases) it(`reads ${JSON.stringify(text)} as ${want.join(", ") || "no send"}`, () => expect(acts(text)).to.deep.equal(want));
});
