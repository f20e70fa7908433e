// A sum the call worked out of the things the latest turn counts or picks and the price of one an
// earlier turn told (`three candles at 9 each`, then `refund two of the three candles` with 18): the
// person named the count and the price, so grounding takes the sum as said and the confirm read as
// asked; the price of one alone, or a sum nobody worked out, is still asked about.
import { expect } from "chai";
import { fileURLToPath } from "node:url";
import { Client } from "@toolgate/core";

const CATALOGUE = fileURLToPath(new URL("../grammar-cases/catalogue.yaml", import.meta.url));
const SAID = ["grounded", "s1_veto", "s2_veto", "confirm_read"];

async function asked(turns: string[], tool: string, args: Record<string, unknown>): Promise<string[]> {
  const client = await Client.create({ catalogue: CATALOGUE, checks: SAID, now: () => Date.parse("2026-03-02T10:00:00Z"), log: () => {} });
  const session = client.session("counted", { language: "en" });
  for (const t of turns) session.read(t);
  const origins = Object.fromEntries(Object.keys(args).map((k) => [k, "context"]));
  const answer = await session.checkToolCall(tool, args, { origins });
  return answer.reasons.filter((r) => r === "ungrounded" || r === "confirm_read");
}

describe("sums worked out of a count and a price of one told before", () => {
  const candles = ["the hamper order HM-12 has three candles at 9 each and a card for 4", "refund two of the three candles on HM-12"];
  const passes = ["Ana's cart: a pair of climbing passes at 15 each and chalk for 6", "invoice her for the pair of climbing passes, customer CL-4"];

  it("takes the count times the price as said and asked, where the turn counts the things", async () => {
    expect(await asked(candles, "refund_card", { order_id: "HM-12", amount: 18 })).to.deep.equal([]);
  });

  it("takes the whole count times the price, where the turn picks the things by the word told of the price", async () => {
    expect(await asked(passes, "create_invoice", { customer_id: "CL-4", amount: 30 })).to.deep.equal([]);
  });

  it("asks about the price of one for several, and about a sum nobody worked out", async () => {
    expect(await asked(candles, "refund_card", { order_id: "HM-12", amount: 9 })).to.deep.equal(["confirm_read"]);
    expect(await asked(passes, "create_invoice", { customer_id: "CL-4", amount: 36 })).to.deep.equal(["ungrounded", "confirm_read"]);
  });
});
