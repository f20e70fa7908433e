// A thing an earlier Portuguese turn listed, picked in the latest turn by a word told of it there (`o
// da Rita`, `a do Zé`): confirm_read reads the call's values against the thing picked, never against
// the one left (plugins/src/confirm_read/picked-earlier.ts).
import { expect } from "chai";
import { saidChecksIn } from "./said-check.js";

describe("confirm_read on a thing picked in Portuguese by a word told of it", function () {
  this.timeout(60_000);
  const check = saidChecksIn("pt");

  it("picks a sum of a list of sums by whose it is: another sum of the list is asked about", async () => {
    const list = "as aulas deste mês: a do Rui ficou em 120 e a da Inês em 95";
    const turn = "fatura a da Inês pro cliente AU-3";
    const other = await check([list, turn], "create_invoice", { customer_id: "AU-3", amount: 120 });
    expect(other.decision).to.equal("confirm");
    expect(other.reasons).to.include("confirm_read");
    expect((await check([list, turn], "create_invoice", { customer_id: "AU-3", amount: 95 })).reasons).to.not.include("confirm_read");
  });

  it("picks by a name of two letters written with a capital", async () => {
    const list = "dois arranjos: o da Bea 60, o do Zé 45";
    const turn = "cobra o do Zé, cliente FL-2";
    expect((await check([list, turn], "create_invoice", { customer_id: "FL-2", amount: 60 })).reasons).to.include("confirm_read");
    expect((await check([list, turn], "create_invoice", { customer_id: "FL-2", amount: 45 })).reasons).to.not.include("confirm_read");
  });

  it("carries the sum a listed record was told with: another sum of the list on the picked record is asked about", async () => {
    const list = "a Joana levou o casaco, R$ 120, pedido LJ-40, e o Marcos levou as botas, R$ 210, pedido LJ-41";
    const turn = "estorna o da Joana, ela desistiu";
    const other = await check([list, turn], "refund_card", { order_id: "LJ-40", amount: 210 });
    expect(other.decision).to.equal("confirm");
    expect(other.reasons).to.include("confirm_read");
    expect((await check([list, turn], "refund_card", { order_id: "LJ-40", amount: 120 })).reasons).to.not.include("confirm_read");
  });

  it("carries no listed sum where a turn after the list gives the record a new one", async () => {
    const list = "a Joana levou o casaco, R$ 120, pedido LJ-40, e o Marcos levou as botas, R$ 210, pedido LJ-41";
    const turns = [list, "o casaco agora sai por 100, dei desconto", "estorna o da Joana"];
    expect((await check(turns, "refund_card", { order_id: "LJ-40", amount: 100 })).reasons).to.not.include("confirm_read");
    // The other record's sum is still asked about.
    expect((await check(turns, "refund_card", { order_id: "LJ-40", amount: 210 })).reasons).to.include("confirm_read");
  });
});
