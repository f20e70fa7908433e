// The packages by layer (docs/decisions.md, "Packages by layer"): no import cycle, no package
// importing one above it, and an engine with no native module, no MCP SDK, no HTTP and no
// PostgreSQL driver, which checks a call with a turn where no SQLite module is installed.
import { expect } from "chai";
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { cruise } from "dependency-cruiser";

const root = fileURLToPath(new URL("../../", import.meta.url));

/**
 * The layer order, the one place it is declared: a package may import (and depend on) packages
 * of lower layers only. The grammar kit is below the engine (it imports nothing of Toolgate's,
 * and the engine calls grammars through its port); the runtime sits above the checks, each
 * runtime package above what it uses; the command line on top of the runtime; the repository's
 * own test package above everything.
 */
export const LAYERS: ReadonlyArray<readonly string[]> = [
  ["@toolgate/grammar-kit"],
  ["@toolgate/core"],
  ["@toolgate/grammar-en", "@toolgate/tester", "@toolgate/rulebooks"],
  ["@toolgate/grammar-pt", "@toolgate/plugins"],
  ["@toolgate/store-sqlite", "@toolgate/ai-sdk", "@toolgate/langchain", "@toolgate/openai-agents", "@toolgate/example-business-hours"],
  ["@toolgate/executor"],
  ["@toolgate/server"],
  ["@toolgate/gateway"],
  ["@toolgate/store-postgres"],
  ["@toolgate/cli"],
  ["@toolgate/test"],
];
const layerOf = new Map(LAYERS.flatMap((names, i) => names.map((n) => [n, i] as const)));

interface Workspace {
  dir: string;
  json: { name: string; private?: boolean; files?: string[]; dependencies?: Record<string, string>; devDependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
}

/** Every workspace package of the root package.json, globs read as `parent/*`. */
function workspaces(): Workspace[] {
  const patterns = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { workspaces: string[] }).workspaces;
  const dirs = patterns.flatMap((p) => (p.endsWith("/*") ? readdirSync(join(root, p.slice(0, -2))).map((n) => `${p.slice(0, -2)}/${n}`) : [p]));
  return dirs.filter((d) => existsSync(join(root, d, "package.json"))).map((dir) => ({ dir, json: JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")) as Workspace["json"] }));
}

function jsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return jsFiles(p);
    return name.endsWith(".js") || name.endsWith(".mjs") ? [p] : [];
  });
}

