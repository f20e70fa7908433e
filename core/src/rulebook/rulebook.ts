// A tenant's rulebook: YAML rules compiled once, at registration, into a json-rules-engine
// Engine. Rules refuse a call, ask the person about it, or allow a write nobody asked about.
import { createRequire } from "node:module";
import type { Engine } from "json-rules-engine";
import { CompiledRules, CUSTOM_OPERATORS, OPERATORS as OPERATOR_FUNCTIONS, type FactSource, type RuleEvent } from "./rulebook-compiled.js";
import type { Kind } from "@toolgate/grammar-kit";
import { ToolgateError } from "../errors.js";
import { compileFileSchema } from "../load/ajv.js";
import { inlineSource, readYaml, schemaFailure, type YamlSource } from "../load/yaml-file.js";
import { periodMs } from "../session/period.js";
import { BUILTIN_REASON_CODES } from "../check/reasons.js";

export type RuleEventType = "refuse" | "ask" | "allow";

export interface RuleSpec {
  name: string;
  priority?: number;
  description?: string;
  conditions: Record<string, unknown>;
  event: { type: RuleEventType; params?: { flow?: string; question?: string; [k: string]: unknown } };
}

export interface RulebookFile {
  timezone?: string;
  rules: RuleSpec[];
}

/** The facts a rule may name. */
export const RULE_FACTS = ["tool", "kind", "agent", "role", "args", "origins", "marks", "context", "history", "usage", "time"] as const;
const OPERATORS = new Set([
  "equal", "notEqual", "lessThan", "lessThanInclusive", "greaterThan", "greaterThanInclusive",
  "in", "notIn", "contains", "doesNotContain", "matches", "notMatches",
]);

const conditionSchema = { type: "object" };
const rulebookSchema = {
  type: "object",
  additionalProperties: false,
  required: ["rules"],
  properties: {
    timezone: { type: "string" },
    rules: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["name", "conditions", "event"],
        properties: {
          name: { type: "string", pattern: "^[a-z][a-z0-9_]{0,63}$" },
          priority: { type: "integer", minimum: 1, maximum: 1000 },
          description: { type: "string" },
          conditions: conditionSchema,
          event: {
            type: "object",
            additionalProperties: false,
            required: ["type"],
            properties: {
              type: { enum: ["refuse", "ask", "allow"] },
              params: {
                type: "object",
                properties: { flow: { type: "string" }, question: { type: "string" } },
              },
            },
          },
        },
      },
    },
  },
};
const validateRulebook = compileFileSchema<RulebookFile>(rulebookSchema, "rulebook");

/** What a rule asks for, with the facts needed to say which rule and which flow. */
export interface RuleHit {
  rule: string;
  flow?: string;
  question?: string;
  priority: number;
}

export interface RulebookDecision {
  /** The first refusing rule, by priority then name. */
  refuse?: RuleHit;
  /** Every rule that asks a question. */
  asks: RuleHit[];
  /** The first rule that allows a write nobody asked about. */
  allow?: RuleHit;
}

/** The facts of one call, as rules see them. */
export interface RuleFacts {
  tool: string;
  kind: Kind;
  agent: string | null;
  role: string | null;
  args: Record<string, unknown>;
  origins: Record<string, string>;
  marks: string[];
  context: Record<string, unknown>;
  history: { count: number; ran: Record<string, number> };
  /** Computes usage for the `usage` fact's params. */
  usage: (params: UsageParams) => number;
  now: number;
}

export interface UsageParams {
  tool?: string;
  period: string;
  scope?: "session" | "tenant";
  /** The numeric argument to add up; without it, calls are counted. */
  sum?: string;
}

type TimeFacts = { hour: number; minute: number; weekday: string; date: string };

// json-rules-engine is loaded with the first rulebook: a client with none never loads it.
const require = createRequire(import.meta.url);
let rulesEngine: typeof import("json-rules-engine") | undefined;

