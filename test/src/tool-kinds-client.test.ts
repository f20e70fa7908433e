// The English grammar's inference through a real client: unmarked tools of the labelled set
// get the kinds the grammar reads, decided once at creation; an unsure reading is a write.
import { expect } from "chai";
import { Client, type CatalogueFile } from "@toolgate/core";
import english from "@toolgate/grammar-en";
import { loadLabelled } from "./tool-kinds-labelled.js";

describe("tool kinds inferred by a client with the English grammar", () => {
  it("gives every unmarked tool the grammar's kind, or write with source default when it is unsure", async () => {
    const tools = loadLabelled().filter((t) => /^[A-Za-z0-9_.:/-]{1,128}$/.test(t.name));
    const catalogue: CatalogueFile = {
      tools: Object.fromEntries(
        tools.map((t) => [
          t.name,
          {
            description: t.description,
            arguments: { type: "object", additionalProperties: false, properties: Object.fromEntries(t.arguments.map((a) => [a, { type: "string" }])) },
          },
        ]),
      ),
    };
    const client = await Client.create({ catalogue, grammar: "en", log: () => {} });
    const kinds = new Map(client.kinds().map((k) => [k.tool, k]));
    for (const t of tools) {
      const inferred = english.classifyTool({ name: t.name, description: t.description, argumentNames: t.arguments });
      expect([t.name, kinds.get(t.name)?.kind, kinds.get(t.name)?.source]).to.deep.equal([t.name, inferred ?? "write", inferred ? "inferred" : "default"]);
    }
    const wrongReads = tools.filter((t) => kinds.get(t.name)?.kind === "read" && t.kind !== "read").map((t) => t.name);
    expect(wrongReads).to.deep.equal([]);
  });
});
