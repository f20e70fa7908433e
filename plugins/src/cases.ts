// Runs a check's table of cases (`plugins/src/<id>/cases.yaml`, OPA style: note, the call and
// what comes before it, want) through a real client on the examples' catalogue and rulebook.
import { expect } from "chai";
import { fileURLToPath } from "node:url";
import { readCases, runCase } from "@toolgate/core";
import { exampleCatalogue, exampleRulebook } from "./index.js";

export function describeCases(id: string): void {
  const file = fileURLToPath(new URL(`../src/${id}/cases.yaml`, import.meta.url));
  describe(`${id}: its cases`, () => {
    for (const c of readCases(file)) {
      it(c.note, async () => {
        const { answer, failure } = await runCase(c, { catalogue: exampleCatalogue, rulebook: exampleRulebook });
        expect(failure, JSON.stringify({ decision: answer.decision, reasons: answer.reasons, detail: answer.detail })).to.equal(undefined);
      });
    }
  });
}
