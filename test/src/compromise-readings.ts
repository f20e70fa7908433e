// The English grammar's readings of every string of the grammar and injection corpora's dev
// splits, one line each, with the grammar on its own build of compromise or, given `published`,
// on compromise's published bundle: compromise-build.test.ts runs it both ways and compares.
// Run: node test/dist/compromise-readings.js own|published OUT_FILE [STRIDE]   (STRIDE n: every nth string)
import Module, { createRequire } from "node:module";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** Every YAML file under a folder, no `test` split among them (the held-out cases are not read here). */
function devFiles(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "test" ? [] : devFiles(path);
    return /\.ya?ml$/.test(name) ? [path] : [];
  });
}

/** Every string the dev corpora hold, once, in a fixed order. */
export function devStrings(parse: (text: string) => unknown[]): string[] {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === "string") {
      if (v.length > 0) found.add(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  for (const file of [...devFiles(join(root, "test", "grammar-cases")), ...devFiles(join(root, "test", "injection"))]) {
    parse(readFileSync(file, "utf8")).forEach(walk);
  }
  return [...found].sort();
}

/** Makes every `require` of the grammar's own build answer with compromise's published bundle. */
function onPublished(): void {
  const published = createRequire(join(root, "grammars", "en", "package.json")).resolve("compromise");
  const loader = Module as unknown as { _resolveFilename(request: string, ...rest: unknown[]): string };
  const resolve = loader._resolveFilename;
  loader._resolveFilename = function (request: string, ...rest: unknown[]): string {
    const found = resolve.call(this, request, ...rest);
    return found.endsWith(`${sep}grammars${sep}en${sep}compromise${sep}compromise.cjs`) ? published : found;
  };
}

async function main(): Promise<void> {
  const [which, out, stride = "1"] = process.argv.slice(2);
  const every = Number(stride);
  if ((which !== "own" && which !== "published") || !out || !Number.isInteger(every) || every < 1) throw new Error("usage: compromise-readings.js own|published OUT_FILE [STRIDE]");
  if (which === "published") onPublished();
  // Imported after the redirection, so the grammar loads the compromise chosen.
  const { parseAllDocuments } = await import("yaml");
  const { grammar } = await import("@toolgate/grammar-en");
  const { analyse } = (await import(join(root, "grammars", "en", "dist", "world.js"))) as { analyse(text: string): unknown };
  const { Client } = await import("@toolgate/core");
  const texts = devStrings((text) => parseAllDocuments(text).map((d) => d.toJS() as unknown)).filter((_, i) => i % every === 0);
  const NOW = Date.parse("2026-03-11T10:00:00Z");
  const client = await Client.create({ catalogue: join(root, "test", "grammar-cases", "catalogue.yaml"), grammar, now: () => NOW, log: () => {} });
  const json = (f: () => unknown): string => {
    try {
      return JSON.stringify(f(), (_k, v: unknown) => (v instanceof Set ? [...(v as Set<unknown>)] : v));
    } catch (e) {
      return `threw ${(e as Error).message}`;
    }
  };
  const lines = texts.map((text, i) => {
    const words = new Set<string>();
    return [
      JSON.stringify(text),
      json(() => grammar.detect(text)),
      json(() => analyse(text)),
      json(() => grammar.readTurn(text, { now: new Date(NOW) })),
      json(() => (grammar.actWords(text, words), words)),
      json(() => client.session(`s${i}`).read(text)),
    ].join("\t");
  });
  writeFileSync(out, lines.join("\n") + "\n");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
