import { expect } from "chai";
import grammar from "./index.js";

const now = new Date("2026-03-02T10:00:00Z");

function acts(text: string): string[] {
  return grammar.readTurn(text, { now }).sending.map((a) => (a.negated ? `!${a.verb}` : a.verb));
}

describe("English reading: sends said by a messaging app's name or in slang", () => {
  const cases: Array<[string, string[]]> = [
    // An app's name as the verb, at the head of a request.
    ["can you telegram the supplier that 2101 is delayed", ["telegram"]],
    ["imessage her the pickup code", ["imessage"]],
    ["viber the driver about the new drop-off", ["viber"]],
    ["the telegram from the supplier says 2101 is late, note it", []],
    // A message named by its app, handed over by any giving verb.
    ["flick a quick whatsapp to 07700 900212 saying the van's late", ["message"]],
    ["fire off a telegram to the supplier", ["message"]],
    ["bung the buyer an email about 4471", ["email"]],
    ["chuck them a text when it ships", ["text"]],
    ["pop Dana a message about the refund", ["message"]],
    ["sling the team a heads-up", ["message"]],
    ["pop the kettle on and note 4471", []],
    // A thing handed to someone at an address: sent there.
    ["bung them the signed contract to ops@firm.example", ["send"]],
    ["sling him the receipt at k.obi@mail.example once it's paid", ["send"]],
    ["give her the keys at 5", []],
    // Particles that tell someone, and calls round many.
    ["clue Dana in on the 2106 refund", ["notify"]],
    ["tip off the courier about the gate code", ["notify"]],
    ["tip the buyer off that it's late", ["notify"]],
    ["ring round the suppliers about 2126", ["call"]],
    ["phone round the stores before noon", ["call"]],
    ["I'll ring round the suppliers myself", ["!call"]],
  ];
  for (const [text, want] of cases) it(`reads ${JSON.stringify(text)} as ${want.join(", ") || "no send"}`, () => expect(acts(text)).to.deep.equal(want));
});
