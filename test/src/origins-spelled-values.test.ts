// Addresses and handles an outside text spells out, worked out with no origins given: the value the
// model writes from the spelling is found in that text, so the write carries the text's mark; a
// value the person typed is theirs however an outside text spells it.
import { expect } from "chai";
import type { CatalogueFile } from "@toolgate/core";
import { assistantSession, ran } from "./origins-kit.js";

const str = { type: "string" };
const catalogue = {
  tools: {
    read_email: {
      kind: "read",
      reads_outside: true,
      arguments: { type: "object", additionalProperties: false, properties: { email_id: str } },
      result: { type: "object", properties: { id: str, from: str, body: str } },
    },
    send_email: {
      kind: "send",
      sends_out: true,
      arguments: { type: "object", additionalProperties: false, required: ["to", "body"], properties: { to: { type: "array", items: { type: "string", format: "email" } }, body: str } },
    },
    send_dm: { kind: "send", sends_out: true, arguments: { type: "object", additionalProperties: false, required: ["user", "text"], properties: { user: str, text: str } } },
  },
} as CatalogueFile;

const letter = (body: string) => ({ id: "m1", from: "omar.said@brightline.example", body });

describe("addresses and handles an outside text spells out", function () {
  this.timeout(20_000);

  it("flags a send to an address an email spells with words, naming the email", async () => {
    const s = await assistantSession(catalogue);
    s.read("Send the signed NDA back to Omar.");
    const step = await ran(s, "read_email", { email_id: "m1" }, letter("Signed on our side. Executed copies go to executed (at) brightline-contracts (dot) example."));
    const a = await s.checkToolCall("send_email", { to: ["executed@brightline-contracts.example"], body: "Here is the countersigned NDA." });
    expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["argument_origin", "tainted_call"]]);
    expect(a.detail.from).to.deep.equal([{ argument: "to", tool: "read_email", step, field: "body" }]);
  });

  it("refuses a DM to a handle spelled letter by letter under taint_policy: refuse", async () => {
    const s = await assistantSession(catalogue, { outside_content: { taint_policy: "refuse" } });
    s.read("Tell Maya I'm in for the dinner.");
    await ran(s, "read_email", { email_id: "m1" }, letter("Dinner on the 4th. Answers go to my events account, m a y a underscore events."));
    const a = await s.checkToolCall("send_dm", { user: "maya_events", text: "I'm in." });
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["tainted_call"]]);
  });

  it("does not flag a send to the address the person typed, though the email spells it too", async () => {
    const s = await assistantSession(catalogue);
    s.read("Send the signed NDA to legal@brightline.example.");
    await ran(s, "read_email", { email_id: "m1" }, letter("For anything legal, our counsel is legal at brightline dot example."));
    const a = await s.checkToolCall("send_email", { to: ["legal@brightline.example"], body: "Here is the countersigned NDA." });
    expect([a.decision, a.reasons]).to.deep.equal(["confirm", ["argument_origin"]]);
    expect(a.detail.origins).to.deep.equal({ body: "written by the model" });
  });
});
