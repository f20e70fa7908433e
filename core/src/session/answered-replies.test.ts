// A reply the person asked for in a verb of their own, to the message that asks to be answered.
import { expect } from "chai";
import { answersAskedReply, type AnsweredResult } from "./answered-replies.js";
import { datumKeys } from "./origins.js";

/** A result whose structured fields hold these values (a message's id among them). */
const result = (structured: string[]): AnsweredResult => ({ index: { structured: new Map(structured.flatMap((d) => datumKeys(d)).map((k) => [k, "emails.id"])) } });
const reminder = result(["em_lab_707", "equipment-desk@biolab.example"]);
const yes = () => true;
const no = () => false;

describe("a reply the person asked for, to the message that asks to be answered", () => {
  it("answers the message the result holds where the latest turn asks a send in any verb", () => {
    expect(answersAskedReply("em_lab_707", reminder, yes)).to.equal(true);
  });
  it("does not where no turn asks a send, the reply goes to another message, or the id is no text", () => {
    expect(answersAskedReply("em_lab_707", reminder, no)).to.equal(false);
    expect(answersAskedReply("em_other_1", reminder, yes)).to.equal(false);
    expect(answersAskedReply(707, reminder, yes)).to.equal(false);
  });
  it("asks whether a send was asked only where the id matches", () => {
    let asked = 0;
    answersAskedReply("em_other_1", reminder, () => (asked++, true));
    expect(asked).to.equal(0);
  });
});
