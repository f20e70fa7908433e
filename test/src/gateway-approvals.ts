// Two `toolgate gateway` processes sharing their sessions (`--sessions`), audit and keys: a call
// asked through one is approved through the other and runs once, and a token presented to both at
// once runs once. Run on one SQLite file and on one PostgreSQL database.
import { expect } from "chai";
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client as McpClient } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { generateKeyPair, makeSigner, signToken, toBase64Url, type ConfirmationPayload } from "@toolgate/core";
import { type AuditLog } from "@toolgate/executor";
import { approvePins, listUpstreamTools, type UpstreamCommand } from "@toolgate/gateway";
import { run } from "@toolgate/cli";

const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, "..", "..", "runtime", "cli", "dist", "main.js");
const upstream: UpstreamCommand = { command: process.execPath, args: [join(here, "fake-upstream.js")] };

type Answer = { decision: string; reasons: string[]; status: string; call_id?: string; code?: string; detail?: Record<string, unknown> };
const answerOf = (r: unknown): Answer => ((r as CallToolResult)._meta as Record<string, Answer>)["toolgate/answer"]!;

export interface SharedStores {
  /** `--sessions`: `sqlite:PATH` or a PostgreSQL URL. */
  sessions: string;
  /** `--audit`: a SQLite file or a PostgreSQL URL. */
  audit: string;
  /** The same audit, opened by the test to count its rows, and how to let it go. */
  open(): { log: AuditLog; close(): unknown };
}

/** Starts two gateway processes on the stores and runs both cases; closes everything it started. */
export async function approvalsAcrossGateways(dir: string, stores: SharedStores): Promise<void> {
  const pins = join(dir, "pins.yaml");
  approvePins(pins, await listUpstreamTools(upstream));
  const overrides = join(dir, "overrides.yaml");
  // `progress_report` said to be a write, so the gate asks a person before it runs.
  writeFileSync(overrides, "tools:\n  progress_report: { kind: write }\n");
  const io = { out: () => {}, err: () => {}, env: {} };
  expect(await run(["keys", "init", "--dir", dir], io)).to.equal(0);
  const clients: McpClient[] = [];
  const opened = stores.open();
  const audit = opened.log;
  try {
    for (const i of [0, 1]) {
      const transport = new StdioClientTransport({
        command: process.execPath,
        args: [cli, "gateway", "--pins", pins, "--overrides", overrides, "--keys", join(dir, "keys.yaml"), "--audit", stores.audit, "--sessions", stores.sessions, "--", upstream.command, ...upstream.args!],
        stderr: "ignore",
      });
      const c = new McpClient({ name: `toolgate-test-${i}`, version: "1.0.0" }, { capabilities: {} });
      await c.connect(transport);
      clients.push(c);
    }
    const [a, b] = clients as [McpClient, McpClient];
    // The audit may hold other tests' rows (one shared database): count from here on.
    const ranNow = async () => (await audit.rows(100_000)).filter((r) => r.tool === "progress_report" && r.outcome === "ran").length;
    const before = await ranNow();
    const ranRows = async () => (await ranNow()) - before;

    // Asked on A, approved on B: it runs once, on B, recorded on A's session.
    const asked = (await a.callTool({ name: "progress_report", arguments: {} })) as CallToolResult;
    expect(answerOf(asked)).to.deep.include({ decision: "confirm", reasons: ["write"], status: "pending" });
    const token = (asked._meta as Record<string, string>)["toolgate/confirmation"]!;
    const withToken = { name: "progress_report", arguments: {}, _meta: { "toolgate/confirmation": token } };
    const approved = (await b.callTool(withToken)) as CallToolResult;
    expect(answerOf(approved)).to.deep.include({ decision: "allow", reasons: ["confirmed"], status: "ran" });
    expect(approved.content).to.deep.equal([{ type: "text", text: "progress_report: done" }]);
    expect(await ranRows()).to.equal(1);
    // Presented again, on either gateway, it runs nothing more.
    for (const c of [a, b]) expect(answerOf(await c.callTool(withToken))).to.deep.include({ status: "duplicate" });
    expect(await ranRows()).to.equal(1);

    // Asked on B, approved on both at once, a few rounds: one runs it; the other lost the claim on
    // the token (`duplicate` once it ran, `already_started` while it runs) or the session's head,
    // and checked again on the new head it is asked afresh. Never run twice, and never refused as
    // a history that does not verify.
    const rounds = 4;
    for (let round = 0; round < rounds; round++) {
      const args = { pages: [round + 2] };
      const again = (await b.callTool({ name: "progress_report", arguments: args })) as CallToolResult;
      expect(answerOf(again)).to.deep.include({ decision: "confirm", status: "pending" });
      const second = { name: "progress_report", arguments: args, _meta: { "toolgate/confirmation": (again._meta as Record<string, string>)["toolgate/confirmation"]! } };
      const both = (await Promise.all([a.callTool(second), b.callTool(second)])).map(answerOf);
      expect(both.filter((x) => x.status === "ran"), JSON.stringify(both)).to.have.length(1);
      const lost = both.find((x) => x.status !== "ran")!;
      expect(lost.status, JSON.stringify(both)).to.be.oneOf(["duplicate", "outcome_unknown", "pending"]);
      if (lost.status === "outcome_unknown") expect(lost.code, JSON.stringify(both)).to.equal("already_started");
      for (const x of both) expect(x.reasons, JSON.stringify(both)).to.not.include("history_invalid");
      expect(await ranRows()).to.equal(2 + round);
    }

    // A token not signed with the gateways' keys names no session: presented on the other
    // gateway it runs nothing, on that connection's own session, where it covers nothing.
    const asked3 = (await a.callTool({ name: "progress_report", arguments: { pages: [9] } })) as CallToolResult;
    const real = (asked3._meta as Record<string, string>)["toolgate/confirmation"]!;
    const [prefix, body] = real.split(".") as [string, string, string];
    const otherKeys = generateKeyPair();
    const forgeries = {
      // The payload of the real token with 64 bytes no key signed.
      "a forged signature": `${prefix}.${body}.${toBase64Url(new Uint8Array(64).fill(7))}`,
      // The same payload signed, validly, by another key pair.
      "another key pair's signature": signToken(makeSigner(otherKeys), JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as ConfirmationPayload),
    };
    for (const [what, forged] of Object.entries(forgeries)) {
      expect(forged, what).to.not.equal(real);
      const answer = answerOf(await b.callTool({ name: "progress_report", arguments: { pages: [9] }, _meta: { "toolgate/confirmation": forged } }));
      expect(answer, what).to.deep.include({ decision: "confirm", status: "pending" });
      // Asked afresh, as the real token's call was, with a note that the token covers nothing.
      expect(answer.reasons, what).to.deep.equal(answerOf(asked3).reasons).and.to.not.include("confirmed");
      expect(answer.detail, what).to.have.property("token");
      expect(await ranRows(), what).to.equal(1 + rounds);
    }
    // The session the real token covers was not touched: approved on B, it runs, once.
    const real3 = answerOf(await b.callTool({ name: "progress_report", arguments: { pages: [9] }, _meta: { "toolgate/confirmation": real } }));
    expect(real3).to.deep.include({ decision: "allow", reasons: ["confirmed"], status: "ran" });
    expect(await ranRows()).to.equal(2 + rounds);
  } finally {
    for (const c of clients) await c.close();
    await opened.close();
  }
}
