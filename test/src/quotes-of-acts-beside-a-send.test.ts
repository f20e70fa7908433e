// A quoted text said in the clause of an act that sends nothing, beside a send (`put 'quarterly
// review' in the calendar … and drop her an email`): the quote is that act's, so confirm_read asks
// the act's call to hold it and not the message; a quote in the send's own clause is the message's.
import { expect } from "chai";
import { saidChecksIn } from "./said-check.js";

describe("a quote of an act that sends nothing, beside a send", function () {
  this.timeout(60_000);
  const check = saidChecksIn("en");
  const CALENDAR = "put 'quarterly review' in the calendar for the 12th with Priya and drop her an email at priya@firm.example";
  const BOOKED = "book Ivan in for Friday, 'boiler service', and text him to confirm";

  it("does not ask a send to hold the quote another act was given", async () => {
    expect((await check(CALENDAR, "send_email", { to: "priya@firm.example", body: "The quarterly review is on the 12th, see you there" })).reasons).to.not.include("confirm_read");
    expect((await check(["Ivan's mobile is 07700 900777", BOOKED], "send_sms", { phone: "07700 900777", text: "Booked for Friday morning" })).reasons).to.not.include("confirm_read");
  });

  it("still asks the act's own call to hold its quote", async () => {
    expect((await check(CALENDAR, "schedule_meeting", { title: "annual review", date: "2026-03-12", with: "Priya" })).reasons).to.include("confirm_read");
    expect((await check(CALENDAR, "schedule_meeting", { title: "quarterly review", date: "2026-03-12", with: "Priya" })).reasons).to.not.include("confirm_read");
  });

  it("keeps a quote said in the send's own clause the message's", async () => {
    const turn = "save a note on job J-40 that it's done, and text Ana on 07700 900321 'doors open at 7'";
    expect((await check(turn, "send_sms", { phone: "07700 900321", text: "doors open at 8" })).reasons).to.include("confirm_read");
    expect((await check(turn, "send_sms", { phone: "07700 900321", text: "doors open at 7" })).reasons).to.not.include("confirm_read");
  });
});
