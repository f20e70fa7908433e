// A rulebook's conditions compiled once, at registration, to plain functions, and indexed by
// the tools each rule can match, so a call meets only the rules that can speak about it.
// json-rules-engine stays the reference semantics: rulebook-compiled.test.ts runs both on
// generated facts and requires the same events. What this file copies from it, on purpose:
// - `any` is read before `all`, and `all` before `not`, when a node holds more than one;
//   an empty `all` and an empty `any` are both true;
// - an operator is its validator and its callback, exactly as json-rules-engine defines them;
// - a path applies to a fact whose value is an object; any other value is used as it is;
//   a path `$.a.b` follows own properties of truthy values, as jsonpath-plus does;
// - a `value` that is an object with a `fact` property is that fact's value;
// - a fact no rulebook fact is named is undefined.
// A rule whose paths are not plain `$.a.b` paths is evaluated by json-rules-engine itself.
// One difference, in failure only: json-rules-engine evaluates every condition of every rule,
// so a fact that throws (a usage store that is down) fails every call; here it fails the calls
// whose rules need it, as the rules that cannot match the call are not evaluated.
import type { Engine } from "json-rules-engine";
import { Glob, globMatches } from "./rulebook-glob.js";

/** The facts as the compiled conditions read them; `time` is computed only when a rule reads it. */
export interface FactSource {
  tool: string;
  get(name: string): unknown;
  /** A dynamic fact (usage) with its params. */
  call(name: string, params: Record<string, unknown>): unknown;
}

export interface RuleEvent {
  type: string;
  params: Record<string, unknown>;
}

type Operator = (fact: unknown, value: unknown) => boolean;

const numeric = (x: unknown) => Number.parseFloat(x as string).toString() !== "NaN";

/** json-rules-engine's operators (validator && callback), and the rulebook's two glob operators. */
const OPERATOR_LIST: Record<string, Operator> = {
  equal: (a, b) => a === b,
  notEqual: (a, b) => a !== b,
  in: (a, b) => (b as unknown[]).indexOf(a) > -1,
  notIn: (a, b) => (b as unknown[]).indexOf(a) === -1,
  contains: (a, b) => Array.isArray(a) && a.indexOf(b) > -1,
  doesNotContain: (a, b) => Array.isArray(a) && a.indexOf(b) === -1,
  lessThan: (a, b) => numeric(a) && (a as number) < (b as number),
  lessThanInclusive: (a, b) => numeric(a) && (a as number) <= (b as number),
  greaterThan: (a, b) => numeric(a) && (a as number) > (b as number),
  greaterThanInclusive: (a, b) => numeric(a) && (a as number) >= (b as number),
  matches: (a, b) => typeof a === "string" && typeof b === "string" && globMatches(b, a),
  notMatches: (a, b) => !(typeof a === "string" && typeof b === "string" && globMatches(b, a)),
};
export const OPERATORS: ReadonlyMap<string, Operator> = new Map(Object.entries(OPERATOR_LIST));

/** The rulebook's own operators, as json-rules-engine is given them. */
export const CUSTOM_OPERATORS = ["matches", "notMatches"] as const;

const PLAIN_PATH = /^\$(\.[A-Za-z_][A-Za-z0-9_]*)+$/;

/** Thrown at compile time for what only json-rules-engine evaluates. */
class NotCompiled extends Error {}

type Test = (facts: FactSource) => boolean;
type Value = (facts: FactSource) => unknown;

function booleanOperator(node: Record<string, unknown>): "any" | "all" | "not" | undefined {
  if (Object.prototype.hasOwnProperty.call(node, "any")) return "any";
  if (Object.prototype.hasOwnProperty.call(node, "all")) return "all";
  if (Object.prototype.hasOwnProperty.call(node, "not")) return "not";
  return undefined;
}

function compilePath(path: unknown): ((v: unknown) => unknown) | undefined {
  if (!path) return undefined;
  if (typeof path !== "string" || !PLAIN_PATH.test(path)) throw new NotCompiled();
  const steps = path.slice(2).split(".");
  return (value) => {
    if (value === null || value === undefined || typeof value !== "object") return value;
    let v: unknown = value;
    for (const step of steps) {
      if (v && Object.hasOwn(v as object, step)) v = (v as Record<string, unknown>)[step];
      else return undefined;
    }
    return v;
  };
}

function compileFact(name: unknown, params: unknown, path: unknown): Value {
  const at = compilePath(path);
  const id = String(name);
  if (id === "usage") {
    const given = (params ?? {}) as Record<string, unknown>;
    return at ? (f) => at(f.call(id, given)) : (f) => f.call(id, given);
  }
  return at ? (f) => at(f.get(id)) : (f) => f.get(id);
}

function compileValue(value: unknown): Value {
  if (value !== null && typeof value === "object" && Object.prototype.hasOwnProperty.call(value, "fact")) {
    const ref = value as { fact: unknown; params?: unknown; path?: unknown };
    return compileFact(ref.fact, ref.params, ref.path);
  }
  return () => value;
}

