// The executor (seed 003) through the public API: executeCall checks, never runs a confirm or
// a refusal, times out, sanitizes, caps, audits once per call and reports to the history.
import { expect } from "chai";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client, EXECUTOR_CODES, MemoryHeadStore, type CatalogueFile } from "@toolgate/core";
import { SqliteAuditLog, executeCall, type AuditLog, type ExecuteResult } from "@toolgate/executor";

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
    record_metric: {
      description: "Record a reading.",
      kind: "read",
      arguments: { type: "object", additionalProperties: false, properties: { values: { type: "array" }, at: { type: ["string", "null"] }, level: {} } },
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

describe("executor: executeCall", () => {
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
    const r = await executeCall(client, session, { tool: "get_order", arguments: { order_id: "4411" }, origins: { order_id: "typed" } }, () => {
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
    const asked = await executeCall(client, session, call, handler, options());
    expect(asked.decision).to.equal("confirm");
    expect(asked.reasons).to.deep.equal(["write"]);
    expect(asked.status).to.equal("pending");
    expect(runs).to.equal(0);
    expect(asked.pending).to.include({ tool: "refund_card", callId: asked.callId });
    expect(asked.pending!.question).to.be.a("string").and.not.equal("");
    expect(asked.pending!.confirmation).to.match(/^tg1\./);
    expect(audit.get(asked.session, asked.callId)).to.include({ decision: "confirm", outcome: "pending" });

    const approved = await executeCall(client, session, { ...call, confirmation: asked.pending!.confirmation }, handler, options());
    expect(approved.decision).to.equal("allow");
    expect(approved.reasons).to.deep.equal(["confirmed"]);
    expect(approved.status).to.equal("ran");
    expect(approved.callId).to.equal(asked.callId);
    expect(runs).to.equal(1);

    // The same approval presented again: the call id is spent, nothing runs, nothing is audited twice.
    const again = await executeCall(client, session, { ...call, confirmation: asked.pending!.confirmation }, handler, options());
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
    const r = await executeCall(client, session, { tool: "delete_order", arguments: { order_id: "4411" } }, () => runs++, options());
    expect(r.decision).to.equal("refuse");
    expect(r.reasons).to.deep.equal(["unknown_tool"]);
    expect(r.status).to.equal("refused");
    expect(runs).to.equal(0);
    expect(session.history.entries[r.step]!.outcome).to.equal(null);
    expect(audit.get(r.session, r.callId)).to.include({ decision: "refuse", outcome: "not_run" });
  });

  it("says a sign-in is needed when a credentialed tool is refused for want of a credential", async () => {
    const session = client.session("billing");
    const r = await executeCall(client, session, { tool: "get_plan_details", arguments: { portal_ref: "PRT-1" } }, () => ({}), options());
    expect(r.decision).to.equal("refuse");
    expect(r.reasons).to.deep.equal(["credential_unavailable"]);
    expect(r.authRequired).to.equal(true);
  });

  it("gives up a read that times out as outcome_unknown, retries it because it is idempotent, and says it is retryable", async () => {
    const session = billing();
    let attempts = 0;
    const r = await executeCall(client, session, { tool: "get_order", arguments: { order_id: "4411" }, origins: { order_id: "typed" } }, (_a, ctx) => {
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
    const asked = await executeCall(client, session, call, () => undefined, options());
    let attempts = 0;
    const r = await executeCall(client, session, { ...call, confirmation: asked.pending!.confirmation }, () => {
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
    const r = await executeCall(client, session, { tool: "get_order", arguments: { order_id: "4411" }, origins: { order_id: "typed" } }, () => {
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
    const r = await executeCall(client, session, { tool: "get_order", arguments: { order_id: "+91 98765 43210" } }, (args) => {
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
    const r = await executeCall(client, session, { tool: "list_hospitals", arguments: { pin_code: "400001" } }, () => ({ hospitals }), { ...options(), maxResultChars: 4000 });
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
    const r: ExecuteResult = await executeCall(client, session, { tool: "delete_order", arguments: { order_id: "4411-secret-ref" } }, () => 1, { ...options(), audit: broken });
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
    const r = await executeCall(client, session, { tool: "get_order", arguments: { order_id: "4411-secret-ref" }, origins: { order_id: "typed" } }, () => {
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
    const asked = await executeCall(client, session, call, handler, options());
    const both = await Promise.all([
      executeCall(client, session, { ...call, confirmation: asked.pending!.confirmation }, handler, options()),
      executeCall(client, session, { ...call, confirmation: asked.pending!.confirmation }, handler, options()),
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
    expect(await rejection(executeCall(client, session, { tool: "", arguments: {} }, () => 1))).to.match(/^input_invalid: call.tool: a call names its tool/);
    expect(await rejection(executeCall(client, session, { tool: "get_order", arguments: [] as never }, () => 1))).to.match(/arguments are an object/);
    expect(await rejection(executeCall(client, session, { tool: "get_order" }, "run" as never))).to.match(/handler function/);
    expect(await rejection(executeCall(client, session, { tool: "get_order" }, () => 1, { timeoutMs: -1 }))).to.match(/`timeoutMs` must be a positive number/);
    expect(session.history.entries).to.have.length(0);
  });

  it("runs one approval once when two copies of its session present it at once; the other answer is not `ran` and says only what its audit row holds", async () => {
    const first = billing();
    let runs = 0;
    const handler = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { refund_id: "rf_1" };
    };
    const call = { tool: "refund_card", arguments: { order_id: "4411", amount: 40 }, origins: typed };
    const asked = await executeCall(client, first, call, handler, options());
    const carried = first.history.toJSON();
    const copy = () => {
      const s = client.session("billing", { history: carried });
      s.read("refund order 4411 40.00");
      return s;
    };
    const both = await Promise.all([copy(), copy()].map((s) => executeCall(client, s, { ...call, confirmation: asked.pending!.confirmation }, handler, options())));
    expect(runs).to.equal(1);
    const ran = both.filter((b) => b.status === "ran");
    expect(ran).to.have.length(1);
    expect(ran[0]).to.include({ decision: "allow", audited: true, callId: asked.callId });
    expect(ran[0]!.reasons).to.deep.equal(["confirmed"]);
    const other = both.find((b) => b.status !== "ran")!;
    expect(other).to.include({ status: "outcome_unknown", code: "already_started", decision: "allow", callId: asked.callId, attempts: 0 });
    expect(other.reasons).to.deep.equal(["confirmed"]);
    const rows = audit.rows();
    expect(rows).to.have.length(1);
    expect(rows[0]).to.include({ outcome: "ran", decision: "allow", asked: true });
  });

  it("runs an approval once whatever spelling of its token is presented: padding, junk, other final bits", async () => {
    const first = billing();
    let runs = 0;
    const handler = () => {
      runs++;
      return { refund_id: "rf_1" };
    };
    const call = { tool: "refund_card", arguments: { order_id: "4411", amount: 40 }, origins: typed };
    const asked = await executeCall(client, first, call, handler, options());
    const carried = first.history.toJSON();
    const token = asked.pending!.confirmation;
    const done = await executeCall(client, first, { ...call, confirmation: token }, handler, options());
    expect(done).to.include({ status: "ran", decision: "allow" });
    expect(runs).to.equal(1);

    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = token.at(-1)!;
    // The signature's last character holds 2 bits of the signature and 4 unused bits: set one.
    const otherBits = token.slice(0, -1) + alphabet[alphabet.indexOf(last) | 1]!;
    const [prefix, body, sig] = token.split(".");
    const spellings = [`${token}=`, `${token}==`, `${prefix}.${body}.${sig!.slice(0, 10)}*${sig!.slice(10)}`, `${prefix}.${body} .${sig}`, `${prefix}.${body}.${sig}\n`, otherBits];
    expect(otherBits).to.not.equal(token);
    for (const spelling of spellings) {
      // A copy of the history from before the approval ran: without a head store, the check alone would allow it.
      const copy = client.session("billing", { history: carried });
      copy.read("refund order 4411 40.00");
      const again = await executeCall(client, copy, { ...call, confirmation: spelling }, handler, options());
      expect(again.status, JSON.stringify(spelling)).to.be.oneOf(["pending", "duplicate"]);
      if (again.status === "pending") {
        expect(again.decision).to.equal("confirm");
        expect(again.reasons).to.deep.equal(["write"]);
      }
    }
    expect(runs).to.equal(1);
  });

  it("writes the row `started` before the handler runs", async () => {
    const session = billing();
    let seen: unknown;
    const r = await executeCall(client, session, { tool: "get_order", arguments: { order_id: "4411" }, origins: { order_id: "typed" }, id: "call-1" }, () => {
      seen = audit.get(session.id, "call-1");
      return { total: 1 };
    }, options());
    expect(r.decision).to.equal("allow");
    expect(r.reasons).to.deep.equal(["allow"]);
    expect(seen).to.include({ outcome: "started", decision: "allow", tool: "get_order" });
    expect(audit.get(session.id, "call-1")).to.include({ outcome: "ran", code: null });
  });

  it("answers outcome_unknown for a resumed call found started, and never runs a write again", async () => {
    const session = billing();
    const call = { tool: "refund_card", arguments: { order_id: "4411", amount: 40 }, origins: typed, id: "w-1" };
    const asked = await executeCall(client, session, call, () => undefined, options());
    // A host that died mid-handler left the row started.
    audit.claim({ ...audit.get(session.id, "w-1")!, decision: "allow", reasons: ["confirmed"], outcome: "started" });
    let runs = 0;
    const resumed = await executeCall(client, session, { ...call, confirmation: asked.pending!.confirmation }, () => runs++, options());
    expect(resumed).to.include({ status: "outcome_unknown", code: "already_started", decision: "allow", retryable: false, attempts: 0, callId: "w-1" });
    expect(resumed.reasons).to.deep.equal(["confirmed"]);
    expect(runs).to.equal(0);
    expect(audit.get(session.id, "w-1")).to.include({ outcome: "started" });
  });

  it("runs a resumed call found started again only when its tool is an idempotent read", async () => {
    const session = billing();
    audit.claim({ session: session.id, callId: "r-1", at: NOW, agent: "billing", tool: "get_order", step: 0, decision: "allow", reasons: ["allow"], outcome: "started", asked: false, retryable: null, attempts: 0, durationMs: null, arguments: "{}", error: null, resultChars: null, cutFrom: null });
    let runs = 0;
    const r = await executeCall(client, session, { tool: "get_order", arguments: { order_id: "4411" }, origins: { order_id: "typed" }, id: "r-1" }, () => {
      runs++;
      return { total: 40 };
    }, options());
    expect(r).to.include({ status: "ran", decision: "allow", audited: true });
    expect(r.reasons).to.deep.equal(["allow"]);
    expect(runs).to.equal(1);
    expect(audit.get(session.id, "r-1")).to.include({ outcome: "ran" });
  });

  it("hands the handler exactly the values checked: the JSON of the arguments, never NaN, Infinity, -0 or a Date", async () => {
    const session = billing();
    let seen: Record<string, unknown> | undefined;
    const values = [Number.NaN, Number.POSITIVE_INFINITY, -0, 1.5];
    const r = await executeCall(client, session, { tool: "record_metric", arguments: { values, at: new Date(NOW) as never, level: Number.NEGATIVE_INFINITY } }, (args) => {
      seen = args;
      return { ok: true };
    }, options());
    expect(r.decision).to.equal("allow");
    expect(r.reasons).to.deep.equal(["allow"]);
    expect(seen).to.deep.equal({ values: [null, null, 0, 1.5], at: "2026-03-04T10:00:00.000Z", level: null });
    expect(Object.is((seen!.values as number[])[2], -0)).to.equal(false);
    expect(JSON.parse(audit.get(r.session, r.callId)!.arguments)).to.deep.equal(seen);
  });

  it("keeps `__proto__` an ordinary argument from the check to the handler and the audit row", async () => {
    const session = billing();
    let seen: Record<string, unknown> | undefined;
    const args = JSON.parse('{"values":[1],"__proto__":{"polluted":true}}') as Record<string, unknown>;
    const r = await executeCall(client, session, { tool: "record_metric", arguments: args }, (a) => {
      seen = a;
      return { ok: true };
    }, options());
    expect(r.decision).to.equal("refuse");
    expect(r.reasons).to.deep.equal(["argument_schema"]);
    expect(seen).to.equal(undefined);
    const row = audit.get(r.session, r.callId)!;
    expect(Object.keys(JSON.parse(row.arguments) as object)).to.deep.equal(["values", "__proto__"]);
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });

  describe('failure codes, seed 003: "A closed set. The answer model, the event contract and the audit table all key off these exact strings"', () => {
    const cases: Array<{ note: string; handler: () => unknown; failed?: (r: unknown) => boolean; status: string; code: string }> = [
      { note: "a throw", handler: () => {
        throw new Error("bad gateway");
      }, status: "failed", code: "handler_failed" },
      { note: 'a refused connection (seed 003: "A dead index is reported as upstream_unavailable")', handler: () => {
        throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9"), { code: "ECONNREFUSED" });
      }, status: "failed", code: "upstream_unavailable" },
      { note: "fetch that could not connect (the cause says why)", handler: () => {
        throw new TypeError("fetch failed", { cause: Object.assign(new Error("getaddrinfo ENOTFOUND api.example"), { code: "ENOTFOUND" }) });
      }, status: "failed", code: "upstream_unavailable" },
      { note: "a handler that says so itself", handler: () => {
        throw Object.assign(new Error("index is down"), { code: "upstream_unavailable" });
      }, status: "failed", code: "upstream_unavailable" },
      { note: "a result that reports a failure", handler: () => ({ isError: true, content: [] }), failed: (r) => (r as { isError?: boolean }).isError === true, status: "failed", code: "tool_error" },
      { note: "no answer in time", handler: () => new Promise(() => {}), status: "outcome_unknown", code: "timeout" },
    ];
    for (const c of cases) {
      it(`answers ${c.code} for ${c.note}, in the answer and the audit row`, async () => {
        const session = client.session("billing");
        const r = await executeCall(client, session, { tool: "list_hospitals", arguments: { pin_code: "400001" } }, c.handler, { ...options(), timeoutMs: 30, failed: c.failed });
        expect(r.decision).to.equal("allow");
        expect(r.reasons).to.deep.equal(["allow"]);
        expect(r).to.include({ status: c.status, code: c.code, audited: true });
        expect(EXECUTOR_CODES).to.have.property(c.code);
        expect(audit.get(r.session, r.callId)).to.include({ outcome: c.status, code: c.code });
      });
    }
  });
});
describe("executor: a call presented again after its answer was lost", () => {
  it("gets the answer recorded under its call id and runs once; the audit row stops a third presentation", async () => {
    const client = await Client.create({ catalogue, now: () => NOW, log: () => {}, heads: new MemoryHeadStore() });
    const dir = mkdtempSync(join(tmpdir(), "toolgate-executor-"));
    const audit = new SqliteAuditLog(join(dir, "audit.db"));
    try {
      const held = client.session("billing").history.toJSON();
      const call = { tool: "get_order", arguments: { order_id: "4411" }, origins: { order_id: "context" }, id: "call-1" };
      // The host checked the call, then died before the audit row was written: the head advanced, nothing ran.
      const lost = await client.session("billing", { history: held }).checkToolCall(call.tool, call.arguments, { origins: call.origins, requestId: call.id });
      expect([lost.decision, lost.reasons]).to.deep.equal(["allow", ["allow"]]);
      let runs = 0;
      const handler = () => {
        runs++;
        return { charge_id: "ch_1", total: 40 };
      };
      const r = await executeCall(client, client.session("billing", { history: held }), call, handler, { audit, log: () => {} });
      expect([r.status, r.decision, r.reasons, r.step, runs]).to.deep.equal(["ran", "allow", ["allow"], lost.step, 1]);
      const again = await executeCall(client, client.session("billing", { history: held }), call, handler, { audit, log: () => {} });
      expect([again.status, again.decision, again.reasons, runs]).to.deep.equal(["duplicate", "allow", ["allow"], 1]);
      // Under another id, from the same point, the call is a rollback.
      const other = await executeCall(client, client.session("billing", { history: held }), { ...call, id: "call-2" }, handler, { audit, log: () => {} });
      expect([other.status, other.decision, other.reasons, runs]).to.deep.equal(["refused", "refuse", ["history_invalid"], 1]);
    } finally {
      audit.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("stays refused as rolled back with an audit log that would not outlive a crash", async () => {
    const client = await Client.create({ catalogue, now: () => NOW, log: () => {}, heads: new MemoryHeadStore() });
    const audit = new SqliteAuditLog();
    try {
      expect(audit.lasting).to.equal(false);
      const held = client.session("billing").history.toJSON();
      const call = { tool: "get_order", arguments: { order_id: "4411" }, origins: { order_id: "context" }, id: "call-1" };
      // The first run's row died with its host: whether it ran is unknown, so it is not given its answer again.
      await executeCall(client, client.session("billing", { history: held }), call, () => ({ charge_id: "ch_1" }), { audit: new SqliteAuditLog(), log: () => {} });
      let runs = 0;
      const r = await executeCall(client, client.session("billing", { history: held }), call, () => ++runs, { audit, log: () => {} });
      expect([r.status, r.decision, r.reasons, runs]).to.deep.equal(["refused", "refuse", ["history_invalid"], 0]);
      expect(String(r.detail.history)).to.match(/^rolled back/);
    } finally {
      audit.close();
    }
  });
});

