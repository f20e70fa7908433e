// Issue 15's reading figures alone, without the rest of the bench: `read()` of the 50-word turns,
// the adversarial turns, and loading each grammar in fresh processes; prints the rows and the
// targets, writes nothing. `node test/dist/bench/reading-run.js` after a build (BENCH_QUICK=1: fewer samples).
import { Client, keyPairFromSeed } from "@toolgate/core";
import { ADVERSARIAL_TURNS } from "./adversarial-turns.js";
import { makeCatalogue } from "./fixtures.js";
import { measure, timedSync, type Figure } from "./measure.js";
import { FIFTY_WORD_WARMUP, fiftyWordFigures, grammarLoadFigures, readingTargets } from "./reading.js";
import { us } from "./report.js";

const QUICK = process.env.BENCH_QUICK === "1";
const keys = keyPairFromSeed(new Uint8Array(32).fill(7));
const figures: Figure[] = [];
const show = (f: Figure) => {
  figures.push(f);
  const size = f.unit ? `${Math.round(f.median)} ${f.unit}` : `median ${us(f.median)} µs, p95 ${us(f.p95 ?? Number.NaN)} µs, p99 ${us(f.p99)} µs`;
  process.stdout.write(`  ${f.label}: ${size}${f.note ? ` [${f.note}]` : ""}\n`);
};

process.stdout.write("read() of the 50-word turns\n");
for (const f of await fiftyWordFigures(keys, QUICK ? { warmup: 300, minSamples: 100, maxSamples: 300, budgetMs: 500 } : { warmup: FIFTY_WORD_WARMUP, minSamples: 300, maxSamples: 2000, budgetMs: 2000 })) show(f);

process.stdout.write("adversarial turns, each in a new session with every grammar installed\n");
const all = await Client.create({ catalogue: makeCatalogue(10), keys, log: () => {} });
let k = 0;
for (const [label, text] of ADVERSARIAL_TURNS) {
  const key = `read.adversarial.${label.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "").toLowerCase()}`;
  show(await measure(key, `read() of ${label}`, "read", () => timedSync(() => all.session(`adversarial-${k++}`).read(text)), { warmup: 2, minSamples: QUICK ? 5 : 10, maxSamples: 50, budgetMs: 500 }));
}

process.stdout.write("loading a grammar, each in fresh processes\n");
for (const f of await grammarLoadFigures(QUICK ? 3 : 9)) show(f);

process.stdout.write("targets\n");
for (const t of readingTargets(figures)) {
  process.stdout.write(`  ${t.met === undefined ? "not measured" : t.met ? "met" : "NOT met"}: ${t.name}: ${t.value.toFixed(2)} ${t.unit} (limit ${t.limit} ${t.unit}; ${t.detail})\n`);
}
