// Gateways sharing their sessions in one SQLite file: a confirmation asked through one is
// approved through the other (the PostgreSQL case runs in gateway-pins-postgres.test.ts, on its cluster).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "chai";
import { SqliteAuditLog } from "@toolgate/executor";
import { run } from "@toolgate/cli";
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

  it("takes only a store the replicas can share as `--sessions`: anything else is a usage error, before anything starts", async () => {
    const cases: Array<[string, string]> = [
      ["memory", "--sessions takes `sqlite:PATH` or `postgres://…`: sessions kept in one process need no store"],
      ["redis://localhost:6379", "--sessions takes `sqlite:PATH` or `postgres://…`"],
      ["sqlite:", "--sessions takes `sqlite:PATH` or `postgres://…`"],
      ["sessions.db", "--sessions takes `sqlite:PATH` or `postgres://…`"],
    ];
    for (const [spec, message] of cases) {
      const err: string[] = [];
      // Pins that do not exist: the spelling is refused before they (or the upstream) are read.
      const code = await run(["gateway", "--pins", join(tmpdir(), "toolgate-no-such-pins.yaml"), "--sessions", spec, "--", process.execPath, "-e", "0"], { out: () => {}, err: (t: string) => err.push(t), env: {} });
      expect(code, spec).to.equal(2);
      expect(err.join(""), spec).to.equal(`toolgate gateway: ${message}\nsee \`toolgate gateway --help\`\n`);
    }
  });
});