function compileLeaf(node: Record<string, unknown>): Test {
  const name = String(node.operator);
  const op = OPERATORS.get(name);
  if (!op) throw new NotCompiled();
  const fact = compileFact(node.fact, node.params, node.path);
  const literal = !(node.value !== null && typeof node.value === "object" && Object.prototype.hasOwnProperty.call(node.value, "fact"));
  if (literal && typeof node.value === "string" && (name === "matches" || name === "notMatches")) {
    // The glob is known at registration: compiled once, not per call.
    const re = new Glob(node.value);
    return name === "matches" ? (f) => { const a = fact(f); return typeof a === "string" && re.test(a); } : (f) => { const a = fact(f); return !(typeof a === "string" && re.test(a)); };
  }
  const value = compileValue(node.value);
  if (literal) {
    const v = node.value;
    return (f) => op(fact(f), v);
  }
  return (f) => op(fact(f), value(f));
}

function compileNode(node: unknown): Test {
  const c = node as Record<string, unknown>;
  const group = booleanOperator(c);
  if (group === "not") {
    const inner = compileNode(c.not);
    return (f) => !inner(f);
  }
  if (group) {
    const children = (c[group] as unknown[]).map(compileNode);
    if (children.length === 0) return () => true;
    if (children.length === 1) return children[0]!;
    if (group === "all") return (f) => children.every((t) => t(f));
    return (f) => children.some((t) => t(f));
  }
  return compileLeaf(c);
}

/**
 * Whether a rule can fire for a call to `tool`, from its `tool` conditions alone: false only
 * when they rule the tool out whatever the other facts are (three-valued: true, false, unknown).
 */
function canMatch(node: unknown, tool: string): boolean | undefined {
  const c = node as Record<string, unknown>;
  const group = booleanOperator(c);
  if (group === "not") {
    const inner = canMatch(c.not, tool);
    return inner === undefined ? undefined : !inner;
  }
  if (group) {
    const children = c[group] as unknown[];
    if (children.length === 0) return true;
    let unknown = false;
    for (const child of children) {
      const r = canMatch(child, tool);
      if (group === "all" && r === false) return false;
      if (group === "any" && r === true) return true;
      if (r === undefined) unknown = true;
    }
    return unknown ? undefined : group === "all";
  }
  const op = OPERATORS.get(String(c.operator));
  const literal = !(c.value !== null && typeof c.value === "object" && Object.prototype.hasOwnProperty.call(c.value, "fact"));
  // A path on the tool's name is not applied (the name is not an object), so it does not matter.
  if (c.fact !== "tool" || !op || !literal) return undefined;
  try {
    return op(tool, c.value);
  } catch {
    return undefined;
  }
}

interface CompiledRule {
  name: string;
  conditions: unknown;
  event: RuleEvent;
  /** The compiled test, or undefined when json-rules-engine evaluates this rule. */
  test: Test | undefined;
  /** json-rules-engine holding this rule alone, for a rule that is not compiled. */
  reference: Engine | undefined;
}

export interface RuleInput {
  name: string;
  priority: number;
  conditions: unknown;
  event: RuleEvent;
}

/** The rules that can speak about each tool, kept for this many tool names. */
const TOOLS_KEPT = 10_000;

export class CompiledRules {
  private readonly rules: CompiledRule[];
  private readonly byTool = new Map<string, CompiledRule[]>();

  constructor(rules: readonly RuleInput[], makeReference: () => Engine) {
    this.rules = rules.map((r) => {
      let test: Test | undefined;
      let reference: Engine | undefined;
      try {
        test = compileNode(r.conditions);
      } catch (e) {
        if (!(e instanceof NotCompiled)) throw e;
        reference = makeReference();
        reference.addRule({ name: r.name, priority: r.priority, conditions: r.conditions as never, event: r.event });
      }
      return { name: r.name, conditions: r.conditions, event: r.event, test, reference };
    });
  }

  /** The rules a call to this tool can fire, in the rulebook's order. */
  rulesFor(tool: string): readonly CompiledRule[] {
    let list = this.byTool.get(tool);
    if (!list) {
      list = this.rules.filter((r) => canMatch(r.conditions, tool) !== false);
      if (this.byTool.size < TOOLS_KEPT) this.byTool.set(tool, list);
    }
    return list;
  }

  /**
   * The events of the rules that fire. `referenceFacts` gives json-rules-engine its facts, for
   * the rules it evaluates itself. Answered at once when every rule that can match the tool is
   * compiled (a promise only from the first rule json-rules-engine evaluates): a call meets no
   * promise, and its check no time budget, for rules that are plain functions.
   */
  run(facts: FactSource, referenceFacts: () => Record<string, unknown>): RuleEvent[] | Promise<RuleEvent[]> {
    const rules = this.rulesFor(facts.tool);
    const events: RuleEvent[] = [];
    for (let i = 0; i < rules.length; i++) {
      const rule = rules[i]!;
      if (!rule.test) return this.runFrom(rules, i, events, facts, referenceFacts);
      if (rule.test(facts)) events.push(rule.event);
    }
    return events;
  }

  /** The rules from `from` on, once one of them is evaluated by json-rules-engine. */
  private async runFrom(rules: readonly CompiledRule[], from: number, events: RuleEvent[], facts: FactSource, referenceFacts: () => Record<string, unknown>): Promise<RuleEvent[]> {
    let given: Record<string, unknown> | undefined;
    for (let i = from; i < rules.length; i++) {
      const rule = rules[i]!;
      if (rule.test) {
        if (rule.test(facts)) events.push(rule.event);
      } else {
        const { events: fired } = await rule.reference!.run((given ??= referenceFacts()));
        for (const e of fired) events.push(e as RuleEvent);
      }
    }
    return events;
  }
}
