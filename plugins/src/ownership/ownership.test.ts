// The ownership check's table of cases (cases.yaml beside this file), and what a refusal must
// not tell: no value the caller holds appears anywhere in the answer.
import { expect } from "chai";
import { play } from "@toolgate/tester";
import { describeCases } from "../cases.js";
import { exampleCatalogue, exampleRulebook } from "../index.js";

describeCases("ownership");

describe("ownership: what a refusal does not tell", () => {
  it("names none of the resources the caller holds", async () => {
    const { answer } = await play(
      { tool: "get_plan_details", arguments: { portal_ref: "PRT-9" }, role: "member", context: { credential_ref: "cred-7", portal_refs: ["PRT-1", "PRT-2"] } },
      { catalogue: exampleCatalogue, rulebook: exampleRulebook },
    );
    expect([answer.decision, answer.reasons]).to.deep.equal(["refuse", ["not_found"]]);
    expect(JSON.stringify(answer.detail)).to.not.include("PRT-1");
  });
});
