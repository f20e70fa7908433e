// Where each argument came from (seed 000): typed values are trusted only where a turn holds
// them; reply, context and computed are trusted; a result is trusted where that step ran and its
// result schema declares the field; the model, and anything else, is asked about by name.
import { expect } from "chai";
import { makeClient, ran } from "./fixtures.js";

async function session() {
  const { client } = await makeClient();
  return client.session("billing");
}
const charge = (s: Awaited<ReturnType<typeof session>>, amount: unknown, origins: Record<string, string>) =>
  s.checkToolCall("charge_card", { customer_id: "C7", amount }, { origins: { customer_id: "context", ...origins } });

describe("origins", () => {
  it("trusts a typed value a turn holds, 40 and 40.00 being the same number", async () => {
    const s = await session();
    s.read("charge customer C7 40.00 please");
    const a = await charge(s, 40, { amount: "typed" });
    expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["write"]]);
  });
  it("asks about a value claimed as typed that no turn holds, by name", async () => {
    const s = await session();
    s.read("charge customer C7 40.00 please");
    const a = await charge(s, 45, { amount: "typed" });
    expect([a.decision, a.reasons.slice(0, 1), a.detail.arguments]).to.deep.equal(["confirm", ["argument_origin"], ["amount"]]);
  });
  it("does not take a value from a reply as typed", async () => {
    const s = await session();
    s.read("charge customer C7");
    s.reply("yes, 40");
    const typed = await charge(s, 40, { amount: "typed" });
    expect(typed.reasons).to.include("argument_origin");
    const reply = await charge(s, 40, { amount: "reply" });
    expect([reply.decision, reply.reasons]).to.deep.equal(["confirm", ["write"]]);
  });
  it("trusts context and computed values", async () => {
    const s = await session();
    for (const origin of ["context", "computed"]) {
      const a = await charge(s, 12.5, { amount: origin });
      expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["write"]]);
    }
  });
  it("asks about the model's values and any origin it does not know, by name", async () => {
    const s = await session();
    for (const origin of ["model", "guess", "result:x"]) {
      const a = await charge(s, 12.5, { amount: origin });
      expect([a.decision, a.reasons, a.detail.arguments]).to.deep.equal(["confirm", ["argument_origin"], ["amount"]]);
    }
    const absent = await s.checkToolCall("charge_card", { customer_id: "C7", amount: 1 });
    expect([absent.decision, absent.reasons, absent.detail.arguments]).to.deep.equal(["confirm", ["argument_origin"], ["customer_id", "amount"]]);
  });
  it("trusts a field of an earlier result that ran and that the result schema declares", async () => {
    const s = await session();
    const step = await ran(s, "get_order", { order_id: "1" }, { order_id: "1", charge_id: "ch_1", total: 40 });
    const a = await charge(s, 40, { amount: `result:${step}.total` });
    expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["write"]]);
    const whole = await charge(s, 40, { amount: `result:${step}` });
    expect([whole.decision, whole.reasons]).to.deep.equal(["confirm", ["write"]]);
  });
  it("asks about a result field the schema does not declare, another value, or a step that did not run", async () => {
    const s = await session();
    const step = await ran(s, "get_order", { order_id: "1" }, { order_id: "1", charge_id: "ch_1", total: 40, discount: 5 });
    const undeclared = await charge(s, 5, { amount: `result:${step}.discount` });
    expect([undeclared.decision, undeclared.reasons]).to.deep.equal(["confirm", ["argument_origin"]]);
    const other = await charge(s, 41, { amount: `result:${step}.total` });
    expect([other.decision, other.reasons]).to.deep.equal(["confirm", ["argument_origin"]]);
    const failed = await s.checkToolCall("get_order", { order_id: "2" });
    s.report(failed.step, "failed");
    const notRan = await charge(s, 40, { amount: `result:${failed.step}.total` });
    expect([notRan.decision, notRan.reasons]).to.deep.equal(["confirm", ["argument_origin"]]);
    const future = await charge(s, 40, { amount: "result:99.total" });
    expect([future.decision, future.reasons]).to.deep.equal(["confirm", ["argument_origin"]]);
  });
  it("keeps trusting a result from a history that arrives from outside, without the result itself", async () => {
    const { client } = await makeClient();
    const s = client.session("billing");
    const step = await ran(s, "get_order", { order_id: "1" }, { order_id: "1", charge_id: "ch_1", total: 40 });
    const json = JSON.parse(JSON.stringify(s.history.toJSON()));
    expect(JSON.stringify(json)).to.not.contain("ch_1");
    const resumed = client.session("billing", { history: json });
    const a = await resumed.checkToolCall("charge_card", { customer_id: "C7", amount: 40 }, { origins: { customer_id: "context", amount: `result:${step}.total` } });
    expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["write"]]);
  });
});
