// Four seed sentences that once failed, each enforced by a test named after it: the access
// checks whatever `checks=[...]` lists, a rulebook question on a read, trust of a list or an
// object leaf by leaf, and the ending of the irreversible_pivot question.
import { expect } from "chai";
import { Client, type CatalogueFile } from "@toolgate/core";
import { makeClient, ran } from "./fixtures.js";

const obj = (properties: Record<string, unknown>, required: string[] = []) => ({ type: "object", additionalProperties: false, required, properties });

const portal: CatalogueFile = {
  agents: ["billing"],
  tools: {
    get_plan_details: {
      description: "Details of a plan the member holds.",
      kind: "read",
      roles: ["member"],
      requires_credential: true,
      owns: { argument: "portal_ref", context: "portal_refs" },
      arguments: obj({ portal_ref: { type: "string" } }, ["portal_ref"]),
    },
    get_order: { description: "Look up an order.", kind: "read", arguments: obj({ order_id: { type: "string" } }, ["order_id"]) },
    bulk_refund: {
      description: "Refund several orders.",
      kind: "write",
      arguments: obj({ order_ids: { type: "array", items: { type: "string" } }, amount: { type: "number" } }, ["order_ids"]),
    },
    move_orders: {
      description: "Move orders between customers.",
      kind: "write",
      arguments: obj({ orders: { type: "object", properties: { from: { type: "string" }, to: { type: "string" } } } }, ["orders"]),
    },
    list_orders: { description: "List orders.", kind: "read", arguments: obj({}), result: { type: "object", properties: { ids: { type: "array", items: { type: "string" } }, first: { type: "string" } } } },
  },
};

const client = (checks: string[], more: Record<string, unknown> = {}) => Client.create({ catalogue: portal, checks, grammar: "en", log: () => {}, ...more });

