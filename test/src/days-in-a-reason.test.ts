// A later turn that moves a day and says why the first will not do (`melhor dia 16, que dia 17 é
// feriado`): confirm_read reads the call's day against the day asked for, not the reason's.
import { expect } from "chai";
import type { Client } from "@toolgate/core";
import { corpusClient } from "./grammar-figures.js";

async function check(client: Client, turns: readonly string[], tool: string, args: Record<string, unknown>): Promise<{ decision: string; reasons: string[] }> {
  const session = client.session("", { language: "pt" });
  for (const t of turns) session.read(t);
  const origins = Object.fromEntries(Object.keys(args).map((k) => [k, "context"]));
  const a = await session.checkToolCall(tool, args, { origins });
  return { decision: a.decision, reasons: [...a.reasons] };
}

describe("confirm_read on a day moved with the reason the first will not do", function () {
  this.timeout(60_000);
  let client: Client;
  before(async () => {
    client = await corpusClient();
  });
  const TURNS = ["lembra-me dia 17 de pagar a renda da garagem", "antes dia 16, que dia 17 é feriado"];

  it("passes the day asked for", async () => {
    const a = await check(client, TURNS, "set_reminder", { text: "pagar a renda da garagem", date: "2026-03-16" });
    expect(a.reasons).to.not.include("confirm_read");
  });

  it("asks about the day of the reason", async () => {
    const a = await check(client, TURNS, "set_reminder", { text: "pagar a renda da garagem", date: "2026-03-17" });
    expect(a.reasons).to.include("confirm_read");
  });
});
