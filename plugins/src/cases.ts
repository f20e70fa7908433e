// Runs a check's table of cases (`plugins/src/<id>/cases.yaml`, OPA style: note, the call and
// what comes before it, want) through a real client on the examples' catalogue and rulebook.
import { expect } from "chai";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { readCases, runCase, type CheckCase } from "@toolgate/tester";
import { exampleCatalogue, exampleRulebook } from "./index.js";

/** Where a check's table of cases is. */
export function casesFile(id: string): string {
  return fileURLToPath(new URL(`../src/${id}/cases.yaml`, import.meta.url));
}

/** A check's table of cases, read strictly; none when it has no table. */
export function casesOf(id: string): CheckCase[] {
  const file = casesFile(id);
  return existsSync(file) ? readCases(file) : [];
}

export function describeCases(id: string): void {
  describe(`${id}: its cases`, () => {
    for (const c of readCases(casesFile(id))) {
      it(c.note, async () => {
        const { answer, failure } = await runCase(c, { catalogue: exampleCatalogue, rulebook: exampleRulebook });
        expect(failure, answer && JSON.stringify({ decision: answer.decision, reasons: answer.reasons, detail: answer.detail })).to.equal(undefined);
      });
    }
  });
}
