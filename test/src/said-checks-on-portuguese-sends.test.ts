// The said-checks on Portuguese turns whose send is said in ways the reader missed: a verb with a
// vowel struck in extra (`manada`), a request right after a negated send in the past (`se não mandou
// manda agora`), and a passed-on send the person takes on with the subject after the verb (`isso
// faço eu`). Each asserts the decision and the reasons of a call that only saves, or only writes.
import { expect } from "chai";
import { PLAIN_WRITE, saidChecksIn } from "./said-check.js";

describe("the said-checks on Portuguese sends said in more ways", function () {
  this.timeout(60_000);
  const check = saidChecksIn("pt");

  it("asks about a note where the turn sends with a vowel struck in extra", async () => {
    const turn = "encaminaha o orçamento pra lu@obra.example, diz que vale até sexta";
    expect(await check(turn, "save_note", { text: "orçamento vale até sexta" })).to.deep.equal({ decision: "confirm", reasons: ["s1_veto", "s2_veto", "write"] });
  });

  it("asks about a note where a request to send follows a negated send in the past, with no comma", async () => {
    const turn = "vc postou no #avisos sobre o torneio? se não postou posta agora, diz que começa às 9";
    expect(await check(turn, "save_note", { text: "torneio começa às 9" })).to.deep.equal({ decision: "confirm", reasons: ["s1_veto", "s2_veto", "write"] });
  });

  it("passes an invoice where the person takes the passed-on send on, the subject after the verb", async () => {
    const turn = "O Rui pediu para lhe enviarmos a fatura por email, mas isso trato eu. Tu só crias a fatura de 90 € para o cliente RUI-4.";
    expect(await check(turn, "create_invoice", { customer_id: "RUI-4", amount: 90, currency: "EUR" })).to.deep.equal(PLAIN_WRITE);
  });

  it("passes an invoice for a customer whose code opens with the letters of a send (`CC-7`)", async () => {
    expect(await check("gera a fatura de 90 pro cliente CC-7", "create_invoice", { customer_id: "CC-7", amount: 90 })).to.deep.equal(PLAIN_WRITE);
  });
});