/** A json-rules-engine Engine with the rulebook's options and operators. */
function referenceEngine(): Engine {
  rulesEngine ??= require("json-rules-engine") as typeof import("json-rules-engine");
  const engine = new rulesEngine.Engine([], { allowUndefinedFacts: true, replaceFactsInEventParams: false });
  for (const name of CUSTOM_OPERATORS) engine.addOperator(name, OPERATOR_FUNCTIONS.get(name)!);
  return engine;
}

export class Rulebook {
  /** The time facts of the last second asked for: rules that read the time read it once a second. */
  private lastTime: { second: number; facts: TimeFacts } | undefined;

  private constructor(
    readonly file: string,
    readonly rules: readonly RuleSpec[],
    private readonly engine: Engine,
    private readonly compiled: CompiledRules,
    private readonly clock: Intl.DateTimeFormat,
  ) {}

  static load(input: string | RulebookFile): Rulebook {
    const source = typeof input === "string" ? readYaml(input, "rulebook_invalid") : inlineSource(input, "<rulebook>");
    return Rulebook.fromSource(source);
  }

  static fromSource(source: YamlSource): Rulebook {
    const data = source.data;
    if (!validateRulebook(data)) throw schemaFailure(source, validateRulebook.errors ?? [], "rulebook_invalid", "the rulebook is not valid");
    const fail = (message: string, path: string) => new ToolgateError("rulebook_invalid", message, { file: source.file, line: source.lineOf(path), path });
    let clock: Intl.DateTimeFormat;
    try {
      clock = new Intl.DateTimeFormat("en-US", { timeZone: data.timezone ?? "UTC", hour: "numeric", minute: "numeric", weekday: "long", year: "numeric", month: "2-digit", day: "2-digit", hourCycle: "h23" });
    } catch {
      throw fail(`unknown time zone \`${data.timezone}\``, "/timezone");
    }
    const engine = referenceEngine();
    const names = new Set<string>();
    data.rules.forEach((rule, i) => {
      const at = `/rules/${i}`;
      if (BUILTIN_REASON_CODES.has(rule.name)) throw fail(`rule name \`${rule.name}\` shadows a built-in reason code`, `${at}/name`);
      if (names.has(rule.name)) throw fail(`rule name \`${rule.name}\` is used twice`, `${at}/name`);
      names.add(rule.name);
      if (rule.event.type === "ask" && !rule.event.params?.question) throw fail("an `ask` rule needs `event.params.question`", `${at}/event`);
      checkConditions(rule.conditions, `${at}/conditions`, fail, true);
      try {
        engine.addRule({ name: rule.name, priority: rule.priority ?? 1, conditions: rule.conditions as never, event: eventOf(rule) });
      } catch (e) {
        throw fail(`the rule does not compile: ${(e as Error).message}`, at);
      }
    });
    const compiled = new CompiledRules(
      data.rules.map((rule) => ({ name: rule.name, priority: rule.priority ?? 1, conditions: rule.conditions, event: eventOf(rule) })),
      referenceEngine,
    );
    return new Rulebook(source.file, data.rules, engine, compiled, clock);
  }

  /** The rules a call to this tool can fire (their conditions as written), in the rulebook's order. */
  rulesFor(tool: string): readonly { conditions: unknown }[] {
    return this.compiled.rulesFor(tool);
  }

  /** The time facts a rule may test, in the rulebook's time zone. */
  timeFacts(now: number): TimeFacts {
    const parts = Object.fromEntries(this.clock.formatToParts(new Date(now)).map((p) => [p.type, p.value]));
    return {
      hour: Number(parts.hour),
      minute: Number(parts.minute),
      weekday: String(parts.weekday).toLowerCase(),
      date: `${parts.year}-${parts.month}-${parts.day}`,
    };
  }

