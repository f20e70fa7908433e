// The executor attacked through its handler and its calls: a handler that throws what is not an
// error, returns what JSON cannot write, hangs, answers after its timeout; the same call, and the
// same approval, presented twice at once. Whatever the handler does, `executeCall` answers, the
// audit row that said `started` is finished, the history hears the outcome, and nothing runs
// twice. Seeded.
import { expect } from "chai";
import fc from "fast-check";
import { Client, type CatalogueFile } from "@toolgate/core";
import { SqliteAuditLog, executeCall, type ExecuteResult, type ToolHandler } from "@toolgate/executor";

const SEED = 20_612;

const catalogue: CatalogueFile = {
  tools: {
    get_order: {
      description: "Look up an order.",
      kind: "read",
      idempotent: true,
      arguments: { type: "object", additionalProperties: false, properties: { order_id: { type: "string" } } },
    },
    refund_card: {
      description: "Refund an amount to the card an order was paid with.",
      kind: "write",
      arguments: { type: "object", additionalProperties: false, properties: { order_id: { type: "string" }, amount: { type: "number" } } },
    },
  },
};

function deep(levels: number): unknown {
  let v: unknown = {};
  for (let i = 0; i < levels; i++) v = { v };
  return v;
}

/** What a hostile handler returns, by name: each not JSON data. */
const UNREADABLE_RESULTS: Record<string, () => unknown> = {
  "a BigInt": () => ({ total: 10n }),
  "a toJSON that throws": () => ({ toJSON: () => { throw new Error("toJSON"); } }),
  "nesting deeper than the stack": () => deep(20_000),
  "a getter that throws": () => ({ get total() { throw new Error("getter"); } }),
};

/** What a hostile handler throws, by name: none of it an Error. */
const ODD_THROWS: Record<string, () => unknown> = {
  "an object without a prototype": () => Object.create(null),
  "an object whose toString throws": () => ({ toString: () => { throw new Error("toString"); } }),
  "a symbol": () => Symbol("odd"),
  "undefined": () => undefined,
};

