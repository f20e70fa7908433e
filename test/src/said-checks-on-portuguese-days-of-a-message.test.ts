// The said-checks on Portuguese turns that send a message that tells a day, where the call is a write
// of another act: a day of the message's clause is the message's, and a past day said in words is when
// something was. Each asserts the decision and the reasons; a record told of in the message and a
// write's own day are still read.
import { expect } from "chai";
import { saidChecksIn } from "./said-check.js";

describe("the said-checks on Portuguese sends of a message that tells a day", function () {
  this.timeout(60_000);
  const check = saidChecksIn("pt");

  it("still reads a record the message tells of against a note on another", async () => {
    const turn = "avisa a cliente no 912 004 331 que o pedido 5520 já saiu";
    expect(await check(turn, "save_note", { order_id: "5521", text: "cliente avisada" })).to.deep.equal({ decision: "confirm", reasons: ["confirm_read", "s1_veto", "s2_veto", "ungrounded", "write"] });
  });

  it("does not read the day of a message's clause against an invoice's due date", async () => {
    const turn = "manda um whatsapp pro Zé no 21 99876-1122 dizendo que a entrega é amanhã e fatura 80 no cliente ZE-9";
    expect(await check(turn, "create_invoice", { customer_id: "ZE-9", amount: 80, due_date: "2026-03-20" })).to.deep.equal({ decision: "confirm", reasons: ["s1_veto", "s2_veto", "ungrounded", "write"] });
    const other = "manda um sms pra Bia no 31 97777-1234 lembrando da consulta de quinta às 10h e cobra 150 da sessão no cliente BIA-3";
    expect(await check(other, "create_invoice", { customer_id: "BIA-3", amount: 150, due_date: "2026-03-25" })).to.deep.equal({ decision: "confirm", reasons: ["s1_veto", "s2_veto", "ungrounded", "write"] });
  });

  it("still reads the day of the invoice's own clause", async () => {
    const turn = "fatura 80 no cliente ZE-9 com vencimento sexta e manda um whatsapp pro Zé no 21 99876-1122";
    expect(await check(turn, "create_invoice", { customer_id: "ZE-9", amount: 80, due_date: "2026-03-07" })).to.deep.equal({ decision: "confirm", reasons: ["confirm_read", "s1_veto", "s2_veto", "ungrounded", "write"] });
  });

  it("does not read a past day said in words against a reminder from today on", async () => {
    const turn = "reencaminha a proposta à Inês, ines@atelier.example, ela está à espera desde anteontem";
    expect(await check(turn, "set_reminder", { text: "proposta da Inês", date: "2026-03-10" })).to.deep.equal({ decision: "confirm", reasons: ["s1_veto", "s2_veto", "ungrounded", "write"] });
  });

  it("still reads a past day written with its digits against a reminder on another day", async () => {
    expect(await check("põe um lembrete para 1 de março: pagar a renda", "set_reminder", { text: "pagar a renda", date: "2026-03-08" })).to.deep.equal({ decision: "confirm", reasons: ["confirm_read", "ungrounded", "write"] });
  });
});
