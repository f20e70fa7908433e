// Three `toolgate serve` processes on one PostgreSQL database, driven by concurrent sessions
// through all three, one replica killed with SIGKILL mid-load: no session forks, the `at_most`
// limit holds exactly, every call that ran is counted once, and no answer is lost (a caller
// sends a request again, with its request id, to another replica).
import { expect } from "chai";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { generateKeyPair, toBase64Url } from "@toolgate/core";
import { startPostgres, type Postgres } from "./postgres.js";

const cli = fileURLToPath(new URL("../../runtime/cli/dist/main.js", import.meta.url));
const TOKEN = "replica-token-0123456789abcdef";
const SESSIONS = 18;
const CALLS = 8;
const AT_MOST = 5;

const CATALOGUE = {
  agents: ["billing"],
  tools: {
    get_order: {
      description: "Look up an order.",
      kind: "read",
      at_most: AT_MOST,
      arguments: { type: "object", additionalProperties: false, required: ["order_id"], properties: { order_id: { type: "string" } } },
    },
    look_up_credit: {
      description: "Spend from the tenant's daily credit.",
      kind: "read",
      arguments: { type: "object", additionalProperties: false, required: ["amount"], properties: { amount: { type: "number" } } },
    },
  },
};

const BUDGET = 100;
const RULEBOOK = {
  rules: [
    {
      name: "daily_credit",
      description: "At most 100.00 a day across every session of the tenant, this call included.",
      conditions: { all: [{ fact: "tool", operator: "equal", value: "look_up_credit" }, { fact: "usage", params: { tool: "look_up_credit", period: "day", scope: "tenant", sum: "amount" }, operator: "greaterThan", value: BUDGET }] },
      event: { type: "refuse" },
    },
  ],
};

interface Replica {
  child: ChildProcess;
  url: string;
  alive: boolean;
}

function startReplica(args: string[]): Promise<Replica> {
  const child = spawn(process.execPath, [cli, "serve", ...args, "--port", "0"], { env: { ...process.env, TOOLGATE_TOKEN: TOKEN }, stdio: ["ignore", "pipe", "pipe"] });
  let errors = "";
  child.stderr!.on("data", (d: Buffer) => {
    if (errors.length < 4000) errors += d.toString();
  });
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`a replica did not start in 20 s: ${errors.slice(0, 500)}`)), 20_000);
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /listening on (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]!.replace(/\/$/, ""), alive: true });
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`a replica exited (${code}): ${errors.slice(0, 500)}`));
    });
  });
}

interface Answer {
  decision: string;
  reasons: string[];
  step: number;
  session: string;
  history: { session: string; entries: Array<{ step: number; link: string; decision: string }> };
}

