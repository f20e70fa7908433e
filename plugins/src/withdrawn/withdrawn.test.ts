// The withdrawn check: its table of cases (the catalogue's flag, a missing registry), and the
// registry file (re-read when it changes, per agent or for all), a bad registry at start-up and
// one that breaks later, which a table cannot play.
import { expect } from "chai";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client, setting, ToolgateError, type ClientOptions } from "@toolgate/core";
import { describeCases } from "../cases.js";
import { exampleCatalogue, exampleRulebook, plugin } from "../index.js";

describeCases("withdrawn");

/** A client on the examples' catalogue, as the cases run. */
async function checkClient(options: Partial<ClientOptions> = {}): Promise<{ client: Client }> {
  const client = await Client.create({ catalogue: exampleCatalogue, rulebook: exampleRulebook, builtins: plugin, now: () => Date.parse("2026-03-04T10:00:00Z"), log: () => {}, ...options });
  return { client };
}

describe("withdrawn", () => {
  let dir: string;
  let registry: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "toolgate-registry-"));
    registry = join(dir, "registry.yaml");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("refuses a tool the registry file withdraws, and follows the file as it changes", async () => {
    writeFileSync(registry, "withdrawn: []\n");
    const { client } = await checkClient({ settings: { withdrawn: { registry } } });
    const s = client.session("billing");
    const before = await s.checkToolCall("get_order", { order_id: "A1" });
    expect([before.decision, before.reasons]).to.deep.equal(["allow", ["allow"]]);

    writeFileSync(registry, "withdrawn:\n  - tool: get_order\n    why: replaced by find_order\n");
    const after = await s.checkToolCall("get_order", { order_id: "A1" });
    expect([after.decision, after.reasons]).to.deep.equal(["refuse", ["tool_withdrawn"]]);
    expect(after.detail).to.include({ withdrawn_by: "registry", why: "replaced by find_order" });

    writeFileSync(registry, "withdrawn:\n  - tool: pay\n");
    const back = await s.checkToolCall("get_order", { order_id: "A1" });
    expect([back.decision, back.reasons]).to.deep.equal(["allow", ["allow"]]);
  });

  it("withdraws a tool from the agents the registry names only", async () => {
    writeFileSync(registry, "withdrawn:\n  - tool: get_order\n    agents: [portal]\n");
    const { client } = await checkClient({ settings: { withdrawn: { registry } } });
    const support = await client.session("portal", { role: "agent" }).checkToolCall("get_order", { order_id: "A1" });
    expect([support.decision, support.reasons]).to.deep.equal(["refuse", ["tool_withdrawn"]]);
    expect(support.detail.agents).to.deep.equal(["portal"]);
    const billing = await client.session("billing").checkToolCall("get_order", { order_id: "A1" });
    expect([billing.decision, billing.reasons]).to.deep.equal(["allow", ["allow"]]);
  });

  it("takes a plain tool name as an entry", async () => {
    writeFileSync(registry, "withdrawn: [get_order]\n");
    const { client } = await checkClient({ checks: [setting("withdrawn", { registry })] });
    const a = await client.session("billing").checkToolCall("get_order", { order_id: "A1" });
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["tool_withdrawn"]]);
  });

  it("refuses to start on a registry file that is not valid, naming the file and line", async () => {
    writeFileSync(registry, "withdrawn:\n  - tool: get_order\n    when: later\n");
    const err = await checkClient({ settings: { withdrawn: { registry } } }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).to.be.instanceOf(ToolgateError);
    expect((err as ToolgateError).code).to.equal("settings_invalid");
    expect((err as ToolgateError).place).to.include({ file: registry, line: 3 });
  });

  it("fails closed with check_failed when the registry breaks after start-up", async () => {
    writeFileSync(registry, "withdrawn: []\n");
    const { client } = await checkClient({ settings: { withdrawn: { registry } } });
    writeFileSync(registry, "withdrawn: {{{ not yaml\n");
    const a = await client.session("billing").checkToolCall("get_order", { order_id: "A1" });
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["check_failed"]]);
    expect(a.detail.plugin).to.equal("withdrawn");
    rmSync(registry);
    const gone = await client.session("billing").checkToolCall("get_order", { order_id: "A1" });
    expect([gone.decision, gone.reasons]).to.deep.equal(["refuse", ["check_failed"]]);
  });
});
