// The address check through a client: the reason and its detail, nested and odd spellings,
// send tools too, the allow list, bad settings, and switching it off.
import { expect } from "chai";
import { setting, ToolgateError } from "@toolgate/core";
import { checkClient, fromContext } from "../check-client.js";

describe("address", () => {
  it("refuses the metadata service as address_not_allowed, naming the argument and the address", async () => {
    const { client } = await checkClient();
    const a = await client.session("billing").checkToolCall("fetch_page", { url: "http://169.254.169.254/latest" });
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["address_not_allowed"]]);
    expect(a.detail).to.include({ pointer: "/url", host: "169.254.169.254", address_class: "metadata", plugin: "address" });
  });

  it("refuses an address nested in an object, in a hex spelling", async () => {
    const { client } = await checkClient();
    const a = await client.session("billing").checkToolCall("fetch_page", { url: "https://example.org/", options: { proxy: "http://0x7f.1:8080" } });
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["address_not_allowed"]]);
    expect(a.detail).to.include({ pointer: "/options/proxy", host: "127.0.0.1", address_class: "loopback" });
  });

  it("refuses a userinfo trick and an IPv4-mapped metadata address", async () => {
    const { client } = await checkClient();
    const s = client.session("billing");
    const userinfo = await s.checkToolCall("fetch_page", { url: "http://good.com@10.0.0.1/" });
    expect([userinfo.decision, userinfo.reasons, userinfo.detail.address_class]).to.deep.equal(["refuse", ["address_not_allowed"], "private"]);
    const mapped = await s.checkToolCall("fetch_page", { url: "http://[::ffff:169.254.169.254]/" });
    expect([mapped.decision, mapped.reasons, mapped.detail.address_class]).to.deep.equal(["refuse", ["address_not_allowed"], "metadata"]);
  });

  it("refuses a send tool's destination too: sending is how a request reaches inside", async () => {
    const { client } = await checkClient();
    const a = await client.session("billing").checkToolCall("send_webhook", { url: "http://localhost:9000/hook", payload: {} }, fromContext({ url: 1, payload: 1 }));
    expect([a.decision, a.reasons]).to.deep.equal(["refuse", ["address_not_allowed"]]);
  });

  it("lets a public address through", async () => {
    const { client } = await checkClient();
    const a = await client.session("billing").checkToolCall("fetch_page", { url: "https://example.org/a" });
    expect([a.decision, a.reasons]).to.deep.equal(["allow", ["allow"]]);
    expect(a.trace.find((t) => t.check === "address")?.outcome).to.equal("pass");
  });

  it("lets a host or network on the allow list through, and nothing else", async () => {
    const { client } = await checkClient({ settings: { address: { hosts: ["wiki.corp"], cidrs: ["10.1.0.0/16", "fd12::/16"] } } });
    const s = client.session("billing");
    for (const url of ["http://wiki.corp/page", "http://10.1.2.3/", "http://[fd12::9]/"]) {
      const a = await s.checkToolCall("fetch_page", { url });
      expect([url, a.decision, a.reasons]).to.deep.equal([url, "allow", ["allow"]]);
    }
    const other = await s.checkToolCall("fetch_page", { url: "http://10.2.0.1/" });
    expect([other.decision, other.reasons]).to.deep.equal(["refuse", ["address_not_allowed"]]);
  });

  it("refuses a malformed allow list when the client is created", async () => {
    const err = await checkClient({ checks: [setting("address", { cidrs: ["10.0.0.0/99x"] })] }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).to.be.instanceOf(ToolgateError);
    expect((err as ToolgateError).code).to.equal("settings_invalid");
  });

  it("says nothing when switched off", async () => {
    const { client } = await checkClient({ checks: ["arguments"] });
    const a = await client.session("billing").checkToolCall("fetch_page", { url: "http://169.254.169.254/latest" });
    expect(a.reasons).to.not.include("address_not_allowed");
    expect(a.trace.find((t) => t.check === "address")?.outcome).to.equal("off");
  });
});
