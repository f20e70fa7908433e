// Plugins hand over their checks as a list (`checksModule`) or as a ContainerModule of their own:
// both are resolved, in the modules' order, beside the built-in checks, and a list is read without
// loading the DI container.
import { expect } from "chai";
import { checksModule, defineCheck, type Check, type Verdict } from "@toolgate/core";
import { makeClient } from "./fixtures.js";

function refusing(id: string): Check {
  return defineCheck({
    meta: { id, title: "Refuses", simply: "Refuses every call.", catches: "Everything.", cannotCatch: "Nothing.", stops: "refused", reads: [], switchable: true, reasons: [id], examples: { allowed: [], stopped: [] } },
    run: (): Verdict => ({ outcome: "decide", decision: "refuse", reasons: [id] }),
  });
}

describe("plugin modules: lists of checks and ContainerModules", () => {
  it("refuses with a check bound by a plugin's own ContainerModule, beside a plugin handing over a list", async () => {
    // A ContainerModule itself, not the function carrying a list: the container resolves it.
    const own = await checksModule([refusing("own_module")])();
    expect(own).to.not.be.a("function");
    const { client } = await makeClient({
      plugins: [
        { name: "listed", module: checksModule([refusing("listed_check")]), entries: [{ id: "listed_check", after: "allowed_tools" }] },
        { name: "own", module: own, entries: [{ id: "own_module", before: "allowed_tools" }] },
      ],
    });
    const a = await client.session("billing").checkToolCall("get_order", { order_id: "4411" }, { origins: { order_id: "typed" } });
    expect(a.decision).to.equal("refuse");
    expect(a.reasons).to.deep.equal(["own_module"]);
  });

  it("refuses with a check a list hands over when no plugin gives a ContainerModule", async () => {
    const { client } = await makeClient({ plugins: [{ name: "listed", module: checksModule([refusing("listed_check")]), entries: [{ id: "listed_check", before: "allowed_tools" }] }] });
    const a = await client.session("billing").checkToolCall("get_order", { order_id: "4411" }, { origins: { order_id: "typed" } });
    expect(a.decision).to.equal("refuse");
    expect(a.reasons).to.deep.equal(["listed_check"]);
  });

  it("gives the checks of a list in its order, and a ContainerModule binding the same checks", async () => {
    const checks = [refusing("first"), refusing("second")];
    const module = checksModule(checks);
    expect(module.checks.map((c) => c.meta.id)).to.deep.equal(["first", "second"]);
    const made = await module();
    expect(made.constructor.name).to.equal("ContainerModule");
  });
});
