// Places an earlier turn priced by their numbers (`60 a sala 1, 85 a 2 e 120 a 3`, `o box 4 fica a
// 35 e o 9 a 50`), then a turn that names one again by its number (`fatura a 2`, `aliás, a 3`,
// `afinal ele prefere o 9`): the number names the place, and the call's sum is read against the
// price told of the place named.
import { expect } from "chai";
import { PLAIN_WRITE, saidChecksIn } from "./said-check.js";

describe("confirm_read on a place priced by its number in an earlier turn and named again", function () {
  this.timeout(60_000);
  const check = saidChecksIn("pt");
  const ASKED = { decision: "confirm", reasons: ["confirm_read", "write"] };
  const rooms = "temos três salas livres amanhã: 60 a sala 1, 85 a 2 e 120 a 3";
  const boxes = "o box 4 fica a 35 por mês e o 9 a 50";

  it("passes the price of the place named, its price said before it or after it", async () => {
    expect(await check([rooms, "fatura a 2 pro cliente SL-5"], "create_invoice", { customer_id: "SL-5", amount: 85 })).to.deep.equal(PLAIN_WRITE);
    expect(await check([boxes, "cobra o 9 ao cliente BX-2"], "create_invoice", { customer_id: "BX-2", amount: 50 })).to.deep.equal(PLAIN_WRITE);
  });

  it("asks about another place's price", async () => {
    expect(await check([rooms, "fatura a 2 pro cliente SL-5"], "create_invoice", { customer_id: "SL-5", amount: 60 })).to.deep.equal(ASKED);
    expect(await check([boxes, "cobra o 9 ao cliente BX-2"], "create_invoice", { customer_id: "BX-2", amount: 35 })).to.deep.equal(ASKED);
  });

  it("reads the place a correction names in place of the one taken back", async () => {
    expect(await check([rooms, "fatura a 1 pra cliente SL-6 — aliás, a 3"], "create_invoice", { customer_id: "SL-6", amount: 120 })).to.deep.equal(PLAIN_WRITE);
    expect(await check([rooms, "fatura a 1 pra cliente SL-6 — aliás, a 3"], "create_invoice", { customer_id: "SL-6", amount: 60 })).to.deep.equal(ASKED);
  });

  it("reads a place named again a turn later", async () => {
    expect(await check([boxes, "cliente BX-2", "afinal ele prefere o 9"], "create_invoice", { customer_id: "BX-2", amount: 50 })).to.deep.equal(PLAIN_WRITE);
    expect(await check([boxes, "cliente BX-2", "afinal ele prefere o 9"], "create_invoice", { customer_id: "BX-2", amount: 35 })).to.deep.equal(ASKED);
  });
});
