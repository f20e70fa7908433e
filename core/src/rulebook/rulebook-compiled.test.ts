// The compiled rulebook against json-rules-engine, the reference: generated rulebooks and
// thousands of generated fact sets must fire the same events and give the same decision. A
// decision lists every asking rule that fired, so rules here mostly ask: the decisions compared
// then show each event.
import { expect } from "chai";
import { Rulebook, RULE_FACTS, type RuleFacts, type RuleSpec, type UsageParams } from "./rulebook.js";
import { canonical } from "../crypto/digest.js";

/** A small seeded generator, so a failure can be run again. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Gen = ReturnType<typeof generator>;

const TOOLS = ["refund_card", "get_order", "delete_note", "delete_order", "send_email", "read_inbox", "cancel_refund"];
const GLOBS = ["delete_*", "*_order", "re?und_card", "*", "send_*", "get_order", "x*"];
const SCALARS: unknown[] = [0, 1, 40, 40.5, 100, 500, -3, "40", "40.00", "40abc", "", "abc", "A1", "typed", "model", "context", true, false, null];
const OPERATOR_NAMES = ["equal", "notEqual", "in", "notIn", "contains", "doesNotContain", "lessThan", "lessThanInclusive", "greaterThan", "greaterThanInclusive", "matches", "notMatches"];
const PATHS = ["$.amount", "$.order_id", "$.nested.deep", "$.length", "$.ran.get_order", "$.count", "$.hour", "$.weekday", "$.billing", "$.list", "$", "amount", "$.list[0]", "$['amount']", "$.order_id.length", "$.list.length"];
/** Paths that mean something for each fact, so that most conditions read a real value. */
const PATHS_OF: Record<string, string[]> = {
  args: ["$.amount", "$.amount", "$.order_id", "$.nested.deep", "$.list", "$.list.length", "$.order_id.length", "$.nested"],
  origins: ["$.amount", "$.order_id"],
  time: ["$.hour", "$.minute", "$.weekday", "$.date"],
  history: ["$.count", "$.ran.get_order", "$.ran"],
  context: ["$.billing", "$.customer_id"],
  marks: ["$.length"],
};

function randomValue(g: Gen, depth = 0): unknown {
  const r = g.int(10);
  if (depth < 2 && r === 0) return Object.fromEntries(["amount", "deep", "order_id"].filter(() => g.chance(0.6)).map((k) => [k, randomValue(g, depth + 1)]));
  if (depth < 2 && r === 1) return Array.from({ length: g.int(3) }, () => randomValue(g, depth + 1));
  if (r === 2) return g.pick(TOOLS);
  return g.pick(SCALARS);
}

function literalFor(g: Gen, operator: string): unknown {
  if (operator === "in" || operator === "notIn") return g.chance(0.8) ? Array.from({ length: 1 + g.int(4) }, () => (g.chance(0.5) ? g.pick(TOOLS) : g.pick(SCALARS))) : g.pick(["refund_card get_order", "abc", "40"]);
  if (operator === "matches" || operator === "notMatches") return g.chance(0.85) ? g.pick(GLOBS) : g.pick(SCALARS);
  return g.chance(0.7) ? g.pick(SCALARS) : randomValue(g);
}

function leaf(g: Gen): Record<string, unknown> {
  const operator = g.pick(OPERATOR_NAMES);
  const fact = g.chance(0.35) ? "tool" : g.pick(RULE_FACTS.filter((f) => f !== "usage" || g.chance(0.5)));
  const c: Record<string, unknown> = { fact, operator, value: literalFor(g, operator) };
  if (fact === "usage") c.params = { period: g.pick(["day", "hour", "PT1H"]), ...(g.chance(0.5) ? { sum: "amount" } : {}), ...(g.chance(0.3) ? { tool: g.pick(TOOLS) } : {}), ...(g.chance(0.3) ? { scope: g.pick(["session", "tenant"]) } : {}) };
  if (fact !== "tool" && g.chance(0.6)) c.path = g.chance(0.8) && PATHS_OF[fact] ? g.pick(PATHS_OF[fact]!) : g.pick(PATHS);
  if (fact === "tool" && g.chance(0.1)) c.path = "$.x";
  // A value taken from another fact, for operators that cannot throw on any value.
  if (g.chance(0.1) && !["in", "notIn"].includes(operator)) c.value = { fact: g.pick([...RULE_FACTS, "nothing"]), ...(g.chance(0.5) ? { path: g.pick(PATHS.slice(0, 6)) } : {}) };
  if (g.chance(0.05)) c.priority = 1 + g.int(3);
  return c;
}

