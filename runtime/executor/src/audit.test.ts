import { expect } from "chai";
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SqliteAuditLog, type AuditRow } from "./audit.js";

const row = (over: Partial<AuditRow> = {}): AuditRow => ({
  session: "s_1", callId: "c_1", at: 1000, agent: "billing", tool: "refund_card", step: 0, decision: "confirm", reasons: ["write"],
  outcome: "pending", asked: false, retryable: null, attempts: 0, durationMs: null, arguments: "{}", error: null, resultChars: null, cutFrom: null,
  ...over,
});

describe("audit log", () => {
  it("completes a pending row with the approval that resumes it: one row for the call", () => {
    const audit = new SqliteAuditLog();
    expect(audit.record(row())).to.equal(true);
    expect(audit.record(row({ decision: "allow", reasons: ["confirmed"], outcome: "ran", step: 1, attempts: 1 }))).to.equal(true);
    const rows = audit.rows();
    expect(rows).to.have.length(1);
    expect(rows[0]).to.include({ decision: "allow", outcome: "ran", asked: true, step: 1 });
    expect(rows[0]!.reasons).to.deep.equal(["confirmed"]);
    audit.close();
  });

  it("never overwrites a final row: a call id audits once", () => {
    const audit = new SqliteAuditLog();
    audit.record(row({ decision: "refuse", reasons: ["unknown_tool"], outcome: "not_run" }));
    expect(audit.record(row({ decision: "allow", reasons: ["allow"], outcome: "ran" }))).to.equal(false);
    const got = audit.get("s_1", "c_1")!;
    expect(got).to.include({ decision: "refuse", outcome: "not_run" });
    expect(got.reasons).to.deep.equal(["unknown_tool"]);
    audit.close();
  });

  it("keeps one row per (session, call id): the same id in two sessions is two calls", () => {
    const audit = new SqliteAuditLog();
    audit.record(row({ session: "s_a", decision: "allow", reasons: ["allow"], outcome: "ran" }));
    audit.record(row({ session: "s_b", decision: "refuse", reasons: ["argument_schema"], outcome: "not_run" }));
    expect(audit.rows().map((r) => [r.session, r.decision, r.reasons[0]])).to.have.deep.members([["s_a", "allow", "allow"], ["s_b", "refuse", "argument_schema"]]);
    audit.close();
  });

  it("refuses a row whose decision is not one of the three", () => {
    const audit = new SqliteAuditLog();
    expect(() => audit.record(row({ decision: "maybe" as never }))).to.throw(/CHECK constraint/);
    audit.close();
  });

  it("claims a call once: the first claim writes `started`, every later one finds the row and writes nothing", () => {
    const audit = new SqliteAuditLog();
    const first = audit.claim(row({ decision: "allow", reasons: ["allow"], outcome: "started" }));
    expect(first).to.deep.include({ claimed: true });
    expect(first.row).to.include({ outcome: "started", callId: "c_1" });
    const second = audit.claim(row({ decision: "allow", reasons: ["allow"], outcome: "started", agent: "other" }));
    expect(second.claimed).to.equal(false);
    expect(second.row).to.include({ outcome: "started", agent: "billing" });
    expect(audit.record(row({ outcome: "pending" }))).to.equal(false);
    expect(audit.finish(row({ decision: "allow", reasons: ["allow"], outcome: "ran", code: null, attempts: 1 }))).to.equal(true);
    expect(audit.finish(row({ decision: "allow", reasons: ["allow"], outcome: "failed", code: "handler_failed" }))).to.equal(false);
    expect(audit.get("s_1", "c_1")).to.include({ outcome: "ran", attempts: 1 });
    expect(audit.claim(row({ decision: "allow", reasons: ["allow"], outcome: "started" })).claimed).to.equal(false);
    audit.close();
  });

  it("claims a pending row for its approval, and spends an approval once whatever id presents it", () => {
    const audit = new SqliteAuditLog();
    audit.record(row({ callId: "asked", token: "t_approval" }));
    const other = audit.claim(row({ callId: "another-id", decision: "allow", reasons: ["confirmed"], outcome: "started", token: "t_approval" }));
    expect(other.claimed).to.equal(true);
    expect(other.row).to.include({ callId: "asked", outcome: "started", asked: true, token: "t_approval" });
    expect(audit.get("s_1", "another-id")).to.equal(undefined);
    const third = audit.claim(row({ callId: "third-id", decision: "allow", reasons: ["confirmed"], outcome: "started", token: "t_approval" }));
    expect(third.claimed).to.equal(false);
    expect(third.row).to.include({ callId: "asked", outcome: "started" });
    expect(audit.byToken("s_1", "t_approval")).to.include({ callId: "asked" });
    expect(audit.rows()).to.have.length(1);
    audit.close();
  });

  it("brings an audit file made before `started` to this schema, keeping its rows", () => {
    const dir = mkdtempSync(join(tmpdir(), "toolgate-audit-"));
    try {
      const file = join(dir, "audit.db");
      const old = new Database(file);
      old.exec(`CREATE TABLE audit (session TEXT NOT NULL, call_id TEXT NOT NULL, at INTEGER NOT NULL, agent TEXT, tool TEXT NOT NULL, step INTEGER NOT NULL,
        decision TEXT NOT NULL CHECK (decision IN ('allow', 'confirm', 'refuse')), reasons TEXT NOT NULL,
        outcome TEXT NOT NULL CHECK (outcome IN ('pending', 'not_run', 'declined', 'ran', 'failed', 'outcome_unknown')),
        asked INTEGER NOT NULL DEFAULT 0, retryable INTEGER, attempts INTEGER NOT NULL DEFAULT 0, duration_ms INTEGER, arguments TEXT NOT NULL,
        error TEXT, result_chars INTEGER, cut_from INTEGER, PRIMARY KEY (session, call_id));
        CREATE INDEX audit_at ON audit (at);
        INSERT INTO audit (session, call_id, at, tool, step, decision, reasons, outcome, arguments) VALUES ('s_1', 'old', 5, 'get_order', 0, 'allow', '["allow"]', 'ran', '{}');`);
      old.close();
      const audit = new SqliteAuditLog(file);
      expect(audit.get("s_1", "old")).to.include({ outcome: "ran", tool: "get_order", code: null, token: null });
      expect(audit.claim(row({ decision: "allow", reasons: ["allow"], outcome: "started" })).claimed).to.equal(true);
      audit.close();
      const again = new SqliteAuditLog(file);
      expect(again.rows().map((r) => r.callId)).to.have.members(["old", "c_1"]);
      again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
