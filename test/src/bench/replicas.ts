// HTTP checks per second on a shared PostgreSQL store, with one `toolgate serve` replica and
// with two, against one replica on the embedded SQLite stores: each replica its own process,
// loaded with autocannon from this process, every check opening a session (a head written each time).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { toBase64Url } from "@toolgate/core";
import { startPostgres, type Postgres } from "../postgres.js";
import { skipped, type Figure } from "./measure.js";

const cli = fileURLToPath(new URL("../../../runtime/cli/dist/main.js", import.meta.url));

interface Result {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>, done: (error: Error | null, result: Result) => void) => unknown;

function load(options: Record<string, unknown>, autocannon: Autocannon): Promise<Result> {
  return new Promise((resolve, reject) => autocannon(options, (e, r) => (e ? reject(e) : resolve(r))));
}

function startReplica(args: string[], token: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [cli, "serve", ...args, "--port", "0"], { env: { ...process.env, TOOLGATE_TOKEN: token }, stdio: ["ignore", "pipe", "pipe"] });
  let errors = "";
  child.stderr!.on("data", (d: Buffer) => {
    if (errors.length < 4000) errors += d.toString();
  });
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`did not start in 20 s: ${errors.slice(0, 300)}`)), 20_000);
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /listening on (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]!.replace(/\/$/, "") });
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code}): ${errors.slice(0, 300)}`));
    });
  });
}

/** Checks per second: SQLite (one replica), PostgreSQL with one replica and with two. */
/** What the replica rows load the service with. */
export interface ReplicaInputs {
  keys: { publicKey: Uint8Array; seed: Uint8Array };
  catalogue: unknown;
  rulebook: unknown;
  turn: string;
}

export async function replicaFigures(inputs: ReplicaInputs, quick: boolean): Promise<Figure[]> {
  const label = (what: string) => `HTTP service, ${what}: checks per second (loopback, a new session each check)`;
  const rows: Array<[string, string, "sqlite" | "postgres", number]> = [
    ["replicas.sqlite.1", label("SQLite stores (the default), 1 replica"), "sqlite", 1],
    ["replicas.postgres.1", label("PostgreSQL store, 1 replica"), "postgres", 1],
    ["replicas.postgres.2", label("PostgreSQL store, 2 replicas"), "postgres", 2],
  ];
  const skipAll = (why: string) => rows.map(([key, what]) => skipped(key, what, "replicas", why));
  if (!existsSync(cli)) return skipAll("the CLI is not built (runtime/cli/dist/main.js)");
  let autocannon: Autocannon;
  try {
    autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;
  } catch {
    return skipAll("autocannon is not installed");
  }
  let pg: Postgres;
  try {
    pg = await startPostgres();
  } catch (e) {
    return skipAll(`PostgreSQL did not start: ${(e as Error).message}`);
  }
  const dir = mkdtempSync(join(tmpdir(), "toolgate-bench-replicas-"));
  const token = toBase64Url(new Uint8Array(24).fill(7));
  const children: ChildProcess[] = [];
  try {
    writeFileSync(join(dir, "keys.yaml"), JSON.stringify({ public_key: toBase64Url(inputs.keys.publicKey), seed: toBase64Url(inputs.keys.seed) }));
    writeFileSync(join(dir, "catalogue.yaml"), JSON.stringify(inputs.catalogue));
    writeFileSync(join(dir, "rulebook.yaml"), JSON.stringify(inputs.rulebook));
    const base = ["--catalogue", join(dir, "catalogue.yaml"), "--rulebook", join(dir, "rulebook.yaml"), "--keys", join(dir, "keys.yaml")];
    const body = JSON.stringify({ agent: "billing", turns: [inputs.turn], call: { tool: "get_order", arguments: { order_id: "4411" }, origins: { order_id: "typed" } } });
    const figures: Figure[] = [];
    for (const [key, what, store, count] of rows) {
      const args = store === "sqlite" ? [...base, "--heads", `sqlite:${join(dir, `${key}-heads.db`)}`, "--usage", `sqlite:${join(dir, `${key}-usage.db`)}`] : [...base, "--store", pg.url];
      let started: Array<{ child: ChildProcess; url: string }>;
      try {
        started = await Promise.all(Array.from({ length: count }, () => startReplica(args, token)));
      } catch (e) {
        figures.push(skipped(key, what, "replicas", `\`toolgate serve\` ${(e as Error).message}`));
        continue;
      }
      children.push(...started.map((s) => s.child));
      // Eight connections in all, split over the replicas, as a load balancer would.
      const options = (url: string, duration: number) => ({ url: `${url}/v1/check`, method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body, connections: 8 / count, duration });
      await Promise.all(started.map((s) => load(options(s.url, 1), autocannon)));
      const results = await Promise.all(started.map((s) => load(options(s.url, quick ? 2 : 5), autocannon)));
      const rps = results.reduce((a, r) => a + r.requests.average, 0);
      const total = results.reduce((a, r) => a + r.requests.total, 0);
      const failures = results.reduce((a, r) => a + r.non2xx + r.errors + r.timeouts, 0);
      const p50 = Math.max(...results.map((r) => r.latency.p50));
      const p99 = Math.max(...results.map((r) => r.latency.p99));
      figures.push({
        key,
        label: what,
        group: "replicas",
        median: rps,
        p99: Number.NaN,
        mean: rps,
        samples: total,
        unit: "checks/s",
        note: `checks/s (average, summed over replicas); latency p50 ${p50} ms, p99 ${p99} ms; 8 connections; ${cpus().length} cores shared by the replicas, PostgreSQL and the load${failures ? `; ${failures} failed requests` : ""}`,
      });
      for (const s of started) s.child.kill("SIGTERM");
      await Promise.all(started.map((s) => new Promise((r) => (s.child.exitCode !== null ? r(null) : s.child.once("exit", r)))));
    }
    return figures;
  } finally {
    for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
    pg.stop();
  }
}