function node(g: Gen, depth: number): Record<string, unknown> {
  if (depth >= 3 || g.chance(0.45)) return leaf(g);
  const kind = g.int(10);
  if (kind < 4) return { all: Array.from({ length: g.int(4) }, () => node(g, depth + 1)) };
  if (kind < 8) return { any: Array.from({ length: g.int(4) }, () => node(g, depth + 1)) };
  if (kind < 9) return { not: node(g, depth + 1) };
  // Both groups on one node: json-rules-engine reads `any`.
  return { any: [node(g, depth + 1)], all: [node(g, depth + 1), node(g, depth + 1)] };
}

function rulebook(g: Gen, size: number): RuleSpec[] {
  return Array.from({ length: size }, (_, i) => {
    const top = node(g, 1);
    const conditions = "fact" in top ? { [g.pick(["all", "any"])]: [top] } : top;
    // Every asking rule is listed in a decision, so most rules ask: the comparison then sees each event.
    const type = g.pick(["refuse", "ask", "ask", "ask", "allow"] as const);
    return { name: `r${i}`, priority: 1 + g.int(4), conditions, event: { type, params: { flow: `f${g.int(3)}`, ...(type === "ask" ? { question: `q${i}` } : {}) } } };
  });
}

function facts(g: Gen): RuleFacts {
  const args: Record<string, unknown> = {};
  for (const k of ["amount", "order_id", "nested", "list"]) if (g.chance(0.6)) args[k] = k === "nested" ? { deep: randomValue(g) } : k === "list" ? [randomValue(g), randomValue(g)] : randomValue(g);
  const salt = g.int(1000);
  return {
    tool: g.pick(TOOLS),
    kind: g.pick(["read", "write", "send"] as const),
    agent: g.pick([null, "billing", "ops"]),
    role: g.pick([null, "manager", "intern"]),
    args,
    origins: Object.fromEntries(Object.keys(args).map((k) => [k, g.pick(["typed", "model", "context"])])),
    marks: Array.from({ length: g.int(3) }, () => g.pick(["untrusted:web", "untrusted:read_inbox", "trusted:crm"])),
    context: g.chance(0.5) ? { billing: g.pick(SCALARS), customer_id: "C7" } : {},
    history: { count: g.int(20), ran: g.chance(0.5) ? { get_order: g.int(3), refund_card: g.int(2) } : {} },
    // A pure function of its params, as a usage store is within one check.
    usage: (p: UsageParams) => (canonical(p).length * 37 + salt) % 700,
    now: Date.parse("2026-03-01T00:00:00Z") + g.int(14 * 24) * 3_600_000 + g.int(3600) * 1000,
  };
}

