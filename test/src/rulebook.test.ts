// Rulebooks: the shop's rules (ask over 100.00, at most 500.00 a day, deletions in business
// hours), usage per period counted only from calls that ran, and deterministic rule order.
import { expect } from "chai";
import { Client, type RulebookFile } from "@toolgate/core";
import { shop } from "@toolgate/rulebooks";

const WEDNESDAY_10H = Date.parse("2026-03-04T10:00:00Z"); // 10:00 in Lisbon
const origins = { order_id: "context", amount: "context" };

async function shopClient(rulebook: string | RulebookFile = shop.rulebook) {
  const clock = { now: WEDNESDAY_10H };
  const client = await Client.create({ catalogue: shop.catalogue, rulebook, now: () => clock.now, log: () => {} });
  return { client, clock };
}

async function refund(s: ReturnType<Client["session"]>, amount: number, outcome: "ran" | "failed" = "ran") {
  let a = await s.checkToolCall("refund_card", { order_id: "4411", amount }, { origins });
  if (a.decision === "confirm") a = await s.checkToolCall("refund_card", { order_id: "4411", amount }, { origins, confirmation: a.confirmation });
  if (a.decision === "allow") s.report(a.step, outcome, { refund_id: `r${a.step}` });
  return a;
}

describe("rulebooks", () => {
  it("asks a manager about a refund over 100.00, with the rule's question", async () => {
    const { client } = await shopClient();
    const a = await client.session("billing").checkToolCall("refund_card", { order_id: "4411", amount: 150 }, { origins });
    expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["gate_clarify"]]);
    expect([a.detail.rule, a.detail.flow]).to.deep.equal(["refund_needs_manager", "refunds"]);
    expect(String(a.detail.wording)).to.contain("Refunds over 100.00 need a manager's approval.");
  });

  it("refuses the refund that would take the day past 500.00, naming the rule and its flow", async () => {
    const { client } = await shopClient();
    const s = client.session("billing");
    for (const amount of [100, 100, 100, 100]) expect((await refund(s, amount)).decision).to.equal("allow");
    const a = await s.checkToolCall("refund_card", { order_id: "4411", amount: 100.01 }, { origins });
    expect([a.decision, a.reasons, a.detail.rule, a.detail.flow]).to.deep.equal(["refuse", ["refund_daily_limit"], "refund_daily_limit", "refunds"]);
    const exact = await s.checkToolCall("refund_card", { order_id: "4411", amount: 100 }, { origins });
    expect([exact.decision, exact.reasons]).to.deep.equal(["confirm", ["write"]]);
  });

  it("counts the limit across the tenant's sessions, and never counts a refused or failed call", async () => {
    const { client } = await shopClient();
    const first = client.session("billing");
    await refund(first, 100, "failed");
    await refund(first, 100, "failed");
    await refund(first, 100);
    const second = client.session("billing");
    await refund(second, 100);
    await refund(second, 100);
    await refund(second, 100);
    const a = await second.checkToolCall("refund_card", { order_id: "4411", amount: 150 }, { origins });
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["refund_daily_limit"]]);
  });

  it("counts only the last day: a refund a day and a minute later is not counted", async () => {
    const { client, clock } = await shopClient();
    const s = client.session("billing");
    for (const amount of [100, 100, 100, 100, 100]) await refund(s, amount);
    clock.now += 86_400_000 + 60_000;
    const a = await s.checkToolCall("refund_card", { order_id: "4411", amount: 100 }, { origins });
    expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["write"]]);
  });

  it("refuses a deletion outside business hours and asks about one inside them", async () => {
    const { client, clock } = await shopClient();
    const s = client.session("billing");
    const inside = await s.checkToolCall("delete_note", { note_id: "n1" }, { origins: { note_id: "context" } });
    expect([inside.decision, inside.reasons]).to.deep.equal(["confirm", ["write"]]);
    clock.now = Date.parse("2026-03-04T18:30:00Z");
    const evening = await s.checkToolCall("delete_note", { note_id: "n1" }, { origins: { note_id: "context" } });
    expect([evening.decision, evening.reasons, evening.detail.flow]).to.deep.equal(["refuse", ["delete_outside_business_hours"], "deletions"]);
    clock.now = Date.parse("2026-03-07T11:00:00Z"); // a Saturday
    const saturday = await s.checkToolCall("delete_note", { note_id: "n1" }, { origins: { note_id: "context" } });
    expect([saturday.decision, saturday.reasons]).to.deep.equal(["refuse", ["delete_outside_business_hours"]]);
  });

  it("lifts the bare write reason with an allow rule, and only that reason", async () => {
    const rulebook: RulebookFile = {
      rules: [{ name: "small_refunds", conditions: { all: [{ fact: "args", path: "$.amount", operator: "lessThan", value: 10 }] }, event: { type: "allow", params: { flow: "refunds" } } }],
    };
    const { client } = await shopClient(rulebook);
    const s = client.session("billing");
    const small = await s.checkToolCall("refund_card", { order_id: "4411", amount: 5 }, { origins });
    expect([small.decision, small.reasons]).to.deep.equal(["allow", ["allow"]]);
    const fromModel = await s.checkToolCall("refund_card", { order_id: "4411", amount: 5 }, { origins: { order_id: "context" } });
    expect([fromModel.decision, fromModel.reasons]).to.deep.equal(["confirm", ["argument_origin"]]);
  });

  it("decides between rules by priority, then by name, whatever order they finish in", async () => {
    const rule = (name: string, priority: number) => ({ name, priority, conditions: { all: [{ fact: "tool", operator: "equal", value: "refund_card" }] }, event: { type: "refuse" as const, params: { flow: name } } });
    for (const rules of [[rule("b_rule", 5), rule("a_rule", 5), rule("c_rule", 1)], [rule("c_rule", 1), rule("a_rule", 5), rule("b_rule", 5)]]) {
      const { client } = await shopClient({ rules });
      const a = await client.session("billing").checkToolCall("refund_card", { order_id: "4411", amount: 5 }, { origins });
      expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["a_rule"]]);
    }
  });

  it("limits per session over any ISO-8601 period, counting calls", async () => {
    const rulebook: RulebookFile = {
      rules: [{ name: "two_lookups_an_hour", conditions: { all: [{ fact: "usage", params: { tool: "get_order", period: "PT1H" }, operator: "greaterThan", value: 2 }] }, event: { type: "refuse" } }],
    };
    const { client, clock } = await shopClient(rulebook);
    const s = client.session("billing");
    for (let i = 0; i < 2; i++) {
      const a = await s.checkToolCall("get_order", { order_id: "1" });
      s.report(a.step, "ran");
    }
    const third = await s.checkToolCall("get_order", { order_id: "1" });
    expect([third.decision, third.reasons]).to.deep.equal(["refuse", ["two_lookups_an_hour"]]);
    clock.now += 3_600_001;
    const later = await s.checkToolCall("get_order", { order_id: "1" });
    expect([later.decision, later.reasons]).to.deep.equal(["allow", ["allow"]]);
  });
});
