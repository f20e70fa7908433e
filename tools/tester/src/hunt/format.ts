// A finding in lines of text, as `toolgate hunt` prints it and docs/hunt.md shows it.
import { formatPlace } from "@toolgate/core";
import type { Finding } from "./finding.js";

export function findingLines(f: Finding): string[] {
  const lines = [`${formatPlace(f.place)}${f.code} ${f.severity}: ${f.message}`];
  const cx = f.counterexample;
  if (cx) {
    const before = cx.history.length ? ` after ${cx.history.map((h) => h.tool).join(", ")} ran` : "";
    const undo = cx.compensationOf !== undefined ? ` undoing step ${cx.compensationOf}` : "";
    const facts = cx.facts ? ` facts ${JSON.stringify(cx.facts)}` : "";
    const turns = cx.turns?.length ? ` turns ${JSON.stringify(cx.turns)}` : "";
    lines.push(`  call: ${cx.tool} ${JSON.stringify(cx.arguments)}${cx.origins ? ` origins ${JSON.stringify(cx.origins)}` : ""}${before}${undo}${turns}${facts}${cx.now ? ` at ${cx.now}` : ""}`);
  }
  lines.push(`  replayed: ${JSON.stringify(f.replayed)}`);
  return lines;
}
