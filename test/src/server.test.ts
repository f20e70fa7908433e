// `toolgate serve`: the HTTP JSON service, stateless between requests, over the shop's
// catalogue and rulebook. Servers listen on 127.0.0.1, port 0, and are closed after each test.
import { expect } from "chai";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeFileSync } from "node:fs";
import { run } from "@toolgate/cli";
import { Client, generateKeyPair, type HeadStore, type UsageStore } from "@toolgate/core";
import {
  OPENAPI,
  SessionBinding,
  callerKeyDigest,
  readCallers,
  createToolgateServer,
  listenOn,
  serverRoutes,
} from "@toolgate/server";
import { SqliteHeadStore, SqliteUsageStore } from "@toolgate/store-sqlite";
import { shop } from "@toolgate/rulebooks";
import { stringify } from "yaml";

const TOKEN = "caller-token-0123456789abcdef";
const NOW = Date.parse("2026-03-04T10:00:00Z");
const keys = generateKeyPair();

interface Running {
  url: string;
  lines: string[];
  close(): Promise<void>;
}

async function start(stores: { heads?: HeadStore; usage?: UsageStore; ready?: () => Record<string, boolean> } = {}, maxBodyBytes?: number): Promise<Running> {
  const client = await Client.create({ catalogue: shop.catalogue, rulebook: shop.rulebook, keys, heads: stores.heads, usage: stores.usage, now: () => NOW, log: () => {} });
  const lines: string[] = [];
  // The binding secret comes from the keys, as `toolgate serve` makes it: sessions outlive a restart.
  const server = createToolgateServer({ client, token: TOKEN, sessionSecret: keys.seed, heads: stores.heads, ready: stores.ready, maxBodyBytes, log: (l) => lines.push(l) });
  const where = await listenOn(server, "127.0.0.1", 0);
  return { url: where.url, lines, close: where.close };
}

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}`, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const refund = { tool: "refund_card", arguments: { order_id: "4411", amount: 40 }, origins: { order_id: "typed", amount: "typed" } };
const turns = ["refund order 4411 40.00"];

describe("serve: the HTTP service", () => {
  let s: Running;
  afterEach(async () => {
    await s?.close();
  });

  it("answers health, readiness and its OpenAPI document without a token", async () => {
    s = await start({ ready: () => ({ heads: true }) });
    expect(await (await fetch(`${s.url}/healthz`)).json()).to.deep.equal({ status: "ok" });
    const ready = await fetch(`${s.url}/readyz`);
    expect(ready.status).to.equal(200);
    expect(await ready.json()).to.deep.equal({ status: "ready", stores: { heads: true } });
    const doc = (await (await fetch(`${s.url}/openapi.json`)).json()) as typeof OPENAPI;
    expect(doc.openapi).to.equal("3.1.0");
  });

  it("is not ready while a store does not answer", async () => {
    s = await start({ ready: () => ({ heads: false, usage: true }) });
    const res = await fetch(`${s.url}/readyz`);
    expect(res.status).to.equal(503);
    expect(await res.json()).to.deep.equal({ status: "not_ready", stores: { heads: false, usage: true } });
  });

  it("documents every route it serves in /openapi.json, and serves every route documented", async () => {
    const client = await Client.create({ catalogue: shop.catalogue, keys, log: () => {} });
    const served = serverRoutes({ client, token: TOKEN }).map((r) => `${r.method.toLowerCase()} ${r.path}`).sort();
    const documented = Object.entries(OPENAPI.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`)).sort();
    expect(served).to.deep.equal(documented);
    for (const r of serverRoutes({ client, token: TOKEN })) {
      const op = (OPENAPI.paths as unknown as Record<string, Record<string, { security?: unknown[] }>>)[r.path]![r.method.toLowerCase()]!;
      // A public route says so (security: []); a guarded one takes the document's bearer scheme.
      expect(op.security === undefined, `${r.method} ${r.path}`).to.equal(r.auth);
    }
  });

  it("refuses a caller without the token, or with another, and never logs what was presented", async () => {
    s = await start();
    const none = await fetch(`${s.url}/v1/check`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ call: refund }) });
    expect(none.status).to.equal(401);
    expect(none.headers.get("www-authenticate")).to.match(/^Bearer/);
    expect(((await none.json()) as any).error.code).to.equal("unauthorized");
    const wrong = await post(s.url, "/v1/check", { call: refund }, { authorization: "Bearer not-the-token-but-long-enough" });
    expect(wrong.status).to.equal(401);
    expect(s.lines.join("\n")).to.not.include("not-the-token").and.not.include(TOKEN);
  });

  it("checks a call, carries the history, and allows it when the person's token is presented", async () => {
    s = await start();
    const asked = await post(s.url, "/v1/check", { agent: "billing", turns, call: refund });
    expect(asked.status).to.equal(200);
    expect(asked.body.decision).to.equal("confirm");
    expect(asked.body.reasons).to.deep.equal(["write"]);
    expect(asked.body.confirmation).to.match(/^tg1\./);
    expect(asked.body.history.entries).to.have.length(1);

    const approved = await post(s.url, "/v1/confirm", { agent: "billing", turns, history: asked.body.history, call: { ...refund, confirmation: asked.body.confirmation } });
    expect(approved.body.decision).to.equal("allow");
    expect(approved.body.reasons).to.deep.equal(["confirmed"]);
    expect(approved.body.step).to.equal(1);

    const reported = await post(s.url, "/v1/report", { agent: "billing", history: approved.body.history, step: 1, status: "ran", result: { refund_id: "rf_1" } });
    expect(reported.status).to.equal(200);
    expect(reported.body.history.entries[1].outcome.status).to.equal("ran");

    // The token covered that one point of the history: presented again, it covers nothing.
    const replay = await post(s.url, "/v1/confirm", { agent: "billing", turns, history: reported.body.history, call: { ...refund, confirmation: asked.body.confirmation } });
    expect(replay.body.decision).to.equal("confirm");
    expect(replay.body.reasons).to.deep.equal(["write"]);
  });

  it("includes every check's verdict when asked for the trace", async () => {
    s = await start();
    const r = await post(s.url, "/v1/check", { agent: "billing", trace: true, call: { tool: "delete_order", arguments: {} } });
    expect(r.body.decision).to.equal("refuse");
    expect(r.body.reasons).to.deep.equal(["unknown_tool"]);
    const decided = r.body.trace.find((t: { outcome: string }) => t.outcome === "decide");
    expect(decided).to.include({ check: "allowed_tools", decision: "refuse" });
  });

  it("refuses a history edited by hand as history_invalid, and a report on it with 409", async () => {
    s = await start();
    const first = await post(s.url, "/v1/check", { agent: "billing", call: { tool: "get_order", arguments: { order_id: "4411" } } });
    const edited = structuredClone(first.body.history);
    edited.entries[0].tool = "refund_card";
    const r = await post(s.url, "/v1/check", { agent: "billing", history: edited, call: refund });
    expect(r.body.decision).to.equal("refuse");
    expect(r.body.reasons).to.deep.equal(["history_invalid"]);
    const report = await post(s.url, "/v1/report", { agent: "billing", history: edited, step: 0, status: "ran" });
    expect(report.status).to.equal(409);
    expect(report.body.error.code).to.equal("history_invalid");
  });

  it("rejects bad requests with a clear code: not JSON, off the schema, wrong type, too large, unknown path, wrong method", async () => {
    s = await start(undefined, 2048);
    const notJson = await post(s.url, "/v1/check", "{not json");
    expect([notJson.status, notJson.body.error.code]).to.deep.equal([400, "body_not_json"]);
    const offSchema = await post(s.url, "/v1/check", { call: { arguments: [] }, extra: 1 });
    expect([offSchema.status, offSchema.body.error.code]).to.deep.equal([400, "input_invalid"]);
    expect(offSchema.body.error.problems.map((p: { path: string }) => p.path)).to.include.members(["/extra", "/call/tool", "/call/arguments"]);
    const missingToken = await post(s.url, "/v1/confirm", { call: { tool: "refund_card" } });
    expect(missingToken.body.error.problems.map((p: { path: string }) => p.path)).to.deep.equal(["/call/confirmation"]);
    const badStatus = await post(s.url, "/v1/report", { history: { version: 1 }, step: 0, status: "done" });
    expect(badStatus.body.error.problems.map((p: { path: string }) => p.path)).to.include("/status");
    const text = await fetch(`${s.url}/v1/check`, { method: "POST", headers: { authorization: `Bearer ${TOKEN}`, "content-type": "text/plain" }, body: "{}" });
    expect([text.status, ((await text.json()) as any).error.code]).to.deep.equal([415, "unsupported_media_type"]);
    const big = await post(s.url, "/v1/check", { call: { tool: "x", arguments: { blob: "x".repeat(5000) } } });
    expect([big.status, big.body.error.code]).to.deep.equal([413, "body_too_large"]);
    const missing = await fetch(`${s.url}/v2/check`);
    expect(missing.status).to.equal(404);
    const method = await fetch(`${s.url}/v1/check`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect([method.status, method.headers.get("allow")]).to.deep.equal([405, "POST"]);
    const language = await post(s.url, "/v1/check", { language: "xx", call: refund });
    expect([language.status, language.body.error.code]).to.deep.equal([400, "grammar_unavailable"]);
    const report = await post(s.url, "/v1/report", { history: (await post(s.url, "/v1/check", { call: refund })).body.history, step: 5, status: "ran" });
    expect([report.status, report.body.error.code]).to.deep.equal([400, "report_invalid"]);
  });

  it("logs one JSON line per request, with the decision and no argument values", async () => {
    s = await start();
    await post(s.url, "/v1/check", { agent: "billing", call: { tool: "get_order", arguments: { order_id: "ORD-SECRET-77" } } });
    await post(s.url, "/v1/check", { agent: "billing", call: { tool: "refund_card", arguments: { order_id: "4411", amount: 40, note: "Bearer abcdefgh123456" } } });
    expect(s.lines).to.have.length(2);
    const [a, b] = s.lines.map((l) => JSON.parse(l));
    expect(a).to.include({ level: "info", msg: "request", method: "POST", path: "/v1/check", status: 200, tool: "get_order", decision: "allow" });
    expect(a.reasons).to.deep.equal(["allow"]);
    expect(b).to.include({ decision: "refuse" });
    expect(b.reasons).to.deep.equal(["argument_schema"]);
    const all = s.lines.join("\n");
    expect(all).to.not.include("ORD-SECRET-77").and.not.include("abcdefgh123456");
  });
});

