// A host process for the executor's process tests: it executes the calls it is sent on stdin,
// one JSON line each, against a shared SQLite audit log, and answers each on stdout. Its
// handler appends a line to the runs file before doing anything: the runs file is what ran.
import { appendFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { Client, keyPairFromSeed } from "@toolgate/core";
import { SqliteAuditLog, executeCall, type ToolCall } from "@toolgate/executor";
import { CATALOGUE, NOW, SEED } from "./shared.js";

export interface HostCommand {
  /** The history to resume, or null for a new session. */
  history: unknown;
  turns: string[];
  call: ToolCall;
  /** Milliseconds the handler takes; `hang` never returns (and says so first, on stdout). */
  delayMs?: number;
  hang?: boolean;
}

const [auditFile, runsFile] = process.argv.slice(2) as [string, string];
const client = await Client.create({ catalogue: CATALOGUE, keys: keyPairFromSeed(SEED), now: () => NOW, log: () => {} });
const audit = new SqliteAuditLog(auditFile);
const say = (message: unknown) => process.stdout.write(`${JSON.stringify(message)}\n`);

async function execute(n: number, command: HostCommand) {
  const session = client.session("billing", command.history === null ? {} : { history: command.history });
  for (const t of command.turns) session.read(t);
  const r = await executeCall(client, session, command.call, async (_args, ctx) => {
    appendFileSync(runsFile, `${ctx.callId} ${process.pid}\n`);
    if (command.hang) {
      say({ n, event: "in_handler", callId: ctx.callId });
      await new Promise(() => {});
    }
    await new Promise((resolve) => setTimeout(resolve, command.delayMs ?? 0));
    return { ok: true };
  }, { audit, log: () => {}, timeoutMs: 60_000 });
  say({ n, status: r.status, code: r.code, callId: r.callId, decision: r.decision, reasons: r.reasons, audited: r.audited, confirmation: r.pending?.confirmation, history: session.history.toJSON() });
}

let n = 0;
createInterface({ input: process.stdin }).on("line", (line) => {
  const i = n++;
  execute(i, JSON.parse(line) as HostCommand).catch((e: Error) => say({ n: i, error: e.message }));
});
say({ event: "ready" });
