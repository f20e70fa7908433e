// The ownership check: a resource named by the declared argument must be in the caller's
// context list; otherwise `not_found`, without saying what the caller does hold.
import { expect } from "chai";
import { checkClient } from "../check-client.js";

const context = { credential_ref: "cred-7", portal_refs: ["PRT-1", "PRT-2"] };

describe("ownership", () => {
  it("lets a call on a resource the caller holds through", async () => {
    const { client } = await checkClient();
    const a = await client.session("billing", { role: "member", context }).checkToolCall("get_plan_details", { portal_ref: "PRT-2" });
    expect([a.decision, a.reasons]).to.deep.equal(["allow", ["allow"]]);
  });

  it("refuses a resource the caller does not hold as not_found, without listing what they hold", async () => {
    const { client } = await checkClient();
    const a = await client.session("billing", { role: "member", context }).checkToolCall("get_plan_details", { portal_ref: "PRT-9" });
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["not_found"]]);
    expect(a.detail).to.include({ argument: "portal_ref", plugin: "ownership" });
    expect(JSON.stringify(a.detail)).to.not.include("PRT-1");
  });

  it("refuses when the context holds no list: a caller who holds nothing owns nothing", async () => {
    const { client } = await checkClient();
    const a = await client.session("billing").checkToolCall("list_claims", { portal_ref: "PRT-1" });
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["not_found"]]);
  });

  it("compares numbers and strings by their text", async () => {
    const { client } = await checkClient();
    const a = await client.session("billing", { context: { portal_refs: [4411] } }).checkToolCall("list_claims", { portal_ref: "4411" });
    expect([a.decision, a.reasons]).to.deep.equal(["allow", ["allow"]]);
    const b = await client.session("billing", { context: { portal_refs: "4411" } }).checkToolCall("list_claims", { portal_ref: 4411 });
    expect([b.decision, b.reasons]).to.deep.equal(["allow", ["allow"]]);
  });

  it("leaves a call that names no resource to the arguments check", async () => {
    const { client } = await checkClient();
    const a = await client.session("billing", { context }).checkToolCall("list_claims", {});
    expect(a.trace.find((t) => t.check === "ownership")?.outcome).to.equal("pass");
  });

  it("passes every tool that does not declare it", async () => {
    const { client } = await checkClient();
    const a = await client.session("billing").checkToolCall("get_order", { order_id: "A1" });
    expect(a.trace.find((t) => t.check === "ownership")?.outcome).to.equal("pass");
  });
});
