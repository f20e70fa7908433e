// The audit trail: one row per executor decision, refusals included, unique on (session, call
// id) and on the approval a confirmation token carries. A call is written `started` before its
// handler runs, by an insert that decides: of two runs of one call, in one process or two, only
// the one whose insert wrote the row runs. A crash leaves the row `started`, never a run unaudited.
import type Database from "better-sqlite3";
import { sqliteDatabase } from "@toolgate/store-sqlite";
import type { Decision } from "@toolgate/core";
import type { MaybePromise } from "@toolgate/core";
import type { ExecuteCode } from "@toolgate/core";

/** What became of a call, as the audit row records it. */
export type AuditOutcome = "pending" | "not_run" | "declined" | "started" | "ran" | "failed" | "outcome_unknown";

/** Outcomes after which a call id is spent: the executor never runs it again. */
export const FINAL_OUTCOMES: ReadonlySet<AuditOutcome> = new Set(["not_run", "declined", "ran", "failed", "outcome_unknown"]);

export interface AuditRow {
  session: string;
  callId: string;
  /** When the decision was made (ms since the epoch). */
  at: number;
  agent: string | null;
  tool: string;
  /** The history step the decision was recorded at. */
  step: number;
  decision: Decision;
  reasons: string[];
  outcome: AuditOutcome;
  /** True when the call was asked about before it was decided (a confirmation resumed). */
  asked: boolean;
  /** For a call that did not finish cleanly: whether running it again is safe. */
  retryable: boolean | null;
  attempts: number;
  durationMs: number | null;
  /** The arguments, sanitized, as JSON text. */
  arguments: string;
  /** A failure's message, sanitized. */
  error: string | null;
  /** The result's size in characters of JSON after the cap, and before it when it was cut. */
  resultChars: number | null;
  cutFrom: number | null;
  /** Why a call that was let run did not finish cleanly: a code of the closed set (reasons.ts). */
  code?: ExecuteCode | null;
  /** The approval a confirmation token carries (`tokenId`): a token is spent by one call only. */
  token?: string | null;
}

/** What a write-ahead claim found: the row it wrote, or the row that was there. */
export type AuditClaim = { claimed: true; row: AuditRow } | { claimed: false; row: AuditRow };

/** Where the audit is kept. A shared database answers with promises; SQLite at once. */
export interface AuditLog {
  /**
   * Writes a decision that runs nothing (pending, not_run, declined). A pending row is completed
   * by the decision that resumes it; any other row is never overwritten. Returns false when
   * nothing was written because the row was already there.
   */
  record(row: AuditRow): MaybePromise<boolean>;
  /**
   * Writes the row `started`, before the handler runs, in one atomic step: only when the call
   * (by its id, or by the approval its token carries) has no row, or a pending one. Otherwise
   * nothing is written and the row found is returned: the call must not run.
   */
  claim(row: AuditRow): MaybePromise<AuditClaim>;
  /** Completes a `started` row with its outcome. Returns false when the row was not `started`. */
  finish(row: AuditRow): MaybePromise<boolean>;
  /** The row of a call, if any. */
  get(session: string, callId: string): MaybePromise<AuditRow | undefined>;
  /** The row that spent (or waits on) an approval, if any. */
  byToken(session: string, token: string): MaybePromise<AuditRow | undefined>;
  /** Rows, newest first (for tests and `toolgate` operators). */
  rows(limit?: number): MaybePromise<AuditRow[]>;
  close(): void | Promise<void>;
  /**
   * Whether the rows outlive the process (a file, a database server). Only then does a call's id
   * name its check too: a check's answer given back after a crash is safe only where the row
   * that says whether the call ran survived the crash as well.
   */
  readonly lasting?: boolean;
}

export interface SqlRow {
  session: string;
  call_id: string;
  at: number;
  agent: string | null;
  tool: string;
  step: number;
  decision: Decision;
  reasons: string;
  outcome: AuditOutcome;
  asked: number;
  retryable: number | null;
  attempts: number;
  duration_ms: number | null;
  arguments: string;
  error: string | null;
  result_chars: number | null;
  cut_from: number | null;
  code: ExecuteCode | null;
  token: string | null;
}

export const COLUMNS = ["session", "call_id", "at", "agent", "tool", "step", "decision", "reasons", "outcome", "asked", "retryable", "attempts", "duration_ms", "arguments", "error", "result_chars", "cut_from", "code", "token"] as const;

