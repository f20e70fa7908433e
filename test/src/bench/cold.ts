// Cold starts, each in a process of its own as a user meets them: `node -e 0`, `toolgate check`
// of a read with no turn, and the engine package's import timed inside a process. The three are
// run in turn, round after round, so the machine's drift falls on each alike; medians are kept.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { toBase64Url, type KeyPair } from "@toolgate/core";
import type { Figure } from "./measure.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const cli = join(root, "runtime/cli/dist/main.js");

function spawnTimed(args: string[]): Promise<{ ms: number; stdout: string; code: number }> {
  return new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    execFile(process.execPath, args, { cwd: root, timeout: 60_000 }, (error, stdout) => {
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      resolve({ ms, stdout, code: error ? (typeof error.code === "number" ? error.code : 1) : 0 });
    });
  });
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : Number.NaN;
}

function p99(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(0.99 * s.length) - 1)]! : Number.NaN;
}

export async function coldStartFigures(inputs: { keys: KeyPair; catalogue: unknown }, rounds: number): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), "toolgate-cold-"));
  try {
    writeFileSync(join(dir, "keys.yaml"), JSON.stringify({ public_key: toBase64Url(inputs.keys.publicKey), seed: toBase64Url(inputs.keys.seed) }));
    writeFileSync(join(dir, "catalogue.yaml"), JSON.stringify(inputs.catalogue));
    const check = [cli, "check", "--catalogue", join(dir, "catalogue.yaml"), "--keys", join(dir, "keys.yaml"), "--session", "billing", "--tool", "get_order", "--args", '{"order_id":"4411"}', "--origins", '{"order_id":"typed"}'];
    const importer = ["--input-type=module", "-e", 'const t = performance.now(); await import("@toolgate/core"); process.stdout.write(String(performance.now() - t));'];
    const bare: number[] = [];
    const checks: number[] = [];
    const imports: number[] = [];
    const importProcess: number[] = [];
    let checkCode = 0;
    for (let i = 0; i < rounds + 1; i++) {
      const a = await spawnTimed(["-e", "0"]);
      const b = await spawnTimed(check);
      const c = await spawnTimed(importer);
      // The first round warms the file cache and is not kept.
      if (i === 0) continue;
      bare.push(a.ms);
      checks.push(b.ms);
      checkCode = b.code;
      imports.push(Number(c.stdout));
      importProcess.push(c.ms);
    }
    const figure = (key: string, label: string, xs: number[], note: string): Figure => ({ key, label, group: "cold", median: median(xs), p99: p99(xs), mean: xs.reduce((x, y) => x + y, 0) / xs.length, samples: xs.length, unit: "ms", note });
    return [
      figure("cold.node", "`node -e 0`: a process that does nothing", bare, `${rounds} processes`),
      figure("cold.check", "`toolgate check` of a read, no turn (catalogue 10 tools, every check on)", checks, `${rounds} processes; exit ${checkCode}`),
      figure("cold.import", "`import(\"@toolgate/core\")`, timed inside a process", imports, `${rounds} processes; the whole process: median ${Math.round(median(importProcess))} ms`),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
