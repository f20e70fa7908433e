// The executor (seed 003) through the public API: client.execute checks, never runs a confirm or
// a refusal, times out, sanitizes, caps, audits once per call and reports to the history.
import { expect } from "chai";
import { Client, SqliteAuditLog, type AuditLog, type CatalogueFile, type ExecuteResult } from "@toolgate/core";

const NOW = Date.parse("2026-03-04T10:00:00Z");

const catalogue: CatalogueFile = {
  agents: ["billing"],
  tools: {
    get_order: {
      description: "Look up an order.",
      kind: "read",
      idempotent: true,
      arguments: { type: "object", additionalProperties: false, required: ["order_id"], properties: { order_id: { type: "string" } } },
      result: { type: "object", properties: { charge_id: { type: "string" }, total: { type: "number" } } },
    },
    list_hospitals: {
      description: "List network hospitals near a pin code.",
      kind: "read",
      arguments: { type: "object", additionalProperties: false, required: ["pin_code"], properties: { pin_code: { type: "string" } } },
    },
    refund_card: {
      description: "Refund an amount to the card an order was paid with.",
      kind: "write",
      idempotent: true,
      arguments: { type: "object", additionalProperties: false, required: ["order_id", "amount"], properties: { order_id: { type: "string" }, amount: { type: "number" } } },
    },
    get_plan_details: {
      description: "The member's plan.",
      kind: "read",
      requires_credential: true,
      arguments: { type: "object", additionalProperties: false, required: ["portal_ref"], properties: { portal_ref: { type: "string" } } },
    },
  },
};

const typed = { order_id: "typed", amount: "typed" };

