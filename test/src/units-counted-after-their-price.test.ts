// A turn that tells the price of one unit (`R$ 180 por noite`, `45 euros cada`), then a request for a
// count of the units (`fatura 4 noites`): the call that holds the count times the price holds what
// was asked, and one that holds the price of one for a count over one is asked about.
import { expect } from "chai";
import { PLAIN_WRITE, saidChecksIn } from "./said-check.js";

describe("confirm_read on a count of units priced one by one in an earlier turn", function () {
  this.timeout(60_000);
  const check = saidChecksIn("pt");
  const chalets = "os chalés custam R$ 180 por noite e os quartos R$ 95 por noite";
  const pilates = "as aulas de pilates ficam a 45 euros cada";

  // The product is worked out of a count and a price the person said (kit counted-units.ts): grounding takes it as said too.
  it("asks nothing of the count times the price, nor does grounding", async () => {
    expect(await check([chalets, "fatura 4 noites no chalé pro cliente HS-31"], "create_invoice", { customer_id: "HS-31", amount: 720 })).to.deep.equal(PLAIN_WRITE);
    expect(await check([pilates, "cobra 5 aulas à Marta, cliente PL-2"], "create_invoice", { customer_id: "PL-2", amount: 225 })).to.deep.equal(PLAIN_WRITE);
  });

  it("asks about the price of one held for a count over one", async () => {
    expect(await check([chalets, "fatura 4 noites no chalé pro cliente HS-31"], "create_invoice", { customer_id: "HS-31", amount: 180 })).to.deep.equal({ decision: "confirm", reasons: ["confirm_read", "write"] });
    expect(await check([pilates, "cobra 5 aulas à Marta, cliente PL-2"], "create_invoice", { customer_id: "PL-2", amount: 45 })).to.deep.equal({ decision: "confirm", reasons: ["confirm_read", "write"] });
  });

  it("passes the price told where the request counts no units", async () => {
    expect(await check([pilates, "cobra a aula da Marta, cliente PL-2"], "create_invoice", { customer_id: "PL-2", amount: 45 })).to.deep.equal(PLAIN_WRITE);
  });
  it("passes the price of one on a call for one of the records the price was told of each", async () => {
    const lessons = "aulas de surf de sábado, 25 euros cada: SF-1 do Rui, SF-2 da Ana";
    expect(await check([lessons, "devolve as duas aulas, choveu"], "refund_card", { order_id: "SF-2", amount: 25 })).to.deep.equal(PLAIN_WRITE);
  });
});
