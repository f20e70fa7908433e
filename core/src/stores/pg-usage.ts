// What ran, per tenant, tool and time, in PostgreSQL: limits per period ("at most 500.00
// refunded a day") count the calls of every replica on the database. A step is counted once:
// a second record of one (tenant, session, step) is ignored, whichever replica sends it.
import type { UsageRecord, UsageStore } from "../usage.js";
import type { PgDatabase } from "./pg.js";

interface Row {
  tenant: string;
  session: string;
  step: string;
  tool: string;
  at: string;
  numbers: Record<string, number>;
}

export class PgUsageStore implements UsageStore {
  /** Records older than `keepMs` (default 35 days) are dropped as new ones arrive. */
  constructor(
    readonly db: PgDatabase,
    private readonly keepMs = 35 * 86_400_000,
  ) {}

  async add(record: UsageRecord): Promise<void> {
    await this.db.migrated;
    await this.db.pool.query("INSERT INTO usage (tenant, session, step, tool, at, numbers) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING", [
      record.tenant,
      record.session,
      record.step,
      record.tool,
      Math.round(record.at),
      JSON.stringify(record.numbers),
    ]);
    await this.db.pool.query("DELETE FROM usage WHERE tenant = $1 AND tool = $2 AND at < $3", [record.tenant, record.tool, Math.round(record.at - this.keepMs)]);
  }

  async since(tenant: string, tool: string, since: number): Promise<UsageRecord[]> {
    await this.db.migrated;
    const { rows } = await this.db.pool.query<Row>("SELECT tenant, session, step, tool, at, numbers FROM usage WHERE tenant = $1 AND tool = $2 AND at >= $3 ORDER BY at, session, step", [tenant, tool, Math.floor(since)]);
    return rows.map((r) => ({ tenant: r.tenant, session: r.session, step: Number(r.step), tool: r.tool, at: Number(r.at), numbers: r.numbers }));
  }
}
