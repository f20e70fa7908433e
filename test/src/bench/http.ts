// The HTTP service's checks per second on loopback: `toolgate serve` started as its own process
// (as a user runs it), loaded with autocannon from this process.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { toBase64Url, type KeyPair } from "@toolgate/core";
import { skipped, type Figure } from "./measure.js";

const cli = fileURLToPath(new URL("../../../core/dist/cli/main.js", import.meta.url));

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>, done: (error: Error | null, result: AutocannonResult) => void) => unknown;

function loadAutocannon(): Autocannon | undefined {
  try {
    return createRequire(import.meta.url)("autocannon") as Autocannon;
  } catch {
    return undefined;
  }
}

function run(autocannon: Autocannon, options: Record<string, unknown>): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => autocannon(options, (e, r) => (e ? reject(e) : resolve(r))));
}

async function startServer(args: string[], token: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [cli, "serve", ...args, "--port", "0"], { env: { ...process.env, TOOLGATE_TOKEN: token }, stdio: ["ignore", "pipe", "pipe"] });
  let errors = "";
  child.stderr!.on("data", (d: Buffer) => {
    // The service logs one line per request; only what comes before it listens is kept.
    if (errors.length < 4000) errors += d.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`the service did not start in 20 s: ${errors.slice(0, 500)}`)), 20_000);
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
      reject(new Error(`the service exited (${code}): ${errors.slice(0, 500)}`));
    });
  });
  return { child, url };
}

export interface HttpInputs {
  keys: KeyPair;
  catalogue: unknown;
  rulebook: unknown;
  /** A signed history the service's keys verify, as toJSON gave it. */
  history: unknown;
  turn: string;
}

/** Checks per second for two bodies: a read with no history, and a read carrying a 10-entry history. */
export async function httpFigures(inputs: HttpInputs, quick: boolean): Promise<Figure[]> {
  const label = (what: string) => `HTTP service, ${what}: checks per second (loopback)`;
  if (!existsSync(cli)) return [skipped("http.fresh", label("a read, no history"), "http", "the CLI is not built (core/dist/cli/main.js)")];
  const autocannon = loadAutocannon();
  if (!autocannon) return [skipped("http.fresh", label("a read, no history"), "http", "autocannon is not installed")];
  const dir = mkdtempSync(join(tmpdir(), "toolgate-bench-"));
  const token = toBase64Url(new Uint8Array(24).fill(5));
  let child: ChildProcess | undefined;
  try {
    writeFileSync(join(dir, "keys.yaml"), JSON.stringify({ public_key: toBase64Url(inputs.keys.publicKey), seed: toBase64Url(inputs.keys.seed) }));
    writeFileSync(join(dir, "catalogue.yaml"), JSON.stringify(inputs.catalogue));
    writeFileSync(join(dir, "rulebook.yaml"), JSON.stringify(inputs.rulebook));
    let server: { child: ChildProcess; url: string };
    try {
      server = await startServer(["--catalogue", join(dir, "catalogue.yaml"), "--rulebook", join(dir, "rulebook.yaml"), "--keys", join(dir, "keys.yaml")], token);
    } catch (e) {
      return [skipped("http.fresh", label("a read, no history"), "http", `\`toolgate serve\` did not start: ${(e as Error).message}`)];
    }
    child = server.child;
    const call = { tool: "get_order", arguments: { order_id: "4411" }, origins: { order_id: "typed" } };
    const bodies: Array<[string, string, unknown]> = [
      ["http.fresh", label("a read, no history, the turn read"), { agent: "billing", turns: [inputs.turn], call }],
      ["http.history10", label("a read carrying the same 10-entry history each time, the turn read"), { agent: "billing", history: inputs.history, turns: [inputs.turn], call }],
      ["http.history10.noturn", label("a read carrying the same 10-entry history each time, no turn"), { agent: "billing", history: inputs.history, call }],
    ];
    const figures: Figure[] = [];
    for (const [key, what, body] of bodies) {
      const options = {
        url: `${server.url}/v1/check`,
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
        connections: 8,
        duration: quick ? 2 : 5,
      };
      await run(autocannon, { ...options, duration: 1 });
      const r = await run(autocannon, options);
      const failures = r.non2xx + r.errors + r.timeouts;
      figures.push({
        key,
        label: what,
        group: "http",
        median: r.requests.average,
        p99: Number.NaN,
        mean: r.requests.average,
        samples: r.requests.total,
        unit: "checks/s",
        note: `checks/s (average); latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms; 8 connections${failures ? `; ${failures} failed requests` : ""}`,
      });
    }
    return figures;
  } finally {
    child?.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}
