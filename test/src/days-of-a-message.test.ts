// A turn that asks only to send a message tells its days to the message (`manda no grupo que a rota
// sai mais cedo amanhã`): confirm_read gives no such day to an argument a write of another act
// leaves out (an invoice's due day); a day the call does give is still read against the turn's.
import { expect } from "chai";
import { saidChecksIn } from "./said-check.js";

describe("confirm_read on the days of a send-only turn", function () {
  this.timeout(60_000);
  const check = saidChecksIn("pt");
  const turn = "manda no grupo #motoristas-rota-3 que a rota da vila sai 10 minutos mais cedo amanhã";

  it("gives the message's day to no argument an invoice leaves out", async () => {
    const { reasons } = await check(turn, "create_invoice", { customer_id: "ESC-5521", amount: 350 });
    expect(reasons).to.not.include("confirm_read");
  });

  it("still reads a day the call gives against the turn's", async () => {
    const { reasons } = await check(turn, "create_invoice", { customer_id: "ESC-5521", amount: 350, due_date: "2026-03-09" });
    expect(reasons).to.include("confirm_read");
  });
});
