// Another process holds a SQLite store's write lock (BEGIN IMMEDIATE) past the store's wait while
// a check or a report comes in. Each surface fails closed with a closed, documented answer (a check
// is refused `check_failed`, a report is a `store_busy` error), never an internal error; once the
// lock is let go the next check is recorded at the step the refused one would have had, and
// nothing was lost or recorded twice.
import { expect } from "chai";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface, type Interface } from "node:readline";
import { fileURLToPath } from "node:url";
import { Client, History, generateKeyPair, makeSigner, storeBusy } from "@toolgate/core";
import { createToolgateServer, listenOn } from "@toolgate/server";
import { SqliteAuditLog, executeCall } from "@toolgate/executor";
import { catalogue } from "../fixtures.js";
import { SqliteEntryStore, SqliteHeadStore } from "@toolgate/store-sqlite";
import { ReservingUsageStore } from "./reserving-usage.js";
import { CREDIT } from "./credit.js";
import { shop } from "@toolgate/rulebooks";

const HOLDER = fileURLToPath(new URL("./lock-holder.js", import.meta.url));
const TOKEN = "caller-token-0123456789abcdef";

/** A process holding `file`'s write lock until `release` is called. */
class LockHolder {
  private readonly child: ChildProcess;
  private readonly lines: Interface;
  private constructor(file: string) {
    this.child = spawn(process.execPath, [HOLDER, file], { stdio: ["pipe", "pipe", "inherit"] });
    this.lines = createInterface({ input: this.child.stdout! });
  }
  private said(word: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.lines.once("line", (line) => (line === word ? resolve() : reject(new Error(`the lock holder said ${line}`))));
      this.child.once("exit", (code) => reject(new Error(`the lock holder ended (${code}) before saying ${word}`)));
    });
  }
  static async hold(file: string): Promise<LockHolder> {
    const holder = new LockHolder(file);
    await holder.said("held");
    return holder;
  }
  async release(): Promise<void> {
    const released = this.said("released");
    this.child.stdin!.write("go\n");
    await released;
  }
}

