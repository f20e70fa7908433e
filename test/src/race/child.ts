// One of the processes of the race test (race.test.ts): a client on the fixture catalogue with
// the keys and the SQLite head file it is given, shared with the other process (and, when given, the
// SQLite entry file of stored sessions). It reads one request a line on stdin — a history or a
// stored session's id and head, and a call or an outcome to report — opens the session and says
// `ready`; on `go` it checks the call (or reports) and writes the answer. Reads from the store are slowed so that both
// processes most often read the head before either advances it (under load one may still read it after the other's
// advance): the store's compare-and-set decides.
//   node child.js SEED_HEX HEADS_FILE [ENTRIES_FILE]
import { createInterface } from "node:readline";
import { Client, keyPairFromSeed, type CheckOptions, type Head, type HeadStore, type OutcomeStatus, type SessionOptions } from "@toolgate/core";
import { SqliteEntryStore, SqliteHeadStore } from "@toolgate/store-sqlite";
import { catalogue } from "../fixtures.js";

const [seedHex, file, entriesFile] = process.argv.slice(2);
const sqlite = new SqliteHeadStore(file!);
const entries = entriesFile ? new SqliteEntryStore(entriesFile) : undefined;
const READ_DELAY_MS = 40;
const heads: HeadStore = {
  get: (session: string) => new Promise<Head | undefined>((resolve) => setTimeout(() => resolve(sqlite.get(session)), READ_DELAY_MS)),
  advance: (session: string, expected: Head | undefined, next: Head) => sqlite.advance(session, expected, next),
};
const client = await Client.create({ catalogue, keys: keyPairFromSeed(Buffer.from(seedHex!, "hex")), heads, ...(entries ? { entries } : {}), log: () => {} });

interface Request {
  id: number;
  history?: unknown;
  stored?: SessionOptions["stored"];
  tool: string;
  args: Record<string, unknown>;
  options: CheckOptions;
  /** An outcome to report instead of a call to check. */
  report?: { step: number; status: OutcomeStatus; result?: unknown };
}

const waiting = new Map<number, () => void>();
const write = (x: unknown) => process.stdout.write(`${JSON.stringify(x)}\n`);

createInterface({ input: process.stdin }).on("line", (line) => {
  const msg = JSON.parse(line) as Request | { go: number };
  if ("go" in msg) {
    waiting.get(msg.go)?.();
    return;
  }
  const session = client.session("billing", msg.stored ? { stored: msg.stored } : { history: msg.history });
  waiting.set(msg.id, () => {
    waiting.delete(msg.id);
    if (msg.report) {
      // A report instead of a check: what the child answers is whether it was recorded.
      Promise.resolve(session.report(msg.report.step, msg.report.status, msg.report.result)).then(
        () => write({ id: msg.id, answer: { reported: true } }),
        (e: Error & { code?: string }) => write({ id: msg.id, answer: { reported: false, code: e.code ?? null } }),
      );
      return;
    }
    session.checkToolCall(msg.tool, msg.args, msg.options).then(
      (a) => write({ id: msg.id, answer: { decision: a.decision, reasons: a.reasons, step: a.step, session: a.session, problem: a.detail.history ?? null, previous: a.detail.previous_session ?? null }, head: session.history.entries.at(-1)?.link ?? null }),
      (e: Error) => write({ id: msg.id, error: e.message }),
    );
  });
  write({ id: msg.id, ready: true });
}).on("close", () => {
  sqlite.close();
  entries?.close();
  process.exit(0);
});
write({ started: true });
