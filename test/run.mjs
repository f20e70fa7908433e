// Runs every package's compiled mocha tests in one process and ends with the plain summary
// line `N passed, N failed` that CI reads; exits non-zero on any failure or when no test ran.
// Usage: node test/run.mjs [grep]
import Mocha from "mocha";
import { existsSync, readdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

function testFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return testFiles(p);
    return name.endsWith(".test.js") ? [p] : [];
  });
}

function packages() {
  const list = ["core", "plugins", "rulebooks", "test"];
  for (const parent of ["grammars", "tools", "runtime", "docs/examples", "adapters"]) {
    const d = join(root, parent);
    if (existsSync(d)) for (const name of readdirSync(d)) if (existsSync(join(d, name, "package.json"))) list.push(`${parent}/${name}`);
  }
  return list;
}

const files = packages().flatMap((p) => testFiles(join(root, p, "dist"))).sort();
const grep = process.argv[2];
const mocha = new Mocha({ timeout: 30_000, reporter: "spec", ...(grep ? { grep } : {}) });
for (const f of files) mocha.addFile(f);
await mocha.loadFilesAsync();
const runner = mocha.run(() => {
  const { passes = 0, failures = 0, pending = 0 } = runner.stats ?? {};
  console.log(`\n${passes} passed, ${failures} failed${pending ? `, ${pending} skipped` : ""}`);
  process.exit(failures > 0 || passes === 0 ? 1 : 0);
});
