// A send to one person of an earlier turn's list, taken back inside the turn for another (`text Dan,
// sorry, I mean Mia`): the place is the one of the person it was changed for, and confirm_read asks
// of a call to the first person's.
import { expect } from "chai";
import { saidChecksIn } from "./said-check.js";

const ROTA = "the two drivers this week: Olu's phone is 0803 555 0111 and Grace's is 0803 555 0222";

describe("a person switched inside the turn", function () {
  this.timeout(60_000);
  const check = saidChecksIn("en");

  it("reads the send against the person it was changed for", async () => {
    for (const turn of ["message Olu, no sorry, Grace, that the van is loaded", "text Olu, wait, make that Grace, that the van is loaded"]) {
      expect((await check([ROTA, turn], "send_sms", { phone: "0803 555 0222", text: "The van is loaded" })).reasons, turn).to.not.include("confirm_read");
      expect((await check([ROTA, turn], "send_sms", { phone: "0803 555 0111", text: "The van is loaded" })).reasons, turn).to.include("confirm_read");
    }
  });

  it("reads both people named, neither taken back, as no switch", async () => {
    const turn = "text Olu and Grace that the van is loaded";
    expect((await check([ROTA, turn], "send_sms", { phone: "0803 555 0111", text: "The van is loaded" })).reasons).to.not.include("confirm_read");
  });
});
