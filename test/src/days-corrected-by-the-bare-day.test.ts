// A day corrected by the bare day alone, `era a 9, não a 8`, in the turn that named it or the next:
// the day kept is said and the day set aside is asked about, whichever turn named it.
import { expect } from "chai";
import { PLAIN_WRITE, saidChecksIn } from "./said-check.js";

const ASKED = { decision: "confirm", reasons: ["confirm_read", "write"] };

describe("a day corrected by the bare day, in Portuguese", function () {
  this.timeout(60_000);
  const check = saidChecksIn("pt");

  it("takes the day kept and asks about the day set aside, in the same turn", async () => {
    const turn = "agenda a entrega do sofá no dia 8, ah não, é a 9, não a 8";
    expect(await check(turn, "schedule_meeting", { title: "entrega do sofá", date: "2026-03-09" })).to.deep.equal(PLAIN_WRITE);
    expect(await check(turn, "schedule_meeting", { title: "entrega do sofá", date: "2026-03-08" })).to.deep.equal(ASKED);
  });

  it("takes the day kept and asks about the day set aside, in the next turn", async () => {
    const turns = ["lembra-me de pagar a renda no dia 8", "perdão, era a 9 e não a 8"];
    expect(await check(turns, "set_reminder", { text: "pagar a renda", date: "2026-03-09" })).to.deep.equal(PLAIN_WRITE);
    expect(await check(turns, "set_reminder", { text: "pagar a renda", date: "2026-03-08" })).to.deep.equal(ASKED);
    expect((await check(turns, "set_reminder", { text: "pagar a renda", date: "2026-03-10" })).reasons).to.include("ungrounded");
  });

  it("reads no day where the numbers set against each other are not the day the turn before named", async () => {
    const turns = ["lembra-me de pagar a renda no dia 20", "perdão, são 9 e não 8"];
    expect((await check(turns, "set_reminder", { text: "pagar a renda", date: "2026-03-09" })).reasons).to.include("ungrounded");
  });
});
