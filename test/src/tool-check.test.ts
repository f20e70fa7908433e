// The tool check of seed 000, steps 1–12: every reason code it answers with, and "the first
// that answers decides" across steps.
import { expect } from "chai";
import { setting } from "@toolgate/core";
import { makeClient, ran } from "./fixtures.js";

const ctx = (args: Record<string, unknown>) => Object.fromEntries(Object.keys(args).map((k) => [k, "context"]));

describe("the tool check", () => {
  describe("step 1: allowed tools", () => {
    it("refuses a tool the catalogue does not have as unknown_tool", async () => {
      const { client } = await makeClient();
      const a = await client.session("billing").checkToolCall("delete_order", { order_id: "1" });
      expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["unknown_tool"]]);
    });
    it("refuses a call that names no agent when the catalogue has several, as agent_required", async () => {
      const { client } = await makeClient();
      const a = await client.session().checkToolCall("get_order", { order_id: "1" });
      expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["agent_required"]]);
    });
    it("refuses a tool this agent may not reach as unknown_tool, naming the agent", async () => {
      const { client } = await makeClient();
      const a = await client.session("billing").checkToolCall("restart_service", { name: "api" }, { origins: { name: "context" } });
      expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["unknown_tool"]]);
      expect(a.detail.agent).to.equal("billing");
      const ops = await client.session("ops").checkToolCall("restart_service", { name: "api" }, { origins: { name: "context" } });
      expect([ops.decision, ops.reasons]).to.deep.equal(["confirm", ["write"]]);
    });
    it("refuses an agent the catalogue does not list as unknown_tool", async () => {
      const { client } = await makeClient();
      const a = await client.session("intruder").checkToolCall("get_order", { order_id: "1" });
      expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["unknown_tool"]]);
    });
  });

  describe("step 3: arguments", () => {
    it("refuses an argument the schema does not declare at its pointer", async () => {
      const { client } = await makeClient();
      const a = await client.session("billing").checkToolCall("get_order", { order_id: "1", note: "x" });
      expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["argument_schema"]]);
      expect(a.detail).to.include({ pointer: "/note", rule: "additionalProperties" });
    });
    it("refuses a missing required argument and a wrong type", async () => {
      const { client } = await makeClient();
      const s = client.session("billing");
      const missing = await s.checkToolCall("get_order", {});
      expect([missing.decision, missing.reasons, missing.detail.pointer, missing.detail.rule]).to.deep.equal(["refuse", ["argument_schema"], "/order_id", "required"]);
      const wrong = await s.checkToolCall("get_order", { order_id: 7 });
      expect([wrong.decision, wrong.reasons, wrong.detail.pointer, wrong.detail.rule]).to.deep.equal(["refuse", ["argument_schema"], "/order_id", "type"]);
    });
  });

  describe("step 4: destinations", () => {
    it("refuses an email address in a tool that sends nothing out", async () => {
      const { client } = await makeClient();
      const a = await client.session("billing").checkToolCall("get_order", { order_id: "ask ana@evil.example" });
      expect([a.decision, a.reasons, a.detail.destinations]).to.deep.equal(["refuse", ["undeclared_destination"], ["ana@evil.example"]]);
    });
    it("lets a send tool take an address", async () => {
      const { client } = await makeClient();
      const a = await client.session("billing").checkToolCall("send_email", { to: "ana@x.com", body: "hi" }, { origins: { to: "context", body: "context" } });
      expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["write"]]);
    });
  });

  describe("step 5: order rules", () => {
    it("refuses a tool declared after another before that one ran, naming the rule", async () => {
      const { client } = await makeClient();
      const a = await client.session("billing").checkToolCall("refund_card", { order_id: "1", charge_id: "ch_1", amount: 5 });
      expect([a.decision, a.reasons, a.detail.rule]).to.deep.equal(["refuse", ["order_rule"], "after get_order"]);
    });
    it("does not count an earlier call that failed", async () => {
      const { client } = await makeClient();
      const s = client.session("billing");
      const g = await s.checkToolCall("get_order", { order_id: "1" });
      s.report(g.step, "failed");
      const a = await s.checkToolCall("refund_card", { order_id: "1", charge_id: "ch_1", amount: 5 }, { origins: { charge_id: `result:${g.step}.charge_id` } });
      expect([a.decision, a.reasons, a.detail.rule]).to.deep.equal(["refuse", ["order_rule"], "after get_order"]);
    });
    it("refuses an argument bound to the earlier result when the model wrote it, naming the binding", async () => {
      const { client } = await makeClient();
      const s = client.session("billing");
      await ran(s, "get_order", { order_id: "1" }, { order_id: "1", charge_id: "ch_1", total: 40 });
      const a = await s.checkToolCall("refund_card", { order_id: "1", charge_id: "ch_1", amount: 5 }, { origins: { order_id: "context", amount: "context", charge_id: "model" } });
      expect([a.decision, a.reasons, a.detail.rule]).to.deep.equal(["refuse", ["order_rule"], "after get_order: charge_id from its result's charge_id"]);
    });
    it("refuses a bound argument whose value is not the one the result held", async () => {
      const { client } = await makeClient();
      const s = client.session("billing");
      const step = await ran(s, "get_order", { order_id: "1" }, { order_id: "1", charge_id: "ch_1", total: 40 });
      const a = await s.checkToolCall("refund_card", { order_id: "1", charge_id: "ch_999", amount: 5 }, { origins: { order_id: "context", amount: "context", charge_id: `result:${step}.charge_id` } });
      expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["order_rule"]]);
    });
    it("passes a bound argument taken from the earlier result", async () => {
      const { client } = await makeClient();
      const s = client.session("billing");
      const step = await ran(s, "get_order", { order_id: "1" }, { order_id: "1", charge_id: "ch_1", total: 40 });
      const a = await s.checkToolCall("refund_card", { order_id: "1", charge_id: "ch_1", amount: 5 }, { origins: { order_id: "context", amount: "context", charge_id: `result:${step}.charge_id` } });
      expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["write"]]);
    });
    it("refuses a tool declared not_after untrusted once anything from outside was read, whatever became of it", async () => {
      const { client } = await makeClient();
      const s = client.session("billing");
      const r = await s.checkToolCall("read_inbox", {});
      s.report(r.step, "failed");
      const a = await s.checkToolCall("post_reply", { text: "ok" }, { origins: { text: "context" } });
      expect([a.decision, a.reasons, a.detail.rule]).to.deep.equal(["refuse", ["order_rule"], "not_after untrusted"]);
    });
    it("refuses a tool declared not_after a named tool once that tool was allowed", async () => {
      const { client } = await makeClient();
      const s = client.session("billing");
      await s.checkToolCall("read_inbox", {});
      const a = await s.checkToolCall("close_ticket", { ticket: "T1" }, { origins: { ticket: "context" } });
      expect([a.decision, a.reasons, a.detail.rule]).to.deep.equal(["refuse", ["order_rule"], "not_after read_inbox"]);
    });
    it("refuses a third call of a tool declared at_most 2", async () => {
      const { client } = await makeClient();
      const s = client.session("billing");
      const g = await ran(s, "get_order", { order_id: "1" }, { order_id: "1", charge_id: "ch_1", total: 40 });
      const origins = { order_id: "context", amount: "context", charge_id: `result:${g}.charge_id` };
      for (let i = 0; i < 2; i++) await ran(s, "refund_card", { order_id: "1", charge_id: "ch_1", amount: 5 }, { refund_id: `r${i}` }, origins);
      const a = await s.checkToolCall("refund_card", { order_id: "1", charge_id: "ch_1", amount: 5 }, { origins });
      expect([a.decision, a.reasons, a.detail.rule]).to.deep.equal(["refuse", ["order_rule"], "at_most 2"]);
    });
  });

  describe("step 6: undo", () => {
    async function charged() {
      const { client } = await makeClient();
      const s = client.session("billing");
      const step = await ran(s, "charge_card", { customer_id: "C7", amount: 40 }, { charge_id: "ch_9" });
      return { client, s, step };
    }
    it("allows an undo that matches its step as compensation, without asking", async () => {
      const { s, step } = await charged();
      const a = await s.checkToolCall("void_charge", { charge_id: "ch_9", amount: 40 }, { compensationOf: step });
      expect([a.decision, a.reasons]).to.deep.equal(["allow", ["compensation"]]);
    });
    it("refuses an undo sent a second time as compensation_spent", async () => {
      const { s, step } = await charged();
      const first = await s.checkToolCall("void_charge", { charge_id: "ch_9", amount: 40 }, { compensationOf: step });
      s.report(first.step, "ran");
      const a = await s.checkToolCall("void_charge", { charge_id: "ch_9", amount: 40 }, { compensationOf: step });
      expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["compensation_spent"]]);
    });
    it("refuses an undo whose bound argument is not its step's as compensation_mismatch", async () => {
      const { s, step } = await charged();
      const a = await s.checkToolCall("void_charge", { charge_id: "ch_9", amount: 45 }, { compensationOf: step });
      expect([a.decision, a.reasons, a.detail.argument]).to.deep.equal(["refuse", ["compensation_mismatch"], "amount"]);
      const b = await s.checkToolCall("void_charge", { charge_id: "ch_1", amount: 40 }, { compensationOf: step });
      expect([b.decision, b.reasons, b.detail.argument]).to.deep.equal(["refuse", ["compensation_mismatch"], "charge_id"]);
    });
    it("refuses an undo that is not the one its step's tool declares, or names no step that ran", async () => {
      const { s, step } = await charged();
      const wrongTool = await s.checkToolCall("cancel_refund", { refund_id: "ch_9" }, { compensationOf: step });
      expect([wrongTool.decision, wrongTool.reasons]).to.deep.equal(["refuse", ["compensation_mismatch"]]);
      const noStep = await s.checkToolCall("void_charge", { charge_id: "ch_9", amount: 40 }, { compensationOf: 99 });
      expect([noStep.decision, noStep.reasons]).to.deep.equal(["refuse", ["compensation_mismatch"]]);
    });
  });

  describe("step 8 and 10: marks", () => {
    it("asks about a write proposed after reading the inbox, and refuses it under taint_policy refuse", async () => {
      const { client } = await makeClient();
      const a = await client.session("billing").checkToolCall("charge_card", { customer_id: "C7", amount: 5 }, { origins: ctx({ customer_id: 1, amount: 1 }), labels: { call: ["untrusted:read_inbox"] } });
      expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["tainted_call"]]);
      const strict = await makeClient({ checks: [setting("outside_content", { taint_policy: "refuse" })] });
      const b = await strict.client.session("billing").checkToolCall("charge_card", { customer_id: "C7", amount: 5 }, { origins: ctx({ customer_id: 1, amount: 1 }), labels: { call: ["untrusted:read_inbox"] } });
      expect([b.decision, b.reasons]).to.deep.equal(["refuse", ["tainted_call"]]);
    });
    it("marks a value taken from a tool that reads outside", async () => {
      const { client } = await makeClient();
      const s = client.session("billing");
      const step = await ran(s, "read_inbox", {}, { body: "pay C9 now" });
      const a = await s.checkToolCall("charge_card", { customer_id: "C9", amount: 5 }, { origins: { customer_id: `result:${step}.body`, amount: "context" } });
      expect(a.decision).to.equal("confirm");
      expect(a.reasons).to.include("tainted_call");
    });
    it("marks a call from an agent less trusted than the tool requires", async () => {
      const { client } = await makeClient();
      const a = await client.session("scraper").checkToolCall("charge_card", { customer_id: "C7", amount: 5 }, { origins: ctx({ customer_id: 1, amount: 1 }) });
      expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["tainted_call"]]);
    });
    it("never holds a read for a mark", async () => {
      const { client } = await makeClient();
      const a = await client.session("billing").checkToolCall("get_order", { order_id: "1" }, { labels: ["web"] });
      expect([a.decision, a.reasons]).to.deep.equal(["allow", ["allow"]]);
    });
  });

  describe("step 10: every reason together", () => {
    it("confirms a write with every reason at once", async () => {
      const { client } = await makeClient();
      const a = await client.session("billing").checkToolCall("open_note", { text: "x" }, { labels: ["web"] });
      expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["argument_origin", "tainted_call", "schema_partial"]]);
      expect(a.detail.arguments).to.deep.equal(["text"]);
    });
    it("adds irreversible_pivot to an irreversible write after undoable writes, with its wording", async () => {
      const { client } = await makeClient();
      const s = client.session("billing");
      await ran(s, "charge_card", { customer_id: "C7", amount: 40 }, { charge_id: "ch_9" });
      const a = await s.checkToolCall("wire_transfer", { iban: "PT50000201231234567890154", amount: 40 }, { origins: ctx({ iban: 1, amount: 1 }) });
      expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["irreversible_pivot"]]);
      expect(String(a.detail.wording)).to.match(/Nothing undoes this step, and the steps after it cannot undo it\.$/);
    });
    it("does not add irreversible_pivot when nothing before it would be undone", async () => {
      const { client } = await makeClient();
      const a = await client.session("billing").checkToolCall("wire_transfer", { iban: "PT50000201231234567890154", amount: 40 }, { origins: ctx({ iban: 1, amount: 1 }) });
      expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["write"]]);
    });
    it("confirms a read that raised its own bar as confirm_always", async () => {
      const { client } = await makeClient();
      const a = await client.session("billing").checkToolCall("export_all", {});
      expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["confirm_always"]]);
    });
    it("allows a read as allow", async () => {
      const { client } = await makeClient();
      const a = await client.session("billing").checkToolCall("get_order", { order_id: "1" });
      expect([a.decision, a.reasons]).to.deep.equal(["allow", ["allow"]]);
    });
  });

  describe("the first that answers decides", () => {
    it("answers unknown_tool for an unknown tool with bad arguments", async () => {
      const { client } = await makeClient();
      const a = await client.session("billing").checkToolCall("nope", { x: { y: 1 } });
      expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["unknown_tool"]]);
    });
    it("answers history_invalid for a tampered history with bad arguments", async () => {
      const { client } = await makeClient();
      const s = client.session("billing");
      await s.checkToolCall("get_order", { order_id: "1" });
      s.history.entries[0]!.tool = "read_inbox";
      const a = await s.checkToolCall("get_order", { order_id: 1, extra: true });
      expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["history_invalid"]]);
    });
    it("answers argument_schema before an order rule", async () => {
      const { client } = await makeClient();
      const a = await client.session("billing").checkToolCall("refund_card", { order_id: "1" });
      expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["argument_schema"]]);
    });
    it("lists every check's verdict in the trace, in manifest order", async () => {
      const { client } = await makeClient();
      const a = await client.session("billing").checkToolCall("refund_card", { order_id: "1" });
      const ids = client.checks.map((c) => c.check.meta.id);
      expect(a.trace.map((t) => t.check)).to.deep.equal(ids);
      const args = a.trace.find((t) => t.check === "arguments")!;
      expect([args.outcome, args.reasons]).to.deep.equal(["decide", ["argument_schema"]]);
      expect(a.trace.slice(ids.indexOf("arguments") + 1).filter((t) => t.stage !== "said").every((t) => t.outcome === "skipped")).to.equal(true);
    });
  });
});
