// Run as its own process: watches every pattern built at run time (the global `RegExp` and the
// string methods that build one from a string) while it imports every shipped module and reads
// every dev turn of both corpora and the bench's turns and classifies a tool, then prints them as
// JSON on stdout.
// A fresh process, so that no module was imported before the watch was set.
// Usage: node test/dist/own-patterns/capture.js
import { relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ROOT, shippedModules } from "./scan.js";

export interface Built {
  source: string;
  flags: string;
  /** `file:line:column` of the code that built it, or `?` where the stack names no file of ours. */
  site: string;
}

const built = new Map<string, Built>();
const ours = /\((?:file:\/\/)?(\/[^()]+?):(\d+):(\d+)\)$|at (?:file:\/\/)?(\/[^()\s]+?):(\d+):(\d+)$/;

const self = fileURLToPath(import.meta.url);
/**
 * The English grammar's own build of compromise: compromise's published source, bundled from
 * node_modules by a script, its patterns compromise's as they were in node_modules.
 */
const compromiseBuild = fileURLToPath(new URL("../../../grammars/en/compromise/", import.meta.url));

/** The first frame outside this file: the code that built the pattern. */
function caller(): string {
  for (const line of (new Error().stack ?? "").split("\n")) {
    const m = ours.exec(line.trim());
    if (!m) continue;
    const file = m[1] ?? m[4]!;
    if (file === self) continue;
    if (file.includes("/node_modules/") || file.startsWith(compromiseBuild)) return "?";
    return `${relative(ROOT, file)}:${m[2] ?? m[5]}:${m[3] ?? m[6]}`;
  }
  return "?";
}

function record(pattern: unknown, flags: unknown, site: string): void {
  const source = pattern instanceof NativeRegExp ? pattern.source : String(pattern ?? "(?:)");
  const f = flags === undefined ? (pattern instanceof NativeRegExp ? pattern.flags : "") : String(flags);
  const key = `${site}\u0000${f}\u0000${source}`;
  if (!built.has(key)) built.set(key, { source, flags: f, site });
}

const NativeRegExp = globalThis.RegExp;
globalThis.RegExp = new Proxy(NativeRegExp, {
  construct(target, args, newTarget) {
    record(args[0], args[1], caller());
    return Reflect.construct(target, args, newTarget === globalThis.RegExp ? target : newTarget);
  },
  apply(target, self, args) {
    record(args[0], args[1], caller());
    return Reflect.apply(target, self, args);
  },
});
for (const [name, flags] of [["match", ""], ["matchAll", "g"], ["search", ""]] as const) {
  const original = String.prototype[name] as (this: string, p: unknown) => unknown;
  Object.defineProperty(String.prototype, name, {
    configurable: true,
    writable: true,
    value: function (this: string, p: unknown) {
      // A pattern built inside the engine from a string, where no constructor sees it.
      if (p !== undefined && p !== null && !(p instanceof NativeRegExp)) record(p, flags, caller());
      return original.call(this, p);
    },
  });
}

async function main(): Promise<void> {
  // Every module of every shipped package: the patterns at a module's top level are built here.
  for (const file of shippedModules()) await import(pathToFileURL(file).href);
  // The patterns built while reading: every dev turn of both corpora, then the bench's turns.
  const { corpusClient, corpusFigures } = await import("../grammar-figures.js");
  const client = await corpusClient();
  for (const language of ["en", "pt"]) await corpusFigures(language, "dev", client);
  const { ADVERSARIAL_TURNS } = await import("../bench/adversarial-turns.js");
  const { TURNS_50 } = await import("../bench/reading.js");
  const en = (await import("@toolgate/grammar-en")).default;
  const pt = (await import("@toolgate/grammar-pt")).default;
  const now = new Date("2026-03-02T10:00:00Z");
  for (const g of [en, pt]) {
    for (const [, turn] of ADVERSARIAL_TURNS) g.readTurn(turn, { now });
    for (const turn of [...TURNS_50.en, ...TURNS_50.pt]) g.readTurn(turn, { now });
    // A grammar's tool-kind reader builds its phrase patterns when it first classifies a tool.
    g.classifyTool({ name: "send_report", description: "Sends the report to an address.", argumentNames: ["to"] });
  }
  process.stdout.write(JSON.stringify([...built.values()]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
