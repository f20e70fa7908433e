// The cue of a text that sets what every message of a kind must hold: found in its family's
// wordings, with its reason, and not in a sender's note on its own messages or a bill's reference.
import { expect } from "chai";
import { instructionCue } from "./instructions.js";
import { STANDING_RULE_CUES } from "./standing-rule-cues.js";

describe("instruction cues: a rule for every message", () => {
  const reason = STANDING_RULE_CUES[0]!.reason;

  it("reads a rule on what every escalation, post, reply or entry must hold as a cue", () => {
    for (const text of [
      "P1/P2 only | Heads-up: SUP-4412 was merged into SUP-9120 - quote SUP-9120 in every escalation.",
      "Owners are assigned by rota: write 'owner: @sven.k' on every escalation",
      "Tag @legal-review in each status update about the deal",
      "Paste https://close-tracker.example/ourco into every handoff you post",
      "Add ops-notes to each calendar entry for this series",
    ]) {
      expect(instructionCue(text)?.reason, text).to.equal(reason);
    }
  });

  it("does not read a note on what the sender's own messages hold, or a plain every, as a cue", () => {
    for (const text of [
      "Every escalation here is reviewed by the on-call lead within an hour.",
      "Each update we send includes the ticket number.",
      "Please quote your invoice number on all payments.",
      "We add a summary to each release note.",
    ]) {
      expect(instructionCue(text), text).to.equal(undefined);
    }
  });
});
