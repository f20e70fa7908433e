// The rulebook's findings, solved over the boundary values of its conditions: a rule that can
// never fire (QG001), one an earlier rule always decides before (QG002), an `allow` that meets
// a `refuse` or an `ask` on the same call (QG003), a limit that counts nothing (QG006), and a
// `typed` requirement on an argument no turn can hold (QG016).
import type { Catalogue } from "@toolgate/core";
import { decisionOf, type Rulebook, type RuleSpec } from "@toolgate/core";
import type { YamlSource } from "@toolgate/core";
import { points, spaceOf, POINTS_MAX } from "./boundaries.js";
import { holds, leavesOf, type Leaf } from "./conditions.js";
import type { Candidate, Claim, Counterexample } from "./finding.js";
import { sampleArguments, trusted } from "./samples.js";
import { reader, snapshotOf, type Clocks, type Snapshot } from "./snapshot.js";

export interface RuleInputs {
  rulebook: Rulebook;
  source: YamlSource;
  catalogue: Catalogue;
  kinds: ReadonlyMap<string, string>;
  clocks: Clocks;
  /** Each rule's index in the file as written. */
  indexOf: (name: string) => number;
}

interface Rule {
  spec: RuleSpec;
  type: "refuse" | "ask" | "allow";
  priority: number;
  leaves: Leaf[] | undefined;
  pointer: string;
}

const TURN_VALUE_TYPES = new Set(["string", "number", "integer"]);

export function counterexampleOf(s: Snapshot): Counterexample {
  return {
    tool: s.tool,
    arguments: s.args,
    origins: s.origins,
    ...(s.agent !== null ? { agent: s.agent } : {}),
    ...(s.role !== null ? { role: s.role } : {}),
    context: s.context,
    history: [],
    facts: { kind: s.kind, marks: s.marks, history: s.history, usage: s.usage },
    now: new Date(s.now).toISOString(),
  };
}

