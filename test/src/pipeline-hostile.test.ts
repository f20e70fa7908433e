// Hostile answers from a tenant's own checks, placed at random among the built-in ones through the
// public plugin API: whatever a check answers — at once, through a promise, a timer or a
// hand-made thenable; a verdict, a misshapen one, a throw, a rejection, nothing at all — the call
// gets the answer the same values give at once, a bad answer refuses with check_failed naming the
// check, each check runs at most once per call, and a check that never answers costs its budget
// and nothing else. Seeded, so a failure reproduces; TOOLGATE_FUZZ_SEED runs another seed.
import { expect } from "chai";
import fc from "fast-check";
import { checksModule, decide, defineCheck, generateKeyPair, makeSigner, note, pass, refuse, type CheckAnswer, type Client, type RuleSpec, type RulebookFile, type Signer, type Verdict } from "@toolgate/core";
import { makeClient } from "./fixtures.js";

const SEED = Number(process.env.TOOLGATE_FUZZ_SEED ?? 16_016);
const params = (i: number, numRuns: number) => ({ seed: SEED + i, numRuns, endOnFailure: true });

// -- the probes: checks whose answers a test scripts ------------------------------------------

const PROBES = ["probe_a", "probe_b", "probe_c"] as const;
type Probe = (typeof PROBES)[number];

/** An answer's value, made fresh for each run (getters and proxies are one-use things). */
interface Value {
  name: string;
  /** Whether the pipeline must refuse it as check_failed. */
  bad: boolean;
  make: (id: string) => unknown;
}

const bites = (what: string) => () => {
  throw new Error(`${what} bites`);
};

const VALID: readonly Value[] = [
  { name: "pass", bad: false, make: () => pass() },
  { name: "pass with detail", bad: false, make: (id) => pass({ seen_by: id }) },
  { name: "note", bad: false, make: (id) => note(["probe_ask"], { asked_by: id }) },
  { name: "refuse", bad: false, make: (id) => refuse("probe_hit", { by: id }) },
  { name: "confirm", bad: false, make: () => decide("confirm", ["probe_ask"]) },
  { name: "allow", bad: false, make: () => decide("allow", ["probe_hit"]) },
  { name: "a frozen verdict", bad: false, make: (id) => Object.freeze({ outcome: "decide", decision: "refuse", reasons: Object.freeze(["probe_hit"]), detail: Object.freeze({ by: id }) }) },
  { name: "a verdict with no prototype", bad: false, make: () => Object.assign(Object.create(null) as object, { outcome: "note", reasons: ["probe_ask"] }) },
];

const MALFORMED: readonly Value[] = [
  { name: "an extra field", bad: true, make: () => ({ outcome: "pass", also: "allow" }) },
  { name: "a missing decision", bad: true, make: () => ({ outcome: "decide", reasons: ["probe_hit"] }) },
  { name: "missing reasons", bad: true, make: () => ({ outcome: "decide", decision: "refuse" }) },
  { name: "a reason it does not declare", bad: true, make: () => ({ outcome: "decide", decision: "allow", reasons: ["allow"] }) },
  { name: "a decision read through its prototype", bad: true, make: () => Object.assign(Object.create({ decision: "allow" }) as object, { outcome: "decide", reasons: ["probe_hit"] }) },
  { name: "an own __proto__ field", bad: true, make: () => JSON.parse('{"outcome":"pass","__proto__":{"outcome":"decide"}}') as unknown },
  { name: "a then that is not a function", bad: true, make: () => ({ outcome: "pass", then: 42 }) },
  { name: "a then getter that throws", bad: true, make: () => Object.defineProperty({ outcome: "pass" }, "then", { get: bites("then"), enumerable: true }) },
  {
    name: "a proxy whose getters throw",
    bad: true,
    make: () => new Proxy({ outcome: "pass" }, { get: bites("proxy"), getOwnPropertyDescriptor: bites("proxy"), ownKeys: bites("proxy"), has: bites("proxy") }),
  },
  { name: "a detail whose getter throws", bad: true, make: () => ({ outcome: "pass", detail: Object.defineProperty({}, "x", { get: bites("detail"), enumerable: true }) }) },
  { name: "a string", bad: true, make: () => "allow" },
  { name: "null", bad: true, make: () => null },
];

