// A call's title that is the same word as a channel's name is the name of the thing made, not
// the channel written without its mark; in another argument the bare name still carries it.
import { expect } from "chai";
import { Client, type CatalogueFile } from "@toolgate/core";
import { plugin } from "../index.js";

const catalogue: CatalogueFile = {
  tools: {
    schedule_meeting: {
      description: "Put a meeting in the calendar.",
      kind: "write",
      arguments: { type: "object", additionalProperties: false, required: ["title", "date"], properties: { title: { type: "string" }, date: { type: "string", format: "date" }, notify: { type: "string" } } },
    },
  },
};

async function s2(turns: string[], args: Record<string, unknown>): Promise<{ decision: string; reasons: string[]; trace: Array<{ check: string; reasons?: string[]; detail?: unknown }> }> {
  const client = await Client.create({ catalogue, builtins: plugin, checks: ["s2_veto"], log: () => {} });
  const session = client.session("");
  for (const t of turns) session.read(t);
  const origins = Object.fromEntries(Object.keys(args).map((k) => [k, "context"]));
  return session.checkToolCall("schedule_meeting", args, { origins }) as never;
}

describe("s2_veto: titles are not places", () => {
  const turn = "marca a call de vendas e posta no #vendas que ficou marcado";
  const cases = [
    ["Portuguese", turn, "Vendas", "#vendas"],
    ["lower case", turn, "vendas", "#vendas"],
    ["English", "book the sales call and post in #sales that it is booked", "Sales", "#sales"],
  ] as const;
  for (const [note, said, title, channel] of cases) {
    it(`asks about a channel the call holds only as its title (${note})`, async () => {
      const a = await s2([said], { title, date: "2026-03-06" });
      expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["write", "s2_veto"]]);
      expect(a.trace.find((t) => t.check === "s2_veto")?.detail).to.deep.equal({ destinations: [channel] });
    });
  }
  it("passes a channel's bare name given in an argument that is no title", async () => {
    const a = await s2([turn], { title: "Vendas", date: "2026-03-06", notify: "vendas" });
    expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["write"]]);
  });
  it("passes a channel written with its mark inside a title", async () => {
    const a = await s2([turn], { title: "Vendas (#vendas)", date: "2026-03-06" });
    expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["write"]]);
  });
});