describe("serve: stores across requests and restarts", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "toolgate-serve-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("refuses a rolled-back history with a SQLite head store, after a restart too", async () => {
    const file = join(dir, "heads.db");
    let heads = new SqliteHeadStore(file);
    let s = await start({ heads });
    const one = await post(s.url, "/v1/check", { agent: "billing", call: { tool: "get_order", arguments: { order_id: "4411" } } });
    const two = await post(s.url, "/v1/check", { agent: "billing", history: one.body.history, call: { tool: "get_order", arguments: { order_id: "4412" } } });
    expect(two.body.step).to.equal(1);
    await s.close();
    heads.close();

    heads = new SqliteHeadStore(file);
    s = await start({ heads });
    try {
      // The older history is validly signed: only the head store knows a newer one was seen.
      const rolled = await post(s.url, "/v1/check", { agent: "billing", history: one.body.history, call: { tool: "get_order", arguments: { order_id: "4413" } } });
      expect(rolled.body.decision).to.equal("refuse");
      expect(rolled.body.reasons).to.deep.equal(["history_invalid"]);
      expect(rolled.body.detail.history).to.match(/rolled back/);
      const report = await post(s.url, "/v1/report", { agent: "billing", history: one.body.history, step: 0, status: "ran" });
      expect([report.status, report.body.error.code]).to.deep.equal([409, "history_invalid"]);
      const current = await post(s.url, "/v1/check", { agent: "billing", history: two.body.history, call: { tool: "get_order", arguments: { order_id: "4413" } } });
      expect(current.body.decision).to.equal("allow");
      expect(current.body.reasons).to.deep.equal(["allow"]);
    } finally {
      await s.close();
      heads.close();
    }
  });

  it("gives a check sent again with the same request id its recorded answer; another id from the same point is rolled back", async () => {
    const file = join(dir, "heads.db");
    let heads = new SqliteHeadStore(file);
    let s = await start({ heads });
    const asked = await post(s.url, "/v1/check", { agent: "billing", turns, call: refund });
    const approve = { agent: "billing", turns, history: asked.body.history, call: { ...refund, confirmation: asked.body.confirmation, requestId: "req-7" } };
    const first = await post(s.url, "/v1/confirm", approve);
    expect([first.status, first.body.decision, first.body.reasons]).to.deep.equal([200, "allow", ["confirmed"]]);
    await s.close();
    heads.close();

    // The answer never reached the caller; it sends the same request again, to another process on the same store.
    heads = new SqliteHeadStore(file);
    s = await start({ heads });
    try {
      const again = await post(s.url, "/v1/confirm", approve);
      expect(again.status).to.equal(200);
      expect(again.body).to.deep.equal(first.body);
      const { requestId: _id, ...call } = approve.call;
      const byHeader = await post(s.url, "/v1/confirm", { ...approve, call }, { "idempotency-key": '"req-7"' });
      expect(byHeader.body).to.deep.equal(first.body);

      for (const [note, body, headers] of [
        ["another id", { ...approve, call: { ...call, requestId: "req-8" } }, {}],
        ["another id in the header", { ...approve, call }, { "idempotency-key": "req-8" }],
        ["no id", { ...approve, call }, {}],
      ] as Array<[string, unknown, Record<string, string>]>) {
        const rolled = await post(s.url, "/v1/confirm", body, headers);
        expect([rolled.status, rolled.body.decision, rolled.body.reasons], note).to.deep.equal([200, "refuse", ["history_invalid"]]);
        expect(rolled.body.detail.history, note).to.match(/^rolled back/);
      }
      const two = await post(s.url, "/v1/confirm", approve, { "idempotency-key": "req-8" });
      expect([two.status, two.body.error.code]).to.deep.equal([400, "input_invalid"]);
      for (const bad of ['""', "   ", "x".repeat(201)]) {
        const r = await post(s.url, "/v1/check", { agent: "billing", call: { tool: "get_order", arguments: { order_id: "1" } } }, { "idempotency-key": bad });
        expect([r.status, r.body.error.code], bad).to.deep.equal([400, "input_invalid"]);
      }

      // Once the outcome is reported, the head has moved on: the same request is a rollback too.
      await post(s.url, "/v1/report", { agent: "billing", history: first.body.history, step: first.body.step, status: "ran", result: { refund_id: "rf_1" } });
      const late = await post(s.url, "/v1/confirm", approve);
      expect([late.body.decision, late.body.reasons]).to.deep.equal(["refuse", ["history_invalid"]]);
    } finally {
      await s.close();
      heads.close();
    }
  });

  it("cannot see a rollback without a head store: the limit of a stateless runtime", async () => {
    const s = await start();
    try {
      const one = await post(s.url, "/v1/check", { agent: "billing", call: { tool: "get_order", arguments: { order_id: "4411" } } });
      await post(s.url, "/v1/check", { agent: "billing", history: one.body.history, call: { tool: "get_order", arguments: { order_id: "4412" } } });
      const rolled = await post(s.url, "/v1/check", { agent: "billing", history: one.body.history, call: { tool: "get_order", arguments: { order_id: "4413" } } });
      expect(rolled.body.decision).to.equal("allow");
      expect(rolled.body.reasons).to.deep.equal(["allow"]);
    } finally {
      await s.close();
    }
  });

  it("holds a per-day limit across sessions and a restart with a SQLite usage store", async () => {
    const file = join(dir, "usage.db");
    const refundOf = (amount: number) => ({ tool: "refund_card", arguments: { order_id: "4411", amount }, origins: { order_id: "typed", amount: "typed" } });
    const refundRan = async (url: string, amount: number) => {
      const t = [`refund order 4411 ${amount}.00`];
      const asked = await post(url, "/v1/check", { agent: "billing", turns: t, call: refundOf(amount) });
      const ok = await post(url, "/v1/confirm", { agent: "billing", turns: t, history: asked.body.history, call: { ...refundOf(amount), confirmation: asked.body.confirmation } });
      expect(ok.body.decision).to.equal("allow");
      expect(ok.body.reasons).to.deep.equal(["confirmed"]);
      await post(url, "/v1/report", { agent: "billing", history: ok.body.history, step: ok.body.step, status: "ran" });
    };
    let usage = new SqliteUsageStore(file);
    let s = await start({ usage });
    await refundRan(s.url, 90);
    await refundRan(s.url, 95);
    await s.close();
    usage.close();

    usage = new SqliteUsageStore(file);
    s = await start({ usage });
    try {
      await refundRan(s.url, 99);
      await refundRan(s.url, 98);
      // 90 + 95 + 99 + 98 = 382 ran today; 382 + 97 = 479 is within 500.00, 382 + 97 + 60 is not.
      await refundRan(s.url, 97);
      const over = await post(s.url, "/v1/check", { agent: "billing", turns: ["refund order 4411 60.00"], call: refundOf(60) });
      expect(over.body.decision).to.equal("refuse");
      expect(over.body.reasons).to.deep.equal(["refund_daily_limit"]);
      expect(over.body.detail.flow).to.equal("refunds");
    } finally {
      await s.close();
      usage.close();
    }
  });
});

