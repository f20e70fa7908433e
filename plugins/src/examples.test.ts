// Every built-in check's seed-004 examples, run through the tester: a stopped example must be
// stopped by that check, with a reason it declares; an allowed one must not be.
import { expect } from "chai";
import { runExamples } from "@toolgate/tester";
import { builtinChecks, exampleCatalogue, exampleRulebook } from "./index.js";

describe("the built-in checks' examples", () => {
  for (const check of builtinChecks) {
    it(`${check.meta.id}: its allowed examples pass it and its stopped examples are stopped by it`, async () => {
      const runs = await runExamples(check, { catalogue: exampleCatalogue, rulebook: exampleRulebook });
      const failures = runs.filter((r) => r.failure).map((r) => `${r.kind} ${JSON.stringify(r.example)}: ${r.failure}`);
      expect(failures).to.deep.equal([]);
      expect(runs.filter((r) => r.kind === "stopped").length, "at least one stopped example").to.be.greaterThan(check.meta.active === false ? -1 : 0);
      for (const r of runs.filter((x) => x.kind === "stopped")) {
        expect(r.answer.decision).to.not.equal("allow");
        expect(r.verdict.reasons.length, "the check's own verdict names a reason").to.be.greaterThan(0);
      }
    });
  }
});
