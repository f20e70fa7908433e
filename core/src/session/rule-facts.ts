// A call's facts as the rulebook reads them: the call, its marks, the history's counts and the
// usage of each tool, in the session or tenant-wide (read before the rules run).
import type { CallContext, CallFacts } from "../check/context.js";
import { markText } from "../check/facts.js";
import type { HistoryFacts } from "../history/history-summary.js";
import type { RuleFacts, UsageParams } from "../rulebook/rulebook.js";
import type { Engine } from "./engine.js";
import { periodMs } from "./period.js";
import { tenantUsageParams, type UsageRecord } from "./usage.js";
import { ownValue } from "./values.js";

/** A tool's tenant-wide records since a time, from those read before the rules ran; a tool not read is a fault, not zero. */
function tenantRecords(tenant: ReadonlyMap<string, UsageRecord[]>, tool: string, since: number): UsageRecord[] {
  const records = tenant.get(tool);
  if (!records) throw new Error(`the tenant's usage of \`${tool}\` was not read before the rules ran`);
  return records.filter((r) => r.at >= since);
}

/** No tool's usage read tenant-wide: what the rules of most tools are given. */
export const NO_TENANT_USAGE: ReadonlyMap<string, UsageRecord[]> = new Map();

/**
 * The tenant's usage records of every tool the rules read tenant-wide, since the longest period
 * each is read over. At once when the store answers at once (or no rule reads it); a promise when
 * a shared store answers with one.
 */
export function tenantUsage(engine: Engine, tool: string, now: number): ReadonlyMap<string, UsageRecord[]> | Promise<ReadonlyMap<string, UsageRecord[]>> {
  const params = tenantUsageParams(engine.rulebook?.rulesFor(tool) ?? []);
  if (params.length === 0) return NO_TENANT_USAGE;
  const earliest = new Map<string, number>();
  for (const p of params) {
    const t = p.tool ?? tool;
    const since = now - (periodMs(p.period) ?? 0);
    earliest.set(t, Math.min(earliest.get(t) ?? since, since));
  }
  const loaded = new Map<string, UsageRecord[]>();
  const tools = [...earliest];
  const next = (i: number): Map<string, UsageRecord[]> | Promise<Map<string, UsageRecord[]>> => {
    for (; i < tools.length; i++) {
      const [t, since] = tools[i]!;
      const records = engine.usage.since(engine.tenantName, t, since);
      if (!Array.isArray(records)) {
        const at = i;
        return Promise.resolve(records).then((r) => {
          loaded.set(t, r);
          return next(at + 1);
        });
      }
      loaded.set(t, records);
    }
    return loaded;
  };
  return next(0);
}

/**
 * The call's facts as rules see them; the history's summary and the marks are made only if a rule
 * reads them. A class, its lazy readers on the prototype: a getter written in an object literal
 * gives every call's object an accessor of its own, which V8 keeps in the old generation, and
 * through its closure every object of the call would outlive the next scavenges.
 */
class CallRuleFacts implements RuleFacts {
  readonly tool: string;
  readonly agent: string | null;
  readonly role: string | null;
  readonly args: Record<string, unknown>;
  readonly origins: Record<string, string>;
  readonly context: Record<string, unknown>;
  readonly kind: "read" | "write" | "send";
  readonly now: number;
  readonly #summary: HistoryFacts;
  readonly #ctx: CallContext;
  readonly #tenant: ReadonlyMap<string, UsageRecord[]>;
  #marks: string[] | undefined;
  #counts: RuleFacts["history"] | undefined;

  constructor(of: { role: string | undefined; context: Record<string, unknown> }, call: CallFacts, kind: "read" | "write" | "send", summary: HistoryFacts, now: number, ctx: CallContext, tenant: ReadonlyMap<string, UsageRecord[]>) {
    this.kind = kind;
    this.now = now;
    this.#summary = summary;
    this.#ctx = ctx;
    this.#tenant = tenant;
    this.tool = call.tool;
    this.agent = call.agent ?? null;
    this.role = of.role ?? null;
    this.args = call.arguments as Record<string, unknown>;
    this.origins = call.origins as Record<string, string>;
    this.context = of.context;
  }

  get marks(): string[] {
    return (this.#marks ??= this.#ctx.marks.map(markText));
  }

  get history(): RuleFacts["history"] {
    return (this.#counts ??= { count: this.#summary.count, ran: this.#summary.ranByTool() });
  }

  /** A function of its own, so that it may be passed on unbound. */
  readonly usage = (params: UsageParams): number => {
    const tool = params.tool ?? this.tool;
    const since = this.now - (periodMs(params.period) ?? 0);
    const own = tool === this.tool ? (params.sum ? Number(ownValue(this.args, params.sum) ?? 0) || 0 : 1) : 0;
    const records =
      params.scope === "tenant"
        ? tenantRecords(this.#tenant, tool, since).map((r) => r.numbers)
        : this.#summary.runs(tool).filter((r) => r.at >= since).map((r) => r.numbers);
    return records.reduce((acc, n) => acc + (params.sum ? (ownValue(n, params.sum) ?? 0) : 1), 0) + own;
  };
}

/** The call's facts as rules see them; the history's summary and the marks are made only if a rule reads them. */
export function ruleFacts(of: { engine: Engine; role: string | undefined; context: Record<string, unknown> }, call: CallFacts, kind: "read" | "write" | "send", history: HistoryFacts, now: number, ctx: CallContext, tenant: ReadonlyMap<string, UsageRecord[]>): RuleFacts {
  return new CallRuleFacts(of, call, kind, history, now, ctx, tenant);
}