export function ruleFindings(inputs: RuleInputs): Candidate[] {
  const { rulebook, source, catalogue, kinds, clocks } = inputs;
  const tools = [...catalogue.tools.values()].filter((t) => !t.spec.withdrawn).map((t) => ({ name: t.name, kind: kinds.get(t.name) ?? "write" }));
  const kindOf = (tool: string) => kinds.get(tool) ?? "write";
  const rules: Rule[] = rulebook.rules
    .map((spec) => {
      const pointer = `/rules/${inputs.indexOf(spec.name)}`;
      return { spec, type: spec.event.type, priority: spec.priority ?? 1, leaves: leavesOf(spec.conditions, `${pointer}/conditions`), pointer };
    })
    .sort((a, b) => b.priority - a.priority || (a.spec.name < b.spec.name ? -1 : a.spec.name > b.spec.name ? 1 : 0));
  const allRead = rules.every((r) => r.leaves);
  const place = (pointer: string) => ({ file: source.file, line: source.lineOf(pointer), path: pointer });
  const out: Candidate[] = [];

  /** What the whole rulebook decides on a snapshot, as the engine orders it; undefined when some rule cannot be read. */
  const decides = (s: Snapshot): Extract<Claim, { kind: "rules" }>["decides"] => {
    if (!allRead) return undefined;
    const read = reader(s, clocks);
    const fired = rules.filter((r) => holds(r.spec.conditions, read)).map((r) => ({ type: r.type, params: { rule: r.spec.name, priority: r.priority } }));
    const d = decisionOf(fired);
    if (d.refuse) return { type: "refuse", rule: d.refuse.rule };
    if (d.asks[0]) return { type: "ask", rule: d.asks[0].rule };
    if (d.allow) return { type: "allow", rule: d.allow.rule };
    return null;
  };

  /** The tools, those that declare the arguments the leaves read first: their calls make the plainest counterexamples. */
  const toolsFor = (leaves: Leaf[]) => {
    const names = leaves.filter((l) => l.fact === "args" && l.path).map((l) => l.path!.slice(2).split(".")[0]!);
    const declared = (t: { name: string }) => names.filter((n) => Object.hasOwn((catalogue.get(t.name)!.spec.arguments.properties ?? {}) as object, n)).length;
    return [...tools].sort((a, b) => declared(b) - declared(a));
  };

  /** Every snapshot of the space of these leaves. */
  function* snapshots(leaves: Leaf[]): Generator<Snapshot> {
    const space = spaceOf(leaves, toolsFor(leaves));
    for (const point of points(space, kindOf)) {
      const s = snapshotOf(point, leaves, clocks);
      if (s) yield s;
    }
  }
  const searchable = (leaves: Leaf[]) => {
    const size = spaceOf(leaves, tools).size;
    return size > 0 && size <= POINTS_MAX;
  };

  const fires = new Map<Rule, Snapshot>();
  /** The tools each rule fires on: two rules that share none never meet. */
  const on = new Map<Rule, Set<string>>();
  for (const r of rules) {
    if (!r.leaves || !searchable(r.leaves)) continue;
    let best: { s: Snapshot; score: number } | undefined;
    const tools = new Set<string>();
    on.set(r, tools);
    for (const s of snapshots(r.leaves)) {
      if (tools.has(s.tool)) continue;
      const read = reader(s, clocks);
      if (holds(r.spec.conditions, read)) {
        if (!fires.has(r)) fires.set(r, s);
        tools.add(s.tool);
        continue;
      }
      if (fires.has(r)) continue;
      const score = r.leaves.filter((l) => holds({ fact: l.fact, path: l.path, params: l.params, operator: l.operator, value: l.value }, read)).length;
      if (!best || score > best.score) best = { s, score };
    }
    if (fires.has(r) || !best) continue;
    const named = r.leaves.filter((l) => l.fact === "tool" && (l.operator === "equal" || l.operator === "in")).flatMap((l) => (Array.isArray(l.value) ? l.value : [l.value]));
    const missing = named.filter((t) => typeof t === "string" && !catalogue.get(t));
    const why = missing.length && missing.length === named.length ? `it names ${missing.map((t) => `\`${String(t)}\``).join(", ")}, which the catalogue does not have` : "no call meets its conditions together";
    out.push({
      code: "QG001",
      message: `\`${r.spec.name}\` can never fire: ${why}`,
      place: place(r.pointer),
      counterexample: counterexampleOf(best.s),
      claim: { kind: "rules", decides: decides(best.s), alone: { rule: r.spec.name, fires: false } },
    });
  }

  const meet = (a: Rule, b: Rule) => [...on.get(a)!].some((t) => on.get(b)!.has(t));
  const beats = (a: Rule, b: Rule) => {
    if (a.type === "refuse") return b.type !== "refuse" || rules.indexOf(a) < rules.indexOf(b);
    return a.type === "ask" && b.type === "allow";
  };
  const reported = new Set<string>();
  const shadowed = new Set<Rule>();
  for (const b of rules) {
    if (!fires.has(b) || !allRead) continue;
    for (const a of rules) {
      if (a === b || !fires.has(a) || !beats(a, b) || !meet(a, b)) continue;
      const leaves = [...a.leaves!, ...b.leaves!];
      if (!searchable(leaves)) continue;
      let first: Snapshot | undefined;
      let always = true;
      for (const s of snapshots(leaves)) {
        const read = reader(s, clocks);
        if (!holds(b.spec.conditions, read)) continue;
        first ??= s;
        if (!holds(a.spec.conditions, read)) {
          always = false;
          break;
        }
      }
      if (always && first) {
        reported.add(`${a.spec.name} ${b.spec.name}`);
        shadowed.add(b);
        out.push({
          code: "QG002",
          message: `\`${b.spec.name}\` never decides: wherever it fires, \`${a.spec.name}\` (${a.type}, priority ${a.priority}) decides first`,
          place: place(b.pointer),
          counterexample: counterexampleOf(first),
          claim: { kind: "rules", decides: decides(first), alone: { rule: b.spec.name, fires: true } },
        });
        break;
      }
    }
  }

  for (const x of rules) {
    if (x.type !== "allow" || !fires.has(x) || !allRead) continue;
    for (const y of rules) {
      // A rule that never decides is reported as such, not again for each allow it meets.
      if (y.type === "allow" || !fires.has(y) || shadowed.has(y) || reported.has(`${y.spec.name} ${x.spec.name}`) || !meet(x, y)) continue;
      const leaves = [...x.leaves!, ...y.leaves!];
      if (!searchable(leaves)) continue;
      for (const s of snapshots(leaves)) {
        const read = reader(s, clocks);
        if (holds(x.spec.conditions, read) && holds(y.spec.conditions, read)) {
          out.push({
            code: "QG003",
            message: `\`${x.spec.name}\` allows what \`${y.spec.name}\` ${y.type === "refuse" ? "refuses" : "asks about"}: where both fire, \`${y.spec.name}\` wins and \`${x.spec.name}\` lifts nothing`,
            place: place(x.pointer),
            counterexample: counterexampleOf(s),
            claim: { kind: "rules", decides: decides(s), alone: { rule: x.spec.name, fires: true } },
          });
          break;
        }
      }
    }
  }

  for (const r of rules) {
    for (const l of r.leaves ?? []) {
      if (l.fact === "usage") out.push(...countsNothing(inputs, r, l, fires.get(r), place));
      if (l.fact === "origins" && l.path && (l.value === "typed" || (Array.isArray(l.value) && l.value.includes("typed"))) && (l.operator === "equal" || l.operator === "in")) {
        out.push(...typedUnholdable(inputs, r, l, tools.map((t) => t.name), place));
      }
    }
  }
  return out;
}

