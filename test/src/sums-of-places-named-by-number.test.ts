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

async function check(client: Client, turn: string, tool: string, args: Record<string, unknown>): Promise<{ decision: string; reasons: string[] }> {
  const session = client.session("", { language: "pt" });
  session.read(turn);
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
});
