// A record picked by a possessive pronoun whose owner the turn named as a subject before it (`two
// bookings: GF-3 for Marguerite at 60 and GF-4 for Tomasz at 45`, then `Marguerite has changed her
// mind, so cancel hers`): confirm_read asks of a call on the other person's record.
import { expect } from "chai";
import { saidChecksIn } from "./said-check.js";

const LIST = "two bookings this week: GF-3 for Marguerite at 60 and GF-4 for Tomasz at 45";

describe("a record picked by `hers`/`his` after its owner was named", function () {
  this.timeout(60_000);
  const check = saidChecksIn("en");

  it("passes the owner's record and asks about the other", async () => {
    const turn = "Marguerite has changed her mind, so cancel hers and email her at m.roux@post.example";
    expect((await check([LIST, turn], "cancel_order", { order_id: "GF-3" })).reasons).to.not.include("confirm_read");
    expect((await check([LIST, turn], "cancel_order", { order_id: "GF-4" })).reasons).to.include("confirm_read");
  });
});
