// The audit trail: one row per executor decision, refusals included, unique on (session, call
// id). A confirmation and the approval that resumes it share one row, so an approved write is
// never audited — or run — twice.
import Database from "better-sqlite3";
import type { Decision } from "../check.js";

/** What became of a call, as the audit row records it. */
export type AuditOutcome = "pending" | "not_run" | "declined" | "ran" | "failed" | "outcome_unknown";

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
}

export interface AuditLog {
  /**
   * Writes a row. A pending row is completed by the decision that resumes it; a row whose
   * outcome is final is never overwritten. Returns false when the row was already final.
   */
  record(row: AuditRow): boolean;
  /** The row of a call, if any. */
  get(session: string, callId: string): AuditRow | undefined;
  /** Rows, newest first (for tests and `toolgate` operators). */
  rows(limit?: number): AuditRow[];
  close(): void;
}

interface SqlRow {
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
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS audit (
  session      TEXT    NOT NULL,
  call_id      TEXT    NOT NULL,
  at           INTEGER NOT NULL,
  agent        TEXT,
  tool         TEXT    NOT NULL,
  step         INTEGER NOT NULL,
  decision     TEXT    NOT NULL CHECK (decision IN ('allow', 'confirm', 'refuse')),
  reasons      TEXT    NOT NULL,
  outcome      TEXT    NOT NULL CHECK (outcome IN ('pending', 'not_run', 'declined', 'ran', 'failed', 'outcome_unknown')),
  asked        INTEGER NOT NULL DEFAULT 0,
  retryable    INTEGER,
  attempts     INTEGER NOT NULL DEFAULT 0,
  duration_ms  INTEGER,
  arguments    TEXT    NOT NULL,
  error        TEXT,
  result_chars INTEGER,
  cut_from     INTEGER,
  PRIMARY KEY (session, call_id)
);
CREATE INDEX IF NOT EXISTS audit_at ON audit (at);
`;

function fromSql(r: SqlRow): AuditRow {
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
  };
}

/** The audit log in an embedded SQLite database: a file, or `:memory:`. */
export class SqliteAuditLog implements AuditLog {
  readonly db: Database.Database;
  private readonly upsert: Database.Statement;
  private readonly select: Database.Statement;
  private readonly list: Database.Statement;

  constructor(file: string | Database.Database = ":memory:") {
    this.db = typeof file === "string" ? new Database(file) : file;
    if (typeof file === "string" && file !== ":memory:") this.db.pragma("journal_mode = WAL");
    this.db.pragma("busy_timeout = 2000");
    this.db.exec(SCHEMA);
    // The WHERE on the conflict branch is what keeps a final row final.
    this.upsert = this.db.prepare(`
      INSERT INTO audit (session, call_id, at, agent, tool, step, decision, reasons, outcome, asked, retryable, attempts, duration_ms, arguments, error, result_chars, cut_from)
      VALUES (@session, @call_id, @at, @agent, @tool, @step, @decision, @reasons, @outcome, @asked, @retryable, @attempts, @duration_ms, @arguments, @error, @result_chars, @cut_from)
      ON CONFLICT (session, call_id) DO UPDATE SET
        at = excluded.at, agent = excluded.agent, tool = excluded.tool, step = excluded.step,
        decision = excluded.decision, reasons = excluded.reasons, outcome = excluded.outcome,
        asked = 1, retryable = excluded.retryable, attempts = excluded.attempts,
        duration_ms = excluded.duration_ms, arguments = excluded.arguments, error = excluded.error,
        result_chars = excluded.result_chars, cut_from = excluded.cut_from
      WHERE audit.outcome = 'pending'`);
    this.select = this.db.prepare("SELECT * FROM audit WHERE session = ? AND call_id = ?");
    this.list = this.db.prepare("SELECT * FROM audit ORDER BY at DESC, rowid DESC LIMIT ?");
  }

  record(row: AuditRow): boolean {
    const info = this.upsert.run({
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
    });
    return info.changes > 0;
  }

  get(session: string, callId: string): AuditRow | undefined {
    const r = this.select.get(session, callId) as SqlRow | undefined;
    return r ? fromSql(r) : undefined;
  }

  rows(limit = 100): AuditRow[] {
    return (this.list.all(limit) as SqlRow[]).map(fromSql);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
