// The said-checks on English turns that give where to send in a form the call writes otherwise:
// a handle with an underscore called as a channel, a phone cued by a texting verb's short form.
import { expect } from "chai";
import { PLAIN_WRITE, saidChecksIn } from "./said-check.js";

describe("the said-checks on destinations said in another form", function () {
  this.timeout(60_000);
  const check = saidChecksIn("en");

  it("grounds a handle with an underscore called as the channel, and asks about another handle", async () => {
    const turn = "message @mei_tan on telegram that her lesson is moved";
    expect(await check([turn], "post_message", { channel: "@mei_tan", text: "Your lesson is moved" })).to.deep.equal(PLAIN_WRITE);
    const other = await check([turn], "post_message", { channel: "@mei_tam", text: "Your lesson is moved" });
    expect(other).to.deep.equal({ decision: "confirm", reasons: ["confirm_read", "ungrounded", "write"] });
  });

  it("reads a number after `txt` as where the text goes: the text passes, a note instead is asked about", async () => {
    const turn = "txt 555-0198 that the parcel is in";
    expect(await check([turn], "send_sms", { phone: "555-0198", text: "Your parcel is in" })).to.deep.equal(PLAIN_WRITE);
    const note = await check([turn], "save_note", { text: "parcel is in" });
    expect(note).to.deep.equal({ decision: "confirm", reasons: ["s1_veto", "s2_veto", "write"] });
  });

  it("reads a length of time as no record: a note answering a text is asked about by S1, and by S2 for the phone the earlier turn gave", async () => {
    const turns = ["the customer at 14 Elm Road is locked out, her mobile is 07700 900431", "text her I'm on my way, 15 mins"];
    const note = await check(turns, "save_note", { text: "on my way" });
    expect(note).to.deep.equal({ decision: "confirm", reasons: ["s1_veto", "s2_veto", "write"] });
  });

  it("grounds a phone read out in words (oh, double, hundred) in the text to it", async () => {
    const turn = "text him on oh seven seven double oh nine hundred one two three, tell him the van is here";
    expect(await check([turn], "send_sms", { phone: "07700 900123", text: "The van is here" })).to.deep.equal(PLAIN_WRITE);
    const other = await check([turn], "send_sms", { phone: "07700 900124", text: "The van is here" });
    expect(other).to.deep.equal({ decision: "confirm", reasons: ["confirm_read", "ungrounded", "write"] });
  });
});
