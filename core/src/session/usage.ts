// What ran, per tool and period: the facts behind limits such as "at most 500.00 a day".
// Only calls reported `ran` are counted, so a refused or failed call never uses up a limit; each
// step of a session is counted once, whatever is reported for it again.
import type { MaybePromise } from "../history/heads.js";

export interface UsageRecord {
  tenant: string;
  session: string;
  /** The history step that ran: a record is kept once per (tenant, session, step). */
  step: number;
  tool: string;
  at: number;
  numbers: Record<string, number>;
}

export interface UsageStore {
  /** Records a step that ran; a second record of the same (tenant, session, step) is ignored. */
  add(record: UsageRecord): MaybePromise<void>;
  /** Records of a tenant's tool since a time (a shared store answers with a promise). */
  since(tenant: string, tool: string, since: number): MaybePromise<UsageRecord[]>;
  /**
   * For a store that replicas share: holds a tenant's tool for one check, so that checks of it
   * on every replica take turns from reading its usage to recording their answer, and an allowed
   * call is counted (reserved) before the next check reads. Without it, a call counts from its
   * `ran` report (docs/decisions.md).
   */
  hold?(tenant: string, tool: string): Promise<UsageHold>;
  /** Takes back a reservation: the call failed or was compensated, or its answer was not recorded. */
  release?(tenant: string, session: string, step: number): MaybePromise<void>;
}

/** A tenant's tool held for one check (`UsageStore.hold`). */
export interface UsageHold {
  /** Counts an allowed call from now, before it is reported; its `ran` report keeps it, another takes it back. */
  reserve(record: UsageRecord): Promise<void>;
  /** Lets the next check of the tool go on. */
  done(): Promise<void>;
}

/** Keeps usage in this process. Records older than `keepMs` are dropped as new ones arrive. */
export class MemoryUsageStore implements UsageStore {
  private readonly records = new Map<string, UsageRecord[]>();
  /** The (tenant, session, step) of every record kept. */
  private readonly counted = new Set<string>();
  constructor(private readonly keepMs = 35 * 86_400_000) {}

  add(record: UsageRecord): void {
    const once = `${record.tenant}\n${record.session}\n${record.step}`;
    if (this.counted.has(once)) return;
    this.counted.add(once);
    const key = `${record.tenant}\n${record.tool}`;
    const list = this.records.get(key) ?? [];
    list.push(record);
    const cutoff = record.at - this.keepMs;
    while (list.length > 0 && list[0]!.at < cutoff) {
      const old = list.shift()!;
      this.counted.delete(`${old.tenant}\n${old.session}\n${old.step}`);
    }
    this.records.set(key, list);
  }

  since(tenant: string, tool: string, since: number): UsageRecord[] {
    return (this.records.get(`${tenant}\n${tool}`) ?? []).filter((r) => r.at >= since);
  }
}

/** The tenant-scoped `usage` params a rulebook's rules name, found once per rules list. */
const tenantParamsOf = new WeakMap<object, Array<{ tool?: string; period: string }>>();

/**
 * The `usage` conditions of `rules` (a rulebook's rules, as written) that read the tenant's
 * usage store: each one's tool (none: the call's own) and period. A store that answers with a
 * promise is read for these before the rules run, as the rules read usage synchronously.
 */
export function tenantUsageParams(rules: readonly object[]): Array<{ tool?: string; period: string }> {
  let found = tenantParamsOf.get(rules);
  if (found) return found;
  found = [];
  const seen = new Set<object>();
  const walk = (node: unknown): void => {
    if (node === null || typeof node !== "object" || seen.has(node)) return;
    seen.add(node);
    const o = node as Record<string, unknown>;
    const params = Object.hasOwn(o, "params") ? (o.params as Record<string, unknown> | null) : null;
    if (o.fact === "usage" && params && typeof params === "object" && params.scope === "tenant" && typeof params.period === "string") {
      found!.push({ ...(typeof params.tool === "string" ? { tool: params.tool } : {}), period: params.period });
    }
    for (const v of Object.values(o)) walk(v);
  };
  for (const r of rules) walk(r);
  tenantParamsOf.set(rules, found);
  return found;
}
