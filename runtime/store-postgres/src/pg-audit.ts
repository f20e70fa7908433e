// The executor's audit in PostgreSQL, shared by every replica: one row per decision, unique on
// (session, call id) and on the approval a token carries, with the SQLite audit's semantics. A
// claim is one transaction under an advisory lock on the session, and its insert decides: of two
// runs of one call, on one replica or two, only the one whose insert wrote the row runs.
import type pg from "pg";
import { COLUMNS, COMPLETE_PENDING, fromSql, toSql, type AuditClaim, type AuditLog, type AuditRow, type SqlRow } from "@toolgate/executor";
import type { PgDatabase } from "./pg.js";

const SELECT = `SELECT ${COLUMNS.map((c) => (c === "at" ? "at::float8 AS at" : c)).join(", ")} FROM audit`;
const PLACES = COLUMNS.map((_, i) => `$${i + 1}`).join(", ");
const INSERT = `INSERT INTO audit (${COLUMNS.join(", ")}) VALUES (${PLACES})`;
const UPSERT = `${INSERT} ${COMPLETE_PENDING}`;
const START = `UPDATE audit SET at = $3, agent = $4, tool = $5, step = $6, decision = $7, reasons = $8,
    outcome = 'started', asked = 1, retryable = NULL, attempts = 0, duration_ms = NULL, arguments = $9,
    error = NULL, result_chars = NULL, cut_from = NULL, code = NULL, token = COALESCE($10, token)
  WHERE session = $1 AND call_id = $2 AND outcome = 'pending'`;
const COMPLETE = `UPDATE audit SET outcome = $3, retryable = $4, attempts = $5, duration_ms = $6, error = $7, result_chars = $8, cut_from = $9, code = $10
  WHERE session = $1 AND call_id = $2 AND outcome = 'started'`;

function valuesOf(row: AuditRow): unknown[] {
  const r = toSql(row) as unknown as Record<string, unknown>;
  return COLUMNS.map((c) => r[c]);
}

export class PgAuditLog implements AuditLog {
  constructor(readonly db: PgDatabase) {}

  private async query<R extends pg.QueryResultRow>(sql: string, values: unknown[], client?: pg.PoolClient): Promise<pg.QueryResult<R>> {
    await this.db.migrated;
    return (client ?? this.db.pool).query<R>(sql, values);
  }

  async record(row: AuditRow): Promise<boolean> {
    return ((await this.query(UPSERT, valuesOf(row))).rowCount ?? 0) > 0;
  }

  async claim(row: AuditRow): Promise<AuditClaim> {
    await this.db.migrated;
    const client = await this.db.pool.connect();
    try {
      await client.query("BEGIN");
      // Claims on one session wait for each other, so two replicas cannot both find no row.
      await client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [`toolgate/audit/${row.session}`]);
      const one = async (sql: string, values: unknown[]) => (await client.query<SqlRow>(sql, values)).rows[0];
      const byId = await one(`${SELECT} WHERE session = $1 AND call_id = $2`, [row.session, row.callId]);
      const byToken = row.token ? await one(`${SELECT} WHERE session = $1 AND token = $2`, [row.session, row.token]) : undefined;
      let result: AuditClaim;
      // Two rows, one for the id and one for the approval: the approval was spent under another id.
      if (byId && byToken && byId.call_id !== byToken.call_id) result = { claimed: false, row: fromSql(byToken.outcome === "pending" ? byId : byToken) };
      else {
        const found = byToken ?? byId;
        if (found && found.outcome !== "pending") result = { claimed: false, row: fromSql(found) };
        else {
          const started: AuditRow = { ...row, callId: found?.call_id ?? row.callId, outcome: "started", asked: found !== undefined || row.asked, retryable: null, attempts: 0, durationMs: null, error: null, resultChars: null, cutFrom: null, code: null, token: row.token ?? found?.token ?? null };
          const s = toSql(started);
          const wrote = found
            ? await client.query(START, [s.session, s.call_id, s.at, s.agent, s.tool, s.step, s.decision, s.reasons, s.arguments, s.token])
            : await client.query(`${INSERT} ON CONFLICT DO NOTHING`, valuesOf(started));
          if (wrote.rowCount === 1) result = { claimed: true, row: started };
          else {
            // A row written outside the lock (a record) came first: the insert did not decide for this run.
            const now = await one(`${SELECT} WHERE session = $1 AND call_id = $2`, [s.session, s.call_id]);
            const held = now ?? (row.token ? await one(`${SELECT} WHERE session = $1 AND token = $2`, [row.session, row.token]) : undefined);
            if (!held) throw new Error("the audit row neither was written nor is there");
            result = { claimed: false, row: fromSql(held) };
          }
        }
      }
      await client.query("COMMIT");
      return result;
    } catch (e) {
      await client.query("ROLLBACK").catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  }

  async finish(row: AuditRow): Promise<boolean> {
    const s = toSql(row);
    const r = await this.query(COMPLETE, [s.session, s.call_id, s.outcome, s.retryable, s.attempts, s.duration_ms, s.error, s.result_chars, s.cut_from, s.code]);
    return (r.rowCount ?? 0) > 0;
  }

  async get(session: string, callId: string): Promise<AuditRow | undefined> {
    const r = (await this.query<SqlRow>(`${SELECT} WHERE session = $1 AND call_id = $2`, [session, callId])).rows[0];
    return r ? fromSql(r) : undefined;
  }

  async byToken(session: string, token: string): Promise<AuditRow | undefined> {
    const r = (await this.query<SqlRow>(`${SELECT} WHERE session = $1 AND token = $2`, [session, token])).rows[0];
    return r ? fromSql(r) : undefined;
  }

  async rows(limit = 100): Promise<AuditRow[]> {
    return (await this.query<SqlRow>(`${SELECT} ORDER BY at DESC, seq DESC LIMIT $1`, [limit])).rows.map(fromSql);
  }

  /** The database is released by whoever opened it (the pool is shared with the other stores). */
  close(): void {}
}