describe("serve: callers, tenants and their sessions", () => {
  const ACME = "acme-caller-key-0123456789abcdef";
  const GLOBEX = "globex-caller-key-0123456789abcd";
  const callers = () => readCallers({ tenants: { acme: [callerKeyDigest(ACME)], globex: [callerKeyDigest(GLOBEX)] } });
  let s: Running;
  afterEach(async () => {
    await s?.close();
  });

  async function startTenants(): Promise<Running> {
    const client = await Client.create({ catalogue: shop.catalogue, rulebook: shop.rulebook, keys, now: () => NOW, log: () => {} });
    const lines: string[] = [];
    const where = await listenOn(createToolgateServer({ client, callers: callers(), sessionSecret: keys.seed, log: (l) => lines.push(l) }), "127.0.0.1", 0);
    return { url: where.url, lines, close: where.close };
  }
  const as = (key: string) => ({ authorization: `Bearer ${key}` });

  it("refuses another tenant's history with 403 tenant_mismatch, on check, confirm and report; the owner goes on", async () => {
    s = await startTenants();
    const asked = await post(s.url, "/v1/check", { agent: "billing", turns, call: refund }, as(ACME));
    expect(asked.status).to.equal(200);
    expect(asked.body.decision).to.equal("confirm");
    expect(asked.body.reasons).to.deep.equal(["write"]);
    const stolen = { agent: "billing", turns, history: asked.body.history, call: { ...refund, confirmation: asked.body.confirmation } };
    for (const [path, body] of [["/v1/check", stolen], ["/v1/confirm", stolen], ["/v1/report", { agent: "billing", history: asked.body.history, step: 0, status: "failed" }]] as const) {
      const r = await post(s.url, path, body, as(GLOBEX));
      expect([path, r.status, r.body.error.code]).to.deep.equal([path, 403, "tenant_mismatch"]);
    }
    const approved = await post(s.url, "/v1/confirm", stolen, as(ACME));
    expect(approved.status).to.equal(200);
    expect(approved.body.decision).to.equal("allow");
    expect(approved.body.reasons).to.deep.equal(["confirmed"]);
    const logged = s.lines.map((l) => JSON.parse(l));
    expect(logged.map((l) => [l.tenant, l.status])).to.deep.equal([["acme", 200], ["globex", 403], ["globex", 403], ["globex", 403], ["acme", 200]]);
    expect(s.lines.join("\n")).to.not.include(ACME).and.not.include(GLOBEX);
  });

  it("refuses a key no tenant holds, and a history whose session no tenant of the service opened", async () => {
    s = await startTenants();
    const unknown = await post(s.url, "/v1/check", { call: refund }, as("nobody-holds-this-key-0123456789"));
    expect([unknown.status, unknown.body.error.code]).to.deep.equal([401, "unauthorized"]);
    // A history the same keys signed, in a session opened outside the service.
    const client = await Client.create({ catalogue: shop.catalogue, keys, now: () => NOW, log: () => {} });
    const outside = client.session("billing");
    await outside.checkToolCall("get_order", { order_id: "4411" });
    const r = await post(s.url, "/v1/check", { agent: "billing", history: outside.history.toJSON(), call: { tool: "get_order", arguments: { order_id: "4411" } } }, as(ACME));
    expect([r.status, r.body.error.code]).to.deep.equal([403, "tenant_mismatch"]);
  });

  it("binds the new session started after history_invalid to the same tenant", async () => {
    s = await startTenants();
    const one = await post(s.url, "/v1/check", { agent: "billing", call: { tool: "get_order", arguments: { order_id: "4411" } } }, as(ACME));
    const edited = structuredClone(one.body.history);
    edited.entries[0].tool = "refund_card";
    const refused = await post(s.url, "/v1/check", { agent: "billing", history: edited, call: { tool: "get_order", arguments: { order_id: "4412" } } }, as(ACME));
    expect(refused.body.decision).to.equal("refuse");
    expect(refused.body.reasons).to.deep.equal(["history_invalid"]);
    expect(refused.body.session).to.not.equal(one.body.session);
    const next = await post(s.url, "/v1/check", { agent: "billing", history: refused.body.history, call: { tool: "get_order", arguments: { order_id: "4412" } } }, as(ACME));
    expect(next.status).to.equal(200);
    expect(next.body.decision).to.equal("allow");
    expect(next.body.reasons).to.deep.equal(["allow"]);
    const other = await post(s.url, "/v1/check", { agent: "billing", history: refused.body.history, call: { tool: "get_order", arguments: { order_id: "4412" } } }, as(GLOBEX));
    expect([other.status, other.body.error.code]).to.deep.equal([403, "tenant_mismatch"]);
  });

  it("binds a session id to its tenant with a MAC no other tenant or secret reproduces", () => {
    const binding = new SessionBinding(keys.seed);
    const id = binding.open("acme");
    expect(binding.owns("acme", id)).to.equal(true);
    expect(binding.owns("globex", id)).to.equal(false);
    expect(new SessionBinding(new Uint8Array(32)).owns("acme", id)).to.equal(false);
    const [nonce, tag] = id.slice(2).split(".") as [string, string];
    expect(binding.owns("acme", `s_${nonce}.${tag.slice(0, -1)}${tag.at(-1) === "A" ? "B" : "A"}`)).to.equal(false);
    expect(binding.owns("acme", `s_${nonce}.${tag}=`)).to.equal(false);
  });

  it("reads a callers file of digests, never keys: a plain key, a digest for two tenants or a bad name is settings_invalid", () => {
    const digest = callerKeyDigest(ACME);
    expect(digest).to.match(/^sha256:[0-9a-f]{64}$/);
    expect(() => readCallers({ tenants: { acme: [ACME] } })).to.throw(/^settings_invalid: .*callers: a key is kept as `sha256:`/);
    expect(() => readCallers({ tenants: { acme: [digest], globex: [digest] } })).to.throw(/listed for `acme` and `globex`/);
    expect(() => readCallers({ tenants: { Acme: [digest] } })).to.throw(/tenant name `Acme`/);
    expect(() => readCallers({ tenants: {} })).to.throw(/at least one tenant/);
    expect(() => readCallers({ tenants: { acme: [digest] }, extra: 1 } as never)).to.throw(/one map, `tenants`/);
  });

  it("toolgate serve --callers FILE takes the tenants' keys and binds sessions across a restart", async () => {
    const dir = mkdtempSync(join(tmpdir(), "toolgate-callers-"));
    try {
      const keysFile = join(dir, "keys.yaml");
      writeFileSync(keysFile, stringify({ public_key: Buffer.from(keys.publicKey).toString("base64url"), seed: Buffer.from(keys.seed).toString("base64url") }));
      const callersFile = join(dir, "callers.yaml");
      writeFileSync(callersFile, stringify({ tenants: { acme: [callerKeyDigest(ACME)], globex: [callerKeyDigest(GLOBEX)] } }));
      const serve = async (each: (url: string) => Promise<void>) => {
        let stop!: () => void;
        const stopped = new Promise<void>((resolve) => (stop = resolve));
        let out = "";
        let err = "";
        const running = run(["serve", "--catalogue", shop.catalogue, "--keys", keysFile, "--callers", callersFile, "--port", "0"], { out: (t) => (out += t), err: (t) => (err += t), env: {}, stopped });
        while (!out.includes("listening on") && !err.includes("error")) await new Promise((r) => setTimeout(r, 10));
        await each(/listening on (\S+)/.exec(out)![1]!);
        stop();
        expect(await running).to.equal(0);
        expect(err).to.not.include(ACME);
      };
      let history: unknown;
      await serve(async (url) => {
        const r = await post(url, "/v1/check", { agent: "billing", call: { tool: "get_order", arguments: { order_id: "4411" } } }, as(ACME));
        expect(r.body.decision).to.equal("allow");
        history = r.body.history;
      });
      await serve(async (url) => {
        const mine = await post(url, "/v1/check", { agent: "billing", history, call: { tool: "get_order", arguments: { order_id: "4412" } } }, as(ACME));
        expect([mine.status, mine.body.decision, mine.body.step]).to.deep.equal([200, "allow", 1]);
        const theirs = await post(url, "/v1/check", { agent: "billing", history, call: { tool: "get_order", arguments: { order_id: "4412" } } }, as(GLOBEX));
        expect([theirs.status, theirs.body.error.code]).to.deep.equal([403, "tenant_mismatch"]);
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
