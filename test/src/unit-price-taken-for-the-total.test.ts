// A turn that gives a unit's price beside the total (`40 inscrições a 12 € cada, 480 € ao todo`), then
// a turn that asks for the total without saying it (`devolve o total`): a call on the unit's price
// took the sum the person set apart, and confirm_read asks, showing the total.
import { expect } from "chai";
import { PLAIN_WRITE, saidChecksIn } from "./said-check.js";

describe("confirm_read on a unit's price taken for the total an earlier turn gave", function () {
  this.timeout(60_000);
  const check = saidChecksIn("pt");
  const list = "o workshop teve 40 inscrições a R$ 12 cada, R$ 480 no total, pedido WK-12";

  it("passes the total and asks about the unit's price", async () => {
    expect(await check([list, "o workshop foi cancelado, devolve tudo"], "refund_card", { order_id: "WK-12", amount: 480 })).to.deep.equal(PLAIN_WRITE);
    expect(await check([list, "o workshop foi cancelado, devolve tudo"], "refund_card", { order_id: "WK-12", amount: 12 })).to.deep.equal({ decision: "confirm", reasons: ["confirm_read", "write"] });
  });
});
