// The call context: built once per call, frozen, its costly facts computed once for every check,
// and nothing a check does to it is seen by the check after it.
import { expect } from "chai";
import { callContext, checkView, type CallInputs } from "./context.js";
import { runPipeline, type PipelineCheck } from "./pipeline.js";
import { defineCheck, decide, note, pass, type Check, type CheckContext } from "./check.js";
import { Catalogue } from "../catalogue/catalogue.js";
import { HistorySummary } from "../history/history-summary.js";
import { makeSigner, keyPairFromSeed } from "../crypto/ed25519.js";
import type { HistoryEntry } from "../model.js";

const catalogue = Catalogue.load({ tools: { send_email: { description: "Send an email.", kind: "send", sends_out: true, arguments: { type: "object", properties: { to: { type: "string" } } } } } });
const entry = { step: 0, tool: "read_inbox", decision: "allow", reasons: ["allow"], marks: [] } as unknown as HistoryEntry;

/** Inputs for one call to `send_email`, counting how often the costly facts are worked out. */
function inputs(counts: { workedOut: number; rulebook: number }, rulebook: () => ReturnType<CallInputs["rulebook"]> = () => Promise.resolve(undefined)): CallInputs {
  return {
    call: { tool: "send_email", arguments: { to: "bob@example.com" }, agent: undefined, origins: { to: "typed" }, labels: { call: ["web"], arguments: {} }, compensationOf: undefined, confirmation: undefined, plan: undefined, digest: "d" },
    tool: catalogue.get("send_email"),
    kind: "send",
    kindSource: "catalogue",
    catalogue,
    kindOf: () => "write",
    session: { id: "s_1", name: "billing", role: undefined, context: { customer: { id: "c_1" } }, hasCredential: false, language: "en" },
    history: { valid: true, problem: undefined, entries: [entry], summary: HistorySummary.empty(), entry: (step) => (step === 0 ? entry : undefined), head: "h" },
    turns: { latest: undefined, read: false, values: [], earlier: [], said: () => true, typed: () => true, namesAct: () => false },
    tenant: { taint_policy: "confirm", lapsed: "writes" },
    licence: { lapsed: false, tenant: "acme" },
    now: 0,
    grammar: undefined,
    registry: undefined,
    signer: makeSigner(keyPairFromSeed(new Uint8Array(32))),
    workedOut: () => {
      counts.workedOut++;
      return { origins: {}, marks: [] };
    },
    rulebook: () => {
      counts.rulebook++;
      return rulebook();
    },
  };
}

const meta = (id: string, reasons: string[] = []) => ({ id, title: id, simply: id, catches: "-", cannotCatch: "-", stops: "never", reads: ["call"], switchable: true, reasons, examples: { allowed: [], stopped: [] } });
const placed = (check: Check, settings: Record<string, unknown> = {}): PipelineCheck => ({ check, stage: "tool_check", on: true, mode: undefined, settings });
const options = { allowedReasons: (c: Check) => new Set(c.meta.reasons), alreadyAsked: () => new Set<string>() };

/** Every way a check might try to change what the next one reads; each must throw. */
const WRITES: Array<[string, (ctx: CheckContext) => void]> = [
  ["an argument", (ctx) => ((ctx.call.arguments as Record<string, unknown>).to = "eve@example.com")],
  ["the call's origins", (ctx) => ((ctx.call.origins as Record<string, string>).to = "model")],
  ["the call's labels", (ctx) => (ctx.call.labels.call as string[]).push("trusted:x")],
  ["a fact of the context", (ctx) => ((ctx as { kind: string }).kind = "read")],
  ["a fact added to the context", (ctx) => ((ctx as unknown as Record<string, unknown>).extra = 1)],
  ["an origin's verdict", (ctx) => ((ctx.origins.to as { trusted: boolean }).trusted = false)],
  ["the marks", (ctx) => (ctx.marks as unknown[]).pop()],
  ["a mark", (ctx) => ((ctx.marks[0] as { level: string }).level = "trusted")],
  ["the taint", (ctx) => (ctx.taint as unknown[]).pop()],
  ["the settings", (ctx) => ((ctx.settings as Record<string, unknown>).limit = 99)],
  ["the session's context", (ctx) => (((ctx.session.context.customer as Record<string, unknown>).id = "c_2"))],
  ["a history entry", (ctx) => ((ctx.history.entry(0) as { tool: string }).tool = "send_email")],
  ["the history's entries", (ctx) => (ctx.history.entries as unknown[]).pop()],
  ["the tenant's settings", (ctx) => ((ctx.tenant as { taint_policy: string }).taint_policy = "refuse")],
  ["the licence", (ctx) => ((ctx.licence as { lapsed: boolean }).lapsed = true)],
];

