// Gateway pins in PostgreSQL, shared by every gateway replica on the database: one row per tool,
// its approved definition's SHA-256 and the definition itself, so an approval made through one
// replica (or `gateway approve`) is what every replica serves at its next request.
import { pinRecord, type Pin, type PinStore, type UpstreamTool } from "@toolgate/gateway";
import type { PgDatabase } from "./pg.js";

export class PgPinStore implements PinStore {
  constructor(readonly db: PgDatabase) {}

  async read(): Promise<Map<string, Pin>> {
    await this.db.migrated;
    const { rows } = await this.db.pool.query<{ tool: string; sha256: string; approved: string; definition: Pin["definition"] | null }>("SELECT tool, sha256, approved, definition FROM pins ORDER BY tool");
    const pins = new Map<string, Pin>();
    for (const r of rows) pins.set(r.tool, { sha256: r.sha256, approved: r.approved, ...(r.definition ? { definition: r.definition } : {}) });
    return pins;
  }

  async approve(tools: readonly UpstreamTool[], now = new Date()): Promise<void> {
    await this.db.migrated;
    const client = await this.db.pool.connect();
    try {
      await client.query("BEGIN");
      for (const t of tools) {
        const pin = pinRecord(t, now);
        await client.query(
          "INSERT INTO pins (tool, sha256, approved, definition) VALUES ($1, $2, $3, $4) ON CONFLICT (tool) DO UPDATE SET sha256 = excluded.sha256, approved = excluded.approved, definition = excluded.definition",
          [t.name, pin.sha256, pin.approved, JSON.stringify(pin.definition)],
        );
      }
      await client.query("COMMIT");
    } catch (e) {
      await client.query("ROLLBACK").catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.db.release();
  }
}
