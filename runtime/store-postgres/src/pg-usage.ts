// What ran, per tenant, tool and time, in PostgreSQL: limits per period ("at most 500.00
// refunded a day") count the calls of every replica on the database. A step is counted once:
// a second record of one (tenant, session, step) is ignored, whichever replica sends it. Checks
// of one tenant's tool take turns under an advisory lock, and an allowed call is reserved before
// the lock is let go, so concurrent checks over replicas never pass a limit together.
import type { UsageHold, UsageRecord, UsageStore } from "@toolgate/core";
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
    // A reservation made at the check becomes the record; any other record of the step stays.
    await this.db.pool.query("INSERT INTO usage (tenant, session, step, tool, at, numbers) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (tenant, session, step) DO UPDATE SET reserved = false, at = excluded.at WHERE usage.reserved", [
      record.tenant,
      record.session,
      record.step,
      record.tool,
      Math.round(record.at),
      JSON.stringify(record.numbers),
    ]);
    await this.db.pool.query("DELETE FROM usage WHERE tenant = $1 AND tool = $2 AND at < $3", [record.tenant, record.tool, Math.round(record.at - this.keepMs)]);
  }

  async hold(tenant: string, tool: string): Promise<UsageHold> {
    await this.db.migrated;
    const client = await this.db.lockPool.connect();
    const key = `toolgate/usage/${tenant}/${tool}`;
    try {
      await client.query("SELECT pg_advisory_lock(hashtextextended($1, 0))", [key]);
    } catch (e) {
      client.release(e as Error);
      throw e;
    }
    let open = true;
    return {
      reserve: async (r) => {
        await client.query("INSERT INTO usage (tenant, session, step, tool, at, numbers, reserved) VALUES ($1, $2, $3, $4, $5, $6, true) ON CONFLICT DO NOTHING", [r.tenant, r.session, r.step, r.tool, Math.round(r.at), JSON.stringify(r.numbers)]);
      },
      done: async () => {
        if (!open) return;
        open = false;
        try {
          await client.query("SELECT pg_advisory_unlock(hashtextextended($1, 0))", [key]);
          client.release();
        } catch (e) {
          // A connection that cannot unlock is closed: the server lets its locks go with it.
          client.release(e as Error);
        }
      },
    };
  }

  async release(tenant: string, session: string, step: number): Promise<void> {
    await this.db.migrated;
    await this.db.pool.query("DELETE FROM usage WHERE tenant = $1 AND session = $2 AND step = $3 AND reserved", [tenant, session, step]);
  }

  async since(tenant: string, tool: string, since: number): Promise<UsageRecord[]> {
    await this.db.migrated;
    const { rows } = await this.db.pool.query<Row>("SELECT tenant, session, step, tool, at, numbers FROM usage WHERE tenant = $1 AND tool = $2 AND at >= $3 ORDER BY at, session, step", [tenant, tool, Math.floor(since)]);
    return rows.map((r) => ({ tenant: r.tenant, session: r.session, step: Number(r.step), tool: r.tool, at: Number(r.at), numbers: r.numbers }));
  }
}
