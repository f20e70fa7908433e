// The newest head per session in PostgreSQL, shared by every replica on the database. Advancing
// a head is one conditional statement (a compare-and-set on the step, link and outcome read), so
// of two replicas racing on one session exactly one advances; the other checks again on the new head.
import type { Head, HeadStore } from "@toolgate/core";
import type { PgDatabase } from "./pg.js";

interface Row {
  step: string;
  link: string;
  outcome: string | null;
  call: string | null;
  answer: string | null;
  entry: string | null;
}

export class PgHeadStore implements HeadStore {
  constructor(readonly db: PgDatabase) {}

  async get(session: string): Promise<Head | undefined> {
    await this.db.migrated;
    const { rows } = await this.db.pool.query<Row>("SELECT step, link, outcome, call, answer, entry FROM heads WHERE session = $1", [session]);
    const row = rows[0];
    return row ? { step: Number(row.step), link: row.link, outcome: row.outcome, call: row.call, answer: row.answer, entry: row.entry } : undefined;
  }

  async advance(session: string, expected: Head | undefined, next: Head): Promise<boolean> {
    await this.db.migrated;
    const values = [next.step, next.link, next.outcome ?? null, next.call ?? null, next.answer ?? null, next.entry ?? null];
    if (!expected) {
      const r = await this.db.pool.query("INSERT INTO heads (session, step, link, outcome, call, answer, entry) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (session) DO NOTHING", [session, ...values]);
      return r.rowCount === 1;
    }
    // `IS NOT DISTINCT FROM` compares a null outcome with a null one as equal.
    const r = await this.db.pool.query(
      "UPDATE heads SET step = $1, link = $2, outcome = $3, call = $4, answer = $5, entry = $6 WHERE session = $7 AND step = $8 AND link = $9 AND outcome IS NOT DISTINCT FROM $10",
      [...values, session, expected.step, expected.link, expected.outcome ?? null],
    );
    return r.rowCount === 1;
  }
}