describe("a SQLite store whose write lock another process holds", function () {
  this.timeout(60_000);
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), "tg-locked-"));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("the service refuses a check check_failed and answers a report store_busy, then records both once the lock is free, losing nothing", async () => {
    const file = join(dir, "service.db");
    const keys = generateKeyPair();
    const heads = new SqliteHeadStore(file);
    const entries = new SqliteEntryStore(file);
    const client = await Client.create({ catalogue: shop.catalogue, rulebook: shop.rulebook, keys, heads, entries, log: () => {} });
    const logged: string[] = [];
    const where = await listenOn(createToolgateServer({ client, token: TOKEN, sessionSecret: keys.seed, heads, log: (line) => logged.push(line) }), "127.0.0.1", 0);
    const post = async (path: string, body: unknown): Promise<{ status: number; body: any; retry: string | null }> => {
      const r = await fetch(`${where.url}${path}`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` }, body: JSON.stringify(body) });
      return { status: r.status, body: await r.json(), retry: r.headers.get("retry-after") };
    };
    const look = (id: string) => ({ tool: "get_order", arguments: { order_id: id }, origins: { order_id: "typed" } });
    const turns = ["look up orders 4411 and 4412"];
    try {
      const first = await post("/v1/check", { session: null, turns, call: look("4411") });
      expect([first.status, first.body.decision, first.body.step]).to.deep.equal([200, "allow", 0]);
      const session = first.body.session as string;

      const holder = await LockHolder.hold(file);
      const during = await post("/v1/check", { session, head: first.body.head, turns, call: look("4412") });
      const report = await post("/v1/report", { session, head: first.body.head, step: 0, status: "ran", result: { order_id: "4411", total: 3 } });
      await holder.release();
      expect([during.status, during.body.decision, during.body.reasons, during.body.session, during.body.head], JSON.stringify(during.body)).to.deep.equal([200, "refuse", ["check_failed"], session, first.body.head]);
      expect(during.body.detail.store).to.include("busy");
      expect([report.status, report.body.error?.code, report.retry], JSON.stringify(report.body)).to.deep.equal([503, "store_busy", "1"]);
      expect(logged.filter((l) => l.includes('"level":"error"')), "no internal error logged").to.deep.equal([]);

      // The same report and check sent again: recorded once each, at the steps they would have had.
      const reported = await post("/v1/report", { session, head: first.body.head, step: 0, status: "ran", result: { order_id: "4411", total: 3 } });
      expect(reported.status, JSON.stringify(reported.body)).to.equal(200);
      const next = await post("/v1/check", { session, head: reported.body.head, turns, call: look("4412") });
      expect([next.status, next.body.decision, next.body.step], JSON.stringify(next.body)).to.deep.equal([200, "allow", 1]);
      const exported = await post("/v1/export", { session });
      const history = History.from(JSON.stringify(exported.body.history));
      expect(history.verify(makeSigner(keys), { full: true }).valid).to.equal(true);
      expect(history.entries.map((e) => [e.step, e.args.order_id === undefined, e.outcome?.status ?? null])).to.deep.equal([
        [0, false, "ran"],
        [1, false, null],
      ]);
    } finally {
      await where.close();
      heads.close();
      entries.close();
    }
  });

  it("the executor (and the gateway, which runs calls through it) refuses a call check_failed without running or spending it, and runs it once the lock is free", async () => {
    const file = join(dir, "executor.db");
    const heads = new SqliteHeadStore(file);
    const audit = new SqliteAuditLog(join(dir, "audit.db"));
    const logged: string[] = [];
    const client = await Client.create({ catalogue, heads, log: () => {} });
    const session = client.session("billing");
    session.read("look up order 4411");
    let runs = 0;
    const handler = () => {
      runs++;
      return { order_id: "4411", total: 40 };
    };
    const call = { id: "call-1", tool: "get_order", arguments: { order_id: "4411" }, origins: { order_id: "typed" } };
    try {
      const holder = await LockHolder.hold(file);
      let during;
      try {
        during = await executeCall(client, session, call, handler, { audit, log: (line) => logged.push(line) });
      } finally {
        await holder.release();
      }
      expect([during.status, during.decision, during.reasons, during.audited, during.callId, during.step, runs]).to.deep.equal(["refused", "refuse", ["check_failed"], false, "call-1", 0, 0]);
      expect(during.detail.store).to.include("busy");
      expect(audit.rows(), "the call's id is not spent").to.deep.equal([]);
      expect(logged.join("\n")).to.include("session store busy");

      const next = await executeCall(client, session, call, handler, { audit, log: (line) => logged.push(line) });
      expect([next.status, next.decision, next.step, next.audited, runs]).to.deep.equal(["ran", "allow", 0, true, 1]);
      const again = await executeCall(client, session, call, handler, { audit, log: (line) => logged.push(line) });
      expect([again.status, runs]).to.deep.equal(["duplicate", 1]);
      expect(session.history.entries.map((e) => [e.step, e.outcome?.status])).to.deep.equal([[0, "ran"]]);
      expect(audit.rows().map((r) => [r.callId, r.outcome])).to.deep.equal([["call-1", "ran"]]);
    } finally {
      audit.close();
      heads.close();
    }
  });

  it("a check that fails on the busy store leaves the tenant's usage as it was: the next check has the budget it would have had", async () => {
    const file = join(dir, "usage.db");
    const heads = new SqliteHeadStore(file);
    const usage = new ReservingUsageStore();
    const client = await Client.create({ catalogue: CREDIT.catalogue, rulebook: CREDIT.rulebook, heads, usage, log: () => {} });
    const session = client.session("billing");
    session.read("spend 60 then 30 then 40 of the credit");
    const spend = (amount: number) => session.checkToolCall("look_up_credit", { amount }, { origins: { amount: "typed" } });
    try {
      // A client without a licence is the tenant `local`.
      const first = await spend(60);
      expect([first.decision, first.reasons, first.step]).to.deep.equal(["allow", ["allow"], 0]);
      await session.report(0, "ran", { spent: 60 });
      const before = usage.since("local", "look_up_credit", 0);

      const holder = await LockHolder.hold(file);
      let failed: unknown;
      try {
        await spend(30);
      } catch (e) {
        failed = e;
      } finally {
        await holder.release();
      }
      expect(storeBusy(failed), String(failed)).to.equal(true);
      expect(usage.since("local", "look_up_credit", 0), "no reservation left by the failed check").to.deep.equal(before);

      // 60 + 40 is the whole credit, not over it: the failed 30 would have made it 130.
      const next = await spend(40);
      expect([next.decision, next.reasons, next.step]).to.deep.equal(["allow", ["allow"], 1]);
      const over = await spend(1);
      expect([over.decision, over.reasons, over.step]).to.deep.equal(["refuse", ["daily_credit"], 2]);
    } finally {
      heads.close();
    }
  });
});
