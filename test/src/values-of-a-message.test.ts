// A turn that asks only to send a message tells its values to the message (`manda no grupo que a rota
// sai mais cedo amanhã`, `partilha o catálogo CAT-2026 com a designer`): confirm_read gives no such
// day to an argument a write of another act leaves out (an invoice's due day), and reads a write's
// value against the turn's only where it is written like it (a slip: `o 7504` for a note on 7505).
import { expect } from "chai";
import { saidChecksIn } from "./said-check.js";

describe("confirm_read on the values of a send-only turn", function () {
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

  it("reads no record of another shape against the send's thing", async () => {
    const share = "partilha o catálogo CAT-2026 com a designer, o mail dela é rita@estudio-barro.example";
    expect((await check(share, "create_invoice", { customer_id: "BARRO-3", amount: 140 })).reasons).to.not.include("confirm_read");
    expect((await check(share, "refund_card", { order_id: "DES-5102", amount: 60 })).reasons).to.not.include("confirm_read");
  });

  it("still reads a record written like the one the message tells", async () => {
    expect((await check("avisa o pessoal no #estoque que o 7504 acabou", "save_note", { order_id: "7505", text: "acabou" })).reasons).to.include("confirm_read");
  });
});

describe("confirm_read on a record a send-only turn names with the argument's own word", function () {
  this.timeout(60_000);
  const check = saidChecksIn("en");

  it("reads it against a note on another record, whatever its shape", async () => {
    expect((await check("cc legal@firm.example on the cancellation of ORD 4471", "save_note", { order_id: "9167", text: "done" })).reasons).to.include("confirm_read");
  });
});