describe("the call context", function () {
  it("refuses every write a check tries, and the next check reads the call as it came", async function () {
    const counts = { workedOut: 0, rulebook: 0 };
    const failedWrites: string[] = [];
    const vandal = defineCheck({
      meta: meta("vandal"),
      run: (ctx) => {
        for (const [what, write] of WRITES) {
          try {
            write(ctx);
          } catch (e) {
            if (e instanceof TypeError) continue;
            throw e;
          }
          failedWrites.push(what);
        }
        return pass();
      },
    });
    const seen: unknown[] = [];
    const reader = defineCheck({
      meta: meta("reader", ["as_it_came"]),
      run: (ctx) => {
        const now = [ctx.call.arguments.to, ctx.call.origins.to, ctx.call.labels.call.length, ctx.kind, "extra" in ctx, ctx.origins.to!.trusted, ctx.marks.length, ctx.marks[0]!.level, ctx.taint.length, ctx.settings.limit, ctx.session.context.customer, ctx.history.entry(0)!.tool, ctx.history.entries.length, ctx.tenant.taint_policy, ctx.licence.lapsed];
        seen.push(now);
        return decide("confirm", ["as_it_came"]);
      },
    });
    const base = callContext(inputs(counts));
    const result = await runPipeline([placed(vandal, { limit: 1 }), placed(reader, { limit: 1 })], base, options);
    expect(failedWrites, "writes that did not throw").to.deep.equal([]);
    expect(seen).to.deep.equal([["bob@example.com", "typed", 1, "send", false, true, 1, "untrusted", 1, 1, { id: "c_1" }, "read_inbox", 1, "confirm", false]]);
    expect(result.decision).to.equal("confirm");
    expect(result.reasons).to.deep.equal(["as_it_came"]);
    expect(result.decidedBy).to.equal("reader");
  });

  it("works out the costly facts once for all the checks of a call, and only when one reads them", async function () {
    const counts = { workedOut: 0, rulebook: 0 };
    const readsAll = defineCheck({
      meta: meta("reads_all"),
      run: async (ctx) => {
        void ctx.origins;
        void ctx.marks;
        void ctx.taint;
        await ctx.rulebook();
        return pass();
      },
    });
    const base = callContext(inputs(counts));
    expect(counts).to.deep.equal({ workedOut: 0, rulebook: 0 });
    const result = await runPipeline([placed(readsAll), placed(readsAll), placed(readsAll)], base, options);
    expect(counts).to.deep.equal({ workedOut: 1, rulebook: 1 });
    expect(result.decision).to.equal("allow");
    expect(result.reasons).to.deep.equal(["allow"]);
  });

  it("shows each check its own settings and only the notes it declares it needs", async function () {
    const noter = defineCheck({ meta: { ...meta("noter", ["wanted", "unwanted"]), provides: { notes: ["wanted", "unwanted"] } }, run: () => note(["wanted", "unwanted"], { n: 1 }) });
    const shown: unknown[] = [];
    const needer = defineCheck({
      meta: { ...meta("needer", ["noted"]), needs: { notes: ["wanted"] } },
      run: (ctx) => {
        shown.push([ctx.settings.mine, ctx.notes.map((n) => [n.check, [...n.reasons], Object.isFrozen(n), Object.isFrozen(n.detail)])]);
        return ctx.notes.length ? decide("refuse", ["noted"]) : pass();
      },
    });
    const result = await runPipeline([placed(noter, { mine: "noter's" }), placed(needer, { mine: "needer's" })], callContext(inputs({ workedOut: 0, rulebook: 0 })), options);
    expect(shown).to.deep.equal([["needer's", [["noter", ["wanted"], true, true]]]]);
    expect(result.decision).to.equal("refuse");
    expect(result.reasons).to.deep.equal(["noted"]);
  });

  it("gives the history's view no accessor of its own, and its entry reader works unbound", function () {
    // An accessor of an object's own is kept by V8 in the old generation: made for each call, it
    // would hold the call's objects past the scavenges until a full collection.
    const base = callContext(inputs({ workedOut: 0, rulebook: 0 }));
    const own = Object.values(Object.getOwnPropertyDescriptors(base.history));
    expect(own.filter((d) => d.get !== undefined || d.set !== undefined)).to.deep.equal([]);
    const { entry } = base.history;
    expect(entry(0)?.tool).to.equal("read_inbox");
    expect(entry(0)).to.equal(base.history.entry(0));
    expect(Object.isFrozen(entry(0))).to.equal(true);
    expect(entry(1)).to.equal(undefined);
    expect(base.history.entries.map((e) => e.tool)).to.deep.equal(["read_inbox"]);
    expect(base.history.entries).to.equal(base.history.entries);
    expect(Object.isFrozen(base.history)).to.equal(true);
  });

  it("is frozen itself, and a check's view of it too", function () {
    const base = callContext(inputs({ workedOut: 0, rulebook: 0 }));
    const view = checkView(base, { a: 1 }, []);
    expect(Object.isFrozen(base)).to.equal(true);
    expect(Object.isFrozen(view)).to.equal(true);
    expect(Object.isFrozen(view.settings)).to.equal(true);
    expect(view.call.tool).to.equal("send_email");
  });
  it("asks a rulebook that throws once, and the check that asks it refuses as check_failed", async function () {
    const counts = { workedOut: 0, rulebook: 0 };
    const asker = (id: string) => defineCheck({ meta: meta(id), run: (ctx) => (ctx.rulebook(), pass()) });
    const placedOn = (check: Check): PipelineCheck => ({ ...placed(check), stage: "said" });
    const base = callContext(inputs(counts, () => { throw new Error("the usage store is down"); }));
    const result = await runPipeline([placedOn(asker("first")), placedOn(asker("second"))], base, options);
    expect(counts.rulebook).to.equal(1);
    expect(result.decision).to.equal("refuse");
    expect(result.reasons).to.deep.equal(["check_failed"]);
    expect(result.detail).to.deep.equal({ plugin: "first", error: "the usage store is down" });
    expect(() => base.rulebook()).to.throw("the usage store is down");
    expect(counts.rulebook).to.equal(1);
  });
});

