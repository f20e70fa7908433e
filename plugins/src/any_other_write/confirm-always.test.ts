// `confirm: always`: a tool raises its own bar (a read is confirmed too, and a token then
// allows it); nothing a tool declares lowers a write's bar.
import { expect } from "chai";
import { ToolgateError, type CatalogueFile } from "@toolgate/core";
import { checkCatalogue, checkClient, fromContext } from "../check-client.js";

describe("confirm: always", () => {
  it("confirms a read that raised its bar, for confirm_always", async () => {
    const { client } = await checkClient();
    const a = await client.session("billing").checkToolCall("export_all", {});
    expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["confirm_always"]]);
    expect(a.confirmation).to.be.a("string");
  });

  it("allows it once the person approved exactly that call", async () => {
    const { client } = await checkClient();
    const s = client.session("billing");
    const asked = await s.checkToolCall("export_all", {});
    const approved = await s.checkToolCall("export_all", {}, { confirmation: asked.confirmation });
    expect([approved.decision, approved.reasons]).to.deep.equal(["allow", ["confirmed"]]);
  });

  it("confirms a write that raised its bar even with every argument trusted", async () => {
    const { client } = await checkClient();
    const a = await client.session("billing").checkToolCall("close_account", { account: "AC-1" }, fromContext({ account: 1 }));
    expect(a.decision).to.equal("confirm");
  });

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
