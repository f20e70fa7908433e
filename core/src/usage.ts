// What ran, per tool and period: the facts behind limits such as "at most 500.00 a day".
// Only calls reported `ran` are counted, so a refused or failed call never uses up a limit; each
// step of a session is counted once, whatever is reported for it again.
import type { MaybePromise } from "./history.js";

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
  /** Records of a tenant's tool since a time. */
  since(tenant: string, tool: string, since: number): UsageRecord[];
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
