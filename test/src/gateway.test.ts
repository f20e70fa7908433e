// `toolgate gateway` in front of a real MCP server from the registry,
// @modelcontextprotocol/server-everything, driven by the MCP SDK's own client: over stdio
// end to end (the gateway as its own process), then in process for elicitation, pins and HTTP.
import { expect } from "chai";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { Client as McpClient } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { ElicitRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { createMetricsServer, listenOn } from "@toolgate/server";
import { Gateway, approvePins, createGatewayHttpServer, listUpstreamTools, pinOf, readPins, type UpstreamCommand } from "@toolgate/gateway";
import { run } from "@toolgate/cli";

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const cli = join(root, "runtime", "cli", "dist", "main.js");
const everythingPackage = require.resolve("@modelcontextprotocol/server-everything/package.json");
const everythingBin = join(dirname(everythingPackage), (JSON.parse(readFileSync(everythingPackage, "utf8")) as { bin: Record<string, string> }).bin["mcp-server-everything"]!);
const upstream: UpstreamCommand = { command: process.execPath, args: [everythingBin, "stdio"] };

const SECRET_KEY = "sk_live_4eC39HqLyjWDarjtT1zdp7dc";
const SECRET_BEARER = "Bearer abcdefgh12345678zz";

const OVERRIDES = `# What we say of server-everything's tools.
agents: [assistant, other]
tools:
  get-tiny-image: { agents: [other] }
  trigger-long-running-operation: { idempotent: true }
  echo:
    arguments: { properties: { message: { maxLength: 50 } } }
`;

type Answer = { decision: string; reasons: string[]; status: string; call_id: string; retryable?: boolean; asked?: string };
const answerOf = (r: unknown): Answer => ((r as CallToolResult)._meta as Record<string, Answer>)["toolgate/answer"]!;
const textOf = (r: unknown): string => ((r as CallToolResult).content as Array<{ type: string; text?: string }>).map((c) => c.text ?? "").join("\n");

let offered: ReturnType<typeof listUpstreamTools> | undefined;

/** Pins every tool but `get-sum` (new), and `get-annotated-message` as it was before a change. */
async function pinAllButTwo(pins: string): Promise<void> {
  const tools = await (offered ??= listUpstreamTools(upstream));
  approvePins(pins, tools.filter((t) => t.name !== "get-sum"));
  const text = readFileSync(pins, "utf8");
  const changed = tools.find((t) => t.name === "get-annotated-message")!;
  writeFileSync(pins, text.replace(pinOf(changed), pinOf({ ...changed, description: "Demonstrates annotations." })));
}

describe("gateway: over stdio in front of server-everything, with the SDK's client", function () {
  this.timeout(30_000);
  let dir: string;
  let client: McpClient;
  const logs: string[] = [];

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), "toolgate-gateway-"));
    await pinAllButTwo(join(dir, "pins.yaml"));
    writeFileSync(join(dir, "overrides.yaml"), OVERRIDES);
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [
        cli, "gateway", "--pins", join(dir, "pins.yaml"), "--overrides", join(dir, "overrides.yaml"), "--agent", "assistant",
        "--audit", join(dir, "audit.db"), "--timeout", "300", "--max-result-chars", "100000", "--env", `API_KEY=${SECRET_KEY}`, "--env", `UPSTREAM_AUTH=${SECRET_BEARER}`,
        "--", ...[upstream.command, ...upstream.args!],
      ],
      stderr: "pipe",
    });
    transport.stderr?.on("data", (chunk: Buffer) => logs.push(...chunk.toString("utf8").split("\n").filter(Boolean)));
    client = new McpClient({ name: "toolgate-test", version: "1.0.0" }, { capabilities: {} });
    await client.connect(transport);
  });

  after(async () => {
    await client?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("lists the pinned tools this agent may reach, with the tightened schemas, and hides the rest", async () => {
    const { tools } = await client.listTools();
    const names = tools.map((t) => t.name);
    expect(names).to.include.members(["echo", "get-env", "toggle-simulated-logging", "trigger-long-running-operation"]);
    expect(names).to.not.include.members(["get-tiny-image", "get-sum", "get-annotated-message"]);
    const echo = tools.find((t) => t.name === "echo")!;
    expect(echo.inputSchema).to.deep.include({ additionalProperties: false, required: ["message"] });
    expect((echo.inputSchema.properties as Record<string, object>).message).to.deep.include({ type: "string", maxLength: 50 });
  });

  it("forwards an allowed read and returns the upstream's result", async () => {
    const r = await client.callTool({ name: "echo", arguments: { message: "hello-private-words" } });
    expect(answerOf(r)).to.include({ decision: "allow", status: "ran" });
    expect(answerOf(r).reasons).to.deep.equal(["allow"]);
    expect(r.isError).to.not.equal(true);
    expect(textOf(r)).to.equal("Echo: hello-private-words");
  });

  it("refuses with the reasons as a tool error: unknown tool, undeclared argument, a schema the override tightened", async () => {
    const unknown = await client.callTool({ name: "delete_everything", arguments: {} });
    expect(unknown.isError).to.equal(true);
    expect(answerOf(unknown)).to.include({ decision: "refuse" });
    expect(answerOf(unknown).reasons).to.deep.equal(["unknown_tool"]);
    const extra = await client.callTool({ name: "echo", arguments: { message: "hi", cc: "x@y.example" } });
    expect(answerOf(extra).decision).to.equal("refuse");
    expect(answerOf(extra).reasons).to.deep.equal(["argument_schema"]);
    expect(textOf(extra)).to.include("pointer /cc");
    const long = await client.callTool({ name: "echo", arguments: { message: "x".repeat(51) } });
    expect(answerOf(long).decision).to.equal("refuse");
    expect(answerOf(long).reasons).to.deep.equal(["argument_schema"]);
    expect(textOf(long)).to.include("rule maxLength");
  });

  it("refuses a tool nobody approved, and one whose definition changed since it was approved", async () => {
    const fresh = await client.callTool({ name: "get-sum", arguments: { a: 1, b: 2 } });
    expect(answerOf(fresh).decision).to.equal("refuse");
    expect(answerOf(fresh).reasons).to.deep.equal(["unknown_tool"]);
    expect(textOf(fresh)).to.include("nobody approved it yet").and.include("toolgate gateway approve --tool get-sum");
    const changed = await client.callTool({ name: "get-annotated-message", arguments: { messageType: "success" } });
    expect(answerOf(changed).decision).to.equal("refuse");
    expect(answerOf(changed).reasons).to.deep.equal(["unknown_tool"]);
    expect(textOf(changed)).to.include("its definition changed since it was approved");
  });

  it("hides and refuses a tool reserved to another agent", async () => {
    const r = await client.callTool({ name: "get-tiny-image", arguments: {} });
    expect(answerOf(r).decision).to.equal("refuse");
    expect(answerOf(r).reasons).to.deep.equal(["unknown_tool"]);
  });

  it("answers a write with the question and the token to present; the token in _meta runs it once", async () => {
    const asked = await client.callTool({ name: "toggle-simulated-logging", arguments: {} });
    expect(asked.isError).to.equal(true);
    expect(answerOf(asked)).to.include({ decision: "confirm", status: "pending" });
    expect(answerOf(asked).reasons).to.deep.equal(["write"]);
    const token = (asked._meta as Record<string, string>)["toolgate/confirmation"]!;
    expect(token).to.match(/^tg1\./);
    expect(textOf(asked)).to.include("waits for a person's approval").and.include(token).and.include('"toolgate/confirmation"');

    const approved = await client.callTool({ name: "toggle-simulated-logging", arguments: {}, _meta: { "toolgate/confirmation": token } });
    expect(answerOf(approved)).to.include({ decision: "allow", status: "ran" });
    expect(answerOf(approved).reasons).to.deep.equal(["confirmed"]);
    expect(textOf(approved)).to.match(/^Started simulated, random-leveled logging/);

    const replayed = await client.callTool({ name: "toggle-simulated-logging", arguments: {}, _meta: { "toolgate/confirmation": token } });
    expect(replayed.isError).to.equal(true);
    expect(answerOf(replayed)).to.include({ decision: "allow", status: "duplicate" });
    expect(answerOf(replayed).reasons).to.deep.equal(["confirmed"]);
  });

  it("redacts credentials and bearer tokens from what the upstream returns", async () => {
    const r = await client.callTool({ name: "get-env", arguments: {} });
    expect(answerOf(r).decision).to.equal("allow");
    expect(answerOf(r).reasons).to.deep.equal(["allow"]);
    const text = textOf(r);
    expect(text).to.include(`"API_KEY": "[redacted:api_key]"`);
    expect(text).to.include('"UPSTREAM_AUTH": "Bearer [redacted:bearer]"');
    expect(text).to.not.include(SECRET_KEY).and.not.include("abcdefgh12345678zz");
  });

  it("gives up a call that outlives its timeout as outcome_unknown, retryable because the overrides declare it idempotent", async () => {
    const r = await client.callTool({ name: "trigger-long-running-operation", arguments: { duration: 5, steps: 1 } });
    expect(r.isError).to.equal(true);
    expect(answerOf(r)).to.include({ decision: "allow", status: "outcome_unknown", retryable: true });
    expect(answerOf(r).reasons).to.deep.equal(["allow"]);
    expect(textOf(r)).to.include("calling it again is safe");
  });

  it("audits one row per call, the approval completing its confirmation's row, and logs no argument or secret", async () => {
    const db = new Database(join(dir, "audit.db"), { readonly: true });
    try {
      const rows = db.prepare("SELECT tool, decision, reasons, outcome, asked FROM audit ORDER BY at, rowid").all() as Array<{ tool: string; decision: string; reasons: string; outcome: string; asked: number }>;
      const toggles = rows.filter((r) => r.tool === "toggle-simulated-logging");
      expect(toggles).to.deep.equal([{ tool: "toggle-simulated-logging", decision: "allow", reasons: '["confirmed"]', outcome: "ran", asked: 1 }]);
      expect(rows.filter((r) => r.decision === "refuse").map((r) => JSON.parse(r.reasons)[0])).to.include.members(["unknown_tool", "argument_schema"]);
    } finally {
      db.close();
    }
    const calls = logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === "tools/call");
    expect(calls.find((c) => c.tool === "echo")).to.include({ decision: "allow", status: "ran" });
    const all = logs.join("\n");
    expect(all).to.not.include("hello-private-words").and.not.include(SECRET_KEY);
  });
});

