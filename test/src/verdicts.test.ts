// A check's verdict is taken only in its closed shape: any other answer — an unknown outcome or
// decision, a missing or stray field, a non-object, a throw, a rejection, no answer within the
// check's time budget — refuses the call as check_failed, naming the plugin.
import { expect } from "chai";
import { MemoryHeadStore, ToolgateError, checksModule, defineCheck, setting, type Check, type Client, type ClientOptions, type Verdict } from "@toolgate/core";
import { makeClient } from "./fixtures.js";
import { executeCall } from "@toolgate/executor";

const meta = {
  title: "Odd",
  simply: "Answers as its test says.",
  catches: "Nothing.",
  cannotCatch: "Anything.",
  stops: "refused",
  reads: [],
  switchable: true,
  reasons: ["odd"],
  examples: { allowed: [], stopped: [] },
};

function oddCheck(id: string, run: () => unknown, extra: { timeoutMs?: number } = {}): Check {
  return defineCheck({ meta: { ...meta, ...extra, id }, run: run as () => Verdict });
}

async function clientWith(check: Check, where: { before?: string; after?: string } = { before: "allowed_tools" }, options: Partial<ClientOptions> = {}): Promise<Client> {
  const { client } = await makeClient({ plugins: [{ name: check.meta.id, module: checksModule([check]), entries: [{ id: check.meta.id, ...where }] }], ...options });
  return client;
}

const never = () => new Promise<Verdict>(() => {});
const later = (ms: number, v: unknown) => new Promise((resolve) => setTimeout(() => resolve(v), ms));

const bad: Array<{ note: string; run: () => unknown; error: RegExp }> = [
  { note: "a decision outside the set", run: () => ({ outcome: "decide", decision: "yes", reasons: ["odd"] }), error: /decision `yes`/ },
  { note: "a decide with no decision", run: () => ({ outcome: "decide", reasons: ["odd"] }), error: /decision `undefined`/ },
  { note: "an outcome outside the set", run: () => ({ outcome: "maybe" }), error: /outcome `maybe`/ },
  { note: "no outcome", run: () => ({ decision: "allow", reasons: ["odd"] }), error: /outcome `undefined`/ },
  { note: "a string", run: () => "allow", error: /answered allow, not a verdict/ },
  { note: "a number", run: () => 42, error: /not a verdict/ },
  { note: "null", run: () => null, error: /not a verdict/ },
  { note: "undefined", run: () => undefined, error: /not a verdict/ },
  { note: "a list", run: () => [{ outcome: "pass" }], error: /not a verdict/ },
  { note: "reasons that are not a list", run: () => ({ outcome: "decide", decision: "refuse", reasons: "odd" }), error: /reasons are odd, not a list/ },
  { note: "reasons that are not codes", run: () => ({ outcome: "note", reasons: [42] }), error: /reasons hold 42/ },
  { note: "a reason it does not declare", run: () => ({ outcome: "decide", decision: "allow", reasons: ["fine"] }), error: /does not declare: fine/ },
  { note: "a decision with no reason", run: () => ({ outcome: "decide", decision: "allow", reasons: [] }), error: /decided `allow` with no reason/ },
  { note: "a pass that also decides", run: () => ({ outcome: "pass", decision: "refuse", reasons: ["odd"] }), error: /fields it may not have: `decision`, `reasons`/ },
  { note: "a detail that is not an object", run: () => ({ outcome: "note", reasons: ["odd"], detail: "x" }), error: /detail is x/ },
  { note: "a detail holding a BigInt", run: () => ({ outcome: "decide", decision: "refuse", reasons: ["odd"], detail: { amount: 10n } }), error: /detail holds a bigint, not JSON data/ },
  { note: "a detail holding a Map", run: () => ({ outcome: "note", reasons: ["odd"], detail: { seen: new Map([["a", 1]]) } }), error: /detail holds an object that is not plain data/ },
  { note: "a detail holding a function", run: () => ({ outcome: "pass", detail: { then: () => 1 } }), error: /detail holds a function/ },
  { note: "a detail holding NaN", run: () => ({ outcome: "note", reasons: ["odd"], detail: { ratio: Number.NaN } }), error: /detail holds NaN/ },
  {
    note: "a detail that refers to itself",
    run: () => {
      const detail: Record<string, unknown> = { why: "loop" };
      detail.self = detail;
      return { outcome: "decide", decision: "refuse", reasons: ["odd"], detail };
    },
    error: /nested more than 16 deep/,
  },
  { note: "an outcome read through the prototype", run: () => Object.create({ outcome: "pass" }), error: /outcome `undefined`/ },
  {
    note: "a getter that throws",
    run: () => ({
      get outcome(): string {
        throw new Error("getter bites");
      },
    }),
    error: /getter bites/,
  },
  {
    note: "a thenable whose then throws",
    run: () => ({
      get then(): unknown {
        throw new Error("then bites");
      },
    }),
    error: /then bites/,
  },
  { note: "a thrown non-error", run: () => { throw { toString: () => { throw new Error("no"); } }; }, error: /an object/ },
  { note: "a rejected promise", run: () => Promise.reject(new Error("rejected")), error: /rejected/ },
  { note: "a throw with a huge message, kept to 500 characters", run: () => { throw new Error("x".repeat(1_000_000)); }, error: /^x{500}…$/ },
  { note: "a promise of garbage", run: () => Promise.resolve({ outcome: "decide", decision: "maybe", reasons: ["odd"] }), error: /decision `maybe`/ },
  { note: "a promise that never settles", run: never, error: /time budget of 50 ms/ },
  { note: "a promise past its budget", run: () => later(200, { outcome: "pass" }), error: /time budget of 50 ms/ },
];

