// Records each followed by a bare comma and their sum (`no pedido 4410, 2.300, as cadeiras no 4411,
// 800`), then a request that picks one: a call that gives a record the other's sum is asked about.
import { expect } from "chai";
import { PLAIN_WRITE, saidChecksIn } from "./said-check.js";

describe("confirm_read on sums said after their records with a bare comma", function () {
  this.timeout(60_000);
  const check = saidChecksIn("pt");
  const ASKED = { decision: "confirm", reasons: ["confirm_read", "write"] };
  const turn = "a mesa saiu no pedido 4410, 2.300, as cadeiras no 4411, 800. estorna as cadeiras";

  it("passes a record with its own sum", async () => {
    expect(await check(turn, "refund_card", { order_id: "4411", amount: 800 })).to.deep.equal(PLAIN_WRITE);
  });

  it("asks about a record given the other's sum", async () => {
    expect(await check(turn, "refund_card", { order_id: "4411", amount: 2300 })).to.deep.equal(ASKED);
    expect(await check(turn, "refund_card", { order_id: "4410", amount: 800 })).to.deep.equal(ASKED);
  });
});