/** How a value is handed over. Each must give the answer the value gives at once. */
type Delivery = "now" | "resolved" | "async" | "timer" | "thenable" | "thenable twice" | "thenable later";
const DELIVERIES: readonly Delivery[] = ["now", "resolved", "async", "timer", "thenable", "thenable twice", "thenable later"];

function deliver(delivery: Delivery, value: unknown, ms: number): unknown {
  switch (delivery) {
    case "now":
      return value;
    case "resolved":
      return Promise.resolve(value);
    case "async":
      return (async () => value)();
    case "timer":
      return new Promise((resolve) => setTimeout(() => resolve(value), ms));
    case "thenable":
      // Resolves inside `then`, before it returns.
      return { then: (ok: (x: unknown) => void) => ok(value) };
    case "thenable twice":
      return {
        then: (ok: (x: unknown) => void, no: (e: unknown) => void) => {
          ok(value);
          ok(refuse("probe_hit", { second: true }));
          no(new Error("too late"));
        },
      };
    case "thenable later":
      return { then: (ok: (x: unknown) => void) => queueMicrotask(() => ok(value)) };
  }
}

/** Answers that are not values at all: each refuses as check_failed whatever it would have said. */
type Failure = "throws" | "rejects" | "thenable rejects" | "then throws after answering" | "never" | "thenable never" | "answers late";
const FAILURES: readonly Failure[] = ["throws", "rejects", "thenable rejects", "never", "thenable never", "answers late"];
const HANGS: readonly Failure[] = ["never", "thenable never", "answers late"];

function failing(f: Failure, budget: number): unknown {
  switch (f) {
    case "throws":
      throw new Error("the probe broke");
    case "rejects":
      return Promise.reject(new Error("the probe rejected"));
    case "thenable rejects":
      return { then: (_ok: unknown, no: (e: unknown) => void) => no(new Error("the probe rejected")) };
    case "then throws after answering":
      return {
        then: (ok: (x: unknown) => void) => {
          ok(pass());
          throw new Error("after");
        },
      };
    case "never":
      return new Promise(() => {});
    case "thenable never":
      return { then: () => undefined };
    case "answers late":
      return new Promise((resolve) => setTimeout(() => resolve(decide("allow", ["probe_hit"])), budget * 3));
  }
}

/** What a probe does on its next run. */
type Script = { value: Value; delivery: Delivery; ms: number } | { failure: Failure };

/** The probes of one client, their scripts, and how often each ran. */
class Probes {
  readonly script = new Map<Probe, Script>();
  readonly runs = new Map<Probe, number>();
  readonly budget = new Map<Probe, number>();

  checks() {
    return PROBES.map((id) =>
      defineCheck({
        meta: {
          id,
          title: "Probe",
          simply: "Answers as its test scripts.",
          catches: "Nothing.",
          cannotCatch: "Anything.",
          stops: "refused or asked",
          reads: [],
          switchable: true,
          reasons: ["probe_hit", "probe_ask"],
          examples: { allowed: [], stopped: [] },
        },
        run: (): Verdict => {
          this.runs.set(id, (this.runs.get(id) ?? 0) + 1);
          const s = this.script.get(id) ?? { value: VALID[0]!, delivery: "now", ms: 0 };
          return ("failure" in s ? failing(s.failure, this.budget.get(id) ?? 50) : deliver(s.delivery, s.value.make(id), s.ms)) as Verdict;
        },
      }),
    );
  }

  reset(): void {
    for (const id of PROBES) this.runs.set(id, 0);
  }
}

// -- the client -------------------------------------------------------------------------------

/** Rules json-rules-engine evaluates itself (a path that is not `$.a.b`) beside compiled ones. */
const mixedRules: RuleSpec[] = [
  { name: "big_refund", conditions: { all: [{ fact: "tool", operator: "equal", value: "refund_card" }, { fact: "args", path: "$.amount", operator: "greaterThan", value: 100 }] }, event: { type: "ask", params: { question: "A big refund?" } } },
  { name: "first_item_bad", conditions: { all: [{ fact: "tool", operator: "equal", value: "open_note" }, { fact: "args", path: "$.items[0]", operator: "equal", value: "bad" }] }, event: { type: "refuse" } },
  { name: "notes_ok", conditions: { all: [{ fact: "tool", operator: "equal", value: "open_note" }, { fact: "args", path: "$.text", operator: "matches", value: "ok*" }] }, event: { type: "allow" } },
  { name: "tagged_note", priority: 5, conditions: { any: [{ fact: "args", path: "$['tag']", operator: "in", value: ["urgent", "later"] }, { fact: "args", path: "$.text", operator: "equal", value: "ask me" }] }, event: { type: "ask", params: { question: "Tagged?" } } },
];

