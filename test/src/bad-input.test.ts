// Bad input never crashes and never allows: a malformed catalogue, rulebook, setting, manifest
// or plugin is a ToolgateError with a code and the place; a check that throws refuses the call.
import { expect } from "chai";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client, ToolgateError, checksModule, defineCheck, pass, setting, type ClientOptions } from "@toolgate/core";
import { catalogue, makeClient } from "./fixtures.js";

let dir: string;
function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

async function failure(options: Partial<ClientOptions>): Promise<ToolgateError> {
  try {
    await Client.create({ catalogue, log: () => {}, ...options } as ClientOptions);
  } catch (e) {
    expect(e).to.be.instanceOf(ToolgateError);
    return e as ToolgateError;
  }
  throw new Error("Client.create accepted bad input");
}

describe("bad input", () => {
  before(() => (dir = mkdtempSync(join(tmpdir(), "toolgate-bad-"))));
  after(() => rmSync(dir, { recursive: true, force: true }));
  describe("catalogue", () => {
    it("names the file and line of a YAML syntax error", async () => {
      const e = await failure({ catalogue: file("syntax.yaml", "tools:\n  get_order: { description: [unclosed\n") });
      expect(e.code).to.equal("catalogue_invalid");
      expect(e.place.file).to.match(/syntax\.yaml$/);
      expect(e.place.line).to.be.a("number");
    });
    it("names the file, line and path of a field the schema does not allow", async () => {
      const e = await failure({
        catalogue: file("field.yaml", "tools:\n  get_order:\n    description: Look up an order.\n    arguments: { type: object }\n    kindd: read\n"),
      });
      expect([e.code, e.place.line, e.place.path]).to.deep.equal(["catalogue_invalid", 5, "/tools/get_order/kindd"]);
    });
    it("reports every problem at once", async () => {
      const e = await failure({ catalogue: file("many.yaml", "tools:\n  a: { arguments: { type: object }, kind: reed }\n  b: { kind: write }\n") });
      expect(e.code).to.equal("catalogue_invalid");
      expect(e.problems.length).to.be.greaterThan(1);
    });
    it("refuses a reference to a tool the catalogue does not have", async () => {
      const e = await failure({ catalogue: file("ref.yaml", "tools:\n  a:\n    arguments: { type: object }\n    after: [b]\n") });
      expect([e.code, e.place.line, e.place.path]).to.deep.equal(["catalogue_invalid", 4, "/tools/a/after/0"]);
    });
    it("refuses an argument schema that does not compile", async () => {
      const e = await failure({ catalogue: { tools: { a: { arguments: { type: "object", properties: { x: { type: "nonsense" } } } } } } });
      expect([e.code, e.place.path]).to.deep.equal(["catalogue_invalid", "/tools/a/arguments"]);
    });
    it("names a missing file", async () => {
      const e = await failure({ catalogue: join(dir, "absent.yaml") });
      expect([e.code, e.place.file]).to.deep.equal(["catalogue_invalid", join(dir, "absent.yaml")]);
    });
  });

  describe("rulebook", () => {
    it("refuses a rule name that shadows a built-in reason code, naming the line", async () => {
      const e = await failure({
        rulebook: file("shadow.yaml", "rules:\n  - name: write\n    conditions: { all: [ { fact: tool, operator: equal, value: x } ] }\n    event: { type: refuse }\n"),
      });
      expect([e.code, e.place.line, e.place.path]).to.deep.equal(["rulebook_invalid", 2, "/rules/0/name"]);
    });
    it("refuses an unknown fact, an unknown operator and a usage fact without a period", async () => {
      const base = (cond: string) => `rules:\n  - name: r\n    conditions: { all: [ ${cond} ] }\n    event: { type: refuse }\n`;
      const fact = await failure({ rulebook: file("fact.yaml", base("{ fact: amount, operator: equal, value: 1 }")) });
      expect([fact.code, fact.place.path]).to.deep.equal(["rulebook_invalid", "/rules/0/conditions/all/0/fact"]);
      const op = await failure({ rulebook: file("op.yaml", base("{ fact: tool, operator: sortOf, value: 1 }")) });
      expect([op.code, op.place.path]).to.deep.equal(["rulebook_invalid", "/rules/0/conditions/all/0/operator"]);
      const usage = await failure({ rulebook: file("usage.yaml", base("{ fact: usage, params: { period: fortnightish }, operator: greaterThan, value: 1 }")) });
      expect([usage.code, usage.place.path]).to.deep.equal(["rulebook_invalid", "/rules/0/conditions/all/0/params"]);
    });
    it("refuses an ask without a question, and a name used twice", async () => {
      const ask = await failure({ rulebook: { rules: [{ name: "r", conditions: { all: [] }, event: { type: "ask" } }] } });
      expect([ask.code, ask.place.path]).to.deep.equal(["rulebook_invalid", "/rules/0/event"]);
      const twice = await failure({
        rulebook: { rules: [0, 1].map(() => ({ name: "r", conditions: { all: [] }, event: { type: "refuse" as const } })) },
      });
      expect([twice.code, twice.place.path]).to.deep.equal(["rulebook_invalid", "/rules/1/name"]);
    });
    it("refuses an unknown time zone", async () => {
      const e = await failure({ rulebook: { timezone: "Mars/Olympus", rules: [] } });
      expect([e.code, e.place.path]).to.deep.equal(["rulebook_invalid", "/timezone"]);
    });
  });

  describe("settings", () => {
    it("refuses an unknown check id", async () => {
      const e = await failure({ checks: ["arguments", "argumnets"] });
      expect([e.code, e.place.path]).to.deep.equal(["unknown_check", "argumnets"]);
    });
    it("refuses a bad setting, naming the check and the field", async () => {
      const e = await failure({ checks: [setting("outside_content", { taint_policy: "ignore" })] });
      expect([e.code, e.place.path]).to.deep.equal(["settings_invalid", "outside_content/taint_policy"]);
      const extra = await failure({ checks: [setting("tool_kinds", { infer: true, guess: 1 })] });
      expect([extra.code, extra.place.path]).to.deep.equal(["settings_invalid", "tool_kinds/guess"]);
    });
    it("refuses a bad settings file, naming its line", async () => {
      const e = await failure({ settings: file("settings.yaml", "checks: [arguments]\nsetings: {}\n") });
      expect([e.code, e.place.line, e.place.path]).to.deep.equal(["settings_invalid", 2, "/setings"]);
    });
    it("refuses an unreadable tool kinds file entry, naming its line", async () => {
      const e = await failure({ checks: [setting("tool_kinds", { file: file("kinds.yaml", "get_order: read\nrefund_card: wrote\n") })] });
      expect([e.code, e.place.line]).to.deep.equal(["settings_invalid", 2]);
    });
  });

  describe("plugins and the manifest", () => {
    const boom = defineCheck({
      meta: {
        id: "boom",
        title: "Boom",
        simply: "Throws.",
        catches: "Nothing.",
        cannotCatch: "Anything.",
        stops: "refused",
        reads: [],
        switchable: true,
        reasons: [],
        examples: { allowed: [], stopped: [] },
      },
      run() {
        throw new Error("kaboom");
      },
    });
    it("refuses a call, as check_failed naming the plugin, when a check throws", async () => {
      const { client } = await makeClient({ plugins: [{ name: "boom", module: checksModule([boom]), entries: [{ id: "boom", after: "allowed_tools" }] }] });
      const s = client.session("billing");
      const a = await s.checkToolCall("get_order", { order_id: "1" });
      expect([a.decision, a.reasons, a.detail.plugin]).to.deep.equal(["refuse", ["check_failed"], "boom"]);
      expect(String(a.detail.error)).to.contain("kaboom");
      // Nothing is lost: the refused call still leaves its history entry.
      expect(s.history.entries.map((e) => [e.tool, e.decision, e.reasons])).to.deep.equal([["get_order", "refuse", ["check_failed"]]]);
    });
    it("refuses a call when a check answers with a reason it does not declare", async () => {
      const liar = defineCheck({ ...boom, meta: { ...boom.meta, id: "liar" }, run: () => ({ outcome: "decide", decision: "allow", reasons: ["fine"] }) });
      const { client } = await makeClient({ plugins: [{ name: "liar", module: checksModule([liar]), entries: [{ id: "liar", before: "allowed_tools" }] }] });
      const a = await client.session("billing").checkToolCall("refund_card", { order_id: "1" });
      expect([a.decision, a.reasons, a.detail.plugin]).to.deep.equal(["refuse", ["check_failed"], "liar"]);
    });
    it("refuses to start when a plugin's check is placed by no manifest entry", async () => {
      const quiet = defineCheck({ ...boom, meta: { ...boom.meta, id: "quiet" }, run: () => pass() });
      const e = await failure({ plugins: [{ name: "quiet", module: checksModule([quiet]) }] });
      expect(e.code).to.equal("manifest_invalid");
      expect(e.message).to.contain("`quiet`");
    });
    it("refuses to start when the manifest places a check no plugin provides", async () => {
      const e = await failure({ plugins: [{ name: "ghost", module: checksModule([]), entries: [{ id: "ghost", after: "order" }] }] });
      expect(e.code).to.equal("manifest_invalid");
      expect(e.message).to.contain("`ghost`");
    });
    it("refuses to start with no checks at all: a guard with zero checks would allow everything", async () => {
      const e = await failure({ builtins: { name: "empty", module: checksModule([]), manifest: { stages: { kinds: [], admission: [], tool_check: [], said: [] } } } });
      expect(e.code).to.equal("manifest_invalid");
    });
    it("refuses an entry placed next to a check no manifest places", async () => {
      const quiet = defineCheck({ ...boom, meta: { ...boom.meta, id: "quiet" }, run: () => pass() });
      const e = await failure({ plugins: [{ name: "quiet", module: checksModule([quiet]), entries: [{ id: "quiet", after: "nowhere" }] }] });
      expect(e.code).to.equal("manifest_invalid");
    });
    it("refuses a plugin whose meta is incomplete", async () => {
      const bare = defineCheck({ ...boom, meta: { ...boom.meta, id: "bare", catches: "" }, run: () => pass() });
      const e = await failure({ plugins: [{ name: "bare", module: checksModule([bare]), entries: [{ id: "bare", after: "order" }] }] });
      expect(e.code).to.equal("plugin_invalid");
    });
  });

  describe("calls", () => {
    it("refuses a call that is not a call with a clear error", async () => {
      const { client } = await makeClient();
      const s = client.session("billing");
      for (const bad of [() => s.checkToolCall("", {}), () => s.checkToolCall("get_order", [] as unknown as Record<string, unknown>), () => s.checkToolCall("get_order", {}, { compensationOf: -1 })]) {
        let thrown: unknown;
        try {
          await bad();
        } catch (e) {
          thrown = e;
        }
        expect(thrown).to.be.instanceOf(ToolgateError).with.property("code", "input_invalid");
      }
    });
    it("refuses arguments that are not JSON data, or that nest too deep, as input_invalid", async () => {
      const { client } = await makeClient();
      const s = client.session("billing");
      const cyclic: Record<string, unknown> = { order_id: "1" };
      cyclic.self = cyclic;
      let deep: unknown = "1";
      for (let i = 0; i < 100_000; i++) deep = [deep];
      const getter = {
        get order_id(): string {
          throw new Error("no");
        },
      };
      const hostile = new Proxy({}, { ownKeys: () => { throw new Error("no keys"); } });
      const calls: Array<[Record<string, unknown>, Record<string, unknown>?]> = [[cyclic], [{ order_id: 1n }], [{ order_id: deep }], [getter], [hostile], [{ order_id: "1" }, { origins: "typed" }], [{ order_id: "1" }, { confirmation: 42 }]];
      for (const [args, options] of calls) {
        let thrown: unknown;
        try {
          await s.checkToolCall("get_order", args, options);
        } catch (e) {
          thrown = e;
        }
        expect(thrown).to.be.instanceOf(ToolgateError).with.property("code", "input_invalid");
      }
      expect(s.history.length).to.equal(0);
    });
    it("refuses a result or a context that is not JSON data, or nests too deep, with a clear error", async () => {
      const { client } = await makeClient();
      const s = client.session("billing");
      const a = await s.checkToolCall("get_order", { order_id: "1" });
      const cyclic: Record<string, unknown> = { order_id: "1" };
      cyclic.self = cyclic;
      let deep: unknown = "1";
      for (let i = 0; i < 100_000; i++) deep = { deeper: deep };
      const codes: unknown[] = [];
      for (const bad of [() => s.report(a.step, "ran", cyclic), () => s.report(a.step, "ran", deep), () => s.report(a.step, "ran", { n: 1n }), () => s.context(cyclic), () => s.context({ deep })]) {
        try {
          bad();
          codes.push("accepted");
        } catch (e) {
          codes.push(e instanceof ToolgateError ? e.code : String(e));
        }
      }
      expect(codes).to.deep.equal(["report_invalid", "report_invalid", "report_invalid", "input_invalid", "input_invalid"]);
      let plan: unknown;
      try {
        client.approvePlan(s, [{ tool: "get_order", arguments: cyclic }]);
      } catch (e) {
        plan = e;
      }
      expect(plan).to.be.instanceOf(ToolgateError).with.property("message", "plan_invalid: steps/0/arguments: step 0's arguments: not JSON data (Converting circular structure to JSON)");
      s.report(a.step, "ran", { order_id: "1", charge_id: "ch_1" });
      expect(s.history.entries[0]!.outcome?.status).to.equal("ran");
    });
  });
});
