// Two `toolgate gateway` processes over stdio in front of server-everything, their audit in one
// PostgreSQL database (`--audit postgres://…`), one with `--metrics PORT`: each call is one audit
// row in the shared table, and the metrics listener counts it.
import { expect } from "chai";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { Client as McpClient } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { approvePins, listUpstreamTools, type UpstreamCommand } from "@toolgate/gateway";
import { startPostgres, type Postgres } from "./postgres.js";

const require = createRequire(import.meta.url);
const cli = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "runtime", "cli", "dist", "main.js");
const everythingPackage = require.resolve("@modelcontextprotocol/server-everything/package.json");
const everythingBin = join(dirname(everythingPackage), (JSON.parse(readFileSync(everythingPackage, "utf8")) as { bin: Record<string, string> }).bin["mcp-server-everything"]!);
const upstream: UpstreamCommand = { command: process.execPath, args: [everythingBin, "stdio"] };

describe("gateways sharing a PostgreSQL audit", function () {
  this.timeout(60_000);
  let server: Postgres;
  let dir: string;
  const clients: McpClient[] = [];
  const logs: string[][] = [[], []];

  before(async () => {
    server = await startPostgres();
    dir = mkdtempSync(join(tmpdir(), "toolgate-gateway-pg-"));
    approvePins(join(dir, "pins.yaml"), await listUpstreamTools(upstream));
    for (const i of [0, 1]) {
      const transport = new StdioClientTransport({
        command: process.execPath,
        args: [cli, "gateway", "--pins", join(dir, "pins.yaml"), "--audit", server.url, ...(i === 0 ? ["--metrics", "0"] : []), "--", upstream.command, ...upstream.args!],
        stderr: "pipe",
      });
      transport.stderr?.on("data", (chunk: Buffer) => logs[i]!.push(...chunk.toString("utf8").split("\n").filter(Boolean)));
      const client = new McpClient({ name: "toolgate-test", version: "1.0.0" }, { capabilities: {} });
      await client.connect(transport);
      clients.push(client);
    }
  });
  after(async () => {
    for (const c of clients) await c.close();
    rmSync(dir, { recursive: true, force: true });
    server?.stop();
  });

  it("writes each gateway's calls to the one audit table, a row per call, and counts them on /metrics", async () => {
    const results = await Promise.all(clients.flatMap((c, i) => [0, 1, 2].map((k) => c.callTool({ name: "echo", arguments: { message: `gateway ${i} call ${k}` } }))));
    for (const r of results) expect(((r as CallToolResult)._meta as Record<string, { decision: string; status: string }>)["toolgate/answer"]).to.include({ decision: "allow", status: "ran" });
    const db = new pg.Client({ connectionString: server.url });
    await db.connect();
    try {
      const { rows } = await db.query("SELECT count(*)::int AS n, count(DISTINCT (session, call_id))::int AS calls, count(DISTINCT session)::int AS sessions, bool_and(outcome = 'ran') AS ran FROM audit WHERE tool = 'echo'");
      expect(rows).to.deep.equal([{ n: 6, calls: 6, sessions: 2, ran: true }]);
      const versions = await db.query("SELECT version FROM toolgate_migrations ORDER BY version");
      expect(versions.rows.map((r) => r.version)).to.include.members([1, 2]);
    } finally {
      await db.end();
    }
    const parsed = logs[0]!.flatMap((l) => {
      try {
        return [JSON.parse(l) as { msg?: string; url?: string }];
      } catch {
        return [];
      }
    });
    const line = parsed.find((l) => l.msg === "metrics listening");
    expect(line?.url).to.match(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const text = await (await fetch(line!.url!)).text();
    expect(text).to.match(/^toolgate_decisions_total\{decision="allow",shadow="false"\} 3$/m);
    expect(text).to.match(/^toolgate_requests_total\{route="tools\/call",status="ran"\} 3$/m);
  });
});