/** `in` against a list the caller gives: a list is fine, anything else makes the condition throw. */
const listedOrder: RuleSpec = { name: "listed_order", conditions: { all: [{ fact: "tool", operator: "equal", value: "get_order" }, { fact: "args", path: "$.order_id", operator: "in", value: { fact: "args", path: "$.allowed" } }] }, event: { type: "refuse" } };

/** The same rules each made to go through json-rules-engine, by a condition only it evaluates (always true). */
function throughReference(rules: readonly RuleSpec[]): RuleSpec[] {
  return rules.map((r) => ({ ...r, conditions: { all: [r.conditions, { fact: "args", path: "$['absent_field']", operator: "notEqual", value: "\u0000" }] } }));
}

const ANCHORS = ["tool_kinds", "withdrawn", "address", "tier", "payment_limit", "allowed_tools", "role", "arguments", "ownership", "order", "your_rules", "confirmation", "any_other_write", "grounded", "s1_veto", "confirm_read"] as const;
type Place = { before: string } | { after: string };
const placeArb: fc.Arbitrary<Place> = fc.tuple(fc.constantFrom(...ANCHORS), fc.boolean()).map(([id, before]) => (before ? { before: id } : { after: id }));
const placesArb = fc.tuple(placeArb, placeArb, placeArb);

async function probedClient(places: readonly Place[], budgets: Partial<Record<Probe, number>> = {}, rules: RulebookFile = { rules: mixedRules }): Promise<{ client: Client; probes: Probes; signer: Signer }> {
  const keys = generateKeyPair();
  const probes = new Probes();
  const checks = probes.checks();
  const settings: Record<string, Record<string, unknown>> = {};
  for (const id of PROBES) {
    const budget = budgets[id] ?? 2_000;
    probes.budget.set(id, budget);
    settings[id] = { timeout_ms: budget };
  }
  const { client } = await makeClient({
    keys,
    rulebook: rules,
    settings,
    plugins: checks.map((check, i) => ({ name: check.meta.id, module: checksModule([check]), entries: [{ id: check.meta.id, ...places[i]! }] })),
  });
  return { client, probes, signer: makeSigner(keys) };
}

/** The calls each case runs: a read, a write, a note the rules speak about, an unknown tool. */
const CALLS: ReadonlyArray<{ tool: string; args: Record<string, unknown> }> = [
  { tool: "get_order", args: { order_id: "1" } },
  { tool: "refund_card", args: { order_id: "1", charge_id: "c1", amount: 150 } },
  { tool: "open_note", args: { text: "ok then", items: ["bad"] } },
  { tool: "open_note", args: { text: "ask me" } },
  { tool: "drop_tables", args: {} },
];
const callArb = fc.constantFrom(...CALLS);

/** What must be the same between two runs of the same call: everything but the token. */
function seen(a: CheckAnswer) {
  return { decision: a.decision, reasons: a.reasons, detail: a.detail, trace: a.trace, step: a.step };
}

const valueArb = fc.constantFrom(...VALID, ...MALFORMED);
const deliveryArb = fc.constantFrom(...DELIVERIES);
const scriptArb: fc.Arbitrary<Script> = fc.record({ value: valueArb, delivery: deliveryArb, ms: fc.integer({ min: 0, max: 3 }) });

/** The probes that ran in a call, in the order they ran, from its trace. */
function ran(a: CheckAnswer): Probe[] {
  return a.trace.filter((t) => (PROBES as readonly string[]).includes(t.check) && t.outcome !== "off" && t.outcome !== "skipped").map((t) => t.check as Probe);
}

