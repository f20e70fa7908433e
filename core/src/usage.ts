// What ran, per tool and period: the facts behind limits such as "at most 500.00 a day".
// Only calls reported `ran` are counted, so a refused or failed call never uses up a limit.

export interface UsageRecord {
  tenant: string;
  session: string;
  tool: string;
  at: number;
  numbers: Record<string, number>;
}

export interface UsageStore {
  add(record: UsageRecord): void;
  /** Records of a tenant's tool since a time. */
  since(tenant: string, tool: string, since: number): UsageRecord[];
}

/** Keeps usage in this process. Records older than `keepMs` are dropped as new ones arrive. */
export class MemoryUsageStore implements UsageStore {
  private readonly records = new Map<string, UsageRecord[]>();
  constructor(private readonly keepMs = 35 * 86_400_000) {}

  add(record: UsageRecord): void {
    const key = `${record.tenant}\n${record.tool}`;
    const list = this.records.get(key) ?? [];
    list.push(record);
    const cutoff = record.at - this.keepMs;
    while (list.length > 0 && list[0]!.at < cutoff) list.shift();
    this.records.set(key, list);
  }

  since(tenant: string, tool: string, since: number): UsageRecord[] {
    return (this.records.get(`${tenant}\n${tool}`) ?? []).filter((r) => r.at >= since);
  }
}
