// Argument names from Object.prototype through the MCP gateway: `constructor` and `toString`
// are ordinary names (checked against the tool's schema, never a JSON-RPC internal error), and
// `__proto__`, which the MCP SDK drops when it reads a request, reaches neither the check nor
// the upstream.
import { expect } from "chai";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Client as McpClient } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { Gateway, approvePins, listUpstreamTools, type UpstreamCommand } from "@toolgate/gateway";

const require = createRequire(import.meta.url);
const everythingPackage = require.resolve("@modelcontextprotocol/server-everything/package.json");
const everythingBin = join(dirname(everythingPackage), (JSON.parse(readFileSync(everythingPackage, "utf8")) as { bin: Record<string, string> }).bin["mcp-server-everything"]!);
const upstream: UpstreamCommand = { command: process.execPath, args: [everythingBin, "stdio"] };

type Answer = { decision: string; reasons: string[]; status: string; detail?: Record<string, unknown> };
const answerOf = (r: unknown): Answer => ((r as CallToolResult)._meta as Record<string, Answer>)["toolgate/answer"]!;
const textOf = (r: unknown): string => ((r as CallToolResult).content as Array<{ type: string; text?: string }>).map((c) => c.text ?? "").join("\n");

describe("gateway: argument names from Object.prototype", function () {
  this.timeout(30_000);
  let dir: string;
  let gateway: Gateway;
  let client: McpClient;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), "toolgate-gateway-names-"));
    approvePins(join(dir, "pins.yaml"), await listUpstreamTools(upstream));
    gateway = await Gateway.start({ upstream, pins: join(dir, "pins.yaml"), audit: join(dir, "audit.db"), log: () => {} });
    const [downstream, side] = InMemoryTransport.createLinkedPair();
    await gateway.connect(side);
    client = new McpClient({ name: "toolgate-test", version: "1.0.0" }, { capabilities: {} });
    await client.connect(downstream);
  });
  after(async () => {
    await client?.close();
    await gateway?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const name of ["constructor", "toString", "valueOf", "hasOwnProperty"]) {
    it(`refuses an undeclared argument named ${name} as argument_schema, naming it`, async () => {
      const r = await client.callTool({ name: "echo", arguments: { message: "hi", [name]: "x" } });
      expect(r.isError).to.equal(true);
      expect([answerOf(r).decision, answerOf(r).reasons, answerOf(r).status, answerOf(r).detail?.pointer]).to.deep.equal(["refuse", ["argument_schema"], "refused", `/${name}`]);
    });
  }

  it("runs a call whose `__proto__` argument the SDK dropped, with what was checked", async () => {
    const r = await client.callTool({ name: "echo", arguments: JSON.parse('{"message":"hi","__proto__":{"polluted":true}}') as Record<string, unknown> });
    expect([answerOf(r).decision, answerOf(r).reasons, answerOf(r).status]).to.deep.equal(["allow", ["allow"], "ran"]);
    expect(textOf(r)).to.equal("Echo: hi");
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });
});