/** Holds a call's answer to what its probes' scripts say: a bad answer that ran refuses, naming its probe; each probe ran at most once. */
function holdsToScripts(a: CheckAnswer, probes: Probes): void {
  const order = ran(a);
  for (const id of PROBES) expect(probes.runs.get(id), `${id} runs`).to.equal(order.includes(id) ? 1 : 0);
  const isBad = (id: Probe) => {
    const s = probes.script.get(id)!;
    return "failure" in s || s.value.bad;
  };
  const firstBad = order.find(isBad);
  if (firstBad === undefined) {
    expect(a.reasons).not.to.include("check_failed");
    return;
  }
  expect([a.decision, a.reasons, a.detail.plugin], `bad answer from ${firstBad}`).to.deep.equal(["refuse", ["check_failed"], firstBad]);
  const entry = a.trace.find((t) => t.check === firstBad)!;
  expect([entry.outcome, entry.decision, entry.reasons, entry.detail?.plugin]).to.deep.equal(["decide", "refuse", ["check_failed"], firstBad]);
  // Nothing it answered reaches the answer: the error is the only thing said about it.
  expect(Object.keys(entry.detail ?? {}).sort()).to.deep.equal(["error", "plugin"]);
}

// -- the properties ---------------------------------------------------------------------------

describe("hostile checks against the pipeline", function () {
  this.timeout(60_000);

  it("gives the same decision, reasons and trace for the same answers, whether each is given at once, through a promise, a timer or a thenable", async () => {
    await fc.assert(
      fc.asyncProperty(placesArb, fc.array(fc.tuple(callArb, fc.tuple(scriptArb, scriptArb, scriptArb)), { minLength: 1, maxLength: 3 }), async (places, calls) => {
        const { client, probes } = await probedClient(places);
        const atOnce = client.session("billing");
        const given = client.session("billing");
        for (const [call, scripts] of calls) {
          const runs: Array<Map<Probe, number>> = [];
          const answers: CheckAnswer[] = [];
          for (const [session, now] of [[atOnce, true], [given, false]] as const) {
            PROBES.forEach((id, i) => probes.script.set(id, now ? { ...scripts[i]!, delivery: "now" } : scripts[i]!));
            probes.reset();
            const a = await session.checkToolCall(call.tool, call.args, { origins: Object.fromEntries(Object.keys(call.args).map((k) => [k, "typed"])) });
            holdsToScripts(a, probes);
            runs.push(new Map(probes.runs));
            answers.push(a);
          }
          expect(seen(answers[1]!), `${call.tool} with ${scripts.map((s) => ("value" in s ? `${s.value.name} (${s.delivery})` : s.failure)).join(", ")}`).to.deep.equal(seen(answers[0]!));
          expect(runs[1]).to.deep.equal(runs[0]);
        }
        // One entry per answered call, in each session.
        expect([atOnce.history.entries.length, given.history.entries.length]).to.deep.equal([calls.length, calls.length]);
      }),
      params(0, 30),
    );
  });

  it("refuses as check_failed, naming the check, any bad answer of a check that runs, and never allows it; each check runs at most once", async () => {
    const failureArb: fc.Arbitrary<Script> = fc.constantFrom(...FAILURES.filter((f) => !HANGS.includes(f)), "then throws after answering" as const).map((failure) => ({ failure }));
    const anyScript = fc.oneof({ weight: 3, arbitrary: scriptArb }, { weight: 1, arbitrary: failureArb });
    await fc.assert(
      fc.asyncProperty(placesArb, fc.array(fc.tuple(callArb, fc.tuple(anyScript, anyScript, anyScript)), { minLength: 1, maxLength: 4 }), async (places, calls) => {
        const { client, probes } = await probedClient(places);
        const s = client.session("billing");
        for (const [call, scripts] of calls) {
          PROBES.forEach((id, i) => probes.script.set(id, scripts[i]!));
          probes.reset();
          const a = await s.checkToolCall(call.tool, call.args, { origins: Object.fromEntries(Object.keys(call.args).map((k) => [k, "typed"])) });
          // "then throws after answering" answered a pass first: that answer stands.
          const answeredFirst = (id: Probe) => {
            const sc = probes.script.get(id)!;
            return "failure" in sc && sc.failure === "then throws after answering";
          };
          for (const id of PROBES) if (answeredFirst(id)) probes.script.set(id, { value: VALID[0]!, delivery: "now", ms: 0 });
          holdsToScripts(a, probes);
          if (ran(a).some((id) => { const sc = probes.script.get(id)!; return "failure" in sc || sc.value.bad; })) expect(a.decision).to.equal("refuse");
        }
        expect(s.history.entries.length).to.equal(calls.length);
      }),
      params(1, 40),
    );
  });

  it("refuses within a bounded time a check that never answers, and the session goes on: the next call works, nothing runs twice, one entry per call", async () => {
    await fc.assert(
      fc.asyncProperty(
        placesArb,
        fc.constantFrom(...PROBES),
        fc.constantFrom(...HANGS),
        fc.integer({ min: 5, max: 25 }),
        fc.tuple(scriptArb, scriptArb, scriptArb).map((ss) => ss.map((sc) => ({ ...sc, value: VALID[0]! }))),
        async (places, stuck, hang, budget, others) => {
          const { client, probes, signer } = await probedClient(places, { [stuck]: budget });
          const s = client.session("billing");
          PROBES.forEach((id, i) => probes.script.set(id, id === stuck ? { failure: hang } : others[i]!));
          probes.reset();
          const started = performance.now();
          const first = await s.checkToolCall("get_order", { order_id: "1" }, { origins: { order_id: "typed" } });
          const took = performance.now() - started;
          // A read every built-in check lets through and the others pass: the stuck one runs and decides.
          expect(ran(first)).to.include(stuck);
          expect([first.decision, first.reasons, first.detail.plugin, first.detail.error]).to.deep.equal(["refuse", ["check_failed"], stuck, `it did not answer within its time budget of ${budget} ms`]);
          expect(took).to.be.lessThan(budget + 1_000);
          holdsToScripts(first, probes);
          // The next call, the stuck check answering at once now.
          probes.script.set(stuck, { value: VALID[0]!, delivery: "now", ms: 0 });
          probes.reset();
          const second = await s.checkToolCall("get_order", { order_id: "1" }, { origins: { order_id: "typed" } });
          expect([second.decision, second.reasons, second.step]).to.deep.equal(["allow", ["allow"], 1]);
          holdsToScripts(second, probes);
          // Once a late answer has come, it changed nothing.
          probes.reset();
          await new Promise((resolve) => setTimeout(resolve, budget * 4));
          expect([...probes.runs.values()]).to.deep.equal([0, 0, 0]);
          expect(s.history.entries.map((e) => [e.step, e.decision, e.reasons])).to.deep.equal([
            [0, "refuse", ["check_failed"]],
            [1, "allow", ["allow"]],
          ]);
          const third = await s.checkToolCall("get_order", { order_id: "1" }, { origins: { order_id: "typed" } });
          expect([third.decision, third.reasons, third.step]).to.deep.equal(["allow", ["allow"], 2]);
          expect(s.history.verify(signer, { full: true }).valid).to.equal(true);
        },
      ),
      params(2, 12),
    );
  });

  it("takes what a thenable resolves with as await takes it: a promise it hands over is followed", async () => {
    const { client, probes } = await probedClient([{ before: "allowed_tools" }, { after: "s1_veto" }, { after: "your_rules" }]);
    probes.script.set("probe_a", { value: { name: "a promise of a note", bad: false, make: (id) => Promise.resolve(note(["probe_ask"], { asked_by: id })) }, delivery: "thenable", ms: 0 });
    probes.reset();
    const a = await client.session("billing").checkToolCall("get_order", { order_id: "1" }, { origins: { order_id: "typed" } });
    expect([a.decision, a.reasons]).to.deep.equal(["allow", ["allow"]]);
    expect(a.trace.find((t) => t.check === "probe_a")).to.deep.equal({ check: "probe_a", stage: "tool_check", outcome: "note", reasons: ["probe_ask"], detail: { asked_by: "probe_a" } });
    expect(probes.runs.get("probe_a")).to.equal(1);
  });

  it("refuses a thenable that resolves with an object whose then getter throws, with that error, as a promise of it does", async () => {
    const { client, probes } = await probedClient([{ before: "allowed_tools" }, { after: "s1_veto" }, { after: "your_rules" }]);
    const answers: unknown[] = [];
    for (const delivery of ["thenable", "resolved", "now"] as const) {
      probes.script.set("probe_a", { value: MALFORMED.find((v) => v.name === "a then getter that throws")!, delivery, ms: 0 });
      const a = await client.session("billing").checkToolCall("get_order", { order_id: "1" }, { origins: { order_id: "typed" } });
      answers.push([a.decision, a.reasons, a.detail.plugin, a.detail.error]);
    }
    expect(answers).to.deep.equal(Array(3).fill(["refuse", ["check_failed"], "probe_a", "then bites"]));
  });

  describe("the rulebook: compiled rules and rules json-rules-engine evaluates", function () {
    const rules = [...mixedRules, { ...listedOrder, conditions: { all: [{ fact: "tool", operator: "equal", value: "open_note" }, { fact: "args", path: "$.text", operator: "in", value: { fact: "args", path: "$.allowed" } }] } }];
    const noteArgs = fc.record(
      {
        text: fc.constantFrom("ok then", "okay", "ask me", "no", "1"),
        items: fc.array(fc.constantFrom("bad", "good"), { maxLength: 2 }),
        tag: fc.constantFrom("urgent", "later", "x"),
        // A list or a text has indexOf; anything else makes `in` throw.
        allowed: fc.oneof(fc.constant(["ok then", "1"]), fc.constantFrom("ok then, ask me", 7, null, { list: 1 }, true)),
      },
      { requiredKeys: ["text"] },
    );
    const refundArgs = fc.record({ order_id: fc.constant("1"), charge_id: fc.constant("c1"), amount: fc.oneof(fc.integer({ min: -5, max: 400 }), fc.constantFrom(100, 100.5, 1e9)) });
    // Absent, the value is undefined: that throws too.
    const throws = (args: Record<string, unknown>) => typeof args.allowed !== "string" && !Array.isArray(args.allowed);

    it("gives the same answer and trace for the same facts as the same rules all through json-rules-engine, and refuses as check_failed a condition that throws", async () => {
      const mixed = await probedClient([{ before: "tool_kinds" }, { before: "tool_kinds" }, { before: "tool_kinds" }], {}, { rules });
      const reference = await probedClient([{ before: "tool_kinds" }, { before: "tool_kinds" }, { before: "tool_kinds" }], {}, { rules: throughReference(rules) });
      let failedByRules = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(fc.oneof(noteArgs.map((args) => ({ tool: "open_note", args })), refundArgs.map((args) => ({ tool: "refund_card", args }))), { minLength: 1, maxLength: 3 }), async (calls) => {
          const sessions = [mixed.client.session("billing"), reference.client.session("billing")];
          for (const call of calls) {
            const origins = Object.fromEntries(Object.keys(call.args).map((k) => [k, "typed"]));
            const [m, r] = [await sessions[0]!.checkToolCall(call.tool, call.args, { origins }), await sessions[1]!.checkToolCall(call.tool, call.args, { origins })];
            expect(seen(m), JSON.stringify(call)).to.deep.equal(seen(r));
            const rulesRan = m.trace.some((t) => t.check === "your_rules" && t.outcome !== "skipped" && t.outcome !== "off");
            if (rulesRan && call.tool === "open_note" && throws(call.args)) {
              failedByRules++;
              expect([m.decision, m.reasons, m.detail.plugin]).to.deep.equal(["refuse", ["check_failed"], "your_rules"]);
            } else {
              expect(m.reasons).not.to.include("check_failed");
            }
          }
          for (const s of sessions) expect(s.history.entries.length).to.equal(calls.length);
        }),
        params(3, 40),
      );
      expect(failedByRules, "calls whose rule threw").to.be.greaterThan(0);
    });

    it("refuses as check_failed naming your_rules a call whose rule condition throws, compiled or not", async () => {
      for (const book of [rules, throughReference(rules)]) {
        const { client } = await probedClient([{ before: "tool_kinds" }, { before: "tool_kinds" }, { before: "tool_kinds" }], {}, { rules: book });
        const s = client.session("billing");
        const a = await s.checkToolCall("open_note", { text: "ok then", allowed: 7 }, { origins: { text: "typed", allowed: "typed" } });
        expect([a.decision, a.reasons, a.detail.plugin]).to.deep.equal(["refuse", ["check_failed"], "your_rules"]);
        expect(String(a.detail.error)).to.match(/indexOf/);
        // The same call with a list: the rules answer, and the session goes on.
        const b = await s.checkToolCall("open_note", { text: "ok then", allowed: ["ok then"] }, { origins: { text: "typed", allowed: "typed" } });
        expect(b.reasons).not.to.include("check_failed");
        expect(b.trace.find((t) => t.check === "your_rules")?.outcome).to.not.equal("skipped");
        expect(s.history.entries.map((e) => e.reasons[0])).to.deep.equal(["check_failed", b.reasons[0]]);
      }
    });
  });
});
