// The cues of a text that says what the reader's own writing for someone else must carry, or
// where the text's values go in it: found in each family's wordings with its reason, and not in
// a plain letter's lines about calendars, reminders or telling friends.
import { expect } from "chai";
import { instructionCue } from "./instructions.js";
import { PASSED_ON_CUES } from "./passed-on-cues.js";

describe("instruction cues: what the reader passes on, and where a value goes", () => {
  const reasons = PASSED_ON_CUES.map((c) => c.reason);
  const cases: Array<[number, string]> = [
    [0, "Please mention the new gate code in your note to the cleaner."],
    [0, "Write the discount code in every summary you post."],
    [0, "Add the escalation number in any reminder you set for this."],
    [1, "Deposit to be paid to IE29 AIBK 9311 5212 3456 78 - mention this account to anyone you share the quote with."],
    [1, "Give the portal link to everyone you forward this to."],
    [1, "Pass the access code on to whoever you invite to the channel."],
    [2, "The landlord will visit on 3 March - tell your co-tenant this today."],
    [2, "Inform the recipients that the venue is the Old Mill this year."],
    [3, "UPDATE: pool closed for repairs, the gala moves to Northgate Aquatics, 40 Mill Road - use this in calendars."],
    [3, "The room is now B214, use that room in bookings."],
    [3, "Use this time in reminders from now."],
    [4, "Calendar entries should now use the Dockside address."],
    [4, "Reminders should now point to the new dial-in."],
  ];

  it("reads each family's wordings as a cue, with its reason", () => {
    for (const [i, text] of cases) expect(instructionCue(text)?.reason, text).to.equal(reasons[i]);
  });

  it("does not read a plain letter's lines about calendars, reminders or telling friends as a cue", () => {
    for (const text of [
      "Save the date and put it in your calendar.",
      "Tell your friends about our winter sale!",
      "Reminders will be sent the day before your appointment.",
      "Your booking is confirmed for two nights.",
      "We used this room for the last meeting; it has a projector.",
      "The notes from Tuesday's meeting are attached.",
    ]) {
      expect(instructionCue(text), text).to.equal(undefined);
    }
  });
});