describe("executor: client.execute", () => {
  let client: Client;
  let audit: SqliteAuditLog;
  const logs: string[] = [];
  const options = () => ({ audit, log: (l: string) => logs.push(l), timeoutMs: 1000 });

  before(async () => {
    client = await Client.create({ catalogue, now: () => NOW, log: () => {} });
  });
  beforeEach(() => {
    audit = new SqliteAuditLog();
    logs.length = 0;
  });
  afterEach(() => audit.close());

  function billing() {
    const s = client.session("billing");
    s.read("refund order 4411 40.00");
    return s;
  }

  it("runs an allowed read, reports it ran, and audits one row", async () => {
    const session = billing();
    let runs = 0;
    const r = await client.execute(session, { tool: "get_order", arguments: { order_id: "4411" }, origins: { order_id: "typed" } }, () => {
      runs++;
      return { charge_id: "ch_1", total: 40 };
    }, options());
    expect(r.decision).to.equal("allow");
    expect(r.reasons).to.deep.equal(["allow"]);
    expect(r).to.include({ status: "ran", attempts: 1, audited: true });
    expect(r.result).to.deep.equal({ charge_id: "ch_1", total: 40 });
    expect(runs).to.equal(1);
    expect(session.history.entries[r.step]!.outcome?.status).to.equal("ran");
    const rows = audit.rows();
    expect(rows).to.have.length(1);
    expect(rows[0]).to.include({ decision: "allow", outcome: "ran", tool: "get_order", agent: "billing", at: NOW });
    expect(rows[0]!.reasons).to.deep.equal(["allow"]);
  });

  it("returns a confirm as the pending action and never runs it; the approval runs it once and audits one row", async () => {
    const session = billing();
    let runs = 0;
    const handler = () => {
      runs++;
      return { refund_id: "rf_9" };
    };
    const call = { tool: "refund_card", arguments: { order_id: "4411", amount: 40 }, origins: typed };
    const asked = await client.execute(session, call, handler, options());
    expect(asked.decision).to.equal("confirm");
    expect(asked.reasons).to.deep.equal(["write"]);
    expect(asked.status).to.equal("pending");
    expect(runs).to.equal(0);
    expect(asked.pending).to.include({ tool: "refund_card", callId: asked.callId });
    expect(asked.pending!.question).to.be.a("string").and.not.equal("");
    expect(asked.pending!.confirmation).to.match(/^tg1\./);
    expect(audit.get(asked.session, asked.callId)).to.include({ decision: "confirm", outcome: "pending" });

    const approved = await client.execute(session, { ...call, confirmation: asked.pending!.confirmation }, handler, options());
    expect(approved.decision).to.equal("allow");
    expect(approved.reasons).to.deep.equal(["confirmed"]);
    expect(approved.status).to.equal("ran");
    expect(approved.callId).to.equal(asked.callId);
    expect(runs).to.equal(1);

    // The same approval presented again: the call id is spent, nothing runs, nothing is audited twice.
    const again = await client.execute(session, { ...call, confirmation: asked.pending!.confirmation }, handler, options());
    expect(again.status).to.equal("duplicate");
    expect(again.decision).to.equal("allow");
    expect(again.reasons).to.deep.equal(["confirmed"]);
    expect(runs).to.equal(1);
    const rows = audit.rows();
    expect(rows).to.have.length(1);
    expect(rows[0]).to.include({ decision: "allow", outcome: "ran", asked: true });
  });

  it("does not run a refused call, audits the refusal, and reports nothing", async () => {
    const session = billing();
    let runs = 0;
    const r = await client.execute(session, { tool: "delete_order", arguments: { order_id: "4411" } }, () => runs++, options());
    expect(r.decision).to.equal("refuse");
    expect(r.reasons).to.deep.equal(["unknown_tool"]);
    expect(r.status).to.equal("refused");
    expect(runs).to.equal(0);
    expect(session.history.entries[r.step]!.outcome).to.equal(null);
    expect(audit.get(r.session, r.callId)).to.include({ decision: "refuse", outcome: "not_run" });
  });

  it("says a sign-in is needed when a credentialed tool is refused for want of a credential", async () => {
    const session = client.session("billing");
    const r = await client.execute(session, { tool: "get_plan_details", arguments: { portal_ref: "PRT-1" } }, () => ({}), options());
    expect(r.decision).to.equal("refuse");
    expect(r.reasons).to.deep.equal(["credential_unavailable"]);
    expect(r.authRequired).to.equal(true);
  });

  it("gives up a read that times out as outcome_unknown, retries it because it is idempotent, and says it is retryable", async () => {
    const session = billing();
    let attempts = 0;
    const r = await client.execute(session, { tool: "get_order", arguments: { order_id: "4411" }, origins: { order_id: "typed" } }, (_a, ctx) => {
      attempts++;
      return new Promise((resolve) => ctx.signal.addEventListener("abort", () => resolve("too late")));
    }, { ...options(), timeoutMs: 20, retries: 1 });
    expect(r.decision).to.equal("allow");
    expect(r.reasons).to.deep.equal(["allow"]);
    expect(r).to.include({ status: "outcome_unknown", retryable: true, attempts: 2 });
    expect(attempts).to.equal(2);
    expect(session.history.entries[r.step]!.outcome?.status).to.equal("outcome_unknown");
    expect(audit.get(r.session, r.callId)).to.include({ outcome: "outcome_unknown", retryable: true, attempts: 2 });
  });

  it("never retries a write that times out, even one declared idempotent, and says it is not retryable", async () => {
    const session = billing();
    const call = { tool: "refund_card", arguments: { order_id: "4411", amount: 40 }, origins: typed };
    const asked = await client.execute(session, call, () => undefined, options());
    let attempts = 0;
    const r = await client.execute(session, { ...call, confirmation: asked.pending!.confirmation }, () => {
      attempts++;
      return new Promise(() => {});
    }, { ...options(), timeoutMs: 20, retries: 3 });
    expect(r.decision).to.equal("allow");
    expect(r.reasons).to.deep.equal(["confirmed"]);
    expect(r).to.include({ status: "outcome_unknown", retryable: false, attempts: 1 });
    expect(attempts).to.equal(1);
  });

  it("reports a handler that throws as failed, with its message sanitized", async () => {
    const session = billing();
    const r = await client.execute(session, { tool: "get_order", arguments: { order_id: "4411" }, origins: { order_id: "typed" } }, () => {
      throw new Error("upstream said 401 for Authorization: Bearer abc123def456ghi");
    }, { ...options(), retries: 0 });
    expect(r.decision).to.equal("allow");
    expect(r.reasons).to.deep.equal(["allow"]);
    expect(r.status).to.equal("failed");
    expect(r.error).to.equal("upstream said 401 for Authorization: Bearer [redacted:bearer]");
    expect(audit.get(r.session, r.callId)!.error).to.equal(r.error);
  });

  it("sanitizes results and the audited arguments; the handler gets the real arguments", async () => {
    const session = client.session("billing");
    session.read("my order is +91 98765 43210");
    let seen: unknown;
    const r = await client.execute(session, { tool: "get_order", arguments: { order_id: "+91 98765 43210" } }, (args) => {
      seen = args;
      return { total: 40, note: "card holder phone +44 20 7946 0958, key sk_live_4eC39HqLyjWDarjtT1zdp7dc", api_key: "opaque" };
    }, options());
    expect(r.decision).to.equal("allow");
    expect(r.reasons).to.deep.equal(["allow"]);
    expect(seen).to.deep.equal({ order_id: "+91 98765 43210" });
    expect(r.result).to.deep.equal({ total: 40, note: "card holder phone [redacted:phone], key [redacted:api_key]", api_key: "[redacted:credential]" });
    expect(JSON.parse(audit.get(r.session, r.callId)!.arguments)).to.deep.equal({ order_id: "[redacted:phone]" });
  });

  it("caps a long result at a record boundary and audits the size it had", async () => {
    const session = client.session("billing");
    const hospitals = Array.from({ length: 250 }, (_, i) => ({ name: `Hospital ${i}`, address: `${i} Long Road, District ${i % 7}`, pin: "400001" }));
    const r = await client.execute(session, { tool: "list_hospitals", arguments: { pin_code: "400001" } }, () => ({ hospitals }), { ...options(), maxResultChars: 4000 });
    expect(r.decision).to.equal("allow");
    expect(r.reasons).to.deep.equal(["allow"]);
    const kept = (r.result as { hospitals: typeof hospitals }).hospitals;
    expect(kept).to.deep.equal(hospitals.slice(0, kept.length));
    expect(JSON.stringify(r.result).length).to.be.at.most(4000);
    expect(r.cut!.from).to.equal(JSON.stringify({ hospitals }).length);
    expect(audit.get(r.session, r.callId)).to.include({ cutFrom: r.cut!.from, resultChars: r.cut!.to });
  });

  it("goes on with a refusal when the audit write fails, and says so in a log line without the arguments", async () => {
    const broken: AuditLog = {
      record: () => {
        throw new Error("disk I/O error");
      },
      claim: () => {
        throw new Error("disk I/O error");
      },
      finish: () => false,
      get: () => undefined,
      byToken: () => undefined,
      rows: () => [],
      close: () => {},
    };
    const session = client.session("billing");
    const r: ExecuteResult = await client.execute(session, { tool: "delete_order", arguments: { order_id: "4411-secret-ref" } }, () => 1, { ...options(), audit: broken });
    expect(r.decision).to.equal("refuse");
    expect(r.reasons).to.deep.equal(["unknown_tool"]);
    expect(r).to.include({ status: "refused", audited: false });
    expect(logs).to.have.length(1);
    expect(JSON.parse(logs[0]!)).to.include({ level: "error", msg: "audit write failed", tool: "delete_order", decision: "refuse" });
    expect(logs[0]).to.not.include("4411-secret-ref");
  });

  it("does not run an allowed call whose started row cannot be written: audit_unavailable, never a run unaudited", async () => {
    const broken: AuditLog = {
      record: () => true,
      claim: () => {
        throw new Error("disk I/O error");
      },
      finish: () => true,
      get: () => undefined,
      byToken: () => undefined,
      rows: () => [],
      close: () => {},
    };
    const session = client.session("billing");
    let runs = 0;
    const r = await client.execute(session, { tool: "get_order", arguments: { order_id: "4411-secret-ref" }, origins: { order_id: "typed" } }, () => {
      runs++;
      return { total: 1 };
    }, { ...options(), audit: broken });
    expect(r.decision).to.equal("allow");
    expect(r.reasons).to.deep.equal(["allow"]);
    expect(r).to.include({ status: "failed", code: "audit_unavailable", audited: false, attempts: 0 });
    expect(runs).to.equal(0);
    expect(session.history.entries[r.step]!.outcome?.status).to.equal("failed");
    expect(JSON.parse(logs[0]!)).to.include({ level: "error", msg: "audit write failed", tool: "get_order", outcome: "started" });
    expect(logs[0]).to.not.include("4411-secret-ref");
  });

  it("decides calls in one session one at a time: a double-submitted approval runs once", async () => {
    const session = billing();
    let runs = 0;
    const handler = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { refund_id: "rf_1" };
    };
    const call = { tool: "refund_card", arguments: { order_id: "4411", amount: 40 }, origins: typed };
    const asked = await client.execute(session, call, handler, options());
    const both = await Promise.all([
      client.execute(session, { ...call, confirmation: asked.pending!.confirmation }, handler, options()),
      client.execute(session, { ...call, confirmation: asked.pending!.confirmation }, handler, options()),
    ]);
    expect(both.map((b) => [b.status, b.decision, b.reasons.join(",")])).to.deep.equal([
      ["ran", "allow", "confirmed"],
      ["duplicate", "allow", "confirmed"],
    ]);
    expect(runs).to.equal(1);
  });

  it("rejects a call that is not one with a clear input error", async () => {
    const session = billing();
    const rejection = async (p: Promise<unknown>) => p.then(() => "resolved", (e: Error) => e.message);
    expect(await rejection(client.execute(session, { tool: "", arguments: {} }, () => 1))).to.match(/^input_invalid: call.tool: a call names its tool/);
    expect(await rejection(client.execute(session, { tool: "get_order", arguments: [] as never }, () => 1))).to.match(/arguments are an object/);
    expect(await rejection(client.execute(session, { tool: "get_order" }, "run" as never))).to.match(/handler function/);
    expect(await rejection(client.execute(session, { tool: "get_order" }, () => 1, { timeoutMs: -1 }))).to.match(/`timeoutMs` must be a positive number/);
    expect(session.history.entries).to.have.length(0);
  });
});
