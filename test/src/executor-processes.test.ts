// The executor across processes, over one SQLite audit log: two hosts presenting one approval at
// once run it once; a host killed (SIGKILL) mid-handler and resumed runs nothing twice and leaves
// nothing ran-but-unaudited. The runs file, appended by the handler, is what really ran.
import { expect } from "chai";
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { SqliteAuditLog } from "@toolgate/executor";
import type { HostCommand } from "./processes/host.js";
import { REFUND, TURNS } from "./processes/shared.js";

const HOST = join(dirname(fileURLToPath(import.meta.url)), "processes", "host.js");

interface Answer {
  n: number;
  status: string;
  code?: string;
  callId: string;
  decision: string;
  reasons: string[];
  audited: boolean;
  confirmation?: string;
  history: unknown;
  error?: string;
}

class Host {
  private sent = 0;
  private readonly waiting = new Map<number, { resolve: (a: Answer) => void; reject: (e: Error) => void }>();
  /** The end of the host's standard error: what a host that died said, given with the failure instead of a timeout. */
  private stderr = "";
  private died: Error | undefined;
  /** Set by kill() and stop(): an exit the test asked for, whose unanswered calls stay unanswered as they were. */
  private stopping = false;
  private readonly events: Array<{ event: string; callId?: string }> = [];
  private eventWaiter: (() => void) | undefined;
  readonly exited: Promise<void>;

  private constructor(private readonly child: ChildProcessWithoutNullStreams) {
    this.exited = new Promise((resolve) => child.once("exit", () => resolve()));
    // A host that exits fails every call still waiting on it at once, with what it wrote to stderr.
    child.once("exit", (code, signal) => {
      if (this.stopping) return;
      this.died = new Error(`host exited (${code ?? signal}): ${this.stderr.slice(-2000)}`);
      for (const w of this.waiting.values()) w.reject(this.died);
      this.waiting.clear();
      this.eventWaiter?.();
    });
    child.stderr.on("data", (chunk: Buffer) => (this.stderr = (this.stderr + chunk.toString()).slice(-4000)));
    createInterface({ input: child.stdout }).on("line", (line) => {
      const m = JSON.parse(line) as Answer & { event?: string };
      if (m.event) {
        this.events.push(m as { event: string });
        this.eventWaiter?.();
      } else {
        this.waiting.get(m.n)?.resolve(m);
        this.waiting.delete(m.n);
      }
    });
  }

  static async start(auditFile: string, runsFile: string): Promise<Host> {
    const child = spawn(process.execPath, [HOST, auditFile, runsFile], { stdio: ["pipe", "pipe", "pipe"] });
    const host = new Host(child);
    await host.event("ready");
    return host;
  }

  async event(name: string): Promise<{ event: string; callId?: string }> {
    for (;;) {
      const found = this.events.find((e) => e.event === name);
      if (found) {
        this.events.splice(this.events.indexOf(found), 1);
        return found;
      }
      if (this.died) throw this.died;
      await new Promise<void>((resolve) => (this.eventWaiter = resolve));
    }
  }

  /** Sends a call; the answer, when the host gives one. */
  send(command: HostCommand): Promise<Answer> {
    const n = this.sent++;
    if (this.died) return Promise.reject(this.died);
    const answer = new Promise<Answer>((resolve, reject) => this.waiting.set(n, { resolve, reject }));
    this.child.stdin.write(`${JSON.stringify(command)}\n`);
    return answer;
  }

  /** Kills the host on purpose: the calls it leaves unanswered are the test's to judge, not failures. */
  async kill(): Promise<void> {
    this.stopping = true;
    this.child.kill("SIGKILL");
    await this.exited;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.child.stdin.end();
    this.child.kill("SIGTERM");
    await this.exited;
  }
}

function runsOf(file: string): Map<string, number> {
  const runs = new Map<string, number>();
  if (!existsSync(file)) return runs;
  for (const line of readFileSync(file, "utf8").split("\n").filter(Boolean)) {
    const id = line.split(" ")[0]!;
    runs.set(id, (runs.get(id) ?? 0) + 1);
  }
  return runs;
}

