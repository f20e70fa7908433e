// What the service keeps between requests to answer them with less work: the sessions found bound
// to a tenant, the sanitized forms of short log texts, the metrics' series keys and the pool
// request ids are drawn from. Each must answer exactly as the work it saves would.
import { expect } from "chai";
import { Client, generateKeyPair, Sanitizer } from "@toolgate/core";
import { SessionBinding } from "./callers.js";
import { jsonLogger, LogSanitizer } from "./log.js";
import { Metrics } from "./metrics.js";
import { createToolgateServer, listenOn } from "./server.js";

describe("serve: what the service keeps between requests", () => {
  it("owns a session it verified again and again, and never a changed tag or another tenant's", () => {
    const binding = new SessionBinding(new Uint8Array(32).fill(3));
    const id = binding.open("acme");
    const [nonce, tag] = id.slice(2).split(".") as [string, string];
    const forged = `s_${nonce}.${tag.at(-1) === "A" ? tag.slice(0, -1) + "B" : tag.slice(0, -1) + "A"}`;
    for (let i = 0; i < 3; i++) {
      expect(binding.owns("acme", id)).to.equal(true);
      expect(binding.owns("globex", id)).to.equal(false);
      expect(binding.owns("acme", forged)).to.equal(false);
    }
    // Another process with the same secret finds the same ids bound, with nothing kept.
    const other = new SessionBinding(new Uint8Array(32).fill(3));
    expect(other.owns("acme", id)).to.equal(true);
    expect(other.owns("globex", id)).to.equal(false);
    expect(new SessionBinding(new Uint8Array(32).fill(4)).owns("acme", id)).to.equal(false);
  });

  it("keeps at most its bound of sessions, and still owns one it dropped", () => {
    const binding = new SessionBinding(new Uint8Array(32).fill(3));
    const first = binding.open("acme");
    for (let i = 0; i < SessionBinding.KEEP + 10; i++) binding.open("acme");
    expect((binding as unknown as { bound: Map<string, boolean> }).bound.size).to.equal(SessionBinding.KEEP);
    expect((binding as unknown as { bound: Map<string, boolean> }).bound.has(`acme|${first}`)).to.equal(false);
    expect(binding.owns("acme", first)).to.equal(true);
    expect(binding.owns("globex", first)).to.equal(false);
  });

  it("keeps a session used again over the oldest left alone, and the one it keeps now", () => {
    const binding = new SessionBinding(new Uint8Array(32).fill(3));
    const bound = (binding as unknown as { bound: Map<string, boolean> }).bound;
    const ids = Array.from({ length: SessionBinding.KEEP }, () => binding.open("acme"));
    expect(binding.owns("acme", ids[0]!)).to.equal(true);
    const newest = binding.open("acme");
    expect([bound.has(`acme|${ids[0]}`), bound.has(`acme|${ids[1]}`), bound.has(`acme|${ids[2]}`), bound.has(`acme|${newest}`)]).to.deep.equal([true, false, true, true]);
    expect(bound.size).to.equal(SessionBinding.KEEP);
    // Every pair used since it was passed over, and one more kept: the new one is not the one dropped.
    for (const id of ids.slice(2)) binding.owns("acme", id);
    binding.owns("acme", newest);
    const another = binding.open("acme");
    expect(bound.has(`acme|${another}`)).to.equal(true);
    expect(bound.size).to.equal(SessionBinding.KEEP);
  });

  it("sanitizes a log text it kept exactly as it sanitized it the first time", () => {
    const plain = new Sanitizer();
    const kept = new LogSanitizer();
    const texts = [
      "POST",
      "/v1/check",
      "Bearer abcdefghijklmnop1234",
      "call +44 20 7946 0958 now",
      "password=hunter2hunter2",
      "tg1.abcdefghijklmnopqrstu.abcdefghijklmnopqrstu",
      "x".repeat(LogSanitizer.LONGEST + 1) + " sk_live_abcdefghijklmnopqrstuv",
    ];
    for (let round = 0; round < 3; round++) for (const t of texts) expect(kept.text(t)).to.equal(plain.text(t));
    const counts: Record<string, number> = {};
    expect(kept.text("Bearer abcdefghijklmnop1234", counts)).to.equal("Bearer [redacted:bearer]");
    expect(counts).to.deep.equal({ bearer: 1 });
  });

  it("keeps at most its bound of log texts", () => {
    const kept = new LogSanitizer();
    for (let i = 0; i < LogSanitizer.KEEP + 50; i++) kept.text(`text ${i}`);
    expect((kept as unknown as { kept: Map<string, string> }).kept.size).to.equal(LogSanitizer.KEEP);
  });

  it("writes the same log line as the plain sanitizer, redactions included", () => {
    const a: string[] = [];
    const b: string[] = [];
    const now = () => Date.parse("2026-03-04T10:00:00Z");
    const kept = jsonLogger((l) => a.push(l), undefined, now);
    const plain = jsonLogger((l) => b.push(l), new Sanitizer(), now);
    const fields = { id: "0123456789abcdef", path: "/v1/check", tool: "get_order", token: "abc123secret", error: "Bearer abcdefghijklmnop1234", reasons: ["allow"], nested: { phone: "+44 20 7946 0958" } };
    for (let i = 0; i < 3; i++) {
      kept("info", "request", fields);
      plain("info", "request", fields);
    }
    expect(a).to.deep.equal(b);
    expect(a[0]).to.include('"token":"[redacted:credential]"').and.include("Bearer [redacted:bearer]").and.include('"phone":"[redacted:phone]"');
    expect(a[0]).not.to.include("abcdefghijklmnop1234");
  });

  it("counts a series once whatever order its labels are given in", () => {
    const m = new Metrics();
    m.requests.inc({ route: "/v1/check", status: "200" });
    m.requests.inc({ status: "200", route: "/v1/check" });
    m.requests.inc({ route: "/v1/check", status: "400" });
    m.reasons.inc({ reason: 'rule "a"\nb' });
    m.reasons.inc({ reason: 'rule "a"\nb' });
    expect(m.requests.get({ status: "200", route: "/v1/check" })).to.equal(2);
    expect(m.requests.get({ route: "/v1/check", status: "400" })).to.equal(1);
    expect(m.text()).to.include('toolgate_requests_total{route="/v1/check",status="200"} 2');
    expect(m.text()).to.include('toolgate_reasons_total{reason="rule \\"a\\"\\nb"} 2');
  });

  it("gives each request an id of 16 hex digits, never the same twice, and keeps a well-formed id the caller sent", async () => {
    const client = await Client.create({ catalogue: { tools: { get_order: { description: "Look up an order.", kind: "read", arguments: { type: "object" } } } }, keys: generateKeyPair(), log: () => {} });
    const lines: string[] = [];
    const where = await listenOn(createToolgateServer({ client, token: "caller-token-0123456789abcdef", log: (l) => lines.push(l) }), "127.0.0.1", 0);
    try {
      const ids = new Set<string>();
      for (let i = 0; i < 600; i++) {
        const res = await fetch(`${where.url}/healthz`);
        const id = res.headers.get("x-request-id")!;
        expect(id).to.match(/^[0-9a-f]{16}$/);
        ids.add(id);
      }
      expect(ids.size).to.equal(600);
      const given = await fetch(`${where.url}/healthz`, { headers: { "x-request-id": "trace-42.a_b" } });
      expect(given.headers.get("x-request-id")).to.equal("trace-42.a_b");
      const odd = await fetch(`${where.url}/healthz`, { headers: { "x-request-id": "not an id" } });
      expect(odd.headers.get("x-request-id")).to.match(/^[0-9a-f]{16}$/);
      expect(JSON.parse(lines.at(-1)!).id).to.equal(odd.headers.get("x-request-id"));
    } finally {
      await where.close();
    }
  });
});
