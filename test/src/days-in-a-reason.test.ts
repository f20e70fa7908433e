// A later turn that moves a day and says why the first will not do (`melhor dia 16, que dia 17 é
// feriado`): confirm_read reads the call's day against the day asked for, not the reason's.
import { expect } from "chai";
import { PLAIN_WRITE, saidChecksIn } from "./said-check.js";

describe("confirm_read on a day moved with the reason the first will not do", function () {
  this.timeout(60_000);
  const check = saidChecksIn("pt");
  const TURNS = ["lembra-me dia 17 de pagar a renda da garagem", "antes dia 16, que dia 17 é feriado"];

  it("passes the day asked for", async () => {
    expect(await check(TURNS, "set_reminder", { text: "pagar a renda da garagem", date: "2026-03-16" })).to.deep.equal(PLAIN_WRITE);
  });

  it("asks about the day of the reason", async () => {
    expect(await check(TURNS, "set_reminder", { text: "pagar a renda da garagem", date: "2026-03-17" })).to.deep.equal({ decision: "confirm", reasons: ["confirm_read", "write"] });
  });
});
