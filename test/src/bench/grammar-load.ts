// Run by the bench in a fresh process: loads one grammar (`node grammar-load.js en`) and prints
// what its import and its first read cost, wall and CPU time in ms, as one line of JSON. The
// engine is imported and the client created outside the timed parts: the grammar is what is timed.
import { createRequire } from "node:module";
import { Client, keyPairFromSeed } from "@toolgate/core";
import { makeCatalogue } from "./fixtures.js";
import { TURNS_50 } from "./reading.js";

const lang = process.argv[2];
if (lang !== "en" && lang !== "pt") throw new Error(`no 50-word turns in \`${String(lang)}\``);

const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

const t0 = performance.now();
const c0 = cpuMs();
await import(`@toolgate/grammar-${lang}`);
const imported = { wall: performance.now() - t0, cpu: cpuMs() - c0 };

const client = await Client.create({ catalogue: makeCatalogue(10), keys: keyPairFromSeed(new Uint8Array(32).fill(7)), log: () => {}, grammar: lang });
const session = client.session("billing", lang === "pt" ? { language: "pt" } : undefined);
const t1 = performance.now();
const c1 = cpuMs();
const reading = session.read(TURNS_50[lang][0]!);
const read = { wall: performance.now() - t1, cpu: cpuMs() - c1 };
if (!reading.read) throw new Error(`the first ${lang} turn was not read`);

// Whether the language identifier (the kit's tinyld) was loaded by this first read.
const kit = createRequire(createRequire(import.meta.url).resolve("@toolgate/grammar-kit"));
const identifier = Object.hasOwn(kit.cache, kit.resolve("tinyld/light"));
process.stdout.write(`${JSON.stringify({ wall: imported.wall + read.wall, cpu: imported.cpu + read.cpu, identifier })}\n`);
