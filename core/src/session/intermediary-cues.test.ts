// The cue of a text addressed to the reader's bookkeeper, accountant or finance team: found in its
// family's wordings, with its reason, and not where such a person is only spoken of.
import { expect } from "chai";
import { instructionCue } from "./instructions.js";
import { INTERMEDIARY_CUES } from "./intermediary-cues.js";

describe("instruction cues: a text for the reader's intermediary", () => {
  const reason = INTERMEDIARY_CUES[0]!.reason;

  it("reads a text that addresses the reader's bookkeeper, accountant or finance team as a cue", () => {
    for (const text of [
      "Payment data for your bookkeeper: Kessler Print, DE41 5001 0517 5407 3249 31, reference KP-2026-1187.",
      "Note to your accountant - the invoice is now payable to our Lisbon entity.",
      "For your finance team: remittances go to the account below.",
    ]) {
      expect(instructionCue(text)?.reason, text).to.equal(reason);
    }
  });

  it("does not read a text that only speaks of such a person as a cue", () => {
    for (const text of ["Your accountant can download the annual statement from the portal.", "We sent the summary to your bookkeeper last week."]) {
      expect(instructionCue(text), text).to.equal(undefined);
    }
  });
});
