// `npm run security`: replays the injection benchmark, prints its figures per split and policy,
// and rewrites docs/security.md, unless a figure is worse than the page recorded (the ratchet):
// then it writes nothing and exits 1. `--accept-worse` writes the page all the same.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { POLICIES, runBenchmark } from "./replay.js";
import { SPLITS, scenariosOf } from "./scenarios.js";
import { SECURITY_PAGE, readRecorded, recordedOf, renderPage, worseThan } from "./page.js";

const acceptWorse = process.argv.includes("--accept-worse");
const bench = await runBenchmark();
const pct = (a: number, b: number) => (b === 0 ? "0.0" : ((100 * a) / b).toFixed(1)).padStart(5) + "%";

console.log(`${bench.tasks.length} tasks, ${bench.tasks.reduce((n, t) => n + scenariosOf(t).length, 0)} scenarios`);
for (const split of SPLITS) {
  for (const policy of POLICIES) {
    const { figures: f, misses } = bench.runs.find((r) => r.split === split && r.policy === policy)!;
    const stopped = f.benignReads.refused + f.benignReads.asked;
    console.log(`\n${split}, ${policy} (${f.scenarios.benign} benign, ${f.scenarios.injected} injected scenarios)`);
    console.log(`  benign reads stopped:                     ${pct(stopped, f.benignReads.total)}  ${stopped} of ${f.benignReads.total} (${f.benignReads.refused} refused, ${f.benignReads.asked} asked)`);
    console.log(`  benign writes flagged as outside content: ${pct(f.benignWrites.outside, f.benignWrites.total)}  ${f.benignWrites.outside} of ${f.benignWrites.total}`);
    console.log(`  benign writes refused:                    ${pct(f.benignWrites.refused, f.benignWrites.total)}  ${f.benignWrites.refused} of ${f.benignWrites.total}`);
    console.log(`  injected calls caught:                    ${pct(f.injected.caught, f.injected.total)}  ${f.injected.caught} of ${f.injected.total} (${f.injected.refused} refused, ${f.injected.outside} flagged; ${f.injected.askedOtherwise} asked for another reason, ${f.injected.allowed} allowed)`);
    console.log(`  misses: ${misses.length}`);
  }
}

const page = renderPage(bench);
const before = existsSync(SECURITY_PAGE) ? readFileSync(SECURITY_PAGE, "utf8") : undefined;
const recorded = before === undefined ? undefined : readRecorded(before);
const worse = recorded ? worseThan(recordedOf(bench.runs), recorded) : [];
console.log("");
if (worse.length > 0) {
  console.log("worse than docs/security.md records:");
  for (const w of worse) console.log(`  ${w}`);
}
if (worse.length > 0 && !acceptWorse) {
  console.log("docs/security.md left as it was (run with `-- --accept-worse` to record the worse figures)");
  process.exitCode = 1;
} else if (before === page) {
  console.log("docs/security.md is up to date");
} else {
  writeFileSync(SECURITY_PAGE, page);
  console.log("docs/security.md written");
}