describe("seed gaps", () => {
  describe("a tool that requires a credential must never become an unauthenticated upstream request", () => {
    it("refuses a signed-out caller with credential_unavailable though checks lists only arguments", async () => {
      const c = await client(["arguments"]);
      const a = await c.session("billing", { role: "member", context: { portal_refs: ["PRT-1"] } }).checkToolCall("get_plan_details", { portal_ref: "PRT-1" }, { origins: { portal_ref: "context" } });
      expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["credential_unavailable"]]);
    });
    it("refuses another customer's portal as not_found though checks lists only arguments", async () => {
      const c = await client(["arguments"]);
      const a = await c.session("billing", { role: "member", context: { credential_ref: "ref-1", portal_refs: ["PRT-1"] } }).checkToolCall("get_plan_details", { portal_ref: "PRT-2" }, { origins: { portal_ref: "context" } });
      expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["not_found"]]);
    });
    it("refuses a caller outside the tool's roles as role_not_allowed though checks lists only arguments", async () => {
      const c = await client(["arguments"]);
      const a = await c.session("billing", { role: "guest", context: { credential_ref: "ref-1", portal_refs: ["PRT-1"] } }).checkToolCall("get_plan_details", { portal_ref: "PRT-1" }, { origins: { portal_ref: "context" } });
      expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["role_not_allowed"]]);
    });
  });

  describe("a flow that asks for a question makes the call a confirmation, as gate_clarify", () => {
    it("confirms a read a rule asks about, with gate_clarify and the rule's question", async () => {
      const rulebook = {
        rules: [
          {
            name: "lookups_need_a_reason",
            conditions: { all: [{ fact: "tool", operator: "equal", value: "get_order" }] },
            event: { type: "ask" as const, params: { flow: "lookups", question: "Why look this order up?" } },
          },
        ],
      };
      const c = await client(["your_rules"], { rulebook });
      const a = await c.session("billing").checkToolCall("get_order", { order_id: "4411" });
      expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["gate_clarify"]]);
      expect(a.detail.rule).to.equal("lookups_need_a_reason");
      expect(String(a.detail.wording)).to.equal("Why look this order up?");
    });
    it("still allows a read no rule asks about", async () => {
      const c = await client(["your_rules"], { rulebook: { rules: [] } });
      const a = await c.session("billing").checkToolCall("get_order", { order_id: "4411" });
      expect([a.decision, a.reasons]).to.deep.equal(["allow", ["allow"]]);
    });
  });

  describe("typed: trusted only where the value is in their turns, as they typed it", () => {
    it("asks about a typed list when only one of its items is in the turns", async () => {
      const c = await client([]);
      const s = c.session("billing");
      s.read("refund order 4411 please");
      const a = await s.checkToolCall("bulk_refund", { order_ids: ["4411", "9999"] }, { origins: { order_ids: "typed" } });
      expect([a.decision, a.reasons[0], a.detail.arguments]).to.deep.equal(["confirm", "argument_origin", ["order_ids"]]);
    });
    it("trusts a typed list every item of which is in the turns", async () => {
      const c = await client([]);
      const s = c.session("billing");
      s.read("refund orders 4411 and 9999 please");
      const a = await s.checkToolCall("bulk_refund", { order_ids: ["4411", "9999"] }, { origins: { order_ids: "typed" } });
      expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["write"]]);
    });
    it("asks about an empty list claimed as typed: no leaf is in the turns", async () => {
      const c = await client([]);
      const s = c.session("billing");
      s.read("refund order 4411 please");
      const a = await s.checkToolCall("bulk_refund", { order_ids: [] }, { origins: { order_ids: "typed" } });
      expect([a.decision, a.reasons[0]]).to.deep.equal(["confirm", "argument_origin"]);
    });
  });

  describe("result:<step>: trusted where that call ran in this session and its result holds the value", () => {
    it("asks about a list from a result when only one of its items is in that result", async () => {
      const c = await client([]);
      const s = c.session("billing");
      const step = await ran(s, "list_orders", {}, { ids: ["4411"], first: "4411" });
      const a = await s.checkToolCall("bulk_refund", { order_ids: ["4411", "9999"] }, { origins: { order_ids: `result:${step}` } });
      expect([a.decision, a.reasons[0], a.detail.arguments]).to.deep.equal(["confirm", "argument_origin", ["order_ids"]]);
    });
    it("asks about a list from a result's field when only one of its items is that field", async () => {
      const c = await client([]);
      const s = c.session("billing");
      const step = await ran(s, "list_orders", {}, { ids: ["4411"], first: "4411" });
      const a = await s.checkToolCall("bulk_refund", { order_ids: ["4411", "9999"] }, { origins: { order_ids: `result:${step}.first` } });
      expect([a.decision, a.reasons[0], a.detail.arguments]).to.deep.equal(["confirm", "argument_origin", ["order_ids"]]);
    });
    it("asks about an object from a result when only one of its values is in that result", async () => {
      const c = await client([]);
      const s = c.session("billing");
      const step = await ran(s, "list_orders", {}, { ids: ["4411"], first: "4411" });
      const a = await s.checkToolCall("move_orders", { orders: { from: "4411", to: "9999" } }, { origins: { orders: `result:${step}` } });
      expect([a.decision, a.reasons[0], a.detail.arguments]).to.deep.equal(["confirm", "argument_origin", ["orders"]]);
    });
    it("asks about a typed object when only one of its values is in the turns", async () => {
      const c = await client([]);
      const s = c.session("billing");
      s.read("move order 4411 please");
      const a = await s.checkToolCall("move_orders", { orders: { from: "4411", to: "9999" } }, { origins: { orders: "typed" } });
      expect([a.decision, a.reasons[0], a.detail.arguments]).to.deep.equal(["confirm", "argument_origin", ["orders"]]);
    });
    it("trusts a list every item of which is the result's field", async () => {
      const c = await client([]);
      const s = c.session("billing");
      const step = await ran(s, "list_orders", {}, { ids: ["4411", "9999"], first: "4411" });
      const a = await s.checkToolCall("bulk_refund", { order_ids: ["4411"] }, { origins: { order_ids: `result:${step}.first` } });
      expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["write"]]);
    });
  });

  describe("an irreversible_pivot question ends: Nothing undoes this step, and the steps after it cannot undo it.", () => {
    it("ends with the sentence when schema_partial follows it", async () => {
      const { client: c } = await makeClient({
        catalogue: {
          agents: ["billing"],
          tools: {
            charge_card: {
              kind: "write",
              arguments: obj({ amount: { type: "number" } }, ["amount"]),
              compensation: { tool: "void_charge" },
            },
            void_charge: { kind: "write", arguments: obj({}) },
            wire_transfer: { kind: "write", irreversible: true, arguments: { type: "object", properties: { iban: { type: "string" } } } },
          },
        },
      });
      const s = c.session("billing");
      await ran(s, "charge_card", { amount: 40 });
      const a = await s.checkToolCall("wire_transfer", { iban: "PT50000201231234567890154" }, { origins: { iban: "context" } });
      expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["irreversible_pivot", "schema_partial"]]);
      expect(String(a.detail.wording)).to.match(/Nothing undoes this step, and the steps after it cannot undo it\.$/);
    });
  });
});