const PACKAGE_NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*(?:\/[^"'\s]*)?$/;

/** The packages a compiled file names in an import, a re-export, a dynamic import or a require: bare names only. */
function importedPackages(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const statements = /(?:^|[;\n])\s*(?:import|export)\s(?:[^;"']*?\sfrom\s*)?["']([^"']+)["']/g;
  const calls = /\b(?:import|require)\(\s*["']([^"']+)["']\s*\)/g;
  const specs = [...text.matchAll(statements), ...text.matchAll(calls)].map((m) => m[1]!);
  return specs
    .filter((s) => PACKAGE_NAME.test(s) && !builtinModules.includes(s.split("/")[0]!))
    .map((s) => (s.startsWith("@") ? s.split("/").slice(0, 2).join("/") : s.split("/")[0]!));
}

/** Whether a package's `files` leaves `rel` (a path inside the package) out of what it publishes: a `!` pattern matches it. */
function unpublished(files: string[] | undefined, rel: string): boolean {
  return (files ?? [])
    .filter((f) => f.startsWith("!"))
    .some((f) => new RegExp(`^${f.slice(1).replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*\*\//g, "(?:.*/)?").replace(/\*/g, "[^/]*")}$`).test(rel));
}

describe("packages by layer", function () {
  this.timeout(120_000);
  const all = workspaces();

  it("places every workspace package in a layer", () => {
    expect(all.map((w) => w.json.name).filter((n) => !layerOf.has(n))).to.deep.equal([]);
  });

  it("declares no dependency on a package of its own layer or one above", () => {
    const up: string[] = [];
    for (const w of all) {
      const mine = layerOf.get(w.json.name)!;
      for (const dep of Object.keys({ ...w.json.dependencies, ...w.json.devDependencies, ...w.json.peerDependencies })) {
        const theirs = layerOf.get(dep);
        if (theirs !== undefined && theirs >= mine) up.push(`${w.json.name} depends on ${dep}`);
      }
    }
    expect(up).to.deep.equal([]);
  });

  it("imports, in its compiled code, only packages of lower layers, each declared in its package.json", () => {
    const wrong: string[] = [];
    const rootDev = Object.keys((JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as Workspace["json"]).devDependencies ?? {});
    for (const w of all) {
      const mine = layerOf.get(w.json.name)!;
      const runtime = new Set([w.json.name, ...Object.keys({ ...w.json.dependencies, ...w.json.peerDependencies })]);
      const forTests = new Set([...runtime, ...Object.keys(w.json.devDependencies ?? {}), ...rootDev]);
      for (const file of jsFiles(join(root, w.dir, "dist"))) {
        const rel = file.slice(root.length);
        // What a package publishes imports only its dependencies; its tests (and a private package) may use its dev dependencies too.
        const published = !w.json.private && !unpublished(w.json.files, file.slice(join(root, w.dir).length + 1));
        for (const pkg of importedPackages(file)) {
          const theirs = layerOf.get(pkg);
          if (theirs !== undefined && pkg !== w.json.name && theirs >= mine) wrong.push(`${rel} imports ${pkg}, not below ${w.json.name}`);
          if (!(published ? runtime : forTests).has(pkg)) wrong.push(`${rel} imports ${pkg}, which ${w.json.name} does not declare`);
        }
      }
    }
    expect(wrong).to.deep.equal([]);
  });

  it("fails on a package that imports one above it (a compiled file of the engine importing the gateway)", () => {
    const dir = mkdtempSync(join(tmpdir(), "toolgate-layers-"));
    try {
      writeFileSync(join(dir, "up.js"), 'import { Gateway } from "@toolgate/gateway";\nexport const g = Gateway;\n');
      const pkg = importedPackages(join(dir, "up.js"))[0]!;
      expect([pkg, layerOf.get(pkg)! > layerOf.get("@toolgate/core")!]).to.deep.equal(["@toolgate/gateway", true]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("no import cycle", function () {
  this.timeout(120_000);
  const packageDirs = workspaces().map((w) => w.dir).filter((d) => existsSync(join(root, d, "dist")));

  /** dependency-cruiser's circular rule over compiled JavaScript under `dirs`: the cycles it finds, each as its modules. */
  async function cycles(dirs: string[], base: string): Promise<string[][]> {
    const result = await cruise(dirs, {
      baseDir: base,
      validate: true,
      ruleSet: { forbidden: [{ name: "no-circular", severity: "error", from: {}, to: { circular: true } }] },
      doNotFollow: { path: "node_modules" },
      exclude: { path: "node_modules|\\.d\\.ts$|\\.map$" },
    });
    const output = result.output as { summary: { totalCruised: number; violations: Array<{ from: string; cycle?: Array<{ name: string } | string> }> } };
    expect(output.summary.totalCruised, "modules cruised").to.be.above(0);
    return output.summary.violations.map((v) => [v.from, ...(v.cycle ?? []).map((c) => (typeof c === "string" ? c : c.name))]);
  }

  it("finds none in any package's compiled code (dependency-cruiser)", async () => {
    expect(await cycles(packageDirs.map((d) => `${d}/dist`), root)).to.deep.equal([]);
  });

  it("finds one where there is one", async () => {
    const dir = mkdtempSync(join(tmpdir(), "toolgate-cycle-"));
    try {
      writeFileSync(join(dir, "a.js"), 'import { b } from "./b.js";\nexport const a = () => b;\n');
      writeFileSync(join(dir, "b.js"), 'import { a } from "./a.js";\nexport const b = () => a;\n');
      writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
      const found = await cycles(["."], dir);
      expect(found.length).to.be.above(0);
      expect(found[0]!.map((m) => posix.basename(m)).sort()).to.include.members(["a.js", "b.js"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("finds none in the sources either, type-only imports counted (the shared types live in core/src/model.ts)", () => {
    // Compiled code drops type-only imports; this reads every relative import of the sources.
    const graph = new Map<string, string[]>();
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) return sources(p);
        return name.endsWith(".ts") && !name.endsWith(".d.ts") ? [p] : [];
      });
    for (const d of packageDirs) {
      if (!existsSync(join(root, d, "src"))) continue;
      for (const file of sources(join(root, d, "src"))) {
        const text = readFileSync(file, "utf8");
        graph.set(file, [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)"(\.{1,2}\/[^"]+)"/g)].map((m) => join(dirname(file), m[1]!).replace(/\.js$/, ".ts")));
      }
    }
    // Tarjan's strongly connected components: a component of more than one module is a cycle.
    let counter = 0;
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const found: string[][] = [];
    const visit = (v: string): void => {
      index.set(v, counter);
      low.set(v, counter++);
      stack.push(v);
      onStack.add(v);
      for (const w of graph.get(v) ?? []) {
        if (!graph.has(w)) continue;
        if (!index.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
      if (low.get(v) === index.get(v)) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          component.push(w.slice(root.length));
        } while (w !== v);
        if (component.length > 1) found.push(component.sort());
      }
    };
    for (const v of graph.keys()) if (!index.has(v)) visit(v);
    expect(graph.size, "source files read").to.be.above(100);
    expect(found).to.deep.equal([]);
  });
});

interface LockEntry {
  name?: string;
  link?: boolean;
  resolved?: string;
  hasInstallScript?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** The lock's entries a workspace's installed dependencies reach (its own runtime dependencies, transitively), by lock path. */
function closure(workspaceNames: string[]): Map<string, LockEntry> {
  const lock = (JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as { packages: Record<string, LockEntry> }).packages;
  const out = new Map<string, LockEntry>();
  const resolve = (from: string, name: string): string | undefined => {
    for (let at = from; ; at = at.includes("/node_modules/") ? at.slice(0, at.lastIndexOf("/node_modules/")) : "") {
      const candidate = at ? `${at}/node_modules/${name}` : `node_modules/${name}`;
      const entry = lock[candidate];
      if (entry) return entry.link ? entry.resolved : candidate;
      if (!at) return undefined;
    }
  };
  const walk = (path: string): void => {
    if (out.has(path)) return;
    const entry = lock[path];
    if (!entry) throw new Error(`the lock has no entry \`${path}\``);
    out.set(path, entry);
    const optionalPeers = new Set(Object.entries(entry.peerDependenciesMeta ?? {}).filter(([, m]) => m.optional).map(([n]) => n));
    const peers = Object.keys(entry.peerDependencies ?? {}).filter((n) => !optionalPeers.has(n));
    for (const name of [...Object.keys(entry.dependencies ?? {}), ...Object.keys(entry.optionalDependencies ?? {}), ...peers]) {
      const found = resolve(path, name);
      if (found) walk(found);
      else if (!(name in (entry.optionalDependencies ?? {}))) throw new Error(`\`${path}\` needs \`${name}\`, which the lock does not hold`);
    }
  };
  for (const name of workspaceNames) walk(resolve("", name)!);
  return out;
}

const packageName = (path: string, entry: LockEntry) => entry.name ?? path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);

describe("the engine has no native, MCP, HTTP or PostgreSQL dependency", function () {
  this.timeout(120_000);

  it("reaches, through its installed dependencies, no SQLite, RE2 build, PostgreSQL driver, MCP SDK or package with an install script", () => {
    const reached = closure(["@toolgate/core"]);
    const names = [...reached].map(([path, entry]) => packageName(path, entry));
    expect(names).to.include.members(["@toolgate/core", "@toolgate/grammar-kit", "ajv", "re2js", "tinyld"]);
    expect(names.filter((n) => ["better-sqlite3", "re2", "pg", "@modelcontextprotocol/sdk", "express", "bindings", "node-gyp-build", "prebuild-install"].includes(n))).to.deep.equal([]);
    expect([...reached].filter(([, e]) => e.hasInstallScript).map(([p]) => p)).to.deep.equal([]);
  });

  it("sees the SQLite module in the command line's dependencies, which the test above would find", () => {
    const names = [...closure(["@toolgate/cli"])].map(([path, entry]) => packageName(path, entry));
    expect(names).to.include.members(["better-sqlite3", "pg", "@modelcontextprotocol/sdk"]);
  });

  it("checks a call with a turn from a script that imports only the engine, the checks and the English grammar, where no SQLite module is installed", async () => {
    // A node_modules of its own holding only what those three packages reach, each a link to the
    // installed copy; --preserve-symlinks makes every import resolve from there, never from the
    // repository's node_modules, which holds better-sqlite3.
    const dir = mkdtempSync(join(tmpdir(), "toolgate-engine-only-"));
    try {
      const reached = closure(["@toolgate/core", "@toolgate/plugins", "@toolgate/grammar-en"]);
      for (const [path, entry] of reached) {
        if (path.includes("/node_modules/")) continue; // nested: inside its parent's linked folder
        const name = packageName(path, entry);
        const target = join(dir, "node_modules", name);
        mkdirSync(dirname(target), { recursive: true });
        symlinkSync(join(root, path), target, "dir");
      }
      expect(existsSync(join(dir, "node_modules", "better-sqlite3")), "better-sqlite3 linked").to.equal(false);
      writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
      writeFileSync(
        join(dir, "check.js"),
        `
import { Client, keyPairFromSeed } from "@toolgate/core";
import { builtinChecks } from "@toolgate/plugins"; // the client loads them itself
import { grammar } from "@toolgate/grammar-en";
let sqlite = "installed";
try { await import("better-sqlite3"); } catch (e) { sqlite = e.code; }
const client = await Client.create({
  catalogue: { tools: { refund_card: { description: "Refund a card payment.", kind: "write", arguments: { type: "object", additionalProperties: false, properties: { order_id: { type: "string" }, amount: { type: "number", minimum: 0 } }, required: ["order_id", "amount"] } } } },
  grammar: [grammar],
  keys: keyPairFromSeed(new Uint8Array(32).fill(5)),
  log: () => {},
});
const session = client.session("billing");
session.read("please refund order 4411, 40.00");
const told = await session.checkToolCall("refund_card", { order_id: "4411", amount: 40 });
const untold = await session.checkToolCall("refund_card", { order_id: "9999", amount: 40 });
process.stdout.write(JSON.stringify({ sqlite, checks: client.checks.length === builtinChecks.length, told: [told.decision, told.reasons], untold: [untold.decision, untold.reasons] }));
`,
      );
      const out = await new Promise<string>((resolve, reject) => {
        execFile(process.execPath, ["--preserve-symlinks", "--preserve-symlinks-main", join(dir, "check.js")], { cwd: dir, timeout: 60_000 }, (error, stdout, stderr) => {
          if (error) reject(new Error(`${error.message}\n${stderr}`));
          else resolve(stdout);
        });
      });
      // The order the turn names is grounded (a write with no compensation is still asked about);
      // one it does not name is not: the grammar read the turn.
      expect(JSON.parse(out)).to.deep.equal({ sqlite: "ERR_MODULE_NOT_FOUND", checks: true, told: ["confirm", ["write"]], untold: ["confirm", ["argument_origin", "ungrounded", "confirm_read"]] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
