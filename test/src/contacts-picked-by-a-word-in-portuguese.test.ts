// A contact a later turn picks by the words an earlier turn told of it (`o de casa 229 … e o do
// trabalho 912 …`, then `manda-lhe um sms para o do trabalho`): confirm_read asks of a call that
// sends to, or writes, another contact of the list, written with spaces or without.
import { expect } from "chai";
import { PLAIN_WRITE, saidChecksIn } from "./said-check.js";

const LIST = "a Marta deixou dois números: o de casa 229 111 000 e o do trabalho 912 000 111";

describe("confirm_read on a contact picked by a word in a later Portuguese turn", function () {
  this.timeout(60_000);
  const check = saidChecksIn("pt");

  it("passes the contact picked and asks about the other", async () => {
    const turn = "manda-lhe um sms para o do trabalho a dizer que a encomenda chegou";
    expect((await check([LIST, turn], "send_sms", { phone: "912000111", text: "a encomenda chegou" })).reasons).to.not.include("confirm_read");
    expect((await check([LIST, turn], "send_sms", { phone: "229 111 000", text: "a encomenda chegou" })).reasons).to.include("confirm_read");
  });

  it("reads a write of a contact the same way", async () => {
    const turn = "atualiza a ficha da cliente MC-3 com o do trabalho";
    expect(await check([LIST, turn], "update_phone", { customer_id: "MC-3", phone: "912 000 111" })).to.deep.equal(PLAIN_WRITE);
    expect((await check([LIST, turn], "update_phone", { customer_id: "MC-3", phone: "229 111 000" })).reasons).to.include("confirm_read");
  });
});