describe("check verdicts", () => {
  for (const c of bad) {
    it(`refuses the call as check_failed naming the plugin when a check answers ${c.note}`, async () => {
      const client = await clientWith(oddCheck("odd", c.run));
      const a = await client.session("billing").checkToolCall("get_order", { order_id: "1" });
      expect([a.decision, a.reasons, a.detail.plugin]).to.deep.equal(["refuse", ["check_failed"], "odd"]);
      expect(String(a.detail.error)).to.match(c.error);
    });
  }

  it("refuses when a said-check answers outside the closed shape", async () => {
    const client = await clientWith(oddCheck("odd_said", () => ({ outcome: "decide", decision: "yes", reasons: ["odd"] })), { after: "s1_veto" });
    const a = await client.session("billing").checkToolCall("get_order", { order_id: "1" });
    expect([a.decision, a.reasons, a.detail.plugin]).to.deep.equal(["refuse", ["check_failed"], "odd_said"]);
  });

  it("does not hang on a check that never settles: the call is answered within a bounded time", async () => {
    const client = await clientWith(oddCheck("stuck", never));
    const started = performance.now();
    const a = await client.session("billing").checkToolCall("get_order", { order_id: "1" });
    expect(performance.now() - started).to.be.lessThan(2_000);
    expect([a.decision, a.reasons, a.detail.plugin]).to.deep.equal(["refuse", ["check_failed"], "stuck"]);
  });

  it("takes a slow answer within the budget set by timeout_ms, and refuses past it", async () => {
    const slow = oddCheck("slow", () => later(120, { outcome: "pass" }));
    const generous = await clientWith(slow, { before: "allowed_tools" }, { settings: { slow: { timeout_ms: 2_000 } } });
    const ok = await generous.session("billing").checkToolCall("get_order", { order_id: "1" });
    expect([ok.decision, ok.reasons]).to.deep.equal(["allow", ["allow"]]);
    const tight = await clientWith(slow, { before: "allowed_tools" }, { settings: { slow: { timeout_ms: 10 } } });
    const cut = await tight.session("billing").checkToolCall("get_order", { order_id: "1" });
    expect([cut.decision, cut.reasons, cut.detail.plugin, cut.detail.error]).to.deep.equal(["refuse", ["check_failed"], "slow", "it did not answer within its time budget of 10 ms"]);
  });

  it("takes a check's own default budget from its meta", async () => {
    const client = await clientWith(oddCheck("patient", () => later(120, { outcome: "pass" }), { timeoutMs: 2_000 }));
    const a = await client.session("billing").checkToolCall("get_order", { order_id: "1" });
    expect([a.decision, a.reasons]).to.deep.equal(["allow", ["allow"]]);
    expect(client.checks.find((c) => c.check.meta.id === "patient")?.settings.timeout_ms).to.equal(2_000);
  });

  it("gives every check a timeout_ms setting, 50 ms by default, and refuses a bad one at creation", async () => {
    const { client } = await makeClient();
    expect(new Set(client.checks.map((c) => c.settings.timeout_ms))).to.deep.equal(new Set([50]));
    for (const timeout_ms of [0, -1, 1.5, "50", 60_001]) {
      let thrown: unknown;
      try {
        await makeClient({ checks: [setting("arguments", { timeout_ms })] });
      } catch (e) {
        thrown = e;
      }
      expect(thrown, String(timeout_ms)).to.be.instanceOf(ToolgateError).with.property("code", "settings_invalid");
      expect((thrown as ToolgateError).place.path).to.equal("arguments/timeout_ms");
    }
  });

  it("keeps the verdict as judged: a check cannot change it afterwards", async () => {
    const verdict = { outcome: "decide", decision: "refuse", reasons: ["odd"], detail: { why: "first" } };
    const client = await clientWith(
      oddCheck("fickle", () => {
        setTimeout(() => {
          verdict.decision = "allow";
          verdict.detail.why = "changed";
        });
        return Promise.resolve(verdict);
      }),
    );
    const s = client.session("billing");
    const a = await s.checkToolCall("get_order", { order_id: "1" });
    await later(5, undefined);
    expect([a.decision, a.reasons, a.detail.why]).to.deep.equal(["refuse", ["odd"], "first"]);
    expect(s.history.entries.map((e) => [e.decision, e.reasons])).to.deep.equal([["refuse", ["odd"]]]);
  });

  it("keeps detail keys named constructor and __proto__ as the check's own", async () => {
    const detail = JSON.parse('{"constructor":"c","__proto__":"p","toString":"t"}') as Record<string, unknown>;
    const client = await clientWith(oddCheck("named", () => ({ outcome: "decide", decision: "refuse", reasons: ["odd"], detail })));
    const a = await client.session("billing").checkToolCall("get_order", { order_id: "1" });
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["odd"]]);
    expect(["constructor", "__proto__", "toString"].map((k) => Object.hasOwn(a.detail, k) && a.detail[k])).to.deep.equal(["c", "p", "t"]);
  });

  it("answers a call with a request id and a head store when a check's detail is not JSON data: refused check_failed, not thrown, and recorded once", async () => {
    const heads = new MemoryHeadStore();
    const client = await clientWith(oddCheck("bigint", () => ({ outcome: "decide", decision: "refuse", reasons: ["odd"], detail: { amount: 10n } })), { before: "allowed_tools" }, { heads });
    const s = client.session("billing");
    const a = await s.checkToolCall("get_order", { order_id: "1" }, { requestId: "req-1" });
    expect([a.decision, a.reasons, a.detail.plugin]).to.deep.equal(["refuse", ["check_failed"], "bigint"]);
    expect(s.history.entries.map((e) => [e.decision, e.reasons])).to.deep.equal([["refuse", ["check_failed"]]]);
  });

  it("never runs the handler when a check answers outside the closed shape", async () => {
    for (const run of [() => ({ outcome: "decide", decision: "yes", reasons: ["odd"] }), () => ({ outcome: "decide", reasons: ["odd"] }), never]) {
      const client = await clientWith(oddCheck("odd", run));
      let ran = 0;
      const r = await executeCall(client, client.session("billing"), { tool: "get_order", arguments: { order_id: "1" } }, () => {
        ran++;
        return { order_id: "1" };
      });
      expect([r.status, r.decision, r.reasons, ran]).to.deep.equal(["refused", "refuse", ["check_failed"], 0]);
    }
  });
});
