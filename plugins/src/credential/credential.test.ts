// The credential check: presence of a credential reference, its place before ownership and
// before any confirmation, and a credential that never leaves the session's context.
import { expect } from "chai";
import { checkClient, fromContext } from "../check-client.js";

const SECRET_REF = "cred-ref-5f1e2d3c";

describe("credential", () => {
  it("refuses a tool that requires a credential when the session has none, as credential_unavailable", async () => {
    const { client } = await checkClient();
    const a = await client.session("billing", { role: "member", context: { portal_refs: ["PRT-1"] } }).checkToolCall("get_plan_details", { portal_ref: "PRT-1" });
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["credential_unavailable"]]);
    expect(a.detail).to.include({ tool: "get_plan_details", needs: "credential_ref", plugin: "credential" });
  });

  it("refuses an empty credential reference", async () => {
    const { client } = await checkClient();
    const a = await client.session("billing", { role: "member", context: { credential_ref: "", portal_refs: ["PRT-1"] } }).checkToolCall("get_plan_details", { portal_ref: "PRT-1" });
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["credential_unavailable"]]);
  });

  it("lets the call through with a credential reference", async () => {
    const { client } = await checkClient();
    const a = await client.session("billing", { role: "member", context: { credential_ref: SECRET_REF, portal_refs: ["PRT-1"] } }).checkToolCall("get_plan_details", { portal_ref: "PRT-1" });
    expect([a.decision, a.reasons]).to.deep.equal(["allow", ["allow"]]);
  });

  it("answers before ownership: a signed-out caller is told so, not that the record does not exist", async () => {
    const { client } = await checkClient();
    const a = await client.session("billing", { role: "member" }).checkToolCall("get_plan_details", { portal_ref: "PRT-1" });
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["credential_unavailable"]]);
  });

  it("answers before any confirmation: nobody is asked to approve a call that cannot run", async () => {
    const { client } = await checkClient();
    const args = { portal_ref: "PRT-1", address: "Rua A 1" };
    const a = await client.session("billing", { role: "member", context: { portal_refs: ["PRT-1"] } }).checkToolCall("update_address", args, fromContext(args));
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["credential_unavailable"]]);
    expect(a.confirmation).to.equal(undefined);
    const signedIn = await client.session("billing", { role: "member", context: { credential_ref: SECRET_REF, portal_refs: ["PRT-1"] } }).checkToolCall("update_address", args, fromContext(args));
    expect([signedIn.decision, signedIn.reasons]).to.deep.equal(["confirm", ["write"]]);
  });

  it("keeps the credential reference out of the history, the answers, the wording and the tokens", async () => {
    const { client } = await checkClient();
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

  it("passes every tool that does not declare it", async () => {
    const { client } = await checkClient();
    const a = await client.session("billing").checkToolCall("get_order", { order_id: "A1" });
    expect(a.trace.find((t) => t.check === "credential")?.outcome).to.equal("pass");
  });
});
