// A record said with its noun before a colon (`encomenda BL-12: 30 bolos a 4 euros cada, 120 euros no
// total`) heads what is told of it: the noun is no verb, so the turn asks for no act and its values are
// the ones a later turn that points back (`reembolse a encomenda toda`) leaves the call to.
import { expect } from "chai";
import { PLAIN_WRITE, saidChecksIn } from "./said-check.js";

describe("confirm_read on a record heading an earlier turn's values", function () {
  this.timeout(60_000);
  const check = saidChecksIn("pt");
  const ASKED = { decision: "confirm", reasons: ["confirm_read", "write"] };
  const cakes = "encomenda BL-12: 30 bolos a 4 euros cada, 120 euros no total";
  const stay = "reserva HB-4: 3 noites a 80 euros, 240 no total";

  it("passes the total the earlier turn gave", async () => {
    expect(await check([cakes, "reembolse a encomenda toda, a festa foi adiada"], "refund_card", { order_id: "BL-12", amount: 120 })).to.deep.equal(PLAIN_WRITE);
    expect(await check([stay, "devolve tudo ao cliente"], "refund_card", { order_id: "HB-4", amount: 240 })).to.deep.equal(PLAIN_WRITE);
  });

  it("asks about the price of one the earlier turn set apart", async () => {
    expect(await check([cakes, "reembolse a encomenda toda, a festa foi adiada"], "refund_card", { order_id: "BL-12", amount: 4 })).to.deep.equal(ASKED);
    expect(await check([stay, "devolve tudo ao cliente"], "refund_card", { order_id: "HB-4", amount: 80 })).to.deep.equal(ASKED);
  });
});
