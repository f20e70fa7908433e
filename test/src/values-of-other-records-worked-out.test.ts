// Values a turn gives to another record, or sets aside, held by a call on the picked record: the
// English said-checks ask (confirm_read, naming the argument), and a call on the picked record's
// own values passes. Phrasings beside those of the corpora: kept, given up, left, out of date,
// picked by place, by owner, by what a day is for.
import { expect } from "chai";
import { corpusClient } from "./grammar-figures.js";

async function confirmRead(turns: string[], tool: string, args: Record<string, unknown>): Promise<{ asked: boolean; arguments: string[] }> {
  const client = await corpusClient();
  const session = client.session("", { language: "en" });
  for (const t of turns) session.read(t);
  const origins = Object.fromEntries(Object.keys(args).map((k) => [k, "context"]));
  const answer = await session.checkToolCall(tool, args, { origins });
  const entry = answer.trace.find((t) => t.check === "confirm_read");
  const detail = (entry as { detail?: { arguments?: string[] } } | undefined)?.detail;
  return { asked: entry?.reasons?.includes("confirm_read") === true, arguments: detail?.arguments ?? [] };
}

describe("values of another record or set aside, held by a call on the picked record", function () {
  this.timeout(30_000);

  it("asks about a record the person it is for keeps, or a sum pointed back at to be left", async () => {
    expect(await confirmRead(["refund 30 on WX-101; WX-102 he's keeping"], "refund_card", { order_id: "WX-102", amount: 30 })).to.deep.equal({ asked: true, arguments: ["order_id"] });
    expect(await confirmRead(["invoice QA-3 for 90 — QA-4 is 150, skip that one"], "create_invoice", { customer_id: "QA-3", amount: 150 })).to.deep.equal({ asked: true, arguments: ["amount"] });
    expect(await confirmRead(["invoice QA-3 for 90 — QA-4 is 150, skip that one"], "create_invoice", { customer_id: "QA-3", amount: 90 })).to.deep.equal({ asked: false, arguments: [] });
  });

  it("asks about a sum a later turn says is out of date, not about the one that replaces it", async () => {
    expect(await confirmRead(["refund the deposit on KZ-5, 600", "hm, 600 was last month's, it is 640"], "refund_card", { order_id: "KZ-5", amount: 640 })).to.deep.equal({ asked: false, arguments: [] });
    const old = await confirmRead(["refund the deposit on KZ-5, 600", "hm, 600 was last month's, it is 640"], "refund_card", { order_id: "KZ-5", amount: 600 });
    expect(old.asked).to.equal(true);
    expect(old.arguments).to.include("amount");
  });

  it("asks about the sum of a record not picked by its place, or the record of an owner set apart", async () => {
    expect(await confirmRead(["two rentals: VB-7 the kayak for 55, VB-8 the canoe for 70. refund the first one"], "refund_card", { order_id: "VB-7", amount: 70 })).to.deep.equal({ asked: true, arguments: ["amount"] });
    expect(await confirmRead(["refund the trip fees, 25 each: TR-1 (Noor's), TR-2 (Finn's), TR-3 (Ada's). except Finn's"], "refund_card", { order_id: "TR-2", amount: 25 })).to.deep.equal({ asked: true, arguments: ["order_id"] });
  });

  it("reads a code sent as the message's words: no record of the call, and a text with another code is asked", async () => {
    expect(await confirmRead(["text the pin 8830 to +1 702 555 0199"], "update_phone", { customer_id: "C-9", phone: "+17025550199" })).to.deep.equal({ asked: false, arguments: [] });
    expect(await confirmRead(["text the pin 8830 to +1 702 555 0199"], "send_sms", { phone: "+17025550199", text: "Your PIN is 8803" })).to.deep.equal({ asked: true, arguments: ["text"] });
  });

  it("asks about a place or a day said of another record or thing", async () => {
    expect(await confirmRead(["new numbers: kim (CM-4) is 07700 900444 and lou (CM-5) is 07700 900555"], "update_phone", { customer_id: "CM-4", phone: "07700 900555" })).to.deep.equal({ asked: true, arguments: ["phone"] });
    expect(await confirmRead(["book Ava's swim class for the 12th and her drama class for the 16th"], "schedule_meeting", { title: "Drama class", date: "2026-03-12", with: "Ava" })).to.deep.equal({ asked: true, arguments: ["date"] });
    expect(await confirmRead(["book Ava's swim class for the 12th and her drama class for the 16th"], "schedule_meeting", { title: "Drama class", date: "2026-03-16", with: "Ava" })).to.deep.equal({ asked: false, arguments: [] });
  });
});
