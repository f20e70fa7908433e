// The service attacked over HTTP and the tokens it hands out: bodies over the limit (declared,
// chunked, never ending), of the wrong type or not JSON, reports of calls never checked and
// reports sent again, the reading cache shared by every tenant and session, and a confirmation
// token replayed, moved to another session or call, or presented twice at once by two replicas of
// a stored session. Servers listen on 127.0.0.1, port 0. Seeded where generated.
import { expect } from "chai";
import fc from "fast-check";
import net from "node:net";
import { Client, MemoryEntryStore, MemoryHeadStore, ReadingCache, generateKeyPair, type CheckAnswer } from "@toolgate/core";
import { callerKeyDigest, createToolgateServer, listenOn, readCallers } from "@toolgate/server";
import { catalogue, ran } from "./fixtures.js";

const SEED = 16_810;
const TOKEN = "caller-token-0123456789abcdef";
const OTHER = "caller-token-fedcba9876543210";
const NOW = Date.parse("2026-03-04T10:00:00Z");

interface Running {
  url: string;
  port: number;
  close(): Promise<void>;
}

async function start(client: Client, maxBodyBytes = 4096): Promise<Running> {
  const callers = readCallers({ tenants: { acme: [callerKeyDigest(TOKEN)], globex: [callerKeyDigest(OTHER)] } });
  const server = createToolgateServer({ client, callers, maxBodyBytes, log: () => {} });
  const where = await listenOn(server, "127.0.0.1", 0);
  return { url: where.url, port: Number(new URL(where.url).port), close: where.close };
}

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}, token = TOKEN): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/**
 * Sends a request head and then body bytes every few milliseconds, for as long as the server
 * keeps the connection; answers what the server wrote and how long the connection stayed open.
 */
function stream(port: number, head: string, chunk: string, forMs: number): Promise<{ answer: string; openMs: number }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const t0 = performance.now();
    let answer = "";
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearInterval(timer);
      clearTimeout(stop);
      resolve({ answer, openMs: performance.now() - t0 });
    };
    const stop = setTimeout(() => {
      socket.destroy();
      done();
    }, forMs);
    socket.on("data", (d) => (answer += String(d)));
    socket.on("error", () => {});
    socket.on("close", done);
    socket.write(head);
    timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(chunk);
    }, 5);
  });
}

