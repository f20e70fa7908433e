// Places told apart by their numbers, each with a sum (`o quarto 12 ficou em 180 e o quarto 14 ficou
// em 220`), and a request that names one of them again: confirm_read reads the call's amount against
// the sum of the place named again, and never takes a place's number for a sum.
import { expect } from "chai";
import type { Client } from "@toolgate/core";
import { corpusClient } from "./grammar-figures.js";

/** The corpus catalogue confirms every write (`write`): a call nothing else asks about gets that alone. */
const PLAIN_WRITE = { decision: "confirm", reasons: ["write"] };
const ASKED = { decision: "confirm", reasons: ["write", "confirm_read"] };

const TURN = "o quarto 12 ficou em 180 e o quarto 14 ficou em 220. estorna o quarto 14 no pedido 7781";

async function check(client: Client, turns: string | readonly string[], tool: string, args: Record<string, unknown>): Promise<{ decision: string; reasons: string[] }> {
  const session = client.session("", { language: "pt" });
  for (const turn of typeof turns === "string" ? [turns] : turns) session.read(turn);
  const origins = Object.fromEntries(Object.keys(args).map((k) => [k, "context"]));
  const a = await session.checkToolCall(tool, args, { origins });
  return { decision: a.decision, reasons: [...a.reasons] };
}

describe("confirm_read on sums of places told apart by number", function () {
  this.timeout(60_000);
  let client: Client;
  before(async () => {
    client = await corpusClient();
  });

  it("passes the sum of the place named again", async () => {
    expect(await check(client, TURN, "refund_card", { order_id: "7781", amount: 220 })).to.deep.equal(PLAIN_WRITE);
  });

  it("asks about the other place's sum", async () => {
    expect(await check(client, TURN, "refund_card", { order_id: "7781", amount: 180 })).to.deep.equal(ASKED);
  });

  // A list of places priced by their numbers is picked from by price in a later turn: the sum picked
  // is the call's, whatever sum an earlier turn named the place by.
  const PRICED = "livres no sábado: 210 a suite 2, 130 a 6 e 160 a 8";

  it("passes the dearest place's sum picked by price, and asks about another of the list", async () => {
    expect(await check(client, [PRICED, "a cliente QX-3 fica com a mais cara, emite a fatura"], "create_invoice", { customer_id: "QX-3", amount: 210 })).to.deep.equal(PLAIN_WRITE);
    expect(await check(client, [PRICED, "a cliente QX-3 fica com a mais cara, emite a fatura"], "create_invoice", { customer_id: "QX-3", amount: 160 })).to.deep.equal(ASKED);
  });

  it("reads a pick by price that changes the place a turn before named", async () => {
    const turns = [PRICED, "fatura a 6 ao cliente QX-9", "afinal ela quer a mais cara"];
    expect(await check(client, turns, "create_invoice", { customer_id: "QX-9", amount: 210 })).to.deep.equal(PLAIN_WRITE);
    expect(await check(client, turns, "create_invoice", { customer_id: "QX-9", amount: 130 })).to.deep.equal(ASKED);
  });
});
