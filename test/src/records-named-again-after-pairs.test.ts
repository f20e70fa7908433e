// Sums said each of a record, then a request that names one of those records again beside another
// thing's id (`o 7301 leva 25 e o 7302 leva 70; emite a fatura do 7302 pra cliente C-88`): the
// record named again is no sum given to the customer, and confirm_read reads the call's sum
// against that record's, never against the other record's.
import { expect } from "chai";
import { PLAIN_WRITE, saidChecksIn } from "./said-check.js";

const ASKED = { decision: "confirm", reasons: ["confirm_read", "write"] };

describe("confirm_read on a record of the turn's pairs named again by the request", function () {
  this.timeout(60_000);
  const pt = saidChecksIn("pt");
  const en = saidChecksIn("en");

  const PT = "o pedido 7301 leva 25 e o 7302 leva 70; emite a fatura do 7302 pra cliente C-88";
  const EN = "order 7301 gets 25 and 7302 gets 70. invoice 7302 to customer C-88";

  it("passes the sum of the record named again", async () => {
    expect(await pt(PT, "create_invoice", { customer_id: "C-88", amount: 70 })).to.deep.equal(PLAIN_WRITE);
    expect(await en(EN, "create_invoice", { customer_id: "C-88", amount: 70 })).to.deep.equal(PLAIN_WRITE);
  });

  it("asks about the other record's sum", async () => {
    expect(await pt(PT, "create_invoice", { customer_id: "C-88", amount: 25 })).to.deep.equal(ASKED);
    expect(await en(EN, "create_invoice", { customer_id: "C-88", amount: 25 })).to.deep.equal(ASKED);
  });
});
