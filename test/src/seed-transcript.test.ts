// Seed 000's transcript, "One call, every check", run through the public API with the default
// configuration: the nine answers DESIGN.md gives.
import { expect } from "chai";
import { seedTranscript } from "@toolgate/cli/demo";
import { shop } from "@toolgate/rulebooks";

describe("seed 000: one call, every check", () => {
  it("answers each of the nine ways a run can ask as the seed explains", async () => {
    const lines = await seedTranscript(shop);
    expect(lines).to.deep.equal([
      "the model wrote the amount: confirm argument_origin",
      "the person typed the amount: confirm write",
      "the person approved it: allow confirmed",
      "approved, then the amount changed: confirm argument_origin, ungrounded, confirm_read",
      "an argument the tool does not declare: refuse argument_schema {pointer: /note, rule: additionalProperties}",
      "a tool the catalogue does not have: refuse unknown_tool",
      "a destination in a tool that sends nothing out: refuse undeclared_destination {destinations: [https://refunds.invalid/4411]}",
      "proposed after reading the inbox: confirm tainted_call",
      "the history edited by hand: refuse history_invalid",
    ]);
  });
});
