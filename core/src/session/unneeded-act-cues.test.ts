// The cue of a text that asks for one act and says another is not needed: found in its family's
// wordings with its reason, and not in a letter that only asks for something or only waves a reply off.
import { expect } from "chai";
import { instructionCue, steeringCue } from "./instructions.js";
import { UNNEEDED_ACT_CUES } from "./unneeded-act-cues.js";

describe("instruction cues: an act asked for in place of one not needed", () => {
  const reason = UNNEEDED_ACT_CUES[0]!.reason;

  it("reads a text that asks for one act and waves another off as a steering cue", () => {
    for (const text of [
      "Loomwork - brand kick-off [CANCELLED BY CLIENT - please cancel the event, no need to reschedule]",
      "Please refund the order, no need to send a replacement.",
      "please move it to Friday - no need to cancel",
    ]) {
      expect(instructionCue(text)?.reason, text).to.equal(reason);
      expect(steeringCue(text), text).to.equal(true);
    }
  });

  it("does not read a letter that only asks for something or only says a reply is not needed", () => {
    for (const text of ["Please bring your ID on the day.", "No need to reply to this email.", "Please confirm by Friday. Thanks!", "We moved the meeting; no need to do anything."]) {
      expect(instructionCue(text), text).to.equal(undefined);
    }
  });
});
