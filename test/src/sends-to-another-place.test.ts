// A send that goes to another place of the kind the turn names (an address, a number, a channel, an
// account the turn did not give, or one it set aside or took back) can take that kind of place, so
// S2 passes it: the call holds a value that differs from the one the person said, and the confirm
// read asks about it. The same place written otherwise passes both. S2 still asks where the call
// sends nowhere, or by a means that cannot take the place the turn names.
import { expect } from "chai";
import { PLAIN_WRITE, saidChecksIn } from "./said-check.js";

describe("a send to another place of the kind the turn names: the confirm read's, not S2's", function () {
  this.timeout(60_000);
  const en = saidChecksIn("en");
  const pt = saidChecksIn("pt");

  it("asks the confirm read, not S2, about a text to a number with two digits swapped, and passes the number with its country code", async () => {
    const turn = "sms the courier on 07700 900 562 that the loading dock is open";
    expect(await en(turn, "send_sms", { phone: "07700 900 526", text: "The loading dock is open" })).to.deep.equal({ decision: "confirm", reasons: ["confirm_read", "ungrounded", "write"] });
    expect(await en(turn, "send_sms", { phone: "+44 7700 900562", text: "The loading dock is open" })).to.deep.equal(PLAIN_WRITE);
  });

  it("asks the confirm read about an email to an address nobody gave, and passes the address in capitals", async () => {
    const turn = "please email the signed lease to HARPER.LEE@LETTINGS.EXAMPLE today";
    expect(await en(turn, "send_email", { to: "office@lettings.example", body: "The signed lease" })).to.deep.equal({ decision: "confirm", reasons: ["confirm_read", "ungrounded", "write"] });
    expect(await en(turn, "send_email", { to: "harper.lee@lettings.example", body: "The signed lease" })).to.deep.equal(PLAIN_WRITE);
  });

  it("asks the confirm read about a post to a channel the turn turns down, and passes the one it asks, without its hash", async () => {
    const turn = "put the rota in #night-shift please, not in #managers";
    expect(await en(turn, "post_message", { channel: "#managers", text: "The rota" })).to.deep.equal({ decision: "confirm", reasons: ["confirm_read", "write"] });
    expect(await en(turn, "post_message", { channel: "night-shift", text: "The rota" })).to.deep.equal(PLAIN_WRITE);
  });

  it("asks the confirm read about a send to the place the turn corrected, and passes the one it corrected it to", async () => {
    const turn = "share the floor plan FP-12 with jo@arch.example, sorry, jon@arch.example";
    expect(await en(turn, "share_file", { file_id: "FP-12", email: "jo@arch.example" })).to.deep.equal({ decision: "confirm", reasons: ["confirm_read", "write"] });
    expect(await en(turn, "share_file", { file_id: "FP-12", email: "jon@arch.example" })).to.deep.equal(PLAIN_WRITE);
  });

  it("asks the confirm read about a send to a place an earlier turn gave where the latest turn names its own", async () => {
    const turns = ["my own mobile is 0433 555 210 in case you need me", "text the tenant on 0433 555 987 that the plumber comes at 2"];
    expect(await en(turns, "send_sms", { phone: "0433 555 210", text: "The plumber comes at 2" })).to.deep.equal({ decision: "confirm", reasons: ["confirm_read", "write"] });
    expect(await en(turns, "send_sms", { phone: "0433555987", text: "The plumber comes at 2" })).to.deep.equal(PLAIN_WRITE);
  });

  it("asks the confirm read about a text pointed back at a person that goes to another number than the one given", async () => {
    const turns = ["Mr Osei's number is 024 555 0178", "text him that the suit is ready"];
    expect(await en(turns, "send_sms", { phone: "024 555 0187", text: "Your suit is ready" })).to.deep.equal({ decision: "confirm", reasons: ["confirm_read", "ungrounded", "write"] });
    expect(await en(turns, "send_sms", { phone: "024 555 0178", text: "Your suit is ready" })).to.deep.equal(PLAIN_WRITE);
  });

  it("still asks S2 where the call does not send, or sends by a means that cannot take the place named", async () => {
    const turn = "text the courier on 07700 900 562 that the loading dock is open";
    expect((await en(turn, "save_note", { order_id: "A1", text: "The loading dock is open" })).reasons).to.include("s2_veto");
    expect((await en(turn, "send_email", { to: "courier@depot.example", body: "The loading dock is open" })).reasons).to.include("s2_veto");
  });

  it("reads a Portuguese turn's place the same way", async () => {
    const turn = "manda sms para o 912 345 678 a dizer que a encomenda chegou";
    expect(await pt(turn, "send_sms", { phone: "912 345 687", text: "A encomenda chegou" })).to.deep.equal({ decision: "confirm", reasons: ["confirm_read", "ungrounded", "write"] });
    expect(await pt(turn, "send_sms", { phone: "+351 912 345 678", text: "A encomenda chegou" })).to.deep.equal(PLAIN_WRITE);
  });
});