describe("replicas on one PostgreSQL database", function () {
  this.timeout(60_000);
  let server: Postgres;
  let dir: string;
  const replicas: Replica[] = [];

  let sent = 0;
  // Sends a request to a replica; when that one is down (or dies with the request), to the next.
  const send = async (first: number, path: string, body: unknown, kill: boolean): Promise<{ status: number; body: Record<string, unknown> }> => {
    for (let i = 0; i < replicas.length * 2; i++) {
      const r = replicas[(first + i) % replicas.length]!;
      if (!r.alive) continue;
      sent++;
      if (kill && sent === 120) {
        // SIGKILL mid-load: requests in flight on this replica are lost, and sent again elsewhere.
        replicas[2]!.alive = false;
        replicas[2]!.child.kill("SIGKILL");
      }
      try {
        const res = await fetch(`${r.url}${path}`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` }, body: JSON.stringify(body) });
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      } catch {
        // Down, or killed with the request in flight: the same request goes to the next replica.
      }
    }
    throw new Error("no replica answered");
  };

  before(async () => {
    server = await startPostgres();
    dir = mkdtempSync(join(tmpdir(), "toolgate-replicas-"));
    const keys = generateKeyPair();
    writeFileSync(join(dir, "keys.yaml"), JSON.stringify({ public_key: toBase64Url(keys.publicKey), seed: toBase64Url(keys.seed) }));
    writeFileSync(join(dir, "catalogue.yaml"), JSON.stringify(CATALOGUE));
    writeFileSync(join(dir, "rulebook.yaml"), JSON.stringify(RULEBOOK));
    const args = ["--catalogue", join(dir, "catalogue.yaml"), "--rulebook", join(dir, "rulebook.yaml"), "--keys", join(dir, "keys.yaml"), "--store", server.url];
    replicas.push(...(await Promise.all([0, 1, 2].map(() => startReplica(args)))));
  });
  after(() => {
    for (const r of replicas) if (r.alive) r.child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
    server?.stop();
  });

  it("three replicas, concurrent sessions, one killed mid-load: no fork, at_most exact, each run counted once, nothing lost", async () => {

    const post = (first: number, path: string, body: unknown) => send(first, path, body, true);

    /** Every link seen at each (session, step) in any answer: more than one would be a fork. */
    const links = new Map<string, Set<string>>();
    const seen = (a: Answer) => {
      for (const e of a.history.entries) {
        const key = `${a.history.session}#${e.step}`;
        if (!links.has(key)) links.set(key, new Set());
        links.get(key)!.add(e.link);
      }
    };

    const drive = async (n: number): Promise<Answer> => {
      let history: unknown = null;
      let session: string | undefined;
      let last: Answer | undefined;
      for (let k = 0; k < CALLS; k++) {
        const call = (id: string) => ({ agent: "billing", history, call: { tool: "get_order", arguments: { order_id: `${n}-${k}` }, origins: { order_id: "typed" }, requestId: id } });
        let answer: Answer;
        if (k === 0) {
          const r = await post(n % 3, "/v1/check", call(`r${n}.${k}`));
          expect(r.status, JSON.stringify(r.body)).to.equal(200);
          answer = r.body as unknown as Answer;
          session = answer.session;
        } else {
          // The same call sent to two replicas at once: the same request (a retry) on even steps,
          // two requests (two copies of the agent) on odd ones.
          const ids = k % 2 === 0 ? [`r${n}.${k}`, `r${n}.${k}`] : [`r${n}.${k}.a`, `r${n}.${k}.b`];
          const both = await Promise.all(ids.map((id, i) => post((n + k + i) % 3, "/v1/check", call(id))));
          for (const r of both) expect(r.status, JSON.stringify(r.body)).to.equal(200);
          const answers = both.map((r) => r.body as unknown as Answer);
          for (const a of answers) if (a.session === session) seen(a);
          const kept = answers.filter((a) => a.session === session);
          if (k % 2 === 0) {
            // One request: one answer, recorded once, given back to both.
            expect(kept.map((a) => [a.step, a.decision])).to.deep.equal([
              [k, kept[0]!.decision],
              [k, kept[0]!.decision],
            ]);
          } else {
            // Two requests: one is recorded at step k; the other was checked again on the new head and refused there.
            expect(kept.map((a) => a.step)).to.deep.equal([k]);
            const lost = answers.find((a) => a.session !== session)!;
            expect([lost.decision, lost.reasons, lost.step]).to.deep.equal(["refuse", ["history_invalid"], 0]);
          }
          answer = kept[0]!;
        }
        seen(answer);
        expect(answer.decision, `session ${n} step ${k}: ${JSON.stringify({ reasons: answer.reasons, detail: (answer as unknown as { detail: unknown }).detail })}`).to.equal(k < AT_MOST ? "allow" : "refuse");
        if (k >= AT_MOST) expect(answer.reasons).to.include("order_rule");
        history = answer.history;
        if (answer.decision === "allow") {
          const r = await post((n + k + 2) % 3, "/v1/report", { agent: "billing", history, step: k, status: "ran", result: {} });
          expect(r.status, JSON.stringify(r.body)).to.equal(200);
          history = r.body.history;
        }
        last = { ...answer, history: history as Answer["history"] };
      }
      return last!;
    };

    const finals = await Promise.all(Array.from({ length: SESSIONS }, (_, n) => drive(n)));
    expect(replicas[2]!.alive, "the replica was killed mid-load").to.equal(false);

    for (const [key, set] of links) expect(set.size, `a fork at ${key}`).to.equal(1);
    const db = new pg.Client({ connectionString: server.url });
    await db.connect();
    try {
      for (const f of finals) {
        expect(f.history.entries.map((e) => e.decision)).to.deep.equal(Array.from({ length: CALLS }, (_, k) => (k < AT_MOST ? "allow" : "refuse")));
        const head = await db.query("SELECT step, link FROM heads WHERE session = $1", [f.session]);
        expect(head.rows).to.deep.equal([{ step: String(CALLS - 1), link: f.history.entries.at(-1)!.link }]);
      }
      const usage = await db.query("SELECT session, count(*)::int AS n, count(DISTINCT step)::int AS steps FROM usage GROUP BY session ORDER BY session");
      expect(usage.rows).to.deep.equal(finals.map((f) => ({ session: f.session, n: AT_MOST, steps: AT_MOST })).sort((a, b) => (a.session < b.session ? -1 : 1)));
    } finally {
      await db.end();
    }
    expect(sent).to.be.greaterThan(120);
  });

  it("a tenant's daily limit over the replicas still up: concurrent sessions spend exactly the budget, never more", async () => {
    expect(replicas.filter((r) => r.alive).length).to.be.at.least(2);
    const AMOUNT = 10;
    const spend = async (n: number) => {
      let history: unknown = null;
      const allowed: number[] = [];
      for (let k = 0; k < 4; k++) {
        const r = await send(n + k, "/v1/check", { agent: "billing", history, call: { tool: "look_up_credit", arguments: { amount: AMOUNT }, origins: { amount: "typed" }, requestId: `spend${n}.${k}` } }, false);
        expect(r.status, JSON.stringify(r.body)).to.equal(200);
        const a = r.body as unknown as Answer;
        history = a.history;
        if (a.decision !== "allow") {
          expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["daily_credit"]]);
          continue;
        }
        allowed.push(a.step);
        // Half the calls are reported, half never are: a call counts from its check, not its report.
        if ((n + k) % 2 === 0) {
          const rep = await send(n + k + 1, "/v1/report", { agent: "billing", history, step: a.step, status: "ran", result: {} }, false);
          expect(rep.status, JSON.stringify(rep.body)).to.equal(200);
          history = rep.body.history;
        }
      }
      return allowed.length;
    };
    const counts = await Promise.all(Array.from({ length: 16 }, (_, n) => spend(n)));
    expect(counts.reduce((x, y) => x + y, 0)).to.equal(BUDGET / AMOUNT);
    const db = new pg.Client({ connectionString: server.url });
    await db.connect();
    try {
      const { rows } = await db.query("SELECT count(*)::int AS n, sum((numbers->>'amount')::numeric)::int AS spent FROM usage WHERE tool = 'look_up_credit'");
      expect(rows).to.deep.equal([{ n: BUDGET / AMOUNT, spent: BUDGET }]);
    } finally {
      await db.end();
    }
  });
});
