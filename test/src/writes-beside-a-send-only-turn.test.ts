// A turn that asks only to send a message (`ping Ms Abara on … that her fitting is on Monday`),
// answered by a write of another act (a meeting, a note): the person the message goes to and the
// text it quotes are the message's, so confirm_read asks that write to hold neither; the send's
// veto checks ask about the missing send.
import { expect } from "chai";
import { saidChecksIn } from "./said-check.js";

describe("a write of another act beside a turn that only asks to send", function () {
  this.timeout(60_000);
  const check = saidChecksIn("en");

  it("does not give the message's addressee to a meeting's left-out attendee", async () => {
    const turns = [
      "ping Ms Abara on 07700 900432 that her fitting is on Monday at 2",
      "could you drop Mr Lindqvist a line at p.lind@post.example that the survey is now on the 12th",
      "let Tomasz know at tomasz@bricks.example that the skip goes on Thursday, not Wednesday",
    ];
    const days = ["2026-03-09", "2026-03-12", "2026-03-05"];
    for (const [i, turn] of turns.entries()) {
      const answer = await check(turn, "schedule_meeting", { title: "visit", date: days[i] });
      expect(answer.reasons, turn).to.not.include("confirm_read");
      expect(answer.reasons, turn).to.include("s1_veto");
    }
  });

  it("does not ask a note to hold the quote the message carries", async () => {
    const turn = "whatsapp Keanu on +44 7700 900512 — the code for the side gate is 'blue heron', he starts Monday";
    const answer = await check(turn, "save_note", { order_id: "GT-88", text: "gate code sent to Keanu" });
    expect(answer.reasons).to.not.include("confirm_read");
    expect(answer.reasons).to.include("s1_veto");
  });

  it("still reads a meeting the turn asks for, and its day", async () => {
    const turn = "book a meeting with Ms Abara for Monday and text her on 07700 900432 to confirm";
    expect((await check(turn, "schedule_meeting", { title: "fitting", date: "2026-03-09" })).reasons).to.include("confirm_read");
    expect((await check(turn, "schedule_meeting", { title: "fitting", date: "2026-03-09", with: "Ms Abara" })).reasons).to.not.include("confirm_read");
    expect((await check(turn, "schedule_meeting", { title: "fitting", date: "2026-03-10", with: "Ms Abara" })).reasons).to.include("confirm_read");
  });
});
