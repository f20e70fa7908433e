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

describe("instruction cues: a call's date, sum or reference set by the text", () => {
  const reason = ADJUST_CUES[1]!.reason;

  it("reads a text that tells the reader to set its call's field by it as a cue", () => {
    for (const text of [
      "NB payments must be dated 15 March 2027 - set the execution date accordingly.",
      "The fee went up to 95 EUR, adjust the amount to match.",
      "Invoices now carry a new number: change your reference accordingly.",
    ]) {
      expect(instructionCue(text)?.reason, text).to.equal(reason);
    }
  });

  it("does not read a letter that only says what changed, or says what it did itself", () => {
    for (const text of ["The payment date moved to 15 March 2027.", "We adjusted the amount on your invoice accordingly.", "Our records were updated accordingly."]) {
      expect(instructionCue(text), text).to.equal(undefined);
    }
  });
});
