// The ReDoS analyser's verdict on each of the project's own patterns, and the file that keeps the
// verdicts of patterns already analysed so that `npm test` analyses only new or changed ones
// (the whole set takes minutes). A verdict is keyed by the analyser's version, the flags and the
// source: a changed pattern is a new key and is analysed again.
// Usage: node test/dist/own-patterns/verdicts.js --write   (analyses the patterns the file lacks)
//        node test/dist/own-patterns/verdicts.js --list    (prints the entries of the test's list of
//        patterns not yet proved linear, as they are now)
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { checkSync } from "recheck";
import type { Built } from "./capture.js";
import { scanShipped, type OwnPattern } from "./scan.js";

const RECHECK = (createRequire(import.meta.url)("recheck/package.json") as { version: string }).version;
export const VERDICTS_FILE = fileURLToPath(new URL("../../own-patterns/verdicts.json", import.meta.url));

export interface Verdict {
  /** `safe`, `vulnerable` or `unknown` (the analyser gave up). */
  status: string;
  /** `safe`, `constant`, `linear`, `polynomial` or `exponential`, where the analyser says. */
  complexity?: string;
  degree?: number;
  /** The attack string the analyser built, as a JavaScript expression. */
  attack?: string;
}

/** `g`, `y` and `d` change where a match is sought or what it reports, not how it backtracks. */
export function analysedFlags(flags: string): string {
  return flags.replace(/[gyd]/g, "");
}

export function keyOf(p: OwnPattern): string {
  return createHash("sha256").update(`${RECHECK}\u0000${analysedFlags(p.flags)}\u0000${p.source}`).digest("hex").slice(0, 24);
}

/** The pure-JavaScript backend: no JVM and no native binary, the same answer on every machine. */
export function analyse(p: OwnPattern): Verdict {
  // Read by recheck at each call: its in-process engine, not a worker that may start a binary.
  process.env.RECHECK_SYNC_BACKEND = "pure";
  const r = checkSync(p.source, analysedFlags(p.flags), { timeout: 20_000, randomSeed: 0 });
  if (r.status === "unknown") return { status: "unknown" };
  const v: Verdict = { status: r.status, complexity: r.complexity.type };
  if (r.complexity.type === "polynomial") v.degree = r.complexity.degree;
  if (r.status === "vulnerable") v.attack = r.attack.pattern;
  return v;
}

export function readVerdicts(): Record<string, Verdict> {
  return existsSync(VERDICTS_FILE) ? (JSON.parse(readFileSync(VERDICTS_FILE, "utf8")) as Record<string, Verdict>) : {};
}

type OwnPatterns = { literals: ReturnType<typeof scanShipped>; built: Built[]; all: Map<string, OwnPattern & { sites: string[] }> };
let found: OwnPatterns | undefined;

/** Every pattern the shipped packages hold or build: the scan's literals and the capture's patterns; found once per process. */
export function ownPatterns(): OwnPatterns {
  found ??= findOwnPatterns();
  return found;
}

function findOwnPatterns(): OwnPatterns {
  const literals = scanShipped();
  const capture = fileURLToPath(new URL("./capture.js", import.meta.url));
  const out = execFileSync(process.execPath, [capture], { maxBuffer: 256 * 1024 * 1024, encoding: "utf8" });
  const built = JSON.parse(out) as Built[];
  const all = new Map<string, OwnPattern & { sites: string[] }>();
  // A pattern a library builds (the stack names no file of ours) is the library's, not ours.
  for (const p of [...literals.literals, ...built.filter((b) => b.site !== "?")]) {
    const key = keyOf(p);
    const known = all.get(key);
    if (known) known.sites.push(p.site);
    else all.set(key, { source: p.source, flags: analysedFlags(p.flags), sites: [p.site] });
  }
  return { literals, built, all };
}

async function main(): Promise<void> {
  const verdicts = readVerdicts();
  const { all } = ownPatterns();
  let analysed = 0;
  for (const [key, p] of all) {
    if (verdicts[key]) continue;
    verdicts[key] = analyse(p);
    analysed++;
    if (analysed % 25 === 0) writeFileSync(VERDICTS_FILE, `${JSON.stringify(sorted(verdicts, all), null, 1)}\n`);
  }
  writeFileSync(VERDICTS_FILE, `${JSON.stringify(sorted(verdicts, all), null, 1)}\n`);
  console.log(`${all.size} patterns, ${analysed} analysed now`);
}

/** Keeps only the verdicts of patterns that still exist, in key order. */
function sorted(verdicts: Record<string, Verdict>, all: Map<string, unknown>): Record<string, Verdict> {
  return Object.fromEntries(Object.keys(verdicts).filter((k) => all.has(k)).sort().map((k) => [k, verdicts[k]!]));
}

/** The rows of `KNOWN_SUPER_LINEAR` in own-patterns.test.ts for the patterns now built and not proved linear. */
function list(): void {
  const verdicts = readVerdicts();
  const rows: Array<{ key: string; file: string; reason: string }> = [];
  for (const [key, p] of ownPatterns().all) {
    const v = verdicts[key] ?? analyse(p);
    if (v.status === "safe") continue;
    const attack = v.attack && v.attack.length > 70 ? `${v.attack.slice(0, 67)}…` : v.attack;
    const reason = v.status === "unknown" ? "not yet proved: the analyser gives up after 20 s" : `not yet fixed: ${v.complexity}${v.degree ? ` (degree ${v.degree})` : ""}, e.g. ${attack}`;
    rows.push({ key, file: p.sites[0]!.replace(/:\d+:\d+$/, ""), reason });
  }
  rows.sort((a, b) => a.file.localeCompare(b.file) || a.key.localeCompare(b.key));
  for (const r of rows) console.log(`  { key: ${JSON.stringify(r.key)}, file: ${JSON.stringify(r.file)}, reason: ${JSON.stringify(r.reason)} },`);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes("--write")) await main();
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes("--list")) list();
