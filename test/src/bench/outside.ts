// Where the CPU of a check on a history from outside goes (outside-parts.ts), printed alone,
// without the rest of the bench: each variant's CPU per call, median and p90, and its median ÷
// the floor's. Writes nothing. `node test/dist/bench/outside.js` after a build.
// Environment: OUTSIDE_ROUNDS (rounds kept, after 100 thrown away), OUTSIDE_ONLY (comma list of variants).
import { loadavg } from "node:os";
import { OUTSIDE_VARIANTS, outsideParts, quantile, type OutsideVariant } from "./outside-parts.js";

const ROUNDS = Number(process.env.OUTSIDE_ROUNDS ?? 800);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error(`outside: \`${process.env.OUTSIDE_ROUNDS}\` is not a count of rounds`);
const only = process.env.OUTSIDE_ONLY?.split(",").filter(Boolean);
for (const n of only ?? []) if (!(OUTSIDE_VARIANTS as readonly string[]).includes(n)) throw new Error(`outside: no variant \`${n}\` (${OUTSIDE_VARIANTS.join(", ")})`);

const load0 = loadavg();
const parts = await outsideParts({ rounds: ROUNDS, ...(only ? { only: only as OutsideVariant[] } : {}) });
const floor = parts.find((p) => p.name === "floor");
const floorMedian = floor ? quantile(floor.samples, 0.5) : undefined;
process.stdout.write(`\noutside: node ${process.version}, ${ROUNDS} rounds (each variant once a round, in turn); load ${load0.map((x) => x.toFixed(1)).join(" ")} → ${loadavg().map((x) => x.toFixed(1)).join(" ")}\n\n`);
process.stdout.write("| variant | CPU µs median | p90 | × floor |\n|---|---:|---:|---:|\n");
for (const p of parts) {
  const median = quantile(p.samples, 0.5);
  process.stdout.write(`| ${p.what} | ${median} | ${quantile(p.samples, 0.9)} | ${floorMedian ? (median / floorMedian).toFixed(2) : ""} |\n`);
}
