// Arguments are data, never prototypes: `__proto__`, `constructor`, `toString` and the other
// names Object.prototype holds are ordinary argument names end to end — schema, origins, marks,
// digests, the signed history read back, and the HTTP service.
import { expect } from "chai";
import { Client, MemoryHeadStore, generateKeyPair, type CatalogueFile } from "@toolgate/core";
import { createToolgateServer, listenOn } from "@toolgate/server";

const NAMES = ["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable", "__defineGetter__", "toLocaleString"];
const NOW = Date.parse("2026-03-04T10:00:00Z");

/** `{ [name]: value }` as JSON.parse makes it: an own property even for `__proto__`. */
const named = (name: string, value: unknown): Record<string, unknown> => JSON.parse(`{${JSON.stringify(name)}:${JSON.stringify(value)}}`);

const catalogue: CatalogueFile = {
  tools: {
    page: { description: "Read a page.", kind: "read", arguments: { type: "object" } },
    note: { description: "Save a note with any fields.", kind: "write", arguments: { type: "object" } },
    export_all: { description: "Export every record.", kind: "read", not_after: ["page"], arguments: { type: "object" } },
    lookup: {
      description: "Look a record up.",
      kind: "read",
      arguments: { type: "object", additionalProperties: false, required: ["constructor"], properties: { constructor: { type: "string" }, toString: { type: "string" } } },
      result: { type: "object", properties: { constructor: { type: "string" } } },
    },
    store: { description: "Store a value.", kind: "write", arguments: { type: "object", additionalProperties: false, properties: { constructor: { type: "string" } } } },
  },
};

async function client(): Promise<Client> {
  return Client.create({ catalogue, heads: new MemoryHeadStore(), now: () => NOW, log: () => {} });
}

describe("argument names from Object.prototype", () => {
  for (const name of NAMES) {
    it(`answers a call with an argument named ${name} as it answers any other name, and signs it into a history that reads back`, async () => {
      const c = await client();
      const plain = await c.session("").checkToolCall("note", { zzz: "x" });
      // Carried as JSON text and as an object, the history verifies: the next check is on the same session.
      for (const carry of [(h: unknown) => JSON.stringify(h), (h: unknown) => JSON.parse(JSON.stringify(h))]) {
        const s = c.session("");
        const a = await s.checkToolCall("note", named(name, "x"));
        expect([a.decision, a.reasons]).to.deep.equal([plain.decision, plain.reasons]);
        const entry = s.history.entries[0]!;
        expect(Object.keys(entry.args)).to.deep.equal([name]);
        expect(Object.hasOwn(entry.origins, name) && entry.origins[name]).to.equal("model");
        const resumed = c.session("", { history: carry(s.history.toJSON()) });
        const b = await resumed.checkToolCall("page", named(name, { deep: named(name, 1) }));
        expect([b.decision, b.reasons, b.session, b.step]).to.deep.equal(["allow", ["allow"], a.session, 1]);
        expect(Object.keys(resumed.history.entries[1]!.args)).to.deep.equal([name]);
      }
    });
  }

  it("keeps not_after working after an argument named __proto__: a page read, then the export the rule forbids, is refused", async () => {
    const c = await client();
    const s = c.session("");
    const read = await s.checkToolCall("page", named("__proto__", { admin: true }));
    expect([read.decision, read.reasons]).to.deep.equal(["allow", ["allow"]]);
    s.report(read.step, "ran", named("__proto__", "the page"));
    const resumed = c.session("", { history: JSON.stringify(s.history.toJSON()) });
    const exported = await resumed.checkToolCall("export_all", {});
    expect([exported.decision, exported.reasons, exported.session, exported.step]).to.deep.equal(["refuse", ["order_rule"], read.session, 1]);
  });

  it("validates a schema that declares constructor and toString by the call's own properties", async () => {
    const c = await client();
    const missing = await c.session("").checkToolCall("lookup", {});
    expect([missing.decision, missing.reasons]).to.deep.equal(["refuse", ["argument_schema"]]);
    const given = await c.session("").checkToolCall("lookup", { constructor: "r1" });
    expect([given.decision, given.reasons]).to.deep.equal(["allow", ["allow"]]);
    const wrong = await c.session("").checkToolCall("lookup", { constructor: 1 });
    expect([wrong.decision, wrong.reasons]).to.deep.equal(["refuse", ["argument_schema"]]);
    const undeclared = await c.session("").checkToolCall("store", named("__proto__", "x"));
    expect([undeclared.decision, undeclared.reasons]).to.deep.equal(["refuse", ["argument_schema"]]);
  });

  it("reads origins, labels and result fields named constructor as their own", async () => {
    const c = await client();
    const s = c.session("");
    s.read("store r1 please");
    const typed = await s.checkToolCall("store", { constructor: "r1" }, { origins: { constructor: "typed" } });
    expect(typed.trace.find((t) => t.check === "outside_content")?.outcome).to.equal("pass");
    expect(s.history.entries[0]!.origins).to.deep.equal({ constructor: "typed" });

    const t = c.session("");
    const found = await t.checkToolCall("lookup", { constructor: "r1" });
    t.report(found.step, "ran", { constructor: "r2" });
    const fromResult = await t.checkToolCall("store", { constructor: "r2" }, { origins: { constructor: "result:0.constructor" } });
    const other = await c.session("", { history: t.history.toJSON() }).checkToolCall("store", { constructor: "r3" }, { origins: { constructor: "result:0.constructor" } });
    expect(fromResult.reasons).to.not.include("argument_origin");
    expect(other.reasons).to.include("argument_origin");

    const marked = await c.session("").checkToolCall("store", { constructor: "x" }, { labels: named("constructor", ["untrusted:web"]) as Record<string, string[]> });
    expect([marked.decision, marked.reasons]).to.deep.equal(["confirm", ["argument_origin", "tainted_call"]]);
    const protoMarked = await c.session("").checkToolCall("note", named("__proto__", "x"), { labels: named("__proto__", ["untrusted:web"]) as Record<string, string[]> });
    expect(protoMarked.reasons).to.include("tainted_call");
  });

  it("answers an HTTP body with an argument named __proto__ or constructor, and carries its history back", async () => {
    const c = await Client.create({ catalogue, keys: generateKeyPair(), now: () => NOW, log: () => {} });
    const token = "caller-token-0123456789abcdef";
    const server = createToolgateServer({ client: c, token, log: () => {} });
    const where = await listenOn(server, "127.0.0.1", 0);
    try {
      const post = async (body: string) => {
        const res = await fetch(`${where.url}/v1/check`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body });
        return { status: res.status, body: (await res.json()) as { decision: string; reasons: string[]; step: number; history: unknown } };
      };
      const first = await post(`{"call":{"tool":"page","arguments":{"__proto__":{"x":1},"constructor":"c"},"origins":{"__proto__":"typed"}}}`);
      expect([first.status, first.body.decision, first.body.reasons]).to.deep.equal([200, "allow", ["allow"]]);
      const second = await post(JSON.stringify({ history: first.body.history, call: { tool: "export_all", arguments: {} } }));
      expect([second.status, second.body.decision, second.body.reasons, second.body.step]).to.deep.equal([200, "refuse", ["order_rule"], 1]);
    } finally {
      await where.close();
    }
  });
});
