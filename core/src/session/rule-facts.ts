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

/** The tenant's usage records of every tool the rules read tenant-wide, since the longest period each is read over. */
export async function tenantUsage(engine: Engine, tool: string, now: number): Promise<Map<string, UsageRecord[]>> {
  const earliest = new Map<string, number>();
  for (const p of tenantUsageParams(engine.rulebook?.rulesFor(tool) ?? [])) {
    const t = p.tool ?? tool;
    const since = now - (periodMs(p.period) ?? 0);
    earliest.set(t, Math.min(earliest.get(t) ?? since, since));
  }
  const loaded = new Map<string, UsageRecord[]>();
  for (const [t, since] of earliest) loaded.set(t, await engine.usage.since(engine.tenantName, t, since));
  return loaded;
}

/** The call's facts as rules see them; the history's summary and the marks are made only if a rule reads them. */
export function ruleFacts(of: { engine: Engine; role: string | undefined; context: Record<string, unknown> }, call: CallFacts, kind: "read" | "write" | "send", history: HistoryFacts, now: number, ctx: CallContext, tenant: ReadonlyMap<string, UsageRecord[]>): RuleFacts {
  const usage = (params: UsageParams): number => {
    const tool = params.tool ?? call.tool;
    const since = now - (periodMs(params.period) ?? 0);
    const own = tool === call.tool ? (params.sum ? Number(ownValue(call.arguments, params.sum) ?? 0) || 0 : 1) : 0;
    const records =
      params.scope === "tenant"
        ? tenantRecords(tenant, tool, since).map((r) => r.numbers)
        : history.runs(tool).filter((r) => r.at >= since).map((r) => r.numbers);
    return records.reduce((acc, n) => acc + (params.sum ? (ownValue(n, params.sum) ?? 0) : 1), 0) + own;
  };
  let marks: string[] | undefined;
  let summary: RuleFacts["history"] | undefined;
  return {
    tool: call.tool,
    kind,
    agent: call.agent ?? null,
    role: of.role ?? null,
    args: call.arguments as Record<string, unknown>,
    origins: call.origins as Record<string, string>,
    get marks() {
      return (marks ??= ctx.marks.map(markText));
    },
    context: of.context,
    get history() {
      return (summary ??= { count: history.count, ran: history.ranByTool() });
    },
    usage,
    now,
  };
}
