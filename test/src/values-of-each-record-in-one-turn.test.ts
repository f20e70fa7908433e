// A Portuguese turn that lists two records or more, each with values of its own, and asks for one of
// them: confirm_read passes the call that carries the picked record's values and asks about one that
// carries another record's value.
import { expect } from "chai";
import type { Client } from "@toolgate/core";
import { corpusClient } from "./grammar-figures.js";

/** The corpus catalogue confirms every write (`write`): a call nothing else asks about gets that alone. */
const PLAIN_WRITE = { decision: "confirm", reasons: ["write"] };
const ASKED = { decision: "confirm", reasons: ["write", "confirm_read"] };

async function check(client: Client, turn: string, tool: string, args: Record<string, unknown>): Promise<{ decision: string; reasons: string[] }> {
  const session = client.session("", { language: "pt" });
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
});
