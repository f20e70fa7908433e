// A count of things a turn asks for (`fatura 5 sessões`) and a price of one an earlier turn told
// (`as sessões saem R$ 80 cada`): what the count costs is worked out of two values the person said,
// so grounding takes it as said and confirm_read as what was asked; another sum is still asked about.
import { expect } from "chai";
import type { Client } from "@toolgate/core";
import { corpusClient } from "./grammar-figures.js";

/** The corpus catalogue confirms every write (`write`): a call nothing else asks about gets that alone. */
const PLAIN_WRITE = { decision: "confirm", reasons: ["write"] };

async function check(client: Client, turns: readonly string[], args: Record<string, unknown>): Promise<{ decision: string; reasons: string[] }> {
  const session = client.session("", { language: "pt" });
  for (const t of turns) session.read(t);
  const origins = Object.fromEntries(Object.keys(args).map((k) => [k, "context"]));
  const a = await session.checkToolCall("create_invoice", args, { origins });
  return { decision: a.decision, reasons: [...a.reasons].sort() };
}

describe("sums of counted units across turns", function () {
  this.timeout(60_000);
  let client: Client;
  before(async () => {
    client = await corpusClient();
  });

  const TURNS = ["as sessões de massagem saem R$ 80 cada", "fatura 5 sessões pra cliente MS-4"];

  it("passes the count times the price of one told before", async () => {
    expect(await check(client, TURNS, { customer_id: "MS-4", amount: 400 })).to.deep.equal(PLAIN_WRITE);
  });

  it("asks about the price of one alone", async () => {
    expect(await check(client, TURNS, { customer_id: "MS-4", amount: 80 })).to.deep.equal({ decision: "confirm", reasons: ["confirm_read", "write"] });
  });

  it("grounds no sum the count and the price do not make", async () => {
    const got = await check(client, TURNS, { customer_id: "MS-4", amount: 420 });
    expect(got.decision).to.equal("confirm");
    expect(got.reasons).to.include("ungrounded");
  });
});
