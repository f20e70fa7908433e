// The role check: the tool's roles and the roles the calling agent serves.
import { expect } from "chai";
import { checkClient } from "../check-client.js";

const member = { credential_ref: "cred-7", portal_refs: ["PRT-1"] };

describe("role", () => {
  it("lets a caller whose role the tool lists use it", async () => {
    const { client } = await checkClient();
    const a = await client.session("billing", { role: "member", context: member }).checkToolCall("get_plan_details", { portal_ref: "PRT-1" });
    expect([a.decision, a.reasons]).to.deep.equal(["allow", ["allow"]]);
  });

  it("refuses a caller whose role the tool does not list as role_not_allowed", async () => {
    const { client } = await checkClient();
    const a = await client.session("billing", { role: "guest", context: member }).checkToolCall("get_plan_details", { portal_ref: "PRT-1" });
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["role_not_allowed"]]);
    expect(a.detail).to.deep.include({ layer: "tool", role: "guest", roles: ["member", "agent"], plugin: "role" });
  });

  it("refuses a session with no role for a tool that lists roles", async () => {
    const { client } = await checkClient();
    const a = await client.session("billing", { context: member }).checkToolCall("get_plan_details", { portal_ref: "PRT-1" });
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["role_not_allowed"]]);
  });

  it("refuses a role the calling agent does not serve, even for a tool open to every role", async () => {
    const { client } = await checkClient();
    const a = await client.session("support", { role: "member" }).checkToolCall("get_order", { order_id: "A1" });
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["role_not_allowed"]]);
    expect(a.detail).to.deep.include({ layer: "agent", agent: "support", roles: ["agent"] });
    const served = await client.session("support", { role: "agent" }).checkToolCall("get_order", { order_id: "A1" });
    expect([served.decision, served.reasons]).to.deep.equal(["allow", ["allow"]]);
  });

  it("leaves a tool that lists no roles open to every caller", async () => {
    const { client } = await checkClient();
    const a = await client.session("billing", { role: "anyone" }).checkToolCall("get_order", { order_id: "A1" });
    expect([a.decision, a.reasons]).to.deep.equal(["allow", ["allow"]]);
  });

  it("answers before the arguments are checked, after the tool is known", async () => {
    const { client } = await checkClient();
    const s = client.session("billing", { role: "guest", context: member });
    const bad = await s.checkToolCall("get_plan_details", { portal_ref: 7 });
    expect([bad.decision, bad.reasons]).to.deep.equal(["refuse", ["role_not_allowed"]]);
    const unknown = await s.checkToolCall("no_such_tool", {});
    expect([unknown.decision, unknown.reasons]).to.deep.equal(["refuse", ["unknown_tool"]]);
  });
});
