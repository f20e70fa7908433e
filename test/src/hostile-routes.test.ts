// The service's routes besides the check attacked over HTTP: every field of a report, an export,
// a check and a confirmation replaced by a value of another type, on stored and carried sessions;
// content types that only look like JSON. Whatever comes, the service answers with a code it
// documents (200, 400, 403, 409, 415), never a 500, and a report it refuses changes nothing.
// Servers listen on 127.0.0.1, port 0. Seeded.
import { expect } from "chai";
import fc from "fast-check";
import { Client, MemoryEntryStore, MemoryHeadStore } from "@toolgate/core";
import { callerKeyDigest, createToolgateServer, listenOn, readCallers } from "@toolgate/server";
import { catalogue } from "./fixtures.js";

const SEED = 61_409;
const TOKEN = "caller-token-0123456789abcdef";

type Body = Record<string, unknown>;

async function post(base: string, path: string, body: unknown, type = "application/json"): Promise<{ status: number; body: any }> {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": type, authorization: `Bearer ${TOKEN}` },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe("hostile input: the service's report, export and session routes", function () {
  this.timeout(60_000);
  let url: string;
  let close: () => Promise<void>;
  let valid: Record<string, Body[]>;

  before(async () => {
    const client = await Client.create({ catalogue, heads: new MemoryHeadStore(), entries: new MemoryEntryStore(), log: () => {} });
    const callers = readCallers({ tenants: { acme: [callerKeyDigest(TOKEN)] } });
    const where = await listenOn(createToolgateServer({ client, callers, log: () => {} }), "127.0.0.1", 0);
    url = where.url;
    close = where.close;
    const read = { tool: "get_order", arguments: { order_id: "1" }, origins: { order_id: "context" } };
    const stored = (await post(url, "/v1/check", { agent: "billing", session: null, call: read })).body;
    const carried = (await post(url, "/v1/check", { agent: "billing", call: read })).body;
    const result = { order_id: "1", charge_id: "ch_1", total: 40 };
    const check = [
      { agent: "billing", session: stored.session, head: stored.head, turns: ["look up order 2"], call: { ...read, arguments: { order_id: "2" }, requestId: "r1" } },
      { agent: "billing", history: carried.history, call: { tool: "refund_card", arguments: { order_id: "1", charge_id: "ch_1", amount: 3 } } },
    ];
    valid = {
      "/v1/report": [
        { session: stored.session, head: stored.head, step: 0, status: "ran", result },
        { history: carried.history, step: 0, status: "ran", result },
      ],
      "/v1/export": [{ session: stored.session }],
      "/v1/check": check,
      "/v1/confirm": check.map((b) => ({ ...b, call: { ...b.call, confirmation: "tg1.forged" } })),
    };
  });
  after(async () => {
    await close();
  });

  it("answers a body whose fields are of any other type with a documented code, never a 500", async () => {
    const other = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom("__proto__", "", -1, 0.5, 1e308, "x".repeat(10_000), [], {}, null, true, { step: 0 }, JSON.parse('{"__proto__":{"step":1}}')),
    );
    const edit = fc.tuple(fc.constantFrom("top", "call", "head", "history"), fc.nat(), fc.option(fc.string({ maxLength: 8 }), { nil: undefined }), other);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("/v1/report", "/v1/export", "/v1/check", "/v1/confirm"), fc.nat(), fc.array(edit, { minLength: 1, maxLength: 3 }), async (path, which, edits) => {
        const body = structuredClone(valid[path]![which % valid[path]!.length]!);
        for (const [place, at, key, value] of edits) {
          const target = place === "top" ? body : body[place];
          if (typeof target !== "object" || target === null) continue;
          const keys = Object.keys(target);
          (target as Body)[key ?? keys[at % Math.max(keys.length, 1)] ?? "x"] = value;
        }
        const r = await post(url, path, body);
        expect([200, 400, 403, 409], `${path} ${JSON.stringify(body).slice(0, 200)}`).to.include(r.status);
        if (r.status !== 200) expect(r.body.error.code).to.be.a("string");
      }),
      { seed: SEED, numRuns: 100 },
    );
  });

  it("takes only a body named `application/json`, whatever else the content type says", async () => {
    const body = JSON.stringify(valid["/v1/export"]![0]);
    for (const type of ["application/json; charset=utf-8", "APPLICATION/JSON", " application/json ;x=1"]) {
      expect((await post(url, "/v1/export", body, type)).status, type).to.equal(200);
    }
    for (const type of ["application/jsonx", "text/plain", "application/x-www-form-urlencoded", "application/json-patch+json", "multipart/form-data; boundary=application/json", ""]) {
      const r = await post(url, "/v1/export", body, type);
      expect([r.status, r.body.error.code], type).to.deep.equal([415, "unsupported_media_type"]);
    }
    const utf16 = await fetch(`${url}/v1/export`, { method: "POST", headers: { "content-type": "application/json; charset=utf-16le", authorization: `Bearer ${TOKEN}` }, body: Buffer.from(body, "utf16le") });
    expect(utf16.status).to.equal(400);
  });
});
