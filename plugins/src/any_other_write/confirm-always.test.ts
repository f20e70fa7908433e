// `confirm: always`: nothing a tool declares lowers a write's bar. (That a tool raises its own
// bar — a read confirmed, then allowed by a token; a trusted write confirmed — is in cases.yaml.)
import { expect } from "chai";
import { Client, ToolgateError, type CatalogueFile, type ClientOptions } from "@toolgate/core";
import { plugin } from "../index.js";

// The catalogue each test adds one tool to (the table of cases, cases.yaml, runs on the
// examples' catalogue, which must not change for one test).
const checkCatalogue: CatalogueFile = {
  agents: { billing: { trust: "trusted" } },
  tools: { pay: { description: "Pay an amount.", kind: "write", arguments: { type: "object", additionalProperties: false, required: ["amount"], properties: { amount: { type: "number" } } } } },
};

async function checkClient(options: Partial<ClientOptions> = {}): Promise<{ client: Client }> {
  return { client: await Client.create({ catalogue: checkCatalogue, builtins: plugin, grammar: [], log: () => {}, ...options }) };
}

describe("confirm: always", () => {
  it("keeps a write confirmed whatever else it declares: MCP hints do not lower a catalogue kind", async () => {
    const catalogue: CatalogueFile = {
      ...checkCatalogue,
      tools: { ...checkCatalogue.tools, wipe: { description: "Wipe a table.", kind: "write", annotations: { readOnlyHint: true }, idempotent: true, arguments: { type: "object", additionalProperties: false, properties: {} } } },
    };
    const { client } = await checkClient({ catalogue });
    const a = await client.session("billing").checkToolCall("wipe", {});
    expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["write"]]);
  });

  it("has no way to declare a lower bar: `confirm: never` is not a catalogue", async () => {
    const catalogue = { ...checkCatalogue, tools: { ...checkCatalogue.tools, pay: { ...checkCatalogue.tools.pay!, confirm: "never" } } } as unknown as CatalogueFile;
    const err = await checkClient({ catalogue }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((err as ToolgateError).code).to.equal("catalogue_invalid");
  });
});
