import { expect } from "chai";
import grammar from "./index.js";

const now = new Date("2026-03-02T10:00:00Z");

function acts(text: string): string[] {
  return grammar.readTurn(text, { now }).sending.map((a) => (a.negated ? `!${a.verb}` : a.verb));
}

describe("English reading: a sign that pictures a message, pointed at a place", () => {
  const cases: Array<[string, string[]]> = [
    ["📧 to lena@agency.example — the slides are ready for Tuesday", ["send"]],
    ["✉️ lena@agency.example: the slides are ready", ["send"]],
    ["💬 #front-desk the lift is fixed", ["send"]],
    // A sign that points at no place, or that does not open its step, asks for nothing.
    ["📧 received, thanks", []],
    ["the slides are ready 📧 lena@agency.example", []],
  ];
  for (const [text, want] of cases) it(`reads ${JSON.stringify(text)} as ${want.join(", ") || "no send"}`, () => expect(acts(text)).to.deep.equal(want));
});