  /**
   * Runs the rules on one call's facts and sorts what fired by (priority desc, name asc). Only
   * the rules that can match the call's tool run, compiled; a fact is read only when a rule
   * that runs reads it. Answered at once when those rules are all compiled; a promise when
   * json-rules-engine evaluates one of them. A fact that throws throws here, or rejects.
   */
  decide(facts: RuleFacts): RulebookDecision | Promise<RulebookDecision> {
    let time: TimeFacts | undefined;
    let usage: Map<object, unknown> | undefined;
    const source: FactSource = {
      tool: facts.tool,
      get: (name) => {
        switch (name) {
          case "tool":
            return facts.tool;
          case "kind":
            return facts.kind;
          case "agent":
            return facts.agent;
          case "role":
            return facts.role;
          case "args":
            return facts.args;
          case "origins":
            return facts.origins;
          case "marks":
            return facts.marks;
          case "context":
            return facts.context;
          case "history":
            return facts.history;
          case "time":
            return (time ??= this.timeNow(facts.now));
          default:
            return undefined;
        }
      },
      call: (_name, params) => {
        // One figure per condition's params, as json-rules-engine keeps one per params in a run.
        usage ??= new Map();
        if (!usage.has(params)) usage.set(params, facts.usage(params as unknown as UsageParams));
        return usage.get(params);
      },
    };
    const events = this.compiled.run(source, () => this.referenceFacts(facts));
    return events instanceof Promise ? events.then(decisionOf) : decisionOf(events);
  }

  /** json-rules-engine on the same facts, every rule: the reference semantics `decide` keeps. */
  async decideReference(facts: RuleFacts): Promise<RulebookDecision> {
    const { events } = await this.engine.run(this.referenceFacts(facts));
    return decisionOf(events as Array<{ type: string; params?: Record<string, unknown> }>);
  }

  private referenceFacts(facts: RuleFacts): Record<string, unknown> {
    return {
      tool: facts.tool,
      kind: facts.kind,
      agent: facts.agent,
      role: facts.role,
      args: facts.args,
      origins: facts.origins,
      marks: facts.marks,
      context: facts.context,
      history: facts.history,
      time: this.timeFacts(facts.now),
      usage: (params: UsageParams) => facts.usage(params),
    };
  }

  private timeNow(now: number): TimeFacts {
    const second = Math.floor(now / 1000);
    const last = this.lastTime;
    if (last && last.second === second) return { ...last.facts };
    const facts = this.timeFacts(now);
    this.lastTime = { second, facts };
    return { ...facts };
  }
}

function eventOf(rule: RuleSpec): RuleEvent {
  return { type: rule.event.type, params: { ...rule.event.params, rule: rule.name, priority: rule.priority ?? 1 } };
}

/** Orders fired events deterministically: json-rules-engine returns same-priority events in completion order. */
export function decisionOf(events: Array<{ type: string; params?: Record<string, unknown> }>): RulebookDecision {
  // Most calls fire no rule: their decision is made without sorting, mapping and filtering nothing.
  if (events.length === 0) return { refuse: undefined, asks: [], allow: undefined };
  const hits = events
    .map((e) => ({
      type: e.type as RuleEventType,
      hit: {
        rule: String(e.params?.rule),
        flow: e.params?.flow as string | undefined,
        question: e.params?.question as string | undefined,
        priority: Number(e.params?.priority ?? 1),
      },
    }))
    .sort((a, b) => b.hit.priority - a.hit.priority || (a.hit.rule < b.hit.rule ? -1 : a.hit.rule > b.hit.rule ? 1 : 0));
  return {
    refuse: hits.find((h) => h.type === "refuse")?.hit,
    asks: hits.filter((h) => h.type === "ask").map((h) => h.hit),
    allow: hits.find((h) => h.type === "allow")?.hit,
  };
}

/** How deep `all`, `any` and `not` may nest: deeper is refused at load, not a stack overflow at load or at a check. */
const MAX_CONDITION_DEPTH = 32;