/**
 * The conflict branch of recording a row over one already there, in SQLite and PostgreSQL alike:
 * a pending row is completed (the call was asked, then resumed); the WHERE keeps every other row
 * as it is, so a final outcome is never overwritten.
 */
export const COMPLETE_PENDING = `ON CONFLICT (session, call_id) DO UPDATE SET
    at = excluded.at, agent = excluded.agent, tool = excluded.tool, step = excluded.step,
    decision = excluded.decision, reasons = excluded.reasons, outcome = excluded.outcome,
    asked = 1, retryable = excluded.retryable, attempts = excluded.attempts,
    duration_ms = excluded.duration_ms, arguments = excluded.arguments, error = excluded.error,
    result_chars = excluded.result_chars, cut_from = excluded.cut_from, code = excluded.code,
    token = COALESCE(excluded.token, audit.token)
  WHERE audit.outcome = 'pending'`;

const TABLE = `
CREATE TABLE IF NOT EXISTS audit (
  session      TEXT    NOT NULL,
  call_id      TEXT    NOT NULL,
  at           INTEGER NOT NULL,
  agent        TEXT,
  tool         TEXT    NOT NULL,
  step         INTEGER NOT NULL,
  decision     TEXT    NOT NULL CHECK (decision IN ('allow', 'confirm', 'refuse')),
  reasons      TEXT    NOT NULL,
  outcome      TEXT    NOT NULL CHECK (outcome IN ('pending', 'not_run', 'declined', 'started', 'ran', 'failed', 'outcome_unknown')),
  asked        INTEGER NOT NULL DEFAULT 0,
  retryable    INTEGER,
  attempts     INTEGER NOT NULL DEFAULT 0,
  duration_ms  INTEGER,
  arguments    TEXT    NOT NULL,
  error        TEXT,
  result_chars INTEGER,
  cut_from     INTEGER,
  code         TEXT,
  token        TEXT,
  PRIMARY KEY (session, call_id)
);
`;
const INDEXES = `
CREATE INDEX IF NOT EXISTS audit_at ON audit (at);
CREATE UNIQUE INDEX IF NOT EXISTS audit_token ON audit (session, token) WHERE token IS NOT NULL;
`;

export function fromSql(r: SqlRow): AuditRow {
  return {
    session: r.session,
    callId: r.call_id,
    at: r.at,
    agent: r.agent,
    tool: r.tool,
    step: r.step,
    decision: r.decision,
    reasons: JSON.parse(r.reasons) as string[],
    outcome: r.outcome,
    asked: r.asked === 1,
    retryable: r.retryable === null ? null : r.retryable === 1,
    attempts: r.attempts,
    durationMs: r.duration_ms,
    arguments: r.arguments,
    error: r.error,
    resultChars: r.result_chars,
    cutFrom: r.cut_from,
    code: r.code,
    token: r.token,
  };
}

export function toSql(row: AuditRow): SqlRow {
  return {
    session: row.session,
    call_id: row.callId,
    at: Math.round(row.at),
    agent: row.agent,
    tool: row.tool,
    step: row.step,
    decision: row.decision,
    reasons: JSON.stringify(row.reasons),
    outcome: row.outcome,
    asked: row.asked ? 1 : 0,
    retryable: row.retryable === null ? null : row.retryable ? 1 : 0,
    attempts: row.attempts,
    duration_ms: row.durationMs === null ? null : Math.round(row.durationMs),
    arguments: row.arguments,
    error: row.error,
    result_chars: row.resultChars,
    cut_from: row.cutFrom,
    code: row.code ?? null,
    token: row.token ?? null,
  };
}

/**
 * Brings a table made before `started`, `code` and `token` to this schema (SQLite cannot change
 * a CHECK constraint in place): a copy in one transaction, once, by whichever process opens it first.
 */
function migrate(db: Database.Database): void {
  db.transaction(() => {
    const table = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'audit'").get() as { sql: string } | undefined;
    if (!table || table.sql.includes("'started'")) return;
    const old = new Set((db.prepare("PRAGMA table_info(audit)").all() as Array<{ name: string }>).map((c) => c.name));
    const kept = COLUMNS.filter((c) => old.has(c)).join(", ");
    db.exec("DROP INDEX IF EXISTS audit_at; ALTER TABLE audit RENAME TO audit_before_started;");
    db.exec(TABLE);
    db.exec(`INSERT INTO audit (${kept}) SELECT ${kept} FROM audit_before_started; DROP TABLE audit_before_started;`);
  }).immediate();
}

