// A record the latest turn picks by a word an earlier turn's list told of it (`o 7710 é o do sofá
// e o 7711 o da poltrona`, then `devolve a da poltrona`): confirm_read reads the call's record
// against the one picked, never against the one left; a record no one said is grounding's.
import { expect } from "chai";
import type { Client } from "@toolgate/core";
import { corpusClient } from "./grammar-figures.js";

/** The corpus catalogue confirms every write (`write`): a call nothing else asks about gets that alone. */
const PLAIN_WRITE = { decision: "confirm", reasons: ["write"] };

const LIST = "tenho dois pedidos em aberto: o 7710, do sofá azul, de 900 reais, e o 7711, da poltrona, de 450 reais";

async function check(client: Client, turns: readonly string[], tool: string, args: Record<string, unknown>): Promise<{ decision: string; reasons: string[] }> {
  const session = client.session("", { language: "pt" });
  for (const t of turns) session.read(t);
  const origins = Object.fromEntries(Object.keys(args).map((k) => [k, "context"]));
  const a = await session.checkToolCall(tool, args, { origins });
  return { decision: a.decision, reasons: [...a.reasons] };
}

describe("confirm_read on a record picked from an earlier turn's list", function () {
  this.timeout(60_000);
  let client: Client;
  before(async () => {
    client = await corpusClient();
  });

  it("passes the record picked", async () => {
    expect(await check(client, [LIST, "devolve a da poltrona, o cliente desistiu"], "refund_card", { order_id: "7711", amount: 450 })).to.deep.equal(PLAIN_WRITE);
    expect(await check(client, [LIST, "cancela o do sofá"], "cancel_order", { order_id: "7710" })).to.deep.equal(PLAIN_WRITE);
  });

  it("asks about the record the list left", async () => {
    expect(await check(client, [LIST, "devolve a da poltrona, o cliente desistiu"], "refund_card", { order_id: "7710", amount: 450 })).to.deep.equal({ decision: "confirm", reasons: ["write", "confirm_read"] });
    expect(await check(client, [LIST, "cancela o do sofá"], "cancel_order", { order_id: "7711" })).to.deep.equal({ decision: "confirm", reasons: ["write", "confirm_read"] });
  });

  // One rule for confirm_read's earlier turns (docs/decisions.md): the record the turn picked is
  // shown beside a record no one said, and grounding asks about the latter too.
  it("shows the picked record beside a record no one said, and grounding asks too", async () => {
    expect(await check(client, [LIST, "cancela o do sofá"], "cancel_order", { order_id: "7701" })).to.deep.equal({ decision: "confirm", reasons: ["write", "ungrounded", "confirm_read"] });
  });

  it("picks by a name written with a capital, with a channel to post to after it", async () => {
    const named = "as duas turmas deste mês: a turma Delta (TM-31) paga 640 e a turma Sigma (TM-32) paga 590";
    const turn = "pode faturar a Sigma e publica no #avisos";
    expect(await check(client, [named, turn], "create_invoice", { customer_id: "TM-32", amount: 590 })).to.deep.include({ reasons: ["write", "s1_veto", "s2_veto"] });
    expect((await check(client, [named, turn], "create_invoice", { customer_id: "TM-31", amount: 590 })).reasons).to.include("confirm_read");
  });

  it("reads no pick where the word is told of both records, or of none", async () => {
    const both = "tenho dois pedidos em aberto: o 7710, da loja do centro, e o 7711, também da loja do centro";
    expect(await check(client, [both, "cancela o da loja"], "cancel_order", { order_id: "7711" })).to.deep.equal(PLAIN_WRITE);
    expect(await check(client, [LIST, "cancela o da cozinha"], "cancel_order", { order_id: "7711" })).to.deep.equal(PLAIN_WRITE);
  });

});
