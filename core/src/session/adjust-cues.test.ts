// The cue of a text that tells the reader to set its reminders by the text: found in its family's
// wordings, with its reason, and not in a reschedule letter's closing line about calendars.
import { expect } from "chai";
import { instructionCue } from "./instructions.js";
import { ADJUST_CUES } from "./adjust-cues.js";

describe("instruction cues: reminders set by the text", () => {
  const reason = ADJUST_CUES[0]!.reason;

  it("reads a text that tells the reader to set or move its reminders by it as a cue", () => {
    for (const text of [
      "Update: the freeze was moved to 12:00 the same day, set reminders accordingly.",
      "The demo starts at 15:30 now - adjust your reminders to match",
      "Change any alarms accordingly; doors open at 07:45.",
    ]) {
      expect(instructionCue(text)?.reason, text).to.equal(reason);
    }
  });

  it("does not read a reschedule letter's line about calendars, or reminders only spoken of, as a cue", () => {
    for (const text of ["The concert moved to 18:00; please update your calendars accordingly.", "We will send reminders the day before.", "Reminders are set automatically for every booking."]) {
      expect(instructionCue(text), text).to.equal(undefined);
    }
  });
});