describe("hostile input: the service and its tokens", () => {
  let client: Client;
  let s: Running;
  before(async () => {
    client = await Client.create({ catalogue, now: () => NOW, log: () => {} });
    s = await start(client);
  });
  after(async () => {
    await s.close();
  });

  it("refuses a body over the limit and closes the connection, however it is sent, rather than read the rest of it", async function () {
    this.timeout(20_000);
    const head = `POST /v1/check HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${TOKEN}\r\nContent-Type: application/json\r\n`;
    const chunked = await stream(s.port, `${head}Transfer-Encoding: chunked\r\n\r\n`, `200\r\n${"a".repeat(512)}\r\n`, 5_000);
    const declared = await stream(s.port, `${head}Content-Length: 10000000000\r\n\r\n`, "a".repeat(512), 5_000);
    for (const [note, got] of [
      ["chunked, never ending", chunked],
      ["declared at 10 GB", declared],
    ] as const) {
      expect(got.answer, note).to.match(/^HTTP\/1\.1 413 /);
      expect(got.answer, note).to.include('"code":"body_too_large"');
      expect(got.answer.toLowerCase(), note).to.include("connection: close");
      expect(got.openMs, note).to.be.below(4_000);
    }
  });

  it("bounds a body that stalls by the request timeout", () => {
    const server = createToolgateServer({ client, token: TOKEN, log: () => {} });
    expect(server.requestTimeout).to.be.within(1, 30_000);
    expect(server.headersTimeout).to.be.within(1, 30_000);
  });

  it("takes only JSON, named as JSON, and answers a body JSON cannot read with a code, never a 500", async () => {
    const call = { call: { tool: "get_order", arguments: { order_id: "1" } } };
    for (const type of ["text/plain", "", "application/jsonx", "application/json-patch+json", "multipart/form-data; boundary=x", "application/x-www-form-urlencoded"]) {
      const res = await fetch(`${s.url}/v1/check`, { method: "POST", headers: { authorization: `Bearer ${TOKEN}`, ...(type ? { "content-type": type } : {}) }, body: JSON.stringify(call) });
      expect([res.status, ((await res.json()) as any).error.code], type).to.deep.equal([415, "unsupported_media_type"]);
    }
    const named = await post(s.url, "/v1/check", call, { "content-type": "Application/JSON; charset=utf-8" });
    expect(named.status, JSON.stringify(named.body)).to.equal(200);
    expect(named.body.decision).to.be.oneOf(["allow", "confirm", "refuse"]);
    const bodies: Array<[string, string, string]> = [
      ["a BOM", `\uFEFF${JSON.stringify(call)}`, "body_not_json"],
      ["deep nesting", `${"[".repeat(2000)}${"]".repeat(2000)}`, "input_invalid"],
      ["deep arguments", JSON.stringify({ call: { tool: "open_note", arguments: { a: JSON.parse(`${"[".repeat(1000)}${"]".repeat(1000)}`) } } }), "input_invalid"],
      ["a lone surrogate in a turn", JSON.stringify({ turns: ["order \ud800 1"], call: { tool: "get_order", arguments: { order_id: "\udc00" } } }), ""],
      ["invalid UTF-8", `{"call":{"tool":"get_order","arguments":{"order_id":"\xff\xfe"}}}`, ""],
      ["a history of the wrong shape", JSON.stringify({ history: { version: 1, session: "s", entries: [{ __proto__: null }] }, call: call.call }), ""],
      ["a history given as text", JSON.stringify({ history: "{\"version\":1", call: call.call }), ""],
    ];
    for (const [note, body, code] of bodies) {
      const res = await post(s.url, "/v1/check", body);
      expect(res.status, `${note}: ${JSON.stringify(res.body)}`).to.be.oneOf([200, 400, 403]);
      if (code) expect(res.body.error?.code, note).to.equal(code);
      if (res.status === 200) expect(res.body.decision, note).to.be.oneOf(["confirm", "refuse"]);
    }
  });

  it("refuses a report of a call never checked, records a report sent again once, and refuses another outcome for it", async () => {
    const checked = await post(s.url, "/v1/check", { agent: "billing", call: { tool: "get_order", arguments: { order_id: "1" }, origins: { order_id: "context" } } });
    expect([checked.status, checked.body.decision]).to.deep.equal([200, "allow"]);
    const history = checked.body.history;
    for (const step of [1, 7, -1]) {
      const r = await post(s.url, "/v1/report", { agent: "billing", history, step, status: "ran" });
      expect(r.status, `step ${step}`).to.equal(400);
      expect(r.body.error.code, `step ${step}`).to.be.oneOf(["report_invalid", "input_invalid"]);
    }
    const first = await post(s.url, "/v1/report", { agent: "billing", history, step: 0, status: "ran", result: { order_id: "1", total: 3 } });
    expect(first.status).to.equal(200);
    const again = await post(s.url, "/v1/report", { agent: "billing", history: first.body.history, step: 0, status: "ran", result: { order_id: "1", total: 3 } });
    expect([again.status, again.body.history]).to.deep.equal([200, first.body.history]);
    const other = await post(s.url, "/v1/report", { agent: "billing", history: first.body.history, step: 0, status: "failed" });
    expect([other.status, other.body.error.code]).to.deep.equal([400, "report_invalid"]);
    // Another tenant's history, and a history that never was a check's.
    const theirs = await post(s.url, "/v1/report", { agent: "billing", history: first.body.history, step: 0, status: "ran" }, {}, OTHER);
    expect([theirs.status, theirs.body.error.code]).to.deep.equal([403, "tenant_mismatch"]);
    const made = await post(s.url, "/v1/report", { agent: "billing", history: { version: 1, session: history.session, entries: [] }, step: 0, status: "ran" });
    expect([made.status, made.body.error.code]).to.deep.equal([400, "report_invalid"]);
  });

  it("answers every turn from the reading cache as it would read it afresh, whatever sessions, tenants and languages read before", async () => {
    const keys = generateKeyPair();
    const cached = await Client.create({ catalogue, keys, now: () => NOW, log: () => {}, readings: new ReadingCache(64) });
    const fresh = await Client.create({ catalogue, keys, now: () => NOW, log: () => {} });
    const TEXTS = [
      "Wire 300 to PL61109010140000071219812874 please.",
      "Wire 300 to PL61109010140000071219812874 please.\u0000",
      "\u0000Wire 300 to PL61109010140000071219812874 please.",
      "Wire 300 to PL61109010140000071219812875 please.",
      "Transfira 300 para PL61109010140000071219812874, por favor.",
      "en|Wire 300",
      "Wire 300\u0000en|\u000020516\u0000 to PL61109010140000071219812874",
      "wire 300 to pl61109010140000071219812874 please.",
      "Wire 30O to PL61109010140000071219812874 please.",
      "ok",
    ];
    const answer = async (c: Client, language: string | undefined, turns: number[]): Promise<unknown> => {
      const session = c.session("billing", { language, newSessionId: () => "s_same" });
      for (const t of turns) session.read(TEXTS[t]!);
      const a: CheckAnswer = await session.checkToolCall("wire_transfer", { iban: "PL61109010140000071219812874", amount: 300 });
      return [a.decision, a.reasons, a.detail];
    };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(undefined, "en", "pt"), fc.array(fc.nat(TEXTS.length - 1), { minLength: 1, maxLength: 3 }), async (language, turns) => {
        expect(await answer(cached, language, turns)).to.deep.equal(await answer(fresh, language, turns));
      }),
      { seed: SEED, numRuns: 60 },
    );
  });

  it("covers one call once with a confirmation token: not replayed, not on another session or other arguments", async () => {
    const c = await Client.create({ catalogue, heads: new MemoryHeadStore(), now: () => NOW, log: () => {} });
    const session = c.session("billing");
    session.read("Wire 300 to PL61109010140000071219812874 please.");
    const wire = { iban: "PL61109010140000071219812874", amount: 300 };
    const origins = { origins: { iban: "typed", amount: "typed" } };
    const asked = await session.checkToolCall("wire_transfer", wire, origins);
    expect(asked.decision).to.equal("confirm");
    const token = asked.confirmation!;
    const elsewhere = c.session("billing");
    const onOther = await elsewhere.checkToolCall("wire_transfer", wire, { ...origins, confirmation: token });
    expect([onOther.decision, onOther.reasons.includes("confirmed")]).to.deep.equal(["confirm", false]);
    const otherArgs = await session.checkToolCall("wire_transfer", { ...wire, amount: 3000 }, { ...origins, confirmation: token });
    expect([otherArgs.decision, otherArgs.reasons.includes("confirmed")]).to.deep.equal(["confirm", false]);
    // The refusal above moved the head past the point the token was made at: asked again, then used once.
    const askedAgain = await session.checkToolCall("wire_transfer", wire, origins);
    const used = await session.checkToolCall("wire_transfer", wire, { ...origins, confirmation: askedAgain.confirmation });
    expect([used.decision, used.reasons]).to.deep.equal(["allow", ["confirmed"]]);
    const replayed = await session.checkToolCall("wire_transfer", wire, { ...origins, confirmation: askedAgain.confirmation });
    expect([replayed.decision, replayed.reasons.includes("confirmed")]).to.deep.equal(["confirm", false]);
    const junk = await session.checkToolCall("wire_transfer", wire, { ...origins, confirmation: `${askedAgain.confirmation}x` });
    expect(junk.reasons.includes("confirmed")).to.equal(false);
  });

  it("allows one approval once when two replicas of a stored session present it at the same moment", async () => {
    const keys = generateKeyPair();
    const heads = new MemoryHeadStore();
    const entries = new MemoryEntryStore();
    const replica = () => Client.create({ catalogue, keys, heads, entries, now: () => NOW, log: () => {} });
    const [a, b] = [await replica(), await replica()];
    const wire = { iban: "PL61109010140000071219812874", amount: 300 };
    const origins = { origins: { iban: "typed", amount: "typed" } };
    for (let round = 0; round < 4; round++) {
      const opened = a.session("billing", { stored: true });
      await ran(opened, "get_order", { order_id: "1" }, { order_id: "1", total: 3 });
      const asked = await opened.checkToolCall("wire_transfer", wire, origins);
      expect(asked.decision).to.equal("confirm");
      const head = opened.head;
      // Each replica resumes the session at the head the caller saw; either may go first.
      const present = (c: Client) => c.session("billing", { stored: { session: opened.id, head } }).checkToolCall("wire_transfer", wire, { ...origins, confirmation: asked.confirmation });
      const answers = await Promise.all(round % 2 === 0 ? [present(a), present(b)] : [present(b), present(a)]);
      const confirmed = answers.filter((x) => x.decision === "allow" && x.reasons.includes("confirmed"));
      expect(confirmed, JSON.stringify(answers.map((x) => [x.decision, x.reasons]))).to.have.length(1);
      expect(answers.filter((x) => x.decision === "allow")).to.have.length(1);
    }
  });
});
