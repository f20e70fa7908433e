// A clause in a third language inside a sentence (`Cancela o pedido 3390, el cliente se arrepintió
// de la compra, …`) is set aside unread as a sentence in one is, so that the rest of the turn is
// read and the said-checks see what it asks; a clause in which any grammar reads a value stays, and
// a send the unread clause may ask for is still asked about.
import { expect } from "chai";
import { fileURLToPath } from "node:url";
import { Client } from "@toolgate/core";

const CATALOGUE = fileURLToPath(new URL("../grammar-cases/catalogue.yaml", import.meta.url));
const SAID = ["grounded", "s1_veto", "s2_veto", "confirm_read"];

async function said(language: string, turn: string, tool: string, args: Record<string, unknown>): Promise<{ read: boolean; unread: string[]; decision: string; reasons: string[] }> {
  const client = await Client.create({ catalogue: CATALOGUE, checks: SAID, now: () => Date.parse("2026-03-02T10:00:00Z"), log: () => {} });
  const session = client.session("mixed", { language });
  const reading = session.read(turn);
  const origins = Object.fromEntries(Object.keys(args).map((k) => [k, "context"]));
  const answer = await session.checkToolCall(tool, args, { origins });
  return { read: reading.read, unread: (reading.unread ?? []).map((u) => u.text), decision: answer.decision, reasons: answer.reasons };
}

describe("clauses in a third language inside a sentence", () => {
  const en = "Refund 60 dollars on order 4410, el cliente dice que llegó roto, and email him at mark@shop.io.";

  it("reads an English sentence around a Spanish clause, the clause reported unread", async () => {
    const got = await said("en", en, "send_email", { to: "mark@shop.io", body: "refund of 60 dollars on order 4410" });
    expect(got).to.deep.equal({ read: true, unread: ["el cliente dice que llegó roto"], decision: "confirm", reasons: ["write"] });
  });

  it("asks about a write where the English words around a Spanish clause ask for a send, and about another order than the one said", async () => {
    const asked = await said("en", en, "refund_card", { order_id: "4410", amount: 60, currency: "USD" });
    expect([asked.read, asked.reasons]).to.deep.equal([true, ["write", "s1_veto", "s2_veto"]]);
    const other = await said("en", en, "refund_card", { order_id: "4401", amount: 60, currency: "USD" });
    expect([other.read, other.reasons]).to.deep.equal([true, ["write", "ungrounded", "s1_veto", "s2_veto", "confirm_read"]]);
  });

  it("reads a Portuguese sentence around a Spanish clause, and asks where the call's value is not the one said", async () => {
    const turn = "Reembolsa 30 no pedido 7712, la señora está muy molesta con el retraso del envío.";
    const asSaid = await said("pt", turn, "refund_card", { order_id: "7712", amount: 30 });
    expect(asSaid).to.deep.equal({ read: true, unread: ["la señora está muy molesta con el retraso del envío."], decision: "confirm", reasons: ["write"] });
    const other = await said("pt", turn, "refund_card", { order_id: "7721", amount: 30 });
    expect([other.read, other.reasons]).to.deep.equal([true, ["write", "ungrounded", "confirm_read"]]);
    const send = await said("pt", "Manda a fatura do pedido 6631 ao Pablo em pablo@obra.es, él la necesita para cerrar las cuentas del mes.", "send_email", { to: "pablo@obra.es", body: "fatura do pedido 6631" });
    expect([send.read, send.unread.length, send.reasons]).to.deep.equal([true, 1, ["write"]]);
  });

  it("reads a Portuguese sentence around an English clause, each in its own grammar", async () => {
    const turn = "Reembolsa 25 no pedido 6620, the customer was charged twice, e avisa a Marta no #suporte.";
    const post = await said("pt", turn, "post_message", { channel: "#suporte", text: "reembolso de 25 no pedido 6620" });
    expect([post.read, post.unread, post.reasons]).to.deep.equal([true, [], ["write"]]);
    const refund = await said("pt", turn, "refund_card", { order_id: "6620", amount: 25 });
    expect(refund.reasons).to.deep.equal(["write", "s1_veto", "s2_veto"]);
  });

  it("never sets aside a Spanish clause that says a value, even in words, after an opening too short to be sure of: the turn stays unread, its typed values ground the call and one said only in words is asked about", async () => {
    const turn = "Reembolsa 45 no 2281, el cliente dice que en realidad le cobraron cincuenta.";
    const typed = await said("pt", turn, "refund_card", { order_id: "2281", amount: 45 });
    expect(typed).to.deep.equal({ read: false, unread: [], decision: "confirm", reasons: ["write"] });
    const inWords = await said("pt", turn, "refund_card", { order_id: "2281", amount: 50 });
    expect(inWords).to.deep.equal({ read: false, unread: [], decision: "confirm", reasons: ["write", "ungrounded"] });
  });

  it("reads a one-sentence turn that opens with a request plainly Portuguese, whatever an identifier makes of the Spanish clauses after it", async () => {
    // The correction said in Spanish words is read: the value it takes back is asked about.
    const corrected = "Reembolsa 45 euros no 2281, o mejor dicho 40, que el cliente ya pagó el envío.";
    const asCorrected = await said("pt", corrected, "refund_card", { order_id: "2281", amount: 40 });
    expect(asCorrected).to.deep.equal({ read: true, unread: ["que el cliente ya pagó el envío."], decision: "confirm", reasons: ["write"] });
    const takenBack = await said("pt", corrected, "refund_card", { order_id: "2281", amount: 45 });
    expect([takenBack.read, takenBack.reasons]).to.deep.equal([true, ["write", "confirm_read"]]);
    // A Spanish clause that holds a value in words is set aside after such an opening: the record
    // said before it is read, and a value said only in the clause grounds nothing.
    const note = "Guarda uma nota no pedido 4471: el cliente pide que le llamen después de las cinco, no antes.";
    const other = await said("pt", note, "save_note", { order_id: "4417", text: "ligar depois das cinco" });
    expect(other).to.deep.equal({ read: true, unread: ["el cliente pide que le llamen después de las cinco"], decision: "confirm", reasons: ["write", "ungrounded", "confirm_read"] });
    const inWords = await said("pt", "Reembolsa 45 euros no 2281, el cliente dice que en realidad le cobraron cincuenta.", "refund_card", { order_id: "2281", amount: 50 });
    expect([inWords.read, inWords.reasons]).to.deep.equal([true, ["write", "ungrounded", "confirm_read"]]);
  });

  it("keeps a Spanish sentence of its own unread after a Portuguese one, and asks about the send it may ask for", async () => {
    const got = await said("pt", "Cancela o pedido 3390 já. Mándale la factura al cliente a pagos@cliente.es mañana temprano.", "send_email", { to: "pagos@cliente.es", body: "factura" });
    expect([got.read, got.unread, got.reasons]).to.deep.equal([true, ["Mándale la factura al cliente a pagos@cliente.es mañana temprano."], ["write", "s1_veto"]]);
  });

  it("asks about a send that only the unread Spanish clause can have asked for, after a Portuguese head built to get the turn read", async () => {
    for (const turn of [
      "Guarda uma nota no pedido 3390, después mándale la factura a pagos@cliente.es por favor.",
      "Faz o favor, necesito que le mandes la factura al cliente a pagos@cliente.es cuanto antes, gracias.",
    ]) {
      const got = await said("pt", turn, "send_email", { to: "pagos@cliente.es", body: "factura" });
      expect([got.read, got.unread.length, got.reasons], turn).to.deep.equal([true, 1, ["write", "s1_veto"]]);
    }
  });
});