describe("hostile executor: handlers that throw, hang, answer late or answer what is not data; calls presented twice", function () {
  this.timeout(20_000);
  let client: Client;
  before(async () => {
    client = await Client.create({ catalogue, log: () => {} });
  });

  async function run(tool: string, handler: ToolHandler, audit: SqliteAuditLog, options: { id?: string; timeoutMs?: number } = {}): Promise<ExecuteResult> {
    const session = client.session("");
    const r = await executeCall(client, session, { tool, arguments: { order_id: "4411" }, ...(options.id ? { id: options.id } : {}) }, handler, { audit, timeoutMs: options.timeoutMs ?? 200, retries: 0, log: () => {} });
    expect(session.history.entries[r.step]?.outcome?.status, "the history hears the outcome").to.equal(r.status === "ran" || r.status === "failed" || r.status === "outcome_unknown" ? r.status : undefined);
    return r;
  }

  for (const [name, result] of Object.entries(UNREADABLE_RESULTS)) {
    it(`finishes the row of a call whose handler returned ${name}: failed, handler_failed, never left started`, async () => {
      const audit = new SqliteAuditLog();
      const r = await run("get_order", result, audit);
      expect(r).to.include({ status: "failed", code: "handler_failed", decision: "allow", audited: true });
      expect(r.reasons).to.deep.equal(["allow"]);
      expect(r.error).to.match(/^the handler's result cannot be read as JSON data: /);
      expect(r.result).to.equal(undefined);
      expect(audit.rows().map((row) => row.outcome)).to.deep.equal(["failed"]);
      audit.close();
    });
  }

  for (const [name, thrown] of Object.entries(ODD_THROWS)) {
    it(`finishes the row of a call whose handler threw ${name}: failed, handler_failed`, async () => {
      const audit = new SqliteAuditLog();
      const r = await run("get_order", () => { throw thrown(); }, audit);
      expect(r).to.include({ status: "failed", code: "handler_failed", decision: "allow", audited: true });
      expect(r.reasons).to.deep.equal(["allow"]);
      expect(r.error).to.be.a("string");
      expect(audit.rows().map((row) => row.outcome)).to.deep.equal(["failed"]);
      audit.close();
    });
  }

  it("keeps a cyclic result, the cycle named, as data", async () => {
    const audit = new SqliteAuditLog();
    const r = await run("get_order", () => { const a: Record<string, unknown> = { id: "o1" }; a.self = a; return a; }, audit);
    expect(r).to.include({ status: "ran", audited: true });
    expect(r.result).to.deep.equal({ id: "o1", self: "[circular]" });
    audit.close();
  });

  it("gives up a handler that answers after its timeout as outcome_unknown, and the late answer changes nothing", async () => {
    const audit = new SqliteAuditLog();
    let late = false;
    const r = await run("get_order", () => new Promise((resolve) => setTimeout(() => { late = true; resolve({ total: 1 }); }, 150)), audit, { timeoutMs: 30 });
    expect(r).to.include({ status: "outcome_unknown", code: "timeout", retryable: true });
    expect(r.reasons).to.deep.equal(["allow"]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(late).to.equal(true);
    expect(audit.rows().map((row) => row.outcome)).to.deep.equal(["outcome_unknown"]);
    audit.close();
  });

  it("gives up a handler that never answers, and one whose thenable resolves twice counts once", async () => {
    const audit = new SqliteAuditLog();
    const hung = await run("get_order", () => new Promise(() => undefined), audit, { timeoutMs: 30 });
    expect(hung).to.include({ status: "outcome_unknown", code: "timeout" });
    const twice = await run("get_order", () => ({ then: (ok: (v: unknown) => void) => { ok({ n: 1 }); ok({ n: 2 }); } }), audit);
    expect(twice).to.include({ status: "ran", attempts: 1 });
    expect(twice.result).to.deep.equal({ n: 1 });
    expect(audit.rows().map((row) => row.outcome).sort()).to.deep.equal(["outcome_unknown", "ran"]);
    audit.close();
  });

  it("runs one call id once when it is presented twice at once", async () => {
    const audit = new SqliteAuditLog();
    let runs = 0;
    const handler = async () => { runs++; await new Promise((r) => setTimeout(r, 20)); return { total: 1 }; };
    const session = client.session("");
    const call = { tool: "get_order", arguments: { order_id: "4411" }, id: "c_same" };
    const both = await Promise.all([executeCall(client, session, call, handler, { audit, log: () => {} }), executeCall(client, session, call, handler, { audit, log: () => {} })]);
    expect(runs).to.equal(1);
    expect(both.map((r) => r.status)).to.deep.equal(["ran", "duplicate"]);
    expect(both[1]!.reasons).to.deep.equal(["allow"]);
    audit.close();
  });

  it("never runs a write twice: an approval presented twice at once runs once", async () => {
    const audit = new SqliteAuditLog();
    let runs = 0;
    const handler = async () => { runs++; await new Promise((r) => setTimeout(r, 20)); return { refund: "rf_1" }; };
    const session = client.session("");
    const call = { tool: "refund_card", arguments: { order_id: "4411", amount: 40 }, origins: { order_id: "typed", amount: "typed" } };
    const asked = await executeCall(client, session, call, handler, { audit, log: () => {} });
    expect(asked).to.include({ status: "pending", decision: "confirm" });
    const token = asked.pending!.confirmation;
    const both = await Promise.all([
      executeCall(client, session, { ...call, confirmation: token }, handler, { audit, log: () => {} }),
      executeCall(client, session, { ...call, confirmation: token }, handler, { audit, log: () => {} }),
    ]);
    expect(runs).to.equal(1);
    expect(both.map((r) => r.status)).to.deep.equal(["ran", "duplicate"]);
    expect(both[0]!.reasons).to.deep.equal(["confirmed"]);
    audit.close();
  });

  it("property: whatever a handler returns, throws or how long it takes, executeCall answers, the row is final and the handler ran once", async () => {
    const behaviour = fc.oneof(
      fc.constantFrom(...Object.values(UNREADABLE_RESULTS)).map((f) => ({ kind: "return" as const, make: f })),
      fc.constantFrom(...Object.values(ODD_THROWS)).map((f) => ({ kind: "throw" as const, make: f })),
      fc.jsonValue().map((v) => ({ kind: "return" as const, make: () => v })),
      fc.constantFrom(0, 5, 60).map((ms) => ({ kind: "late" as const, make: () => ms })),
    );
    await fc.assert(
      fc.asyncProperty(behaviour, fc.boolean(), async (b, async) => {
        const audit = new SqliteAuditLog();
        let runs = 0;
        const handler: ToolHandler = () => {
          runs++;
          if (b.kind === "throw") {
            const t = b.make();
            if (async) return Promise.reject(t);
            throw t;
          }
          if (b.kind === "late") return new Promise((r) => setTimeout(() => r({ ok: true }), b.make() as number));
          return async ? Promise.resolve().then(b.make) : b.make();
        };
        const r = await run("get_order", handler, audit, { timeoutMs: 30 });
        expect(runs).to.equal(1);
        expect(["ran", "failed", "outcome_unknown"]).to.include(r.status);
        expect(r.reasons).to.deep.equal(["allow"]);
        const rows = audit.rows();
        expect(rows.map((row) => row.outcome)).to.deep.equal([r.status]);
        if (r.result !== undefined) expect(JSON.parse(JSON.stringify(r.result))).to.deep.equal(r.result);
        audit.close();
      }),
      { seed: SEED, numRuns: 60 },
    );
  });
});
