import { expect } from "chai";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

describe("@toolgate/openai-agents example", () => {
  it("runs the refund example: a lookup, an approved refund run once, a refusal the model reads", () => {
    const out = execFileSync(process.execPath, [fileURLToPath(new URL("../examples/refund.mjs", import.meta.url))], { encoding: "utf8" });
    expect(out.trim().split("\n")).to.deep.equal([
      "asks the person: Run `refund_card` with order_id `4411` and amount `40`?",
      "  (payments: refunded 40 on 4411)",
      "model: Refunded 40 on order 4411.",
      "model reads: Toolgate refused this call to `refund_card` (argument_schema). Nothing ran.",
      "model: I cannot refund 900.",
      "step 0 get_order allow allow ran",
      "step 1 refund_card confirm write -",
      "step 2 refund_card allow confirmed ran",
      "step 3 refund_card refuse argument_schema -",
    ]);
  });
});
