// `node test/dist/bench/http-rows.js`: the bench's HTTP rows alone, with the bench's own inputs and
// measuring code (http.ts), for work on the service without the whole bench. Writes no page.
// Environment: BENCH_HTTP_CLIS, comma-separated `name=path` of CLI builds whose `serve` is loaded,
// measured in alternation round after round (default: this repository's build as `built`);
// BENCH_HTTP_ROUNDS (default 3); BENCH_HTTP_ONLY, comma-separated scenario keys (default all);
// BENCH_QUICK=1 for 2-second loads.
import { Client, makeSigner } from "@toolgate/core";
import { SessionBinding } from "@toolgate/server";
import { BENCH_KEYS, freshCopy, historyOf, makeCatalogue, makeRulebook, TURNS_EN } from "./fixtures.js";
import { HTTP_SCENARIOS, httpFigures, type HttpInputs } from "./http.js";

const builds = (process.env.BENCH_HTTP_CLIS ?? "built=").split(",").map((spec) => {
  const at = spec.indexOf("=");
  if (at <= 0) throw new Error(`BENCH_HTTP_CLIS: \`${spec}\` is not name=path`);
  const path = spec.slice(at + 1);
  return { name: spec.slice(0, at), cli: path === "" ? undefined : path };
});
const rounds = Number(process.env.BENCH_HTTP_ROUNDS ?? 3);
const only = process.env.BENCH_HTTP_ONLY?.split(",").filter(Boolean);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error("BENCH_HTTP_ROUNDS is a whole number of rounds, at least 1");
for (const key of only ?? []) if (!HTTP_SCENARIOS.some((s) => s.key === key)) throw new Error(`BENCH_HTTP_ONLY: no scenario \`${key}\``);

// The inputs the bench gives its HTTP rows: the same catalogue, rulebook, histories and turns.
const catalogue = makeCatalogue(10);
const rules = makeRulebook(10, catalogue);
const rulebook = { timezone: rules.timezone, rules: rules.rules };
const producer = await Client.create({ catalogue, rulebook, keys: BENCH_KEYS, log: () => {}, grammar: "en", signer: "node" });
const h10 = await historyOf(producer, 10);
const elsewhere = makeSigner(BENCH_KEYS, "node");
const binding = new SessionBinding(BENCH_KEYS.seed);
const histories = Array.from({ length: 32 }, () => freshCopy(h10, 10, elsewhere, binding.open("default")));
const base: HttpInputs = { keys: BENCH_KEYS, catalogue, rulebook, histories, turns: TURNS_EN, result: { order_id: "4411", charge_id: "ch_1", total: 40 }, ...(only ? { only } : {}) };

const seen = new Map<string, Array<{ share: number; cpu: number; bareCpu: number }>>();
for (let round = 1; round <= rounds; round++) {
  for (const build of builds) {
    const figures = await httpFigures({ ...base, ...(build.cli ? { cli: build.cli } : {}) }, process.env.BENCH_QUICK === "1");
    for (const f of figures) if (f.skipped) throw new Error(`${f.label}: not measured (${f.skipped})`);
    for (const scenario of HTTP_SCENARIOS) {
      const tg = figures.find((f) => f.key === `http.${scenario.key}.toolgate`);
      const bare = figures.find((f) => f.key === `http.${scenario.key}.bare`);
      if (!tg || !bare) continue;
      const row = { share: tg.median / bare.median, cpu: tg.cpu ?? Number.NaN, bareCpu: bare.cpu ?? Number.NaN };
      const key = `${build.name} ${scenario.key}`;
      seen.set(key, [...(seen.get(key) ?? []), row]);
      process.stdout.write(`round ${round} ${key}: ${row.share.toFixed(3)}× (${Math.round(tg.median)} ÷ ${Math.round(bare.median)} requests/s; server CPU ${Math.round(row.cpu)} µs vs ${Math.round(row.bareCpu)} µs per request; ${tg.note})\n`);
    }
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
process.stdout.write("\nmedians over the rounds\n");
for (const [key, rows] of seen) {
  process.stdout.write(`${key}: ${median(rows.map((r) => r.share)).toFixed(3)}× (${rows.map((r) => r.share.toFixed(3)).join(", ")}); server CPU ${Math.round(median(rows.map((r) => r.cpu)))} µs per request (bare ${Math.round(median(rows.map((r) => r.bareCpu)))} µs)\n`);
}