/**
 * A path json-rules-engine evaluates (with jsonpath-plus) may hold one recursive descent and no
 * filter or script expression: each further `..` multiplies the work by the arguments' depth
 * (`$..*..*..*..*` over 50 nested levels took 0.9 s, and each `..*` more ten times that), and an
 * expression is code jsonpath-plus evaluates, over text a tenant wrote.
 */
function checkPath(path: unknown, at: string, fail: (message: string, path: string) => ToolgateError): void {
  if (path === undefined) return;
  if (typeof path !== "string" || path.split("..").length > 2 || /[?()]/.test(path)) {
    throw fail(`a path may hold one recursive descent \`..\` and no filter or script expression, not \`${String(path)}\``, at);
  }
}

/** Whether a value nests deeper than `max` levels (a cycle nests without end), walked without recursion. */
function deeperThan(value: unknown, max: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [v, depth] = pending.pop()!;
    if (typeof v !== "object" || v === null) continue;
    if (depth >= max) return true;
    for (const x of Array.isArray(v) ? v : Object.values(v)) pending.push([x, depth + 1]);
  }
  return false;
}

function checkConditions(
  node: unknown,
  path: string,
  fail: (message: string, path: string) => ToolgateError,
  top: boolean,
  depth = 0,
): void {
  if (typeof node !== "object" || node === null || Array.isArray(node)) throw fail("a condition must be an object", path);
  const c = node as Record<string, unknown>;
  const groups = ["all", "any"].filter((k) => k in c);
  if (top && groups.length === 0 && !("not" in c)) throw fail("the top condition must be `all`, `any` or `not`", path);
  if ("condition" in c) throw fail("shared conditions by name are not supported: write the condition out", `${path}/condition`);
  if (groups.length > 0 || "not" in c) {
    if (depth >= MAX_CONDITION_DEPTH) throw fail(`conditions nest deeper than ${MAX_CONDITION_DEPTH} levels`, `${path}/${groups[0] ?? "not"}`);
    for (const g of groups) {
      const list = c[g];
      if (!Array.isArray(list)) throw fail(`\`${g}\` must be a list`, `${path}/${g}`);
      list.forEach((child, i) => checkConditions(child, `${path}/${g}/${i}`, fail, false, depth + 1));
    }
    if ("not" in c) checkConditions(c.not, `${path}/not`, fail, false, depth + 1);
    return;
  }
  checkPath(c.path, `${path}/path`, fail);
  const value = c.value;
  if (deeperThan(value, MAX_CONDITION_DEPTH)) throw fail(`a value nests deeper than ${MAX_CONDITION_DEPTH} levels`, `${path}/value`);
  if (typeof value === "object" && value !== null && Object.hasOwn(value, "fact")) checkPath((value as { path?: unknown }).path, `${path}/value/path`, fail);
  const fact = c.fact;
  if (typeof fact !== "string" || !(RULE_FACTS as readonly string[]).includes(fact)) {
    throw fail(`unknown fact \`${String(fact)}\`; a rule may name ${RULE_FACTS.join(", ")}`, `${path}/fact`);
  }
  if (typeof c.operator !== "string" || !OPERATORS.has(c.operator)) throw fail(`unknown operator \`${String(c.operator)}\``, `${path}/operator`);
  if (!("value" in c)) throw fail("a condition needs a `value`", path);
  if (fact === "usage") {
    const params = c.params as Record<string, unknown> | undefined;
    if (!params || typeof params.period !== "string" || periodMs(params.period) === undefined) {
      throw fail("the `usage` fact needs `params.period`: day, hour, week or an ISO-8601 duration", `${path}/params`);
    }
    if (params.scope !== undefined && params.scope !== "session" && params.scope !== "tenant") throw fail("`params.scope` is `session` or `tenant`", `${path}/params/scope`);
    if (params.sum !== undefined && typeof params.sum !== "string") throw fail("`params.sum` names a numeric argument", `${path}/params/sum`);
  }
}

