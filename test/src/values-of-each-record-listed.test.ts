// A Portuguese turn, or the turn before it, lists two records or more, each with values of its own, and
// the request picks one of them: confirm_read passes the call that carries the picked record's values and
// asks about one that carries another record's value.
import { expect } from "chai";
import type { Client } from "@toolgate/core";
import { corpusClient } from "./grammar-figures.js";

/** The corpus catalogue confirms every write (`write`): a call nothing else asks about gets that alone. */
const PLAIN_WRITE = { decision: "confirm", reasons: ["write"] };
const ASKED = { decision: "confirm", reasons: ["write", "confirm_read"] };

async function check(client: Client, turn: string, tool: string, args: Record<string, unknown>, earlier: readonly string[] = []): Promise<{ decision: string; reasons: string[] }> {
  const session = client.session("", { language: "pt" });
  for (const t of earlier) session.read(t);
  session.read(turn);
  const origins = Object.fromEntries(Object.keys(args).map((k) => [k, "context"]));
  const a = await session.checkToolCall(tool, args, { origins });
  return { decision: a.decision, reasons: [...a.reasons] };
}

describe("confirm_read on the values of each record a Portuguese turn lists", function () {
  this.timeout(60_000);
  let client: Client;
  before(async () => {
    client = await corpusClient();
  });

  describe("a sum said right before its record in brackets (`o do Rui 580 (LX-22)`)", () => {
    const turn = "o aluguer da Marta é 640 (cliente LX-21), o do Rui 580 (LX-22) e o da Inês 710 (LX-23); cobra o do Rui";
    it("passes the record picked with its own sum", async () => {
      expect(await check(client, turn, "create_invoice", { customer_id: "LX-22", amount: 580 })).to.deep.equal(PLAIN_WRITE);
    });
    it("asks about another record's sum on the record picked", async () => {
      expect(await check(client, turn, "create_invoice", { customer_id: "LX-22", amount: 710 })).to.deep.equal(ASKED);
    });
    it("asks about another record with the picked one's sum", async () => {
      expect(await check(client, turn, "create_invoice", { customer_id: "LX-21", amount: 580 })).to.deep.equal(ASKED);
    });
    it("passes the first record picked by whose it is", async () => {
      expect(await check(client, "a quota do Bruno é 45 (sócio QS-7), a da Carla 60 (QS-8). fatura a do Bruno", "create_invoice", { customer_id: "QS-7", amount: 45 })).to.deep.equal(PLAIN_WRITE);
    });
  });

  describe("a thing picked by its noun and what it is of (`a capa do sofá`), from a list told before", () => {
    const listing = ["a cliente LAV-9 deixou três peças: o edredão da cama (35 €), a capa do sofá (22 €) e os cortinados da sala (48 €)"];
    const turn = "fatura só a capa do sofá, com vencimento amanhã";
    it("passes the sum of the thing picked", async () => {
      expect(await check(client, turn, "create_invoice", { customer_id: "LAV-9", amount: 22, due_date: "2026-03-03" }, listing)).to.deep.equal(PLAIN_WRITE);
    });
    it("asks about the sum of another thing of the list", async () => {
      expect(await check(client, turn, "create_invoice", { customer_id: "LAV-9", amount: 48, due_date: "2026-03-03" }, listing)).to.deep.equal(ASKED);
    });
    it("asks the same where the thing is picked with another verb and noun", async () => {
      expect(await check(client, "gera a fatura do edredão pra amanhã", "create_invoice", { customer_id: "LAV-9", amount: 22, due_date: "2026-03-03" }, listing)).to.deep.equal(ASKED);
    });
  });

  describe("a count of things told in passing beside a person's total (`6 aulas a 20 cada, total 120`)", () => {
    const listing = ["o pacote da Sara foram 6 aulas a 20 euros cada, total 120 euros; o Hugo fez 3 aulas a 25 euros, total 75 euros"];
    it("passes the total of the person picked: the count is no thing of the list", async () => {
      expect(await check(client, "fatura o pacote da Sara pro cliente SA-1", "create_invoice", { customer_id: "SA-1", amount: 120, currency: "EUR" }, listing)).to.deep.equal(PLAIN_WRITE);
    });
  });

  describe("a record picked by a possessive and a person's noun (`a da nossa filha`)", () => {
    const turn = "temos duas matrículas, a do nosso filho MT-5 de 80 e a da nossa filha MT-6 de 95; cancela a da nossa filha";
    it("passes the record of the person named", async () => {
      expect(await check(client, turn, "cancel_order", { order_id: "MT-6" })).to.deep.equal(PLAIN_WRITE);
    });
    it("asks about the record of the other person", async () => {
      expect(await check(client, turn, "cancel_order", { order_id: "MT-5" })).to.deep.equal(ASKED);
    });
    it("asks about the other person's record where the sums are in euros and the pick is a refund", async () => {
      expect(await check(client, "a do meu pai é a PX-71 de 300 euros e a do meu tio é a PX-72 de 250 euros. estorna a do meu tio", "refund_card", { order_id: "PX-71", amount: 250 })).to.deep.equal(ASKED);
    });
  });

  describe("a list told before the request, the request naming a record of its own (`… pro cliente CL-90`)", () => {
    const turn = "o conserto das cadeiras (OF-21) foi 1,2 mil e o das mesas (OF-22) 800. gera a fatura das cadeiras pro cliente CL-90";
    it("passes the sum of the thing picked on the request's record", async () => {
      expect(await check(client, turn, "create_invoice", { customer_id: "CL-90", amount: 1200 })).to.deep.equal(PLAIN_WRITE);
    });
    it("asks about the sum of the other thing", async () => {
      expect(await check(client, turn, "create_invoice", { customer_id: "CL-90", amount: 800 })).to.deep.equal(ASKED);
    });
    const pointed = "a entrada do Gustavo foi 90 e a da Bia 70, mas só o Gustavo pagou a mais. devolve a dele na encomenda EN-7";
    it("passes the sum of the person a possessive points at, the phrase ended by where the act is done", async () => {
      expect(await check(client, pointed, "refund_card", { order_id: "EN-7", amount: 90 })).to.deep.equal(PLAIN_WRITE);
    });
    it("asks about the other person's sum there", async () => {
      expect(await check(client, pointed, "refund_card", { order_id: "EN-7", amount: 70 })).to.deep.equal(ASKED);
    });
  });

  describe("records told by their order, then one picked by its ordinal (`a primeira é a LV-31 … estorna a segunda`)", () => {
    const turn = "temos dois vales: o primeiro é o VL-8 de 30, o outro o VL-9 de 45. cancela o primeiro";
    it("passes the record the ordinal picks", async () => {
      expect(await check(client, turn, "cancel_order", { order_id: "VL-8" })).to.deep.equal(PLAIN_WRITE);
    });
    it("asks about the other record", async () => {
      expect(await check(client, turn, "cancel_order", { order_id: "VL-9" })).to.deep.equal(ASKED);
    });
  });
});
