// The dev turns the English grammar's comparison tests read (never the held-out test split): a
// test helper, left out of the package with the tests (`*.test.*`).
import { readdirSync, readFileSync } from "node:fs";

/** The turns of the dev split of both corpora (never the test split), as the YAML writes them: one quoted line each. */
export function devTurns(): string[] {
  const turns = new Set<string>();
  for (const lang of ["en", "pt"]) {
    const dir = new URL(`../../../test/grammar-cases/${lang}/dev/`, import.meta.url);
    for (const file of readdirSync(dir)) {
      for (const line of readFileSync(new URL(file, dir), "utf8").split("\n")) {
        const m = /^\s*turn:\s*(".*")\s*$/.exec(line);
        if (m) turns.add(JSON.parse(m[1]!) as string);
      }
    }
  }
  return [...turns];
}
