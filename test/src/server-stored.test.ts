// `toolgate serve` with stored sessions: the caller sends `session` and `head` instead of the
// history; the answer gives the new head; an export verifies offline; a stale head is refused.
import { expect } from "chai";
import { Client, History, MemoryEntryStore, MemoryHeadStore, generateKeyPair, makeSigner } from "@toolgate/core";
import { createToolgateServer, listenOn } from "@toolgate/server";
import { shop } from "@toolgate/rulebooks";

const TOKEN = "caller-token-0123456789abcdef";
const NOW = Date.parse("2026-03-04T10:00:00Z");
const keys = generateKeyPair();

async function start(entries = true) {
  const heads = new MemoryHeadStore();
  const client = await Client.create({ catalogue: shop.catalogue, rulebook: shop.rulebook, keys, heads, ...(entries ? { entries: new MemoryEntryStore() } : {}), now: () => NOW, log: () => {} });
  const server = createToolgateServer({ client, token: TOKEN, sessionSecret: keys.seed, heads, log: () => {} });
  return listenOn(server, "127.0.0.1", 0);
}

async function post(base: string, path: string, body: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

const look = { tool: "get_order", arguments: { order_id: "4411" }, origins: { order_id: "typed" } };
const refund = { tool: "refund_card", arguments: { order_id: "4411", amount: 40 }, origins: { order_id: "typed", amount: "typed" } };
const turns = ["refund order 4411 40.00"];

describe("serve: stored sessions", () => {
  it("checks and reports with `session` and `head`, exports a history that verifies offline, and refuses a stale head", async () => {
    const where = await start();
    try {
      const first = await post(where.url, "/v1/check", { session: null, turns, call: look });
      expect([first.status, first.body.decision, first.body.reasons, first.body.step, first.body.history]).to.deep.equal([200, "allow", ["allow"], 0, undefined]);
      const session = first.body.session as string;
      const reported = await post(where.url, "/v1/report", { session, head: first.body.head, step: 0, status: "ran", result: { order_id: "4411", total: 40 } });
      expect([reported.status, reported.body.session, reported.body.head.step]).to.deep.equal([200, session, 0]);
      expect(reported.body.head.outcome).to.be.a("string");

      const asked = await post(where.url, "/v1/check", { session, head: reported.body.head, turns, call: refund });
      expect([asked.status, asked.body.decision, asked.body.reasons, asked.body.step, asked.body.session]).to.deep.equal([200, "confirm", ["write"], 1, session]);
      const done = await post(where.url, "/v1/confirm", { session, head: asked.body.head, turns, call: { ...refund, confirmation: asked.body.confirmation } });
      expect([done.body.decision, done.body.reasons, done.body.step]).to.deep.equal(["allow", ["confirmed"], 2]);

      // The head before the refund, sent again: rolled back.
      const stale = await post(where.url, "/v1/check", { session, head: asked.body.head, turns, call: refund });
      expect([stale.status, stale.body.decision, stale.body.reasons, stale.body.detail.history]).to.deep.equal([200, "refuse", ["history_invalid"], "rolled back: step 2 was seen, the caller's head is at 1"]);
      const staleReport = await post(where.url, "/v1/report", { session, head: asked.body.head, step: 2, status: "failed" });
      expect([staleReport.status, staleReport.body.error.code, staleReport.body.error.message]).to.deep.equal([409, "history_invalid", "the history does not verify: rolled back: step 2 was seen, the caller's head is at 1"]);

      const exported = await post(where.url, "/v1/export", { session });
      expect(exported.status).to.equal(200);
      const offline = History.from(JSON.stringify(exported.body.history));
      expect([offline.length, offline.verify(makeSigner(keys)).valid]).to.deep.equal([3, true]);
    } finally {
      await where.close();
    }
  });

  it("refuses a body with both a history and a session, a head without a session, and a session on a service that keeps none", async () => {
    const where = await start();
    const plain = await start(false);
    try {
      const both = await post(where.url, "/v1/check", { session: null, history: { version: 1, session: "s", entries: [] }, call: look });
      expect([both.status, both.body.error.code, both.body.error.message]).to.deep.equal([400, "input_invalid", "give a carried `history` or a stored `session`, not both"]);
      const headOnly = await post(where.url, "/v1/check", { head: null, call: look });
      expect([headOnly.status, headOnly.body.error.code]).to.deep.equal([400, "input_invalid"]);
      const none = await post(plain.url, "/v1/check", { session: null, call: look });
      expect([none.status, none.body.error.code, none.body.error.message]).to.deep.equal([400, "input_invalid", "this service keeps no sessions (it was started without --entries): carry the history instead"]);
      const foreign = await post(where.url, "/v1/check", { session: "s_not_ours", head: null, call: look });
      expect([foreign.status, foreign.body.error.code]).to.deep.equal([403, "tenant_mismatch"]);
    } finally {
      await where.close();
      await plain.close();
    }
  });
});
