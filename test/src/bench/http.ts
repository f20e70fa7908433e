// The HTTP service at load on loopback, against a bare node:http server measured in the same run:
// `toolgate serve` and the bare server each started as their own process (as a user runs them),
// loaded by autocannon from a third process for a bounded time and count. Requests per second,
// latency p50/p99 and the server's CPU time per request (from /proc, every thread of it).
import { execFile, execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { toBase64Url, type KeyPair } from "@toolgate/core";
import { skipped, type Figure } from "./measure.js";
import type { LoadPlan } from "./load.js";

const builtCli = fileURLToPath(new URL("../../../runtime/cli/dist/main.js", import.meta.url));
const bare = fileURLToPath(new URL("./bare-server.js", import.meta.url));
const loader = fileURLToPath(new URL("./load.js", import.meta.url));

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

function autocannonInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve("autocannon");
    return true;
  } catch {
    return false;
  }
}

async function startServer(args: string[], env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let errors = "";
  child.stderr!.on("data", (d: Buffer) => {
    // The service logs one line per request; only what comes before it listens is kept.
    if (errors.length < 4000) errors += d.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`the server did not start in 20 s: ${errors.slice(0, 500)}`)), 20_000);
    child.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = /listening on (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!.replace(/\/$/, ""));
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}): ${errors.slice(0, 500)}`));
    });
  });
  return { child, url };
}

let tick: number | undefined;

/** CPU time a process has used so far (user + system, every thread), in µs; undefined off Linux. */
function processCpu(pid: number): number | undefined {
  try {
    tick ??= Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // After the name: state is field 3, so utime (14) and stime (15) are at 11 and 12 here.
    return ((Number(fields[11]) + Number(fields[12])) / tick) * 1e6;
  } catch {
    return undefined;
  }
}

function load(plan: LoadPlan, dir: string): Promise<AutocannonResult> {
  const file = join(dir, `plan-${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(plan));
  return new Promise((resolve, reject) => {
    // Bounded: autocannon stops at the duration or the count, and the process is killed after twice the duration.
    execFile(process.execPath, [loader, file], { timeout: (plan.duration * 2 + 10) * 1000, maxBuffer: 64 << 20 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`the load process failed: ${error.message} ${stderr.slice(0, 500)}`));
      else resolve(JSON.parse(stdout) as AutocannonResult);
    });
  });
}

export interface HttpInputs {
  keys: KeyPair;
  catalogue: unknown;
  rulebook: unknown;
  /** Signed 10-entry histories the service's keys verify, of sessions bound to the tenant `default`, made elsewhere. */
  histories: unknown[];
  turns: string[];
  /** What a report says the read returned. */
  result: unknown;
  /** The CLI whose `serve` is loaded. Default: this repository's build (runtime/cli/dist/main.js). */
  cli?: string;
  /** The scenarios to measure, by key. Default: every one, in order. */
  only?: string[];
}

export interface HttpScenario {
  key: string;
  label: string;
  /** The target: at least this share of the bare server's requests per second. */
  share: number;
}

export const HTTP_SCENARIOS: HttpScenario[] = [
  { key: "outside10", label: "a read carrying a 10-entry history from outside, no turn", share: 0.15 },
  { key: "turns5", label: "the same with the conversation's 5 turns", share: 0.1 },
  { key: "loop", label: "a check-and-report loop: a read on a 10-entry history from outside, then its outcome reported on the history answered", share: 0.1 },
];

export const HTTP_CONNECTIONS = 16;

/** For each scenario a row for `toolgate serve` and one for the bare server, the two measured one after the other. */
export async function httpFigures(inputs: HttpInputs, quick: boolean): Promise<Figure[]> {
  const label = (who: string, what: string) => `${who}: ${what}`;
  const cli = inputs.cli ?? builtCli;
  if (!existsSync(cli)) return [skipped("http.outside10", label("toolgate serve", HTTP_SCENARIOS[0]!.label), "http", `the CLI is not built (${cli})`)];
  if (!autocannonInstalled()) return [skipped("http.outside10", label("toolgate serve", HTTP_SCENARIOS[0]!.label), "http", "autocannon is not installed")];
  const dir = mkdtempSync(join(tmpdir(), "toolgate-bench-"));
  const token = toBase64Url(new Uint8Array(24).fill(5));
  const children: ChildProcess[] = [];
  try {
    writeFileSync(join(dir, "keys.yaml"), JSON.stringify({ public_key: toBase64Url(inputs.keys.publicKey), seed: toBase64Url(inputs.keys.seed) }));
    writeFileSync(join(dir, "catalogue.yaml"), JSON.stringify(inputs.catalogue));
    writeFileSync(join(dir, "rulebook.yaml"), JSON.stringify(inputs.rulebook));
    let tg: { child: ChildProcess; url: string };
    let yard: { child: ChildProcess; url: string };
    try {
      tg = await startServer([cli, "serve", "--catalogue", join(dir, "catalogue.yaml"), "--rulebook", join(dir, "rulebook.yaml"), "--keys", join(dir, "keys.yaml"), "--port", "0"], { TOOLGATE_TOKEN: token });
      children.push(tg.child);
      yard = await startServer([bare], {});
      children.push(yard.child);
    } catch (e) {
      return [skipped("http.outside10", label("toolgate serve", HTTP_SCENARIOS[0]!.label), "http", `a server did not start: ${(e as Error).message}`)];
    }
    const call = { tool: "get_order", arguments: { order_id: "4411" }, origins: { order_id: "typed" } };
    const bodiesOf = (key: string) => inputs.histories.map((history) => JSON.stringify({ agent: "billing", history, ...(key === "turns5" ? { turns: inputs.turns } : {}), call }));
    const duration = quick ? 2 : 5;
    const figures: Figure[] = [];
    for (const scenario of HTTP_SCENARIOS.filter((s) => inputs.only === undefined || inputs.only.includes(s.key))) {
      const plan = (url: string, seconds: number): LoadPlan => ({ url, token, connections: HTTP_CONNECTIONS, duration: seconds, amount: 200_000, kind: scenario.key === "loop" ? "loop" : "bodies", bodies: bodiesOf(scenario.key), result: inputs.result });
      for (const [who, server] of [["toolgate serve", tg], ["bare node:http", yard]] as const) {
        await load(plan(server.url, 1), dir);
        const cpu0 = processCpu(server.child.pid!);
        const r = await load(plan(server.url, duration), dir);
        const cpu1 = processCpu(server.child.pid!);
        const failures = r.non2xx + r.errors + r.timeouts;
        const cpuPer = cpu0 !== undefined && cpu1 !== undefined && r.requests.total > 0 ? (cpu1 - cpu0) / r.requests.total : Number.NaN;
        figures.push({
          key: `http.${scenario.key}.${who === "bare node:http" ? "bare" : "toolgate"}`,
          label: label(who, scenario.label),
          group: "http",
          median: r.requests.average,
          p99: r.latency.p99,
          mean: r.requests.average,
          samples: r.requests.total,
          unit: "requests/s",
          cpu: cpuPer,
          note: `latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms; server CPU ${Number.isFinite(cpuPer) ? `${Math.round(cpuPer)} µs` : "not measured"} per request; ${HTTP_CONNECTIONS} connections, ${r.requests.total} requests in ${duration} s${failures ? `; ${failures} failed requests` : ""}`,
        });
      }
    }
    return figures;
  } finally {
    for (const c of children) c.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}