describe("executor across processes sharing one SQLite audit log", function () {
  this.timeout(120_000);
  let dir: string;
  let auditFile: string;
  let runsFile: string;
  const hosts: Host[] = [];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "toolgate-exec-"));
    auditFile = join(dir, "audit.db");
    runsFile = join(dir, "runs.log");
  });
  afterEach(async () => {
    for (const h of hosts.splice(0)) await h.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function asked(host: Host, id?: string): Promise<Answer> {
    const a = await host.send({ history: null, turns: TURNS, call: { ...REFUND, ...(id ? { id } : {}) } });
    expect(a.decision).to.equal("confirm");
    expect(a.reasons).to.deep.equal(["write"]);
    expect(a.status).to.equal("pending");
    return a;
  }

  it("runs one approval exactly once when two processes present it at the same moment, round after round", async () => {
    hosts.push(...(await Promise.all([Host.start(auditFile, runsFile), Host.start(auditFile, runsFile)])));
    const [a, b] = hosts as [Host, Host];
    const rounds = 8;
    for (let round = 0; round < rounds; round++) {
      const pending = await asked(round % 2 ? a : b);
      const approval: HostCommand = { history: pending.history, turns: TURNS, call: { ...REFUND, confirmation: pending.confirmation }, delayMs: 25 };
      const both = await Promise.all([a.send(approval), b.send(approval)]);
      const ran = both.filter((x) => x.status === "ran");
      expect(ran, `round ${round}: ${JSON.stringify(both.map((x) => [x.status, x.code]))}`).to.have.length(1);
      expect(ran[0]!.decision).to.equal("allow");
      expect(ran[0]!.reasons).to.deep.equal(["confirmed"]);
      const other = both.find((x) => x.status !== "ran")!;
      expect([other.status, other.code ?? null]).to.be.deep.oneOf([["outcome_unknown", "already_started"], ["duplicate", null]]);
      expect(other.callId).to.equal(pending.callId);
      expect(runsOf(runsFile).get(pending.callId), `round ${round}`).to.equal(1);
    }
    expect([...runsOf(runsFile).values()].reduce((x, y) => x + y, 0)).to.equal(rounds);
  });

  it("resumes after a SIGKILL mid-handler: the write found started is outcome_unknown and never runs again; an idempotent read runs again", async () => {
    // The host that resumes is started beside the one that dies: it does nothing until then.
    const [first, resumed] = await Promise.all([Host.start(auditFile, runsFile), Host.start(auditFile, runsFile)]) as [Host, Host];
    hosts.push(first, resumed);
    const pending = await asked(first, "refund-1");
    const approval: HostCommand = { history: pending.history, turns: TURNS, call: { ...REFUND, id: "refund-1", confirmation: pending.confirmation } };
    const other = await asked(first);
    const read: HostCommand = { history: other.history, turns: TURNS, call: { tool: "get_order", arguments: { order_id: "4411" }, origins: { order_id: "typed" }, id: "read-1" } };
    void first.send({ ...approval, hang: true });
    void first.send({ ...read, hang: true });
    const inFlight = [(await first.event("in_handler")).callId, (await first.event("in_handler")).callId];
    expect(inFlight).to.have.members(["refund-1", "read-1"]);
    await first.kill();
    hosts.splice(hosts.indexOf(first), 1);

    const again = await resumed.send(approval);
    expect(again).to.include({ status: "outcome_unknown", code: "already_started", decision: "allow", callId: "refund-1" });
    expect(again.reasons).to.deep.equal(["confirmed"]);
    expect(runsOf(runsFile).get("refund-1")).to.equal(1);
    // A read declared idempotent may run again: running it twice does no harm.
    const reread = await resumed.send(read);
    expect(reread).to.include({ status: "ran", decision: "allow", callId: "read-1" });
    expect(reread.reasons).to.deep.equal(["allow"]);
    expect(runsOf(runsFile).get("read-1")).to.equal(2);

    const log = new SqliteAuditLog(auditFile);
    const sessionOf = (history: unknown) => (history as { session: string }).session;
    expect(log.get(sessionOf(pending.history), "refund-1")).to.include({ outcome: "started", decision: "allow" });
    expect(log.get(sessionOf(other.history), "read-1")).to.include({ outcome: "ran", tool: "get_order" });
    log.close();
  });

  it("kills a host at random points of a run of approvals and resumes it: nothing runs twice, nothing ran-but-unaudited", async () => {
    let seed = 12;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const calls = 12;
    // The host's journal: what it was told about each call, kept across its crash.
    const journal = new Map<number, { pending?: Answer; done?: Answer }>();
    const lives = await Promise.all([0, 1, 2].map(() => Host.start(auditFile, runsFile)));
    hosts.push(...lives);
    for (let life = 0; life < 3; life++) {
      const host = lives[life]!;
      const work = (async () => {
        for (let i = 0; i < calls; i++) {
          const j = journal.get(i) ?? {};
          journal.set(i, j);
          if (j.done) continue;
          j.pending ??= await asked(host, `w${i}`);
          j.done = await host.send({ history: j.pending.history, turns: TURNS, call: { ...REFUND, id: `w${i}`, confirmation: j.pending.confirmation }, delayMs: 4 + Math.floor(random() * 8) });
        }
      })();
      if (life < 2) {
        await new Promise((resolve) => setTimeout(resolve, 40 + random() * 120));
        await host.kill();
        hosts.splice(hosts.indexOf(host), 1);
      } else await work;
    }
    const runs = runsOf(runsFile);
    const log = new SqliteAuditLog(auditFile);
    const rows = log.rows(1000).filter((r) => r.tool === "refund_card");
    log.close();
    for (const [id, count] of runs) {
      expect(count, `${id} ran ${count} times`).to.equal(1);
      const row = rows.find((r) => r.callId === id);
      expect(row, `${id} ran with no audit row`).to.not.equal(undefined);
      expect(row!.outcome, id).to.be.oneOf(["started", "ran"]);
    }
    for (const r of rows.filter((x) => x.outcome === "ran")) expect(runs.get(r.callId), r.callId).to.equal(1);
    // A call whose answer died with its host is `duplicate` when presented again (its row is final),
    // or `outcome_unknown` (its row is started).
    for (let i = 0; i < calls; i++) expect(journal.get(i)!.done!.status, `w${i}`).to.be.oneOf(["ran", "outcome_unknown", "duplicate"]);
    expect(rows.filter((r) => r.outcome === "ran").length + rows.filter((r) => r.outcome === "started").length).to.equal(calls);
  });
});
