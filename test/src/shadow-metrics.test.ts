// Shadow mode and `/metrics` on `toolgate serve`: in shadow mode every answer is computed,
// recorded in the history and logged as it is, but the call is let through with `shadow: true`
// and the answer it would have given; the counters and histograms are Prometheus text.
import { expect } from "chai";
import { Client, generateKeyPair } from "@toolgate/core";
import { createToolgateServer, listenOn } from "@toolgate/server";
import { shop } from "@toolgate/rulebooks";

const TOKEN = "caller-token-0123456789abcdef";
const NOW = Date.parse("2026-03-04T10:00:00Z");
const keys = generateKeyPair();

async function start(shadow: boolean) {
  const client = await Client.create({ catalogue: shop.catalogue, rulebook: shop.rulebook, keys, now: () => NOW, log: () => {} });
  const lines: string[] = [];
  const server = createToolgateServer({ client, token: TOKEN, sessionSecret: keys.seed, shadow, log: (l) => lines.push(l) });
  const where = await listenOn(server, "127.0.0.1", 0);
  return { url: where.url, lines, close: where.close };
}

async function check(base: string, body: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}/v1/check`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

/** The samples of a Prometheus text exposition, by name and labels as written. */
function samples(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (!m) throw new Error(`not an exposition line: ${line}`);
    out.set(m[1]!, Number(m[2]));
  }
  return out;
}

const refund = { tool: "refund_card", arguments: { order_id: "4411", amount: 40 }, origins: { order_id: "typed", amount: "typed" } };
const forged = { tool: "refund_card", arguments: { order_id: "4411", amount: 40 }, origins: { order_id: "model", amount: "model" } };

describe("serve: shadow mode and metrics", () => {
  it("lets a refused call through in shadow mode with the answer it would have given, and records the refusal in the history and the log", async () => {
    const s = await start(true);
    try {
      const plain = await start(false);
      let wanted: any;
      try {
        wanted = (await check(plain.url, { agent: "billing", call: forged })).body;
      } finally {
        await plain.close();
      }
      expect(wanted.decision).to.not.equal("allow");
      const r = await check(s.url, { agent: "billing", call: forged });
      expect(r.status).to.equal(200);
      expect([r.body.decision, r.body.reasons, r.body.shadow]).to.deep.equal(["allow", [], true]);
      expect(r.body.would).to.deep.equal({ decision: wanted.decision, reasons: wanted.reasons });
      expect(r.body.confirmation).to.equal(undefined);
      // The history says what was decided: the next check reads the refusal, not an allow.
      expect(r.body.history.entries.at(-1).decision).to.equal(wanted.decision);
      expect(r.body.history.entries.at(-1).reasons).to.deep.equal(wanted.reasons);
      const logged = JSON.parse(s.lines.at(-1)!);
      expect([logged.decision, logged.reasons, logged.shadow]).to.deep.equal([wanted.decision, wanted.reasons, true]);
    } finally {
      await s.close();
    }
  });

  it("counts decisions, reasons, requests and latencies on GET /metrics in the Prometheus text format", async () => {
    const s = await start(false);
    try {
      const a = (await check(s.url, { agent: "billing", turns: ["refund order 4411 40.00"], call: refund })).body;
      const b = (await check(s.url, { agent: "billing", call: forged })).body;
      await check(s.url, { agent: "billing", call: { tool: 7 } });
      const res = await fetch(`${s.url}/metrics`);
      expect(res.status).to.equal(200);
      expect(res.headers.get("content-type")).to.equal("text/plain; version=0.0.4; charset=utf-8");
      const text = await res.text();
      expect(text).to.include("# TYPE toolgate_decisions_total counter").and.include("# TYPE toolgate_request_duration_seconds histogram");
      const m = samples(text);
      const decisions = [a.decision, b.decision];
      for (const d of new Set(decisions)) expect(m.get(`toolgate_decisions_total{decision="${d}",shadow="false"}`), d).to.equal(decisions.filter((x) => x === d).length);
      for (const reason of new Set([...a.reasons, ...b.reasons])) expect(m.get(`toolgate_reasons_total{reason="${reason}"}`), reason).to.be.greaterThan(0);
      expect(m.get('toolgate_requests_total{route="/v1/check",status="200"}')).to.equal(2);
      expect(m.get('toolgate_requests_total{route="/v1/check",status="400"}')).to.equal(1);
      expect(m.get('toolgate_request_duration_seconds_count{route="/v1/check"}')).to.equal(3);
      expect(m.get('toolgate_request_duration_seconds_bucket{route="/v1/check",le="+Inf"}')).to.equal(3);
      expect(m.get('toolgate_request_duration_seconds_bucket{route="/v1/check",le="10"}')).to.equal(3);
      // A path the service does not serve is counted as `other`, never by the caller's text.
      await fetch(`${s.url}/no/such/"path`);
      const after = samples(await (await fetch(`${s.url}/metrics`)).text());
      expect(after.get('toolgate_requests_total{route="other",status="404"}')).to.equal(1);
      expect([...after.keys()].some((k) => k.includes("no/such"))).to.equal(false);
    } finally {
      await s.close();
    }
  });
});
