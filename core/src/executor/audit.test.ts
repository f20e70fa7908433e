import { expect } from "chai";
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
});