describe("the compiled rulebook", () => {
  it("fires the same events as json-rules-engine on 3,000 generated fact sets over 30 generated rulebooks", async () => {
    const g = generator(20261129);
    let compared = 0;
    let fired = 0;
    for (let b = 0; b < 30; b++) {
      const rules = rulebook(g, 4 + g.int(24));
      const book = Rulebook.load({ timezone: g.pick(["UTC", "Europe/Lisbon", "America/Sao_Paulo"]), rules });
      for (let i = 0; i < 100; i++) {
        const f = facts(g);
        const [mine, reference] = await Promise.all([book.decide(f), book.decideReference(f)]);
        const context = `rulebook ${b}, facts ${i}: ${JSON.stringify({ rules, facts: { ...f, usage: undefined } })}`;
        expect(mine, context).to.deep.equal(reference);
        compared++;
        fired += mine.asks.length + (mine.refuse ? 1 : 0) + (mine.allow ? 1 : 0);
      }
    }
    expect(compared).to.equal(3000);
    // The generator is useful only if rules do fire, and not always.
    expect(fired).to.be.greaterThan(300);
  });

  it("fires the same events for every event of every rule when each rule is checked alone", async () => {
    const g = generator(7);
    for (let b = 0; b < 200; b++) {
      const rules = rulebook(g, 1);
      const book = Rulebook.load({ rules });
      for (let i = 0; i < 10; i++) {
        const f = facts(g);
        expect(await book.decide(f), JSON.stringify(rules)).to.deep.equal(await book.decideReference(f));
      }
    }
  });

  it("reads every operator, path and value as json-rules-engine does, one condition per rule", async () => {
    const values: unknown[] = [...SCALARS, "delete_note", "x", [1, 2], ["40", "A1"], [], {}, { deep: 3 }, { amount: 40 }, undefined];
    const rules: RuleSpec[] = [];
    const refs: RuleSpec[] = [];
    for (const operator of OPERATOR_NAMES) {
      const literals: unknown[] =
        operator === "in" || operator === "notIn" ? [["40", 40, "A1", true], [null, 3], "abc40", []] : operator === "matches" || operator === "notMatches" ? [...GLOBS, "4?", "A*", 40] : [0, 2, 3, 40, "40", "abc", null, true, "A1"];
      for (const path of PATHS_OF.args!) {
        for (const value of literals) rules.push({ name: `r${rules.length}`, conditions: { all: [{ fact: "args", path, operator, value }] }, event: { type: "ask", params: { question: "q" } } });
      }
      refs.push({ name: `r${refs.length}`, conditions: { any: [{ fact: "context", operator, value: { fact: "args", path: "$.amount" } }] }, event: { type: "ask", params: { question: "q" } } });
    }
    const book = Rulebook.load({ rules });
    const withRefs = Rulebook.load({ rules: refs });
    // `in` against a value that has no indexOf throws, in both: the call fails closed either way.
    const settle = (decide: () => unknown) => Promise.resolve().then(decide).then((decision) => ({ decision }), () => ({ threw: true }));
    const base = facts(generator(3));
    for (const v of values) {
      const f: RuleFacts = { ...base, args: { amount: v, order_id: v, nested: { deep: v }, list: [v, v] }, context: v as Record<string, unknown> };
      expect(await book.decide(f), JSON.stringify(v)).to.deep.equal(await book.decideReference(f));
      expect(await settle(() => withRefs.decide(f)), JSON.stringify(v)).to.deep.equal(await settle(() => withRefs.decideReference(f)));
    }
  });

  it("decides the shop's questions as json-rules-engine does, rule by rule", async () => {
    const rules: RuleSpec[] = [
      { name: "big_refund", priority: 10, conditions: { all: [{ fact: "tool", operator: "equal", value: "refund_card" }, { fact: "args", path: "$.amount", operator: "greaterThan", value: 100 }] }, event: { type: "ask", params: { question: "over 100" } } },
      { name: "daily", priority: 20, conditions: { all: [{ fact: "tool", operator: "in", value: ["refund_card"] }, { fact: "usage", params: { period: "day", sum: "amount" }, operator: "greaterThan", value: 500 }] }, event: { type: "refuse" } },
      { name: "night", priority: 20, conditions: { all: [{ fact: "tool", operator: "matches", value: "delete_*" }, { any: [{ fact: "time", path: "$.hour", operator: "lessThan", value: 9 }, { fact: "time", path: "$.weekday", operator: "in", value: ["saturday", "sunday"] }] }] }, event: { type: "refuse" } },
      { name: "small", conditions: { not: { fact: "args", path: "$.amount", operator: "greaterThanInclusive", value: 10 } }, event: { type: "allow" } },
    ];
    const book = Rulebook.load({ timezone: "Europe/Lisbon", rules });
    const base = facts(generator(1));
    for (const [tool, amount, used, now] of [
      ["refund_card", 150, 0, "2026-03-04T10:00:00Z"],
      ["refund_card", 50, 480, "2026-03-04T10:00:00Z"],
      ["delete_note", 5, 0, "2026-03-07T11:00:00Z"],
      ["delete_note", 5, 0, "2026-03-04T08:59:00Z"],
      ["get_order", undefined, 0, "2026-03-04T10:00:00Z"],
    ] as const) {
      const f: RuleFacts = { ...base, tool, args: amount === undefined ? {} : { amount }, usage: () => used + (amount ?? 0), now: Date.parse(now) };
      expect(await book.decide(f)).to.deep.equal(await book.decideReference(f));
    }
  });
  it("answers at once when every rule that can match the tool is compiled, and with a promise from the first it is not", async function () {
    const big: RuleSpec = { name: "big_refund", conditions: { all: [{ fact: "tool", operator: "equal", value: "refund_card" }, { fact: "args", path: "$.amount", operator: "greaterThan", value: 100 }] }, event: { type: "ask", params: { question: "over 100" } } };
    // A path that is not a plain `$.a.b` path: json-rules-engine evaluates this rule itself.
    const listed: RuleSpec = { name: "first_item", conditions: { all: [{ fact: "tool", operator: "equal", value: "delete_note" }, { fact: "args", path: "$.list[0]", operator: "equal", value: 1 }] }, event: { type: "refuse" } };
    const book = Rulebook.load({ rules: [big, listed] });
    const base = facts(generator(2));
    const refund = { ...base, tool: "refund_card", args: { amount: 150 } };
    const now = book.decide(refund);
    expect(now).not.to.be.instanceOf(Promise);
    expect(now).to.deep.equal(await book.decideReference(refund));
    expect((now as Awaited<typeof now>).asks.map((a) => a.rule)).to.deep.equal(["big_refund"]);
    const remove = { ...base, tool: "delete_note", args: { list: [1] } };
    const later = book.decide(remove);
    expect(later).to.be.instanceOf(Promise);
    expect(await later).to.deep.equal(await book.decideReference(remove));
    expect((await later).refuse?.rule).to.equal("first_item");
  });
});
