// The checks that are not active yet: present, documented as seed 004 words them, and
// passing every call.
import { expect } from "chai";
import tier from "./tier.js";
import labels from "../labels/labels.js";
import paymentLimit from "../payment_limit/payment_limit.js";
import { checkClient, fromContext } from "../check-client.js";

describe("tier, labels and payment_limit (not active yet)", () => {
  for (const check of [tier, labels, paymentLimit]) {
    it(`${check.meta.id}: is documented as not active yet and declares no reason`, () => {
      expect(check.meta.active).to.equal(false);
      expect(check.meta.simply).to.match(/^Not active yet: every call passes\./);
      expect(check.meta.stops).to.equal("never (not active yet)");
      expect(check.meta.catches).to.equal("Nothing yet.");
      expect(check.meta.cannotCatch).to.equal("Anything: it lets every call through today.");
      expect(check.meta.reasons).to.deep.equal([]);
      expect(check.meta.switchable).to.equal(true);
    });
  }

  it("passes every call: a read, a payment, a marked call and an unknown tool", async () => {
    const { client } = await checkClient();
    const s = client.session("billing");
    const calls: Array<[string, Record<string, unknown>, object]> = [
      ["get_order", { order_id: "A1" }, {}],
      ["pay", { amount: 5_000_000 }, fromContext({ amount: 1 })],
      ["refund_card", { order_id: "A1", amount: 20 }, { labels: ["web"] }],
      ["no_such_tool", {}, {}],
    ];
    for (const [tool, args, options] of calls) {
      const a = await s.checkToolCall(tool, args, options);
      for (const id of ["tier", "labels", "payment_limit"]) expect([tool, id, a.trace.find((t) => t.check === id)?.outcome]).to.deep.equal([tool, id, "pass"]);
    }
  });
});
