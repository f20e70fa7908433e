// A turn that sends a message telling of one day and puts something in the calendar on another
// (`whatsapp the groom … that the venue's booked for the 28th, and put the tasting in the calendar
// for Thursday`): the message's day is the send's, so a meeting on it is asked about, and the
// calendar's day is the meeting's.
import { expect } from "chai";
import { saidChecksIn } from "./said-check.js";

describe("the day of a message beside a calendar entry", function () {
  this.timeout(60_000);
  const check = saidChecksIn("en");
  const TURNS = [
    ["whatsapp Kemi on +44 7700 900611 that the cake is collected on the 14th, and pop the fitting in the diary for Wednesday", "2026-03-14", "2026-03-04"],
    ["DM Jonas on @jonas_b that the shoot moved to the 9th, and add the edit session to my calendar for Friday", "2026-03-09", "2026-03-06"],
  ] as const;

  it("asks about a meeting on the message's day", async () => {
    for (const [turn, told] of TURNS) expect((await check(turn, "schedule_meeting", { title: "session", date: told })).reasons, turn).to.include("confirm_read");
  });

  it("lets a meeting on the calendar's day through", async () => {
    for (const [turn, , asked] of TURNS) expect((await check(turn, "schedule_meeting", { title: "session", date: asked })).reasons, turn).to.not.include("confirm_read");
  });
});
