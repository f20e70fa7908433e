// A record a later turn picks by its price (`o mais caro a gente cancela` after a list priced record
// by record): confirm_read reads the call's record against the one picked, never another of the list.
import { expect } from "chai";
import { PLAIN_WRITE, saidChecksIn } from "./said-check.js";

const LIST = "três consertos para sexta: o portátil da Rita, ordem CS-71, 210 euros; o telemóvel do Zé, CS-72, 90 euros; e a tablet da Inês, CS-73, 150 euros";

describe("confirm_read on a record picked by price in a later Portuguese turn", function () {
  this.timeout(60_000);
  const check = saidChecksIn("pt");

  it("passes the dearest and the cheapest picked, and asks about another record of the list", async () => {
    expect(await check([LIST, "o mais caro cancelamos, a Rita já não quer"], "cancel_order", { order_id: "CS-71" })).to.deep.equal(PLAIN_WRITE);
    expect(await check([LIST, "o mais caro cancelamos, a Rita já não quer"], "cancel_order", { order_id: "CS-73" })).to.deep.equal({ decision: "confirm", reasons: ["confirm_read", "write"] });
    expect(await check([LIST, "cancela a ordem mais barata"], "cancel_order", { order_id: "CS-72" })).to.deep.equal(PLAIN_WRITE);
    expect(await check([LIST, "cancela a ordem mais barata"], "cancel_order", { order_id: "CS-71" })).to.deep.equal({ decision: "confirm", reasons: ["confirm_read", "write"] });
  });
});
