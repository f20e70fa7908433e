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

describe("English reading: a send said as what someone other than the agent would do", () => {
  const supposed: Array<[string, string[]]> = [
    ["if the buyer kicks up a fuss we'd WhatsApp her, but for now just refund 250 on 6619", ["!whatsapp"]],
    ["we would email her but the address bounced", ["!email"]],
    ["they'd text her if it shipped", ["!text"]],
    ["Dana would WhatsApp the buyer if it came to that", ["!whatsapp"]],
    ["if she complains we'd have to email her", ["!email"]],
    ["should it come to that, we'd probably email the landlord", ["!email"]],
  ];
  for (const [text, want] of supposed) it(`reads the send as supposed: ${JSON.stringify(text)}`, () => expect(acts(text)).to.deep.equal(want));

  const asked: Array<[string, string[]]> = [
    ["would you email her about 4471", ["email"]],
    ["if you'd email her that'd be great", ["email"]],
    ["I'd email her too", ["email"]],
    ["we'd like you to text the buyer", ["text"]],
  ];
  for (const [text, want] of asked) it(`still reads a request: ${JSON.stringify(text)}`, () => expect(acts(text)).to.deep.equal(want));
});
