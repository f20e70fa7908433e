// The catalogue's findings about when a tool can run: cycles of `after:` (QG008), `at_most: 0`
// (QG009), `not_after` on itself (QG010), an undo binding a result field the schema lacks
// (QG012), an `after:` binding an argument the schema lacks (QG013), an `after:` on a tool that
// never runs (QG014), a tool no agent may reach (QG015), and a write or send nothing speaks
// about (QG004). Each comes with a call, and the history it needs, that shows it.
import type { Catalogue, CompiledTool } from "@toolgate/core";
import type { YamlSource } from "@toolgate/core";
import type { Candidate, Counterexample } from "./finding.js";
import { orderWords } from "@toolgate/core";
import { sampleArguments, trusted } from "./samples.js";

export interface ToolInputs {
  catalogue: Catalogue;
  source: YamlSource;
  kinds: ReadonlyMap<string, string>;
  /** Tools some rule of the rulebook can fire on. */
  spoken: (tool: string) => boolean;
  /** The places taken out of the catalogue for a problem that keeps it from loading: findings they cause are not reported again. */
  removed: readonly string[];
}

type History = Counterexample["history"];

/** Why each tool can never run, by its own declarations or an `after` on one that cannot. */
function neverRuns(catalogue: Catalogue): { why: Map<string, string>; cycles: string[][] } {
  const why = new Map<string, string>();
  for (const t of catalogue.tools.values()) {
    if (t.spec.withdrawn) why.set(t.name, "it is withdrawn");
    else if (t.spec.at_most === 0) why.set(t.name, `\`${orderWords.atMost(0)}\``);
    else if (Array.isArray(t.spec.agents) && t.spec.agents.length === 0) why.set(t.name, "no agent may reach it");
  }
  // Cycles of `after`: Tarjan's strongly connected components.
  const cycles: string[][] = [];
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    on.add(v);
    for (const { tool: w } of catalogue.get(v)?.after ?? []) {
      if (!catalogue.get(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      const self = catalogue.get(v)!.after.some((a) => a.tool === v);
      if (scc.length > 1 || self) cycles.push(scc.reverse());
    }
  };
  for (const name of catalogue.tools.keys()) if (!index.has(name)) visit(name);
  for (const c of cycles) for (const t of c) if (!why.has(t)) why.set(t, `it waits on itself through \`after\`: ${c.join(" → ")}`);
  let changed = true;
  while (changed) {
    changed = false;
    for (const t of catalogue.tools.values()) {
      if (why.has(t.name)) continue;
      const dead = t.after.find((a) => why.has(a.tool));
      if (dead) {
        why.set(t.name, `\`${orderWords.after(dead.tool)}\`, and \`${dead.tool}\` can never run`);
        changed = true;
      }
    }
  }
  return { why, cycles };
}

/**
 * The history that lets a tool's live `after` rules hold, and the arguments and origins of a
 * call of it that meet their bindings: each earlier tool run once, its own earlier tools first.
 */
function prepared(catalogue: Catalogue, dead: ReadonlyMap<string, string>, tool: CompiledTool): { history: History; args: Record<string, unknown>; origins: Record<string, string> } {
  const history: History = [];
  const at = new Map<string, number>();
  const callOf = (t: CompiledTool, depth: number): { args: Record<string, unknown>; origins: Record<string, string> } => {
    const declared = (t.spec.arguments.properties ?? {}) as Record<string, unknown>;
    const args = sampleArguments(t.spec.arguments);
    const origins = trusted(args);
    for (const rule of t.after) {
      const earlier = catalogue.get(rule.tool);
      if (!earlier || dead.has(rule.tool) || depth > catalogue.tools.size) continue;
      if (!at.has(rule.tool)) {
        const call = callOf(earlier, depth + 1);
        const result = Object.fromEntries(Object.values(rule.bind ?? {}).map((field) => [field, `${field}-1`]));
        at.set(rule.tool, history.length);
        history.push({ tool: rule.tool, arguments: call.args, origins: call.origins, result });
      }
      const step = at.get(rule.tool)!;
      for (const [arg, field] of Object.entries(rule.bind ?? {})) {
        if (!Object.hasOwn(declared, arg)) continue;
        args[arg] = `${field}-1`;
        origins[arg] = `result:${step}.${field}`;
        const entry = history[step]!;
        entry.result = { ...(entry.result as Record<string, unknown>), [field]: `${field}-1` };
      }
    }
    return { args, origins };
  };
  const { args, origins } = callOf(tool, 0);
  return { history, args, origins };
}

export function toolFindings(inputs: ToolInputs): Candidate[] {
  const { catalogue, source, kinds } = inputs;
  const out: Candidate[] = [];
  const place = (path: string) => ({ file: source.file, line: source.lineOf(path), path });
  const { why: dead, cycles } = neverRuns(catalogue);
  const agent = catalogue.agents.keys().next().value as string | undefined;
  const withAgent = (cx: Omit<Counterexample, "agent">): Counterexample => (agent ? { ...cx, agent } : cx);
  const orderClaim = (rule: string) => ({ kind: "call" as const, decision: "refuse", reasons: ["order_rule"], rule });

  for (const cycle of cycles) {
    const first = catalogue.get(cycle[0]!)!;
    const waits = first.after.find((a) => cycle.includes(a.tool))!;
    const { history, args, origins } = prepared(catalogue, dead, first);
    // The call stops at the first `after` whose tool never ran: the first of the cycle's, or an earlier dead one.
    const stop = first.after.find((a) => dead.has(a.tool))!;
    out.push({
      code: "QG008",
      message: `${cycle.map((t) => `\`${t}\``).join(", ")} wait on each other through \`after\`: none of them can ever run`,
      place: place(`/tools/${first.name}/after/${first.after.indexOf(waits)}`),
      counterexample: withAgent({ tool: first.name, arguments: args, origins, history }),
      claim: orderClaim(orderWords.after(stop.tool)),
    });
  }

  for (const t of catalogue.tools.values()) {
    const path = `/tools/${t.name}`;
    const live = !dead.has(t.name);
    const ready = prepared(catalogue, dead, t);
    const call = (extra: Partial<Counterexample> = {}) => withAgent({ tool: t.name, arguments: ready.args, origins: ready.origins, history: ready.history, ...extra });
    const firstDead = t.after.find((a) => dead.has(a.tool));

    if (t.spec.at_most === 0) {
      out.push({
        code: "QG009",
        message: `\`${t.name}\` can never run: \`${orderWords.atMost(0)}\``,
        place: place(`${path}/at_most`),
        counterexample: call(),
        claim: orderClaim(firstDead ? orderWords.after(firstDead.tool) : orderWords.atMost(0)),
      });
    }
    if (firstDead && !cycles.some((c) => c.includes(t.name))) {
      const i = t.after.indexOf(firstDead);
      out.push({
        code: "QG014",
        message: `\`${t.name}\` can never run: \`${orderWords.after(firstDead.tool)}\`, and \`${firstDead.tool}\` can never run (${dead.get(firstDead.tool)})`,
        place: place(`${path}/after/${i}`),
        counterexample: call(),
        claim: orderClaim(orderWords.after(firstDead.tool)),
      });
    }
    const self = (t.spec.not_after ?? []).indexOf(t.name);
    if (self >= 0 && live) {
      const again: History = [...ready.history, { tool: t.name, arguments: ready.args, origins: ready.origins }];
      out.push({
        code: "QG010",
        message: `\`${orderWords.notAfter(t.name)}\` on \`${t.name}\` itself: it runs at most once; say \`${orderWords.atMost(1)}\``,
        place: place(`${path}/not_after/${self}`),
        counterexample: call({ history: again }),
        claim: orderClaim(orderWords.notAfter(t.name)),
      });
    }
    t.after.forEach((rule, i) => {
      const declared = (t.spec.arguments.properties ?? {}) as Record<string, unknown>;
      for (const [arg, field] of Object.entries(rule.bind ?? {})) {
        if (Object.hasOwn(declared, arg) || !live) continue;
        const before = t.after.slice(0, i).some((a) => Object.keys(a.bind ?? {}).some((x) => !Object.hasOwn(declared, x)));
        out.push({
          code: "QG013",
          message: `\`${orderWords.afterBinding(rule.tool, arg, field)}\` binds \`${arg}\`, an argument \`${t.name}\` does not declare: the binding can never hold`,
          place: place(`${path}/after/${i}/bind/${arg}`),
          counterexample: call(),
          // An earlier unholdable binding stops the call first; its own finding names it.
          claim: before ? { kind: "call", decision: "refuse", reasons: ["order_rule"] } : orderClaim(orderWords.afterBinding(rule.tool, arg, field)),
        });
        break;
      }
    });
    const comp = t.spec.compensation;
    const undo = comp ? catalogue.get(comp.tool) : undefined;
    if (comp && undo && live) {
      for (const [arg, from] of Object.entries(comp.bind ?? {})) {
        if (!from.startsWith("result.") || t.resultFields.has(from.slice(7))) continue;
        const undoArgs = sampleArguments(undo.spec.arguments);
        for (const [a, f] of Object.entries(comp.bind ?? {})) undoArgs[a] = f.startsWith("args.") ? ready.args[f.slice(5)] : `${f.slice(7)}-1`;
        const history: History = [...ready.history, { tool: t.name, arguments: ready.args, origins: ready.origins, result: {} }];
        out.push({
          code: "QG012",
          message: `the undo of \`${t.name}\` binds \`${arg}\` from \`${from}\`, a field \`${t.name}\`'s result schema does not declare`,
          place: place(`${path}/compensation/bind/${arg}`),
          counterexample: withAgent({ tool: undo.name, arguments: undoArgs, origins: trusted(undoArgs), history, compensationOf: history.length - 1 }),
          claim: { kind: "call", decision: "refuse", reasons: ["compensation_mismatch"] },
        });
        break;
      }
    }
    const touched = (under: string) => inputs.removed.some((p) => p.startsWith(`${path}${under}`));
    if (Array.isArray(t.spec.agents) && t.spec.agents.length === 0 && !t.spec.withdrawn && !touched("/agents/")) {
      out.push({
        code: "QG015",
        message: `no agent may reach \`${t.name}\`: its \`agents\` list is empty`,
        place: place(`${path}/agents`),
        counterexample: { tool: t.name, arguments: ready.args, origins: ready.origins, history: [], agent: agent ?? "assistant" },
        claim: { kind: "call", decision: "refuse", reasons: ["unknown_tool"] },
      });
    }
    const kind = kinds.get(t.name) ?? "write";
    const ordered = t.after.length > 0 || (t.spec.not_after ?? []).length > 0 || t.spec.at_most !== undefined;
    if (kind !== "read" && live && !ordered && !inputs.spoken(t.name) && !touched("/")) {
      const reason = t.spec.confirm === "always" ? "confirm_always" : t.partial ? "schema_partial" : "write";
      out.push({
        code: "QG004",
        message: `\`${t.name}\` ${kind === "send" ? "sends something out" : "is a write"} no rule and no order rule speaks about: every call is only confirmed for \`${reason}\``,
        place: place(path),
        counterexample: call(),
        claim: { kind: "call", decision: "confirm", reasons: [reason], replayWith: { rulebook: true } },
      });
    }
  }
  return out;
}