type Place = (pointer: string) => Candidate["place"];

/** The catalogue's first agent, for a call made in a session. */
const agentOf = (inputs: RuleInputs): { agent?: string } => {
  const agent = inputs.catalogue.agents.keys().next().value as string | undefined;
  return agent ? { agent } : {};
};

/** The tools a rule's `tool` conditions let it fire on. */
function toolsOf(r: Rule, names: string[]): string[] {
  return names.filter((tool) => {
    const read = (leaf: { fact: string }) => (leaf.fact === "tool" ? tool : undefined);
    // A tool the rule rules out by name alone: every `tool` leaf of an `all` at the top fails.
    const top = r.spec.conditions as Record<string, unknown>;
    const all = Array.isArray(top.all) ? (top.all as Array<Record<string, unknown>>) : [];
    return all.filter((c) => c.fact === "tool").every((c) => holds(c, read));
  });
}

function countsNothing(inputs: RuleInputs, r: Rule, l: Leaf, fired: Snapshot | undefined, place: Place): Candidate[] {
  const params = l.params ?? {};
  const counted = typeof params.tool === "string" ? [params.tool] : toolsOf(r, [...inputs.catalogue.tools.keys()]);
  const sum = typeof params.sum === "string" ? params.sum : undefined;
  const problems: Array<{ tool: string; why: string }> = [];
  for (const tool of counted) {
    const t = inputs.catalogue.get(tool);
    if (!t) problems.push({ tool, why: `it counts \`${tool}\`, a tool the catalogue does not have` });
    else if (sum) {
      const p = ((t.spec.arguments.properties ?? {}) as Record<string, { type?: unknown }>)[sum];
      const types = Array.isArray(p?.type) ? p.type : [p?.type];
      if (!p || !types.some((x) => x === "number" || x === "integer")) problems.push({ tool, why: `it sums \`${sum}\`, which \`${tool}\` does not declare as a number` });
    }
  }
  if (!problems.length) return [];
  const { tool: countedTool, why } = problems[0]!;
  const callTool = fired?.tool ?? toolsOf(r, [...inputs.catalogue.tools.keys()])[0];
  const call = callTool ? inputs.catalogue.get(callTool) : undefined;
  if (!call) return [];
  const ran = inputs.catalogue.get(countedTool);
  // Counted calls: enough to pass a count's boundary; one for a sum, which counts nothing anyway.
  const runs = sum ? 1 : Math.min(20, Math.max(1, Math.ceil(typeof l.value === "number" ? l.value : 0) + 1));
  const history = ran ? Array.from({ length: runs }, () => ({ tool: countedTool, arguments: sampleArguments(ran.spec.arguments) })) : [];
  const args = sampleArguments(call.spec.arguments);
  return [
    {
      code: "QG006",
      message: `the limit of \`${r.spec.name}\` over \`${String(params.period)}\` counts nothing: ${why}`,
      place: place(`${l.pointer}/params`),
      counterexample: { tool: callTool!, arguments: args, origins: trusted(args), history, ...agentOf(inputs) },
      claim: { kind: "call", reasons: [], absent: [r.spec.name], replayWith: { rulebook: true } },
    },
  ];
}

