// Gateways sharing their sessions in one SQLite file: a confirmation asked through one is
// approved through the other (the PostgreSQL case runs in gateway-pins-postgres.test.ts, on its cluster).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SqliteAuditLog } from "@toolgate/executor";
import { approvalsAcrossGateways } from "./gateway-approvals.js";

describe("gateways sharing their sessions in one SQLite file", function () {
  this.timeout(120_000);
  it("runs a call asked on one gateway and approved on the other once, and once when approved on both at once", async () => {
    const dir = mkdtempSync(join(tmpdir(), "toolgate-gateway-sqlite-sessions-"));
    try {
      const audit = join(dir, "audit.db");
      await approvalsAcrossGateways(dir, { sessions: `sqlite:${join(dir, "sessions.db")}`, audit, open: () => {
        const log = new SqliteAuditLog(audit);
        return { log, close: () => log.close() };
      } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
