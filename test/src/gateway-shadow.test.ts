// `toolgate gateway --shadow` in front of the small upstream (fake-upstream.ts): a call the gate
// would refuse or ask about reaches the upstream, the result says what the gate would have
// answered, and the audit, the log and the metrics keep the decision as it was made.
import { expect } from "chai";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client as McpClient } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { Gateway, approvePins, listUpstreamTools, type UpstreamCommand } from "@toolgate/gateway";

const fake = join(dirname(fileURLToPath(import.meta.url)), "fake-upstream.js");
const upstream: UpstreamCommand = { command: process.execPath, args: [fake] };

type Answer = { decision: string; reasons: string[]; status: string; call_id: string; shadow?: boolean; would?: { decision: string; reasons: string[] } };
const answerOf = (r: unknown): Answer => ((r as CallToolResult)._meta as Record<string, Answer>)["toolgate/answer"]!;
const textOf = (r: unknown): string => ((r as CallToolResult).content as Array<{ type: string; text?: string }>).map((c) => c.text ?? "").join("\n");

describe("gateway: shadow mode in front of a small upstream", function () {
  this.timeout(30_000);
  let dir: string;
  let pins: string;
  let overrides: string;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), "toolgate-gateway-shadow-"));
    pins = join(dir, "pins.yaml");
    approvePins(pins, await listUpstreamTools(upstream));
    overrides = join(dir, "overrides.yaml");
    // `progress_report` said to be a write, so the gate asks a person before it runs.
    writeFileSync(overrides, "tools:\n  progress_report: { kind: write }\n");
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  async function started(shadow: boolean, logs: string[]): Promise<{ gateway: Gateway; client: McpClient }> {
    const gateway = await Gateway.start({ upstream, pins, overrides, audit: join(dir, `audit-${shadow}-${logs.length}-${Date.now()}.db`), shadow, log: (l) => logs.push(l) });
    const [downstream, side] = InMemoryTransport.createLinkedPair();
    await gateway.connect(side);
    const client = new McpClient({ name: "toolgate-test", version: "1.0.0" }, { capabilities: {} });
    await client.connect(downstream);
    return { gateway, client };
  }

  it("forwards a call the gate would refuse and says so; the audit, log and metrics keep the refusal", async () => {
    const logs: string[] = [];
    const { gateway, client } = await started(true, logs);
    try {
      const r = await client.callTool({ name: "report", arguments: { month: "2026-11", cc: "x@y.example" } });
      expect(r.isError).to.not.equal(true);
      expect(textOf(r)).to.equal("report: done");
      const a = answerOf(r);
      expect(a).to.deep.include({ decision: "allow", reasons: [], shadow: true, status: "ran" });
      expect(a.would).to.deep.equal({ decision: "refuse", reasons: ["argument_schema"] });
      const [row] = await gateway.audit.rows(1);
      expect(row).to.deep.include({ callId: a.call_id, tool: "report", decision: "refuse", reasons: ["argument_schema"], outcome: "ran" });
      const line = logs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === "tools/call")!;
      expect(line).to.deep.include({ tool: "report", decision: "refuse", reasons: ["argument_schema"], status: "ran", shadow: true });
      const text = gateway.metrics.text();
      expect(text).to.match(/^toolgate_decisions_total\{decision="refuse",shadow="true"\} 1$/m);
      expect(text).to.not.match(/shadow="false"\} [1-9]/);
    } finally {
      await client.close();
      await gateway.close();
    }
  });

  it("forwards a call the gate would ask a person about, without asking or handing out a token", async () => {
    const { gateway, client } = await started(true, []);
    try {
      const r = await client.callTool({ name: "progress_report", arguments: {} });
      expect(r.isError).to.not.equal(true);
      expect(textOf(r)).to.equal("progress_report: done");
      const a = answerOf(r);
      expect(a).to.deep.include({ decision: "allow", reasons: [], shadow: true, status: "ran" });
      expect(a.would).to.deep.equal({ decision: "confirm", reasons: ["write"] });
      expect((r._meta as Record<string, unknown>)["toolgate/confirmation"]).to.equal(undefined);
      const [row] = await gateway.audit.rows(1);
      expect(row).to.deep.include({ callId: a.call_id, tool: "progress_report", decision: "confirm", reasons: ["write"], outcome: "ran" });
      // An allowed call says what it would have been too: allowed.
      const read = await client.callTool({ name: "report", arguments: { month: "2026-11" } });
      expect(answerOf(read)).to.deep.include({ decision: "allow", reasons: [], shadow: true, status: "ran" });
      expect(answerOf(read).would).to.deep.equal({ decision: "allow", reasons: ["allow"] });
      expect(gateway.metrics.text()).to.match(/^toolgate_decisions_total\{decision="confirm",shadow="true"\} 1$/m);
    } finally {
      await client.close();
      await gateway.close();
    }
  });

  it("without --shadow, the same calls are refused and asked about, and the upstream is not reached", async () => {
    const { gateway, client } = await started(false, []);
    try {
      const refused = await client.callTool({ name: "report", arguments: { month: "2026-11", cc: "x@y.example" } });
      expect(refused.isError).to.equal(true);
      expect(answerOf(refused)).to.deep.include({ decision: "refuse", reasons: ["argument_schema"], status: "refused" });
      expect(answerOf(refused).shadow).to.equal(undefined);
      const asked = await client.callTool({ name: "progress_report", arguments: {} });
      expect(answerOf(asked)).to.deep.include({ decision: "confirm", reasons: ["write"], status: "pending" });
      const outcomes = (await gateway.audit.rows(10)).map((row) => row.outcome).sort();
      expect(outcomes).to.deep.equal(["not_run", "pending"]);
    } finally {
      await client.close();
      await gateway.close();
    }
  });
});
