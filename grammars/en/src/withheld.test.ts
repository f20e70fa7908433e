import { expect } from "chai";
import grammar from "./index.js";

const now = new Date("2026-03-02T10:00:00Z");

function acts(text: string): string[] {
  return grammar.readTurn(text, { now }).sending.map((a) => (a.negated ? `!${a.verb}` : a.verb));
}

describe("English reading: a message its own verb withholds", () => {
  const cases: Array<[string, string[]]> = [
    ["skip the text to 07700 900222 this time; just note 2122 as refunded", ["!text"]],
    ["hold the email to ana@linden.example until the refund lands", ["!post", "!email"]],
    ["scrap the message in #ops, cancel 4471 instead", ["!message"]],
    ["ditch the email to legal@linden.example and save a note", ["!post", "!email"]],
    // The same messages asked for: a giving or sending verb hands them on.
    ["drop a text to 07700 900222 and note 2122", ["text"]],
    ["send the email to ana@linden.example", ["send"]],
  ];
  for (const [text, want] of cases) it(`reads ${JSON.stringify(text)} as ${want.join(", ")}`, () => expect(acts(text)).to.deep.equal(want));
});
