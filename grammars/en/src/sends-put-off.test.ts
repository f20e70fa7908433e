import { expect } from "chai";
import grammar from "./index.js";

const now = new Date("2026-03-02T10:00:00Z");

function acts(text: string): string[] {
  return grammar.readTurn(text, { now }).sending.map((a) => (a.negated ? `!${a.verb}` : a.verb));
}

describe("English reading: a send put off to later while another act is asked for now", () => {
  const cases: Array<[string, string[]]> = [
    ["if the buyer replies, email them the manual later; for now just log it on 4471", ["!email"]],
    ["for now save a note on 4471, and text the driver afterwards", ["!text"]],
    ["send the rota later; in the meantime, email the driver about 4471", ["!send", "email"]],
    // Put off with no act for now, or the act for now inside the send's own clause: still asked.
    ["send the rota later", ["send"]],
    ["text the driver later today about 4471", ["text"]],
  ];
  for (const [text, want] of cases) it(`reads ${JSON.stringify(text)} as ${want.join(", ") || "no send"}`, () => expect(acts(text)).to.deep.equal(want));
});
