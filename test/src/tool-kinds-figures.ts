// Prints how well the English grammar infers tool kinds over the labelled set, and exits
// non-zero when the bar fails (at least 90% right, no write or send tool classed as a read).
import { BAR, classifyAll, figures, loadLabelled, meetsBar } from "./tool-kinds-labelled.js";

const f = figures(classifyAll(loadLabelled()));
const pad = (s: string | number, n: number) => String(s).padStart(n);

console.log(`tools:                      ${f.total}`);
console.log(`classed right:              ${f.correct} (${f.percent.toFixed(1)}%, bar ${BAR.percent}%)`);
console.log(`write or send as read:      ${f.unsafeReads} (bar ${BAR.unsafeReads})`);
console.log(`unsure (counted as write):  ${f.unsure}`);
console.log("");
console.log(`truth \\ classed      read   write    send`);
for (const truth of ["read", "write", "send"] as const) {
  const row = f.confusion[truth];
  console.log(`${truth.padEnd(16)}${pad(row.read, 8)}${pad(row.write, 8)}${pad(row.send, 8)}`);
}
if (f.wrong.length > 0) {
  console.log("");
  console.log("classed wrong:");
  for (const c of f.wrong) {
    console.log(`  ${c.tool.name} (${c.tool.source}): ${c.tool.kind}, classed ${c.inferred ?? "unsure → write"}`);
  }
}
const ok = meetsBar(f);
console.log("");
console.log(ok ? "the bar is met" : "the bar is NOT met");
process.exitCode = ok ? 0 : 1;