describe("the pipeline's answer, at once or awaited", function () {
  const noter = defineCheck({ meta: { ...meta("noter", ["asked"]), provides: { notes: ["asked"] } }, run: () => note(["asked"], { n: 1 }) });
  const quiet = defineCheck({ meta: meta("quiet"), run: () => pass() });
  const waits = defineCheck({ meta: meta("waits"), run: async () => pass() });
  const said = (check: Check): PipelineCheck => ({ ...placed(check), stage: "said" });
  const off = (check: Check): PipelineCheck => ({ ...placed(check), on: false });
  const refuser = defineCheck({ meta: meta("refuser", ["no"]), run: () => decide("refuse", ["no"]) });

  it("answers at once when every check answers at once: no promise, no timer", function () {
    const result = runPipeline([placed(quiet), placed(noter), off(quiet), said(quiet)], callContext(inputs({ workedOut: 0, rulebook: 0 })), options);
    expect(result).not.to.be.instanceOf(Promise);
    const r = result as Exclude<typeof result, Promise<unknown>>;
    expect(r.decision).to.equal("allow");
    expect(r.reasons).to.deep.equal(["allow"]);
    expect(r.trace.map((t) => [t.check, t.outcome])).to.deep.equal([["quiet", "pass"], ["noter", "note"], ["quiet", "off"], ["quiet", "pass"]]);
  });

  it("gives the same answer and trace through a promise when a check answers with one, wherever it stands", async function () {
    const sync = [placed(quiet), placed(noter), off(quiet), placed(refuser), placed(quiet), said(quiet), off(refuser)];
    const expected = runPipeline(sync, callContext(inputs({ workedOut: 0, rulebook: 0 })), options);
    expect(expected).not.to.be.instanceOf(Promise);
    for (let at = 0; at < sync.length; at++) {
      const mixed = sync.map((c, i) => (i === at ? { ...c, check: defineCheck({ meta: c.check.meta, run: async (ctx) => c.check.run(ctx) }) } : c));
      const result = runPipeline(mixed, callContext(inputs({ workedOut: 0, rulebook: 0 })), options);
      // A check after the refusal is skipped, not run: only a check that runs makes the answer a promise.
      expect(result instanceof Promise, `async at ${at}`).to.equal(at <= 3 && mixed[at]!.on);
      expect(await result, `async at ${at}`).to.deep.equal(expected);
    }
    const awaited = await runPipeline([placed(waits), said(noter)], callContext(inputs({ workedOut: 0, rulebook: 0 })), options);
    expect(awaited.decision).to.equal("confirm");
    expect(awaited.reasons).to.deep.equal(["asked"]);
    expect(awaited.trace.map((t) => [t.check, t.outcome])).to.deep.equal([["waits", "pass"], ["noter", "note"]]);
  });
});
