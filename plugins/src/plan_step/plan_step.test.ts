// The plan check: its table of cases (cases.yaml: the next step only; out of order, added,
// changed), and what a table cannot play: the token itself, advancing on `ran`, after the end,
// another session, expired, forged.
import { expect } from "chai";
import { Client, ToolgateError } from "@toolgate/core";
import { describeCases } from "../cases.js";
import { exampleCatalogue, exampleRulebook, plugin } from "../index.js";

describeCases("plan_step");

/** A client on the examples' catalogue with a clock the test can move. */
async function checkClient(): Promise<{ client: Client; clock: { now: number } }> {
  const clock = { now: Date.parse("2026-03-04T10:00:00Z") };
  const client = await Client.create({ catalogue: exampleCatalogue, rulebook: exampleRulebook, builtins: plugin, now: () => clock.now, log: () => {} });
  return { client, clock };
}

const fromContext = (args: Record<string, unknown>) => ({ origins: Object.fromEntries(Object.keys(args).map((k) => [k, "context"])) });

const lookUp = { tool: "get_order", arguments: { order_id: "A1" } };
const refund = { tool: "refund_card", arguments: { order_id: "A1", amount: 20 } };

describe("plan_step", () => {
  it("signs a plan token holding the tools, the argument digests, the session and an expiry", async () => {
    const { client, clock } = await checkClient();
    const s = client.session("billing");
    const token = client.approvePlan(s, [lookUp, refund]);
    const [prefix, body] = token.split(".");
    expect(prefix).to.equal("tg1");
    const payload = JSON.parse(Buffer.from(body!, "base64url").toString("utf8"));
    expect(payload).to.include({ t: "plan", session: s.id, exp: clock.now + 86_400_000 });
    expect(payload.steps.map((x: { tool: string }) => x.tool)).to.deep.equal(["get_order", "refund_card"]);
    expect(payload.steps[0].digest).to.be.a("string").with.length.greaterThan(20);
  });

  it("lets the plan's next step through, and advances only when that step is reported ran", async () => {
    const { client } = await checkClient();
    const s = client.session("billing");
    client.approvePlan(s, [lookUp, refund]);
    const first = await s.checkToolCall("get_order", { order_id: "A1" });
    expect([first.decision, first.reasons]).to.deep.equal(["allow", ["allow"]]);
    s.report(first.step, "failed");
    const early = await s.checkToolCall("refund_card", refund.arguments, fromContext(refund.arguments));
    expect([early.decision, early.reasons]).to.deep.equal(["refuse", ["plan_step"]]);
    s.report(early.step, "failed");

    const again = await s.checkToolCall("get_order", { order_id: "A1" });
    s.report(again.step, "ran");
    const second = await s.checkToolCall("refund_card", refund.arguments, fromContext(refund.arguments));
    expect(second.reasons).to.not.include("plan_step");
    expect([second.decision, second.reasons]).to.deep.equal(["confirm", ["write"]]);
  });

  it("does not advance on a step whose outcome was never reported", async () => {
    const { client } = await checkClient();
    const s = client.session("billing");
    client.approvePlan(s, [lookUp, refund]);
    await s.checkToolCall("get_order", { order_id: "A1" });
    const a = await s.checkToolCall("refund_card", refund.arguments, fromContext(refund.arguments));
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["plan_step"]]);
  });

  it("refuses a call once every step of the plan has run", async () => {
    const { client } = await checkClient();
    const s = client.session("billing");
    client.approvePlan(s, [lookUp]);
    const a = await s.checkToolCall("get_order", { order_id: "A1" });
    s.report(a.step, "ran");
    const more = await s.checkToolCall("get_order", { order_id: "A1" });
    expect([more.decision, more.reasons]).to.deep.equal(["refuse", ["plan_step"]]);
  });

  it("refuses under a plan approved for another session, an expired plan and a forged one", async () => {
    const { client, clock } = await checkClient();
    const one = client.session("billing");
    const token = client.approvePlan(one, [lookUp]);
    const other = client.session("billing");
    const elsewhere = await other.checkToolCall("get_order", { order_id: "A1" }, { plan: token });
    expect([elsewhere.decision, elsewhere.reasons]).to.deep.equal(["refuse", ["plan_step"]]);
    expect(elsewhere.detail.plan).to.match(/another session/);

    const [p, body, sig] = token.split(".");
    const payload = JSON.parse(Buffer.from(body!, "base64url").toString("utf8"));
    payload.steps[0].tool = "pay";
    const forged = `${p}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.${sig}`;
    const f = await one.checkToolCall("get_order", { order_id: "A1" }, { plan: forged });
    expect([f.decision, f.reasons]).to.deep.equal(["refuse", ["plan_step"]]);

    clock.now += 2 * 86_400_000;
    const late = await one.checkToolCall("get_order", { order_id: "A1" });
    expect([late.decision, late.reasons]).to.deep.equal(["refuse", ["plan_step"]]);
    expect(late.detail.plan).to.match(/expired/);
  });

  it("refuses to approve a plan with no steps or a tool the catalogue lacks", async () => {
    const { client } = await checkClient();
    const s = client.session("billing");
    expect(() => client.approvePlan(s, [])).to.throw(ToolgateError, /plan_invalid/);
    expect(() => client.approvePlan(s, [{ tool: "nope", arguments: {} }])).to.throw(ToolgateError, /plan_invalid/);
  });
});
