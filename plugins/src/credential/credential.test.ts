// The credential check's table of cases (cases.yaml beside this file: presence of a credential
// reference, its place before ownership and before any confirmation), and a credential that
// never leaves the session's context.
import { expect } from "chai";
import { Client } from "@toolgate/core";
import { describeCases } from "../cases.js";
import { exampleCatalogue, exampleRulebook, plugin } from "../index.js";

const fromContext = (args: Record<string, unknown>) => ({ origins: Object.fromEntries(Object.keys(args).map((k) => [k, "context"])) });

describeCases("credential");

const SECRET_REF = "cred-ref-5f1e2d3c";

describe("credential: the reference never leaves the context", () => {
  it("keeps the credential reference out of the history, the answers, the wording and the tokens", async () => {
    const client = await Client.create({ catalogue: exampleCatalogue, rulebook: exampleRulebook, builtins: plugin, now: () => Date.parse("2026-03-04T10:00:00Z"), log: () => {} });
    const s = client.session("billing", { role: "member", context: { credential_ref: SECRET_REF, portal_refs: ["PRT-1"] } });
    const args = { portal_ref: "PRT-1", address: "Rua A 1" };
    const asked = await s.checkToolCall("update_address", args, fromContext(args));
    const approved = await s.checkToolCall("update_address", args, { ...fromContext(args), confirmation: asked.confirmation });
    s.report(approved.step, "ran", { ok: true });
    const read = await s.checkToolCall("get_plan_details", { portal_ref: "PRT-1" });
    const everything = JSON.stringify([asked, approved, read, s.history.toJSON()]);
    const tokens = [asked.confirmation ?? ""].map((t) => Buffer.from(t.split(".")[1] ?? "", "base64url").toString("utf8")).join();
    expect(everything).to.not.include(SECRET_REF);
    expect(tokens).to.not.include(SECRET_REF);
  });

  it("gives no confirmation token for a call it refuses before any confirmation", async () => {
    const client = await Client.create({ catalogue: exampleCatalogue, rulebook: exampleRulebook, builtins: plugin, now: () => Date.parse("2026-03-04T10:00:00Z"), log: () => {} });
    const args = { portal_ref: "PRT-1", address: "Rua A 1" };
    const a = await client.session("billing", { role: "member", context: { portal_refs: ["PRT-1"] } }).checkToolCall("update_address", args, fromContext(args));
    expect([a.decision, a.reasons, a.confirmation]).to.deep.equal(["refuse", ["credential_unavailable"], undefined]);
  });
});