/** The audit log in an embedded SQLite database: a file, or `:memory:`. */
export class SqliteAuditLog implements AuditLog {
  readonly db: Database.Database;
  private readonly upsert: Database.Statement;
  private readonly insert: Database.Statement;
  private readonly start: Database.Statement;
  private readonly complete: Database.Statement;
  private readonly select: Database.Statement;
  private readonly selectToken: Database.Statement;
  private readonly list: Database.Statement;
  private readonly claimed: (row: AuditRow) => AuditClaim;

  /** A file's rows outlive the process; `:memory:`'s do not. */
  get lasting(): boolean {
    return !this.db.memory;
  }

  constructor(file: string | Database.Database = ":memory:") {
    this.db = typeof file === "string" ? new (sqliteDatabase())(file) : file;
    if (typeof file === "string" && file !== ":memory:") this.db.pragma("journal_mode = WAL");
    this.db.pragma("busy_timeout = 5000");
    migrate(this.db);
    this.db.exec(TABLE);
    this.db.exec(INDEXES);
    const values = COLUMNS.map((c) => `@${c}`).join(", ");
    this.upsert = this.db.prepare(`INSERT INTO audit (${COLUMNS.join(", ")}) VALUES (${values}) ${COMPLETE_PENDING}`);
    this.insert = this.db.prepare(`INSERT INTO audit (${COLUMNS.join(", ")}) VALUES (${values})`);
    this.start = this.db.prepare(`
      UPDATE audit SET at = @at, agent = @agent, tool = @tool, step = @step, decision = @decision, reasons = @reasons,
        outcome = 'started', asked = 1, retryable = NULL, attempts = 0, duration_ms = NULL, arguments = @arguments,
        error = NULL, result_chars = NULL, cut_from = NULL, code = NULL, token = COALESCE(@token, token)
      WHERE session = @session AND call_id = @call_id AND outcome = 'pending'`);
    this.complete = this.db.prepare(`
      UPDATE audit SET outcome = @outcome, retryable = @retryable, attempts = @attempts, duration_ms = @duration_ms,
        error = @error, result_chars = @result_chars, cut_from = @cut_from, code = @code
      WHERE session = @session AND call_id = @call_id AND outcome = 'started'`);
    this.select = this.db.prepare("SELECT * FROM audit WHERE session = ? AND call_id = ?");
    this.selectToken = this.db.prepare("SELECT * FROM audit WHERE session = ? AND token = ?");
    this.list = this.db.prepare("SELECT * FROM audit ORDER BY at DESC, rowid DESC LIMIT ?");
    const claim = this.db.transaction((row: AuditRow): AuditClaim => {
      const byId = this.select.get(row.session, row.callId) as SqlRow | undefined;
      const byToken = row.token ? (this.selectToken.get(row.session, row.token) as SqlRow | undefined) : undefined;
      // Two rows, one for the id and one for the approval: the approval was spent under another id.
      if (byId && byToken && byId.call_id !== byToken.call_id) return { claimed: false, row: fromSql(byToken.outcome === "pending" ? byId : byToken) };
      const found = byToken ?? byId;
      if (found && found.outcome !== "pending") return { claimed: false, row: fromSql(found) };
      const started: AuditRow = { ...row, callId: found?.call_id ?? row.callId, outcome: "started", asked: found !== undefined || row.asked, retryable: null, attempts: 0, durationMs: null, error: null, resultChars: null, cutFrom: null, code: null, token: row.token ?? found?.token ?? null };
      if (found) this.start.run(toSql(started));
      else this.insert.run(toSql(started));
      return { claimed: true, row: started };
    });
    // IMMEDIATE takes the write lock before reading, so two processes cannot both find no row.
    this.claimed = (row) => claim.immediate(row);
  }

  record(row: AuditRow): boolean {
    return this.upsert.run(toSql(row)).changes > 0;
  }

  claim(row: AuditRow): AuditClaim {
    return this.claimed(row);
  }

  finish(row: AuditRow): boolean {
    return this.complete.run(toSql(row)).changes > 0;
  }

  get(session: string, callId: string): AuditRow | undefined {
    const r = this.select.get(session, callId) as SqlRow | undefined;
    return r ? fromSql(r) : undefined;
  }

  byToken(session: string, token: string): AuditRow | undefined {
    const r = this.selectToken.get(session, token) as SqlRow | undefined;
    return r ? fromSql(r) : undefined;
  }

  rows(limit = 100): AuditRow[] {
    return (this.list.all(limit) as SqlRow[]).map(fromSql);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