function typedUnholdable(inputs: RuleInputs, r: Rule, l: Leaf, names: string[], place: Place): Candidate[] {
  const arg = l.path!.slice(2).split(".")[0]!;
  const out: Candidate[] = [];
  for (const tool of toolsOf(r, names)) {
    const t = inputs.catalogue.get(tool)!;
    const p = ((t.spec.arguments.properties ?? {}) as Record<string, Record<string, unknown>>)[arg];
    const types = p ? (Array.isArray(p.type) ? p.type : [p.type]) : [];
    const holdable = p && (types.some((x) => TURN_VALUE_TYPES.has(x as string)) || Array.isArray(p.enum) || Object.hasOwn(p, "const"));
    if (holdable) continue;
    const why = p ? `\`${tool}\`'s \`${arg}\` is ${types.filter(Boolean).map((x) => `a ${String(x)}`).join(" or ") || "of no type"}` : `\`${tool}\` does not declare \`${arg}\``;
    const base = sampleArguments(t.spec.arguments);
    const args = p ? { ...base, [arg]: base[arg] ?? (types[0] === "boolean" ? true : types[0] === "array" ? ["1"] : {}) } : { ...base, [arg]: "1" };
    const claim: Claim = p
      ? { kind: "call", decision: "confirm", reasons: ["argument_origin"], replayWith: { rulebook: true } }
      : { kind: "call", decision: "refuse", reasons: ["argument_schema"], replayWith: { rulebook: true, reasons: ["argument_schema"] } };
    out.push({
      code: "QG016",
      message: `\`${r.spec.name}\` asks that \`${arg}\` be typed, and no turn can hold it: ${why}`,
      place: place(l.pointer),
      counterexample: { tool, arguments: args, origins: { ...trusted(args), [arg]: "typed" }, turns: [`${tool} ${JSON.stringify(args[arg])}`], history: [], ...agentOf(inputs) },
      claim,
    });
  }
  return out;
}

/** Whether some rule can fire on a call of the tool; every tool when a rule cannot be searched. */
export function spokenTools(inputs: RuleInputs): (tool: string) => boolean {
  const { rulebook, catalogue, kinds, clocks } = inputs;
  const tools = [...catalogue.tools.values()].map((t) => ({ name: t.name, kind: kinds.get(t.name) ?? "write" }));
  const spoken = new Set<string>();
  for (const spec of rulebook.rules) {
    const leaves = leavesOf(spec.conditions, "");
    const space = leaves ? spaceOf(leaves, tools) : undefined;
    if (!leaves || !space || space.size > POINTS_MAX) return () => true;
    for (const point of points(space, (t) => kinds.get(t) ?? "write")) {
      const tool = point.get("tool") as string;
      if (spoken.has(tool)) continue;
      const s = snapshotOf(point, leaves, clocks);
      if (s && holds(spec.conditions, reader(s, clocks))) spoken.add(tool);
    }
  }
  return (tool) => spoken.has(tool);
}