describe("gateway: in process, with elicitation, pins and streamable HTTP", function () {
  this.timeout(30_000);
  let dir: string;
  let gateway: Gateway;
  const logs: string[] = [];

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), "toolgate-gateway-"));
    await pinAllButTwo(join(dir, "pins.yaml"));
    writeFileSync(join(dir, "overrides.yaml"), OVERRIDES);
    gateway = await Gateway.start({ upstream, pins: join(dir, "pins.yaml"), overrides: join(dir, "overrides.yaml"), agent: "assistant", log: (l) => logs.push(l) });
  });
  after(async () => {
    await gateway?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function elicitingClient(answer: () => { action: "accept" | "decline"; content?: Record<string, unknown> }, asked: string[]): Promise<McpClient> {
    const [downstream, upstreamSide] = InMemoryTransport.createLinkedPair();
    await gateway.connect(upstreamSide);
    const c = new McpClient({ name: "toolgate-test", version: "1.0.0" }, { capabilities: { elicitation: { form: {} } } });
    c.setRequestHandler(ElicitRequestSchema, async (request) => {
      asked.push(String((request.params as { message: string }).message));
      return answer();
    });
    await c.connect(downstream);
    return c;
  }

  it("asks the person through elicitation and forwards the call they approve", async () => {
    const asked: string[] = [];
    const c = await elicitingClient(() => ({ action: "accept", content: { approve: true } }), asked);
    try {
      const r = await c.callTool({ name: "toggle-subscriber-updates", arguments: {} });
      expect(asked).to.have.length(1);
      expect(asked[0]).to.include("Tool: toggle-subscriber-updates");
      expect(r.isError).to.not.equal(true);
      expect(answerOf(r)).to.include({ decision: "allow", status: "ran" });
      expect(answerOf(r).reasons).to.deep.equal(["confirmed"]);
      expect(textOf(r)).to.match(/^Started simulated resource updated notifications/);
    } finally {
      await c.close();
    }
  });

  it("does not run a call the person declines, and audits it as declined", async () => {
    const asked: string[] = [];
    const c = await elicitingClient(() => ({ action: "decline" }), asked);
    try {
      const r = await c.callTool({ name: "toggle-subscriber-updates", arguments: {} });
      expect(asked).to.have.length(1);
      expect(r.isError).to.equal(true);
      expect(answerOf(r)).to.include({ decision: "confirm", status: "declined", asked: "declined" });
      expect(answerOf(r).reasons).to.deep.equal(["write"]);
      expect(textOf(r)).to.include("The person declined");
      const row = (await gateway.audit.rows(1))[0]!;
      expect(row).to.include({ tool: "toggle-subscriber-updates", decision: "confirm", outcome: "declined" });
    } finally {
      await c.close();
    }
  });

  it("offers a changed tool again once `toolgate gateway approve` pins it", async () => {
    const pins = join(dir, "pins.yaml");
    const out: string[] = [];
    const io = { out: (t: string) => out.push(t), err: (t: string) => out.push(t), env: {} };
    expect(await run(["gateway", "pins", "--pins", pins, "--", upstream.command, ...upstream.args!], io)).to.equal(1);
    expect(out.join("")).to.match(/changed\s+get-annotated-message/).and.match(/new\s+get-sum/);
    out.length = 0;
    expect(await run(["gateway", "approve", "--pins", pins, "--tool", "get-annotated-message", "--", upstream.command, ...upstream.args!], io)).to.equal(0);
    expect(out.join("")).to.equal("approved: get-annotated-message\n");
    expect(readPins(pins).has("get-annotated-message")).to.equal(true);

    const again = await Gateway.start({ upstream, pins, overrides: join(dir, "overrides.yaml"), agent: "assistant", audit: join(dir, "audit-2.db"), log: () => {} });
    const [downstream, side] = InMemoryTransport.createLinkedPair();
    await again.connect(side);
    const c = new McpClient({ name: "toolgate-test", version: "1.0.0" }, { capabilities: {} });
    try {
      await c.connect(downstream);
      expect((await c.listTools()).tools.map((t) => t.name)).to.include("get-annotated-message");
      const r = await c.callTool({ name: "get-annotated-message", arguments: { messageType: "success" } });
      expect(answerOf(r).decision).to.equal("allow");
      expect(answerOf(r).reasons).to.deep.equal(["allow"]);
    } finally {
      await c.close();
      await again.close();
    }
  });

  it("serves streamable HTTP behind the caller token", async () => {
    const token = "gateway-caller-token-0123456789";
    const server = createGatewayHttpServer(gateway, { token, log: () => {} });
    const where = await listenOn(server, "127.0.0.1", 0);
    const c = new McpClient({ name: "toolgate-test", version: "1.0.0" }, { capabilities: {} });
    try {
      const refused = await fetch(`${where.url}/mcp`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      expect(refused.status).to.equal(401);
      await c.connect(new StreamableHTTPClientTransport(new URL(`${where.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
      expect((await c.listTools()).tools.map((t) => t.name)).to.include("echo");
      const r = await c.callTool({ name: "echo", arguments: { message: "over http" } });
      expect(answerOf(r).decision).to.equal("allow");
      expect(answerOf(r).reasons).to.deep.equal(["allow"]);
      expect(textOf(r)).to.equal("Echo: over http");
      const w = await c.callTool({ name: "toggle-simulated-logging", arguments: {} });
      expect(answerOf(w).decision).to.equal("confirm");
      expect(answerOf(w).reasons).to.deep.equal(["write"]);
    } finally {
      await c.close();
      await where.close();
    }
  });

  it("counts its answers and tool-call latencies on /metrics, over its HTTP endpoint and on a metrics-only listener", async () => {
    const token = "gateway-caller-token-0123456789";
    const where = await listenOn(createGatewayHttpServer(gateway, { token, log: () => {} }), "127.0.0.1", 0);
    const only = await listenOn(createMetricsServer(gateway.metrics), "127.0.0.1", 0);
    const count = (text: string, name: string) => Number(new RegExp(`^${name.replace(/[{}"+]/g, "\\$&")} (\\S+)$`, "m").exec(text)?.[1] ?? 0);
    const c = new McpClient({ name: "toolgate-test", version: "1.0.0" }, { capabilities: {} });
    try {
      const before = await (await fetch(`${where.url}/metrics`)).text();
      await c.connect(new StreamableHTTPClientTransport(new URL(`${where.url}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
      await c.callTool({ name: "echo", arguments: { message: "counted" } });
      await c.callTool({ name: "toggle-simulated-logging", arguments: {} });
      const res = await fetch(`${only.url}/metrics`);
      expect(res.headers.get("content-type")).to.equal("text/plain; version=0.0.4; charset=utf-8");
      const after = await res.text();
      expect(after).to.equal(await (await fetch(`${where.url}/metrics`)).text());
      const delta = (name: string) => count(after, name) - count(before, name);
      expect(delta('toolgate_decisions_total{decision="allow",shadow="false"}')).to.equal(1);
      expect(delta('toolgate_decisions_total{decision="confirm",shadow="false"}')).to.equal(1);
      expect(delta('toolgate_reasons_total{reason="write"}')).to.equal(1);
      expect(delta('toolgate_requests_total{route="tools/call",status="ran"}')).to.equal(1);
      expect(delta('toolgate_request_duration_seconds_count{route="tools/call"}')).to.equal(2);
      expect((await fetch(`${only.url}/mcp`)).status).to.equal(404);
    } finally {
      await c.close();
      await where.close();
      await only.close();
    }
  });
});
