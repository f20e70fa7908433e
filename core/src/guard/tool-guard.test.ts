import { expect } from "chai";
import fc from "fast-check";
import { Client } from "../client.js";
import { ToolgateError } from "../errors.js";
import { ToolGuard } from "./tool-guard.js";

const catalogue = {
  tools: {
    get_order: {
      description: "Look up an order.",
      kind: "read" as const,
      arguments: { type: "object", additionalProperties: false, required: ["order_id"], properties: { order_id: { type: "string" } } },
      result: { type: "object", properties: { total: { type: "number" }, phone: { type: "string" } } },
    },
    refund_card: {
      description: "Refund an amount to the card an order was paid with.",
      kind: "write" as const,
      arguments: { type: "object", additionalProperties: false, required: ["order_id", "amount"], properties: { order_id: { type: "string" }, amount: { type: "number" } } },
    },
  },
};

async function guard() {
  const client = await Client.create({ catalogue, log: () => {} });
  return new ToolGuard(client, { agent: "billing" });
}

describe("ToolGuard, the part every adapter shares", () => {
  it("records one proposal once, however often it is asked about", async () => {
    const g = await guard();
    const a = await g.propose("c1", "refund_card", { order_id: "4411", amount: 40 });
    const b = await g.propose("c1", "refund_card", { amount: 40, order_id: "4411" });
    expect([a.decision, a.reasons, b.step]).to.deep.equal(["confirm", ["argument_origin"], a.step]);
    expect(g.session.history.entries.length).to.equal(1);
  });

  it("refuses to treat another call under a call id already checked as that call", async () => {
    const g = await guard();
    await g.propose("c1", "refund_card", { order_id: "4411", amount: 40 });
    let error: unknown;
    await g.propose("c1", "refund_card", { order_id: "4411", amount: 4000 }).catch((e) => (error = e));
    expect(error).to.be.instanceOf(ToolgateError);
    expect((error as ToolgateError).code).to.equal("input_invalid");
    error = undefined;
    await g.run("c1", "refund_card", { order_id: "9999", amount: 40 }, () => "ran", { approved: true }).catch((e) => (error = e));
    expect((error as ToolgateError).code).to.equal("input_invalid");
  });

  it("runs a confirmed call only with the approval, exactly once, even when the approval arrives twice at once", async () => {
    const g = await guard();
    let runs = 0;
    const handler = async () => (runs++, { refund_id: "rf_1" });
    const args = { order_id: "4411", amount: 40 };
    const waiting = await g.run("c1", "refund_card", args, handler);
    expect([waiting.status, waiting.refusal?.toolgate, runs]).to.deep.equal(["pending", "waiting_for_approval", 0]);
    expect(JSON.stringify(waiting)).to.not.contain("tg1.");
    const [one, two] = await Promise.all([g.run("c1", "refund_card", args, handler, { approved: true }), g.run("c1", "refund_card", args, handler, { approved: true })]);
    expect([one.status, two.status].sort()).to.deep.equal(["duplicate", "ran"]);
    expect(runs).to.equal(1);
    expect(g.session.history.entries.map((e) => [e.decision, e.reasons.join(","), e.outcome?.status])).to.deep.equal([["confirm", "argument_origin", undefined], ["allow", "confirmed", "ran"]]);
  });

  it("never runs a declined call, approved or not", async () => {
    const g = await guard();
    await g.propose("c1", "refund_card", { order_id: "4411", amount: 40 });
    g.decline("c1");
    const r = await g.run("c1", "refund_card", { order_id: "4411", amount: 40 }, () => "ran", { approved: true });
    expect([r.status, r.refusal?.message]).to.deep.equal(["declined", "The person declined this call to `refund_card`. Nothing ran."]);
  });

  it("sanitizes what a tool returns before the model or the history sees it", async () => {
    const g = await guard();
    const r = await g.run("c1", "get_order", { order_id: "4411" }, () => ({ total: 40, phone: "+351 912 345 678" }));
    expect(r.result).to.deep.equal({ total: 40, phone: "[redacted:phone]" });
  });

  it("reads each of the person's turns once, however often the conversation is handed over", async () => {
    const g = await guard();
    const reads: string[] = [];
    const read = g.session.read.bind(g.session);
    g.session.read = (text: string) => (reads.push(text), read(text));
    g.hear(["refund order 4411 40.00"]);
    g.hear(["refund order 4411 40.00"]);
    g.hear(["refund order 4411 40.00", "", "thanks"]);
    expect(reads).to.deep.equal(["refund order 4411 40.00", "thanks"]);
    const typed = await g.session.checkToolCall("refund_card", { order_id: "4411", amount: 40 }, { origins: { order_id: "typed", amount: "typed" } });
    expect([typed.decision, typed.reasons]).to.deep.equal(["confirm", ["write"]]);
  });

  it("refuses arguments that are not an object, and a call id that is empty or too long", async () => {
    const g = await guard();
    for (const [id, args] of [["c1", [1, 2]], ["c2", "not json"], ["", {}], ["x".repeat(201), {}]] as const) {
      let error: unknown;
      await g.propose(id, "get_order", args).catch((e) => (error = e));
      expect((error as ToolgateError).code, `${id.slice(0, 5)} ${String(args)}`).to.equal("input_invalid");
    }
  });

  it("never runs a call twice, a refused call at all, or a confirmed one without its approval, in any order of events", async () => {
    const client = await Client.create({ catalogue, log: () => {} });
    const calls = [
      { id: "read", tool: "get_order", args: { order_id: "4411" } },
      { id: "write", tool: "refund_card", args: { order_id: "4411", amount: 40 } },
      { id: "bad", tool: "refund_card", args: { order_id: "4411", amount: "forty" } },
    ];
    const event = fc.record({ call: fc.integer({ min: 0, max: 2 }), what: fc.constantFrom("propose", "run", "approved", "decline"), together: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(fc.array(event, { maxLength: 12 }), async (events) => {
        const g = new ToolGuard(client, { agent: "billing" });
        const runs = new Map<string, number>();
        const approved = new Set<string>();
        const pending: Array<Promise<unknown>> = [];
        for (const e of events) {
          const c = calls[e.call]!;
          const handler = () => (runs.set(c.id, (runs.get(c.id) ?? 0) + 1), { ok: true });
          let p: Promise<unknown>;
          if (e.what === "decline") {
            g.decline(c.id);
            continue;
          }
          if (e.what === "approved") approved.add(c.id);
          if (e.what === "propose") p = g.propose(c.id, c.tool, c.args, handler);
          else p = g.run(c.id, c.tool, c.args, handler, { approved: e.what === "approved" });
          if (e.together) pending.push(p.catch(() => undefined));
          else await p.catch(() => undefined);
        }
        await Promise.all(pending);
        for (const [id, n] of runs) {
          expect(n, id).to.equal(1);
          expect(id, "a refused call ran").to.not.equal("bad");
          if (id === "write") expect(approved.has(id), "a confirmed call ran without its approval").to.equal(true);
        }
      }),
      { numRuns: 60 },
    );
  }).timeout(120_000);
});
